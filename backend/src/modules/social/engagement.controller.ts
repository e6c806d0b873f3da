import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { Authenticated, CurrentUser } from '../../common/auth/authenticated.decorator';
import { uuidParameter } from '../../common/http/uuid-parameter';
import { CommentLikeResultDto, CommentLikeStatusDto } from './dto/engagement.dto';
import { EngagementCommentsService } from './engagement/engagement-comments.service';
import { engagementController } from './engagement/engagement-routes';
import { POST_TARGET } from './engagement/post-target';

/** Likes and comments of try-on posts; products serve theirs through the same routes with their own target. */
export const PostEngagementController = engagementController({
  noun: 'post',
  target: POST_TARGET,
  like: { path: '/posts/:id/like', operationId: 'likePost' },
  likedBy: { path: '/posts/:id/likes/users', operationId: 'getPostLikers' },
  comments: { path: '/posts/:id/comments', operationId: 'getPostComments' },
  addComment: { path: '/posts/:id/comments', operationId: 'addPostComment' },
  replies: { path: '/posts/:id/comments/:parentId/replies', operationId: 'getPostCommentReplies' },
  addReply: { path: '/posts/:id/comments/:parentId/replies', operationId: 'addPostCommentReply' },
});

const commentId = uuidParameter(POST_TARGET.commentNotFound);

/** Likes of comments on posts: /comments/{id} and its alias /post-comments/{id}. */
@ApiTags('engagement')
@Controller()
export class PostCommentLikesController {
  constructor(private readonly comments: EngagementCommentsService) {}

  @Post('comments/:id/like')
  @HttpCode(200)
  @Authenticated()
  @ApiOperation({ operationId: 'likeComment', summary: 'Like a post comment, or take the like back' })
  @ApiOkResponse({ type: CommentLikeResultDto })
  @ApiUnauthorizedResponse({ description: 'code not_authenticated' })
  @ApiNotFoundResponse({ description: 'code comment_not_found' })
  like(@CurrentUser() user: Express.User, @Param('id', commentId) id: string): Promise<CommentLikeResultDto> {
    return this.comments.toggleLike(POST_TARGET, user, id);
  }

  @Post('post-comments/:id/like')
  @HttpCode(200)
  @Authenticated()
  @ApiOperation({ operationId: 'likePostComment', summary: 'Like a post comment, or take the like back' })
  @ApiOkResponse({ type: CommentLikeResultDto })
  @ApiUnauthorizedResponse({ description: 'code not_authenticated' })
  @ApiNotFoundResponse({ description: 'code comment_not_found' })
  likeAlias(@CurrentUser() user: Express.User, @Param('id', commentId) id: string): Promise<CommentLikeResultDto> {
    return this.comments.toggleLike(POST_TARGET, user, id);
  }

  @Get('post-comments/:id/like/check')
  @ApiOperation({ operationId: 'checkPostCommentLike', summary: 'Whether the viewer likes a post comment' })
  @ApiOkResponse({ type: CommentLikeStatusDto })
  @ApiNotFoundResponse({ description: 'code comment_not_found' })
  async check(
    @CurrentUser() viewer: Express.User | undefined,
    @Param('id', commentId) id: string,
  ): Promise<CommentLikeStatusDto> {
    return { isLiked: await this.comments.isLiked(POST_TARGET, viewer, id) };
  }
}
