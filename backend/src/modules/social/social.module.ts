import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { TryOnModule } from '../try-on/try-on.module';
import { UsersModule } from '../users/users.module';
import { Follow } from './entities/follow.entity';
import { Post } from './entities/post.entity';
import { PostsController, ReferenceGarmentController } from './posts.controller';
import { PostsService } from './posts.service';

@Module({
  imports: [TypeOrmModule.forFeature([Post, Follow]), TryOnModule, UsersModule],
  controllers: [PostsController, ReferenceGarmentController],
  providers: [PostsService],
  exports: [PostsService],
})
export class SocialModule {}
