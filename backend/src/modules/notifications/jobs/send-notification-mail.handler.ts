import { Inject, Injectable, Logger } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { HandlesJob } from '../../../common/jobs/handles-job.decorator';
import type { JobHandler } from '../../../common/jobs/queue-definition';
import { composeMail, MailService } from '../../../common/mail/mail.service';
import { appConfig } from '../../../config/configuration';
import { NotificationMailJob, notificationMailQueue } from '../notification-mail.queue';
import type { NotificationData, NotificationType } from '../notification-kinds';
import { NotificationsService } from '../notifications.service';

/** Subject and first paragraph of the e-mailed kinds. */
function contentOf(type: NotificationType, data: NotificationData): { subject: string; body: string } {
  if (type === 'product_purchase')
    return {
      subject: `New order: ${data.productTitle ?? 'your product'}`,
      body: `${data.buyerName ?? 'Someone'} bought ${data.productTitle ?? 'your product'}.`,
    };
  return { subject: data.title ?? 'A message from TVT', body: data.message ?? data.title ?? '' };
}

/** Sends one notification's e-mail in a worker; a failed hand-over is tried again (3 tries). */
@Injectable()
@HandlesJob(notificationMailQueue, 'send')
export class SendNotificationMailHandler implements JobHandler<NotificationMailJob> {
  private readonly logger = new Logger('NotificationMail');

  constructor(
    private readonly notifications: NotificationsService,
    private readonly mail: MailService,
    @Inject(appConfig.KEY) private readonly app: ConfigType<typeof appConfig>,
  ) {}

  async handle({ notificationId }: NotificationMailJob): Promise<void> {
    const notification = await this.notifications.forMail(notificationId);
    if (!notification) return;
    const { subject, body } = contentOf(notification.type, notification.data);
    const link = notification.data.actionUrl ? `${this.app.url}${notification.data.actionUrl}` : undefined;
    const sent = await this.mail.send(
      composeMail(
        notification.email,
        subject,
        [
          `Hi ${notification.first_name},`,
          body,
          'You get these e-mails because e-mail notifications are on in your TVT notification settings.',
        ],
        link ? { link } : undefined,
      ),
    );
    if (!sent) throw new Error(`could not e-mail notification ${notificationId}`);
    this.logger.log(`notification ${notificationId} e-mailed`);
  }
}
