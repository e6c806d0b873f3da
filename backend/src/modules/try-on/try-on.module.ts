import { Module } from '@nestjs/common';
import { JobsModule } from '../../common/jobs/jobs.module';
import { CreditsModule } from '../credits/credits.module';
import { UsersModule } from '../users/users.module';
import { TryOnStatusProcessor } from './crons/try-on-status.processor';
import { GenerateTryOnHandler } from './jobs/generate-try-on.handler';
import { LocalTryOnProvider } from './providers/local-try-on.provider';
import { tryOnProviderFactory } from './providers/try-on-provider.factory';
import { TryOnCreditsController } from './try-on-credits.controller';
import { TryOnFilesRule } from './try-on-files.rule';
import { TryOnDurations } from './try-on-durations.service';
import { TryOnLifecycle } from './try-on-lifecycle.service';
import { TryOnUploadsService } from './try-on-uploads.service';
import { TryOnController } from './try-on.controller';
import { TryOnPresenter } from './try-on.presenter';
import { TryOnQueries } from './try-on.queries';
import { tryOnQueue } from './try-on.queue';
import { TryOnService } from './try-on.service';
import { UserTryOnsController } from './user-try-ons.controller';

@Module({
  imports: [JobsModule.registerQueue(tryOnQueue), CreditsModule, UsersModule],
  controllers: [TryOnController, TryOnCreditsController, UserTryOnsController],
  providers: [
    TryOnQueries,
    TryOnService,
    TryOnUploadsService,
    TryOnLifecycle,
    TryOnDurations,
    TryOnPresenter,
    TryOnFilesRule,
    TryOnStatusProcessor,
    LocalTryOnProvider,
    tryOnProviderFactory,
    GenerateTryOnHandler,
  ],
  exports: [TryOnService, TryOnUploadsService, TryOnPresenter],
})
export class TryOnModule {}
