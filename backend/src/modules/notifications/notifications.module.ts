import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { JobsModule } from '../../common/jobs/jobs.module';
import { UsersModule } from '../users/users.module';
import { NotificationPreferences } from './entities/notification-preferences.entity';
import { Notification } from './entities/notification.entity';
import { SendNotificationMailHandler } from './jobs/send-notification-mail.handler';
import { notificationMailQueue } from './notification-mail.queue';
import { NotificationPreferencesService } from './notification-preferences.service';
import { EngagementNotificationsListener } from './engagement-notifications.listener';
import { NotificationsController } from './notifications.controller';
import { NotificationsListener } from './notifications.listener';
import { NotificationQueries } from './notifications.queries';
import { NotificationsService } from './notifications.service';

@Module({
  imports: [
    TypeOrmModule.forFeature([Notification, NotificationPreferences]),
    JobsModule.registerQueue(notificationMailQueue),
    UsersModule,
  ],
  controllers: [NotificationsController],
  providers: [
    NotificationsService,
    NotificationQueries,
    NotificationPreferencesService,
    NotificationsListener,
    EngagementNotificationsListener,
    SendNotificationMailHandler,
  ],
  exports: [NotificationsService],
})
export class NotificationsModule {}
