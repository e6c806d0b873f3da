import { MailerService } from '@nestjs-modules/mailer';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { mailConfig } from '../../config/configuration';
import { OutboxMessage } from './outbox-message.entity';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends through SMTP when SMTP_URL is set; otherwise (development) keeps the e-mail in the outbox. */
@Injectable()
export class MailService {
  private readonly logger = new Logger(MailService.name);

  constructor(
    @Inject(mailConfig.KEY) private readonly config: ConfigType<typeof mailConfig>,
    private readonly mailer: MailerService,
    @InjectRepository(OutboxMessage) private readonly outbox: Repository<OutboxMessage>,
  ) {}

  /** Returns false when the e-mail could not be handed over; the caller decides what the user is told. */
  async send(mail: Mail): Promise<boolean> {
    try {
      if (this.config.useOutbox) {
        await this.outbox.insert({
          to: mail.to.toLowerCase(),
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
        });
      } else {
        await this.mailer.sendMail({ from: this.config.from, ...mail });
      }
      return true;
    } catch (error) {
      this.logger.error(
        `could not send "${mail.subject}" to ${mail.to}: ${error instanceof Error ? error.message : String(error)}`,
      );
      return false;
    }
  }

  async readOutbox(to?: string): Promise<OutboxMessage[]> {
    return this.outbox.find({ where: to ? { to: to.toLowerCase() } : {}, order: { createdAt: 'DESC' }, take: 100 });
  }

  get outboxEnabled(): boolean {
    return this.config.useOutbox;
  }
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** A plain, readable e-mail: paragraphs, with an optional code or link right after the one explaining it (the second). */
export function composeMail(
  to: string,
  subject: string,
  paragraphs: string[],
  highlight?: { code?: string; link?: string },
): Mail {
  const textParts = [...paragraphs];
  const htmlParts = paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`);
  if (highlight?.code) {
    textParts.splice(2, 0, highlight.code);
    htmlParts.splice(
      2,
      0,
      `<p style="font-size:28px;letter-spacing:8px;font-weight:bold">${escapeHtml(highlight.code)}</p>`,
    );
  }
  if (highlight?.link) {
    textParts.splice(2, 0, highlight.link);
    htmlParts.splice(2, 0, `<p><a href="${escapeHtml(highlight.link)}">${escapeHtml(highlight.link)}</a></p>`);
  }
  return {
    to,
    subject,
    text: textParts.join('\n\n'),
    html: `<div style="font-family:sans-serif">${htmlParts.join('')}</div>`,
  };
}
