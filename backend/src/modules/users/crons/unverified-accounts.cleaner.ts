import { Inject, Injectable, Logger } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { Interval } from '@nestjs/schedule';
import { authConfig } from '../../../config/configuration';
import { UsersService } from '../users.service';

const EVERY_HOUR = 60 * 60 * 1000;

/**
 * Every hour: accounts whose e-mail was never verified within UNVERIFIED_ACCOUNT_DAYS go, so nobody can hold a
 * username or someone else's e-mail address by registering it and never answering the code.
 */
@Injectable()
export class UnverifiedAccountsCleaner {
  private readonly logger = new Logger('UnverifiedAccounts');

  constructor(
    private readonly users: UsersService,
    @Inject(authConfig.KEY) private readonly auth: ConfigType<typeof authConfig>,
  ) {}

  @Interval('unverified-accounts', EVERY_HOUR)
  async tick(): Promise<number> {
    try {
      const removed = await this.users.removeUnverifiedOlderThan(this.auth.unverifiedAccountDays);
      if (removed > 0) this.logger.log(`removed ${removed} accounts never verified`);
      return removed;
    } catch (error) {
      this.logger.warn(`cleaning failed: ${error instanceof Error ? error.message : String(error)}`);
      return 0;
    }
  }
}
