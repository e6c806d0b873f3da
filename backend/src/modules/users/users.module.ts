import { Module } from '@nestjs/common';
import { UnverifiedAccountsCleaner } from './crons/unverified-accounts.cleaner';
import { AdminTrendstarController, TrendstarController } from './trendstar.controller';
import { TrendstarService } from './trendstar.service';
import { UsersController } from './users.controller';
import { UsersQueries } from './users.queries';
import { UsersService } from './users.service';

@Module({
  controllers: [UsersController, TrendstarController, AdminTrendstarController],
  providers: [UsersQueries, UsersService, TrendstarService, UnverifiedAccountsCleaner],
  exports: [UsersService],
})
export class UsersModule {}
