import { Inject, Injectable } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { createHash, randomBytes } from 'node:crypto';
import { AppException } from '../../common/errors/app.exception';
import { composeMail, MailService } from '../../common/mail/mail.service';
import { appConfig } from '../../config/configuration';
import type { User } from '../users/entities/user.entity';
import { AuthQueries } from './auth.queries';

const RESET_VALIDITY_MILLISECONDS = 60 * 60 * 1000;
const RESEND_INTERVAL_MILLISECONDS = 60 * 1000;
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** Reset links: a random token e-mailed once, stored hashed, usable once within an hour. */
@Injectable()
export class PasswordResetService {
  constructor(
    private readonly queries: AuthQueries,
    private readonly mail: MailService,
    @Inject(appConfig.KEY) private readonly app: ConfigType<typeof appConfig>,
  ) {}

  /** At most one link a minute per account, so nobody can flood an inbox through this form; a new link cancels the earlier ones. */
  async sendLink(user: User): Promise<void> {
    if (await this.queries.resetLinkSentSince(user.id, new Date(Date.now() - RESEND_INTERVAL_MILLISECONDS))) return;
    // The newest link is the only one that works: a link sent earlier (perhaps to a mailbox read by someone else) opens nothing.
    await this.queries.deleteResetLinks(user.id);
    const token = randomBytes(32).toString('base64url');
    await this.queries.insertResetLink({
      userId: user.id,
      tokenHash: hashOf(token),
      expiresAt: new Date(Date.now() + RESET_VALIDITY_MILLISECONDS),
    });
    const link = `${this.app.url}/auth/reset-password?token=${token}`;
    await this.mail.send(
      composeMail(
        user.email,
        'Reset your TVT password',
        [
          `Hi ${user.firstName},`,
          'Open this link to choose a new password. It works once, within one hour.',
          'If you did not ask for it, you can ignore this e-mail: your password stays as it is.',
        ],
        { link },
      ),
    );
  }

  /** Marks the token used and returns its user id, or refuses a wrong, used or expired token. */
  async consume(token: string): Promise<string> {
    const userId = await this.queries.useResetToken(hashOf(token), new Date());
    if (!userId) throw new AppException('invalid_reset_token');
    return userId;
  }

  /** A new password makes every link sent before it worthless. */
  async cancelAll(userId: string): Promise<void> {
    await this.queries.deleteUnusedResetLinks(userId);
  }
}
