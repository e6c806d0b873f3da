import { BullModule } from '@nestjs/bull';
import { DynamicModule, Global, Module } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { DiscoveryModule } from '@nestjs/core';
import { jobsConfig, redisConfig } from '../../config/configuration';
import { JobsExplorer } from './jobs.explorer';
import { JobsService } from './jobs.service';
import { AnyQueueDefinition, rememberQueue } from './queue-definition';

/** Bull on the app's Redis, the JobsService to add jobs and the explorer that checks and binds handlers. */
@Global()
@Module({})
export class JobsModule {
  static forRoot(): DynamicModule {
    return {
      module: JobsModule,
      imports: [
        DiscoveryModule,
        BullModule.forRootAsync({
          inject: [redisConfig.KEY, jobsConfig.KEY],
          useFactory: (redis: ConfigType<typeof redisConfig>, jobs: ConfigType<typeof jobsConfig>) => ({
            redis: redis.url,
            // Bull cannot use ioredis' keyPrefix: its own prefix keeps apps (and test suites) sharing a Redis apart.
            prefix: `${redis.keyPrefix}bull`,
            settings: {
              lockDuration: jobs.lockMilliseconds,
              stalledInterval: jobs.lockMilliseconds,
              maxStalledCount: 1,
            },
          }),
        }),
      ],
      providers: [JobsService, JobsExplorer],
      exports: [JobsService, JobsExplorer],
    };
  }

  /** Used by the module that owns the queue: `imports: [JobsModule.registerQueue(tryOnQueue)]`. */
  static registerQueue(definition: AnyQueueDefinition): DynamicModule {
    rememberQueue(definition);
    const bull = BullModule.registerQueue({ name: definition.name });
    return { module: JobsModule, imports: [bull], exports: [bull] };
  }
}
