import { Module } from '@nestjs/common';
import { ConfigModule, ConfigType } from '@nestjs/config';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { EventEmitterModule } from '@nestjs/event-emitter';
import { ScheduleModule } from '@nestjs/schedule';
import { ThrottlerModule } from '@nestjs/throttler';
import { TypeOrmModule } from '@nestjs/typeorm';
import Redis from 'ioredis';
import { AuthenticationGuard } from './common/auth/authentication.guard';
import { CommonModule } from './common/common.module';
import { AllExceptionsFilter } from './common/errors/exception.filter';
import { JobsModule } from './common/jobs/jobs.module';
import { RateLimitGuard } from './common/rate-limit/rate-limit.guard';
import { RedisThrottlerStorage } from './common/rate-limit/redis-throttler.storage';
import { REDIS } from './common/redis/redis.module';
import { allConfigurations, authConfig, databaseConfig } from './config/configuration';
import { loadEnvironment } from './config/environment';
import { dataSourceOptions } from './database/data-source-options';
import { AuthModule } from './modules/auth/auth.module';
import { CreditsModule } from './modules/credits/credits.module';
import { NotificationsModule } from './modules/notifications/notifications.module';
import { OrdersModule } from './modules/orders/orders.module';
import { ProductsModule } from './modules/products/products.module';
import { SocialModule } from './modules/social/social.module';
import { TryOnModule } from './modules/try-on/try-on.module';
import { UsersModule } from './modules/users/users.module';

@Module({
  imports: [
    ConfigModule.forRoot({
      isGlobal: true,
      ignoreEnvFile: true,
      load: allConfigurations,
      validate: (values) => loadEnvironment(values),
    }),
    TypeOrmModule.forRootAsync({
      inject: [databaseConfig.KEY],
      useFactory: (config: ConfigType<typeof databaseConfig>) => ({
        ...dataSourceOptions(config.url),
        autoLoadEntities: false,
      }),
    }),
    CommonModule,
    EventEmitterModule.forRoot(),
    ScheduleModule.forRoot(),
    JobsModule.forRoot(),
    ThrottlerModule.forRootAsync({
      inject: [REDIS, authConfig.KEY],
      // A generous ceiling per user (RATE_LIMIT_DEFAULT a minute); @RateLimit() endpoints have tighter ones.
      useFactory: (redis: Redis, auth: ConfigType<typeof authConfig>) => ({
        throttlers: [{ name: 'default', ttl: 60_000, limit: auth.rateLimits.default }],
        storage: new RedisThrottlerStorage(redis),
      }),
    }),
    AuthModule,
    UsersModule,
    CreditsModule,
    TryOnModule,
    SocialModule,
    ProductsModule,
    NotificationsModule,
    OrdersModule,
  ],
  providers: [
    { provide: APP_FILTER, useClass: AllExceptionsFilter },
    { provide: APP_GUARD, useClass: RateLimitGuard },
    { provide: APP_GUARD, useClass: AuthenticationGuard },
  ],
})
export class AppModule {}
