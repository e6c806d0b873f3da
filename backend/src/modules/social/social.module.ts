import { Module, OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccessService } from '../../common/access/access.service';
import { TryOnModule } from '../try-on/try-on.module';
import { UsersModule } from '../users/users.module';
import { User } from '../users/entities/user.entity';
import { EngagementCommentsService } from './engagement/engagement-comments.service';
import { EngagementLikesService } from './engagement/engagement-likes.service';
import { PostCommentLikesController, PostEngagementController } from './engagement.controller';
import { CommentLike } from './entities/comment-like.entity';
import { Comment } from './entities/comment.entity';
import { Follow } from './entities/follow.entity';
import { PostLike } from './entities/post-like.entity';
import { FeedController } from './feed.controller';
import { FeedService } from './feed.service';
import { FollowsController } from './follows.controller';
import { FollowsService } from './follows.service';
import { Post } from './entities/post.entity';
import { PostsController, ReferenceGarmentController } from './posts.controller';
import { PostsQueries } from './posts.queries';
import { PostsService } from './posts.service';
import { ReferenceGarmentsService } from './reference-garments.service';

@Module({
  imports: [TypeOrmModule.forFeature([Post, Follow, User, PostLike, Comment, CommentLike]), TryOnModule, UsersModule],
  controllers: [
    PostsController,
    ReferenceGarmentController,
    FollowsController,
    FeedController,
    PostEngagementController,
    PostCommentLikesController,
  ],
  providers: [
    PostsQueries,
    PostsService,
    FollowsService,
    FeedService,
    EngagementLikesService,
    EngagementCommentsService,
    ReferenceGarmentsService,
  ],
  // The products issue serves its likes and comments through the engagement services with its own target.
  exports: [PostsService, FeedService, EngagementLikesService, EngagementCommentsService, ReferenceGarmentsService],
})
export class SocialModule implements OnModuleInit {
  constructor(
    private readonly access: AccessService,
    private readonly garments: ReferenceGarmentsService,
    private readonly posts: PostsService,
  ) {}

  /** Posting shares a try-on with the post's viewers, and a post is a "Try This" garment source. */
  onModuleInit(): void {
    this.access.registerSharing('tryOn', (viewerId, tryOnIds) => this.posts.sharedTryOns(viewerId, tryOnIds));
    this.garments.register({
      field: 'postId',
      notFound: 'post_not_found',
      garmentKeyOf: (viewer, postId) => this.posts.garmentKeyOf(viewer, postId),
    });
  }
}
