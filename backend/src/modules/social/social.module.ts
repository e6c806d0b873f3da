import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { TryOnModule } from '../try-on/try-on.module';
import { UsersModule } from '../users/users.module';
import { User } from '../users/entities/user.entity';
import { Follow } from './entities/follow.entity';
import { FollowsController } from './follows.controller';
import { FollowsService } from './follows.service';
import { Post } from './entities/post.entity';
import { PostsController, ReferenceGarmentController } from './posts.controller';
import { PostsService } from './posts.service';

@Module({
  imports: [TypeOrmModule.forFeature([Post, Follow, User]), TryOnModule, UsersModule],
  controllers: [PostsController, ReferenceGarmentController, FollowsController],
  providers: [PostsService, FollowsService],
  exports: [PostsService],
})
export class SocialModule {}
