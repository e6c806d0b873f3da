import { Global, Module } from '@nestjs/common';
import { AccessService } from './access/access.service';
import { PrivateFiles } from './access/private-files';
import { SessionEndedSignal } from './auth/session-ended.signal';
import { SessionStoreService } from './auth/session-store.service';
import { TransactionRunner } from './database/transaction-runner';
import { DomainEventBus } from './events/domain-events';
import { HealthController } from './health/health.controller';
import { ImageService } from './images/image.service';
import { MailModule } from './mail/mail.module';
import { EventsController } from './realtime/events.controller';
import { RealtimeService } from './realtime/realtime.service';
import { RedisModule } from './redis/redis.module';
import { AccountFiles } from './storage/account-files';
import { StorageService } from './storage/storage.service';

const shared = [
  StorageService,
  AccountFiles,
  ImageService,
  SessionStoreService,
  SessionEndedSignal,
  TransactionRunner,
  AccessService,
  PrivateFiles,
  DomainEventBus,
  RealtimeService,
];

/** The shared services every module may use: storage, images, mail, Redis, sessions, transactions, access, events. */
@Global()
@Module({
  imports: [RedisModule, MailModule],
  controllers: [HealthController, EventsController],
  providers: shared,
  exports: [...shared, RedisModule, MailModule],
})
export class CommonModule {}
