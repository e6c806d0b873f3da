import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UnverifiedAccountsCleaner } from './crons/unverified-accounts.cleaner';
import { TrendstarApplication } from './entities/trendstar-application.entity';
import { User } from './entities/user.entity';
import { AdminTrendstarController, TrendstarController } from './trendstar.controller';
import { TrendstarService } from './trendstar.service';
import { UsersController } from './users.controller';
import { UsersService } from './users.service';

@Module({
  imports: [TypeOrmModule.forFeature([User, TrendstarApplication])],
  controllers: [UsersController, TrendstarController, AdminTrendstarController],
  providers: [UsersService, TrendstarService, UnverifiedAccountsCleaner],
  exports: [UsersService],
})
export class UsersModule {}
