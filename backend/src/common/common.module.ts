import { Global, Module } from '@nestjs/common';
import { SessionStoreService } from './auth/session-store.service';
import { HealthController } from './health/health.controller';
import { ImageService } from './images/image.service';
import { MailModule } from './mail/mail.module';
import { RedisModule } from './redis/redis.module';
import { StorageService } from './storage/storage.service';

/** The shared services every module may use: storage, images, mail, Redis, sessions. */
@Global()
@Module({
  imports: [RedisModule, MailModule],
  controllers: [HealthController],
  providers: [StorageService, ImageService, SessionStoreService],
  exports: [StorageService, ImageService, SessionStoreService, RedisModule, MailModule],
})
export class CommonModule {}
