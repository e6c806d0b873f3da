import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { Authenticated, CurrentUser } from '../../common/auth/authenticated.decorator';
import { CursorQueryDto, PageQueryDto } from '../../common/pagination/pagination';
import {
  CommentDto,
  CommentLikeResultDto,
  CommentLikeStatusDto,
  CommentsPageDto,
  CreateCommentDto,
  LikedByDto,
  LikeResultDto,
  RepliesPageDto,
} from './dto/engagement.dto';
import { EngagementCommentsService } from './engagement/engagement-comments.service';
import { EngagementLikesService } from './engagement/engagement-likes.service';
import { POST_TARGET } from './engagement/post-target';

const hidden = 'absent or not visible to the viewer (code post_not_found)';

/** Likes and comments of try-on posts; the products issue serves its target through the same services. */
@ApiTags('engagement')
@Controller('posts/:id')
export class PostEngagementController {
  constructor(
    private readonly likes: EngagementLikesService,
    private readonly comments: EngagementCommentsService,
  ) {}

  @Post('like')
  @HttpCode(200)
  @Authenticated()
  @ApiOperation({ operationId: 'likePost', summary: 'Like a post, or take the like back when already liked' })
  @ApiOkResponse({ type: LikeResultDto })
  @ApiUnauthorizedResponse({ description: 'code not_authenticated' })
  @ApiNotFoundResponse({ description: hidden })
  like(@CurrentUser() user: Express.User, @Param('id') id: string): Promise<LikeResultDto> {
    return this.likes.toggle(POST_TARGET, user, id);
  }

  @Get('likes/users')
  @ApiOperation({ operationId: 'getPostLikers', summary: 'Who liked a post, newest like first' })
  @ApiOkResponse({ type: LikedByDto })
  @ApiNotFoundResponse({ description: hidden })
  likedBy(
    @CurrentUser() viewer: Express.User | undefined,
    @Param('id') id: string,
    @Query() query: PageQueryDto,
  ): Promise<LikedByDto> {
    return this.likes.likedBy(POST_TARGET, viewer, id, query);
  }

  @Get('comments')
  @ApiOperation({
    operationId: 'getPostComments',
    summary: 'Top-level comments newest first (cursor pages), each with its replies oldest first',
  })
  @ApiOkResponse({ type: CommentsPageDto })
  @ApiNotFoundResponse({ description: hidden })
  list(
    @CurrentUser() viewer: Express.User | undefined,
    @Param('id') id: string,
    @Query() query: CursorQueryDto,
  ): Promise<CommentsPageDto> {
    return this.comments.list(POST_TARGET, viewer, id, query);
  }

  @Post('comments')
  @Authenticated()
  @ApiOperation({ operationId: 'addPostComment', summary: 'Comment on a post' })
  @ApiCreatedResponse({ type: CommentDto })
  @ApiBadRequestResponse({ description: 'Comment text is required (code validation_error)' })
  @ApiUnauthorizedResponse({ description: 'code not_authenticated' })
  @ApiNotFoundResponse({ description: hidden })
  add(@CurrentUser() user: Express.User, @Param('id') id: string, @Body() body: CreateCommentDto): Promise<CommentDto> {
    return this.comments.add(POST_TARGET, user, id, body.text);
  }

  @Get('comments/:parentId/replies')
  @ApiOperation({ operationId: 'getPostCommentReplies', summary: 'Replies of a comment, oldest first (cursor pages)' })
  @ApiOkResponse({ type: RepliesPageDto })
  @ApiNotFoundResponse({ description: `${hidden}; comment_not_found` })
  replies(
    @CurrentUser() viewer: Express.User | undefined,
    @Param('id') id: string,
    @Param('parentId') parentId: string,
    @Query() query: CursorQueryDto,
  ): Promise<RepliesPageDto> {
    return this.comments.replies(POST_TARGET, viewer, id, parentId, query);
  }

  @Post('comments/:parentId/replies')
  @Authenticated()
  @ApiOperation({
    operationId: 'addPostCommentReply',
    summary: 'Reply to a comment (a reply to a reply joins the top-level comment)',
  })
  @ApiCreatedResponse({ type: CommentDto })
  @ApiBadRequestResponse({ description: 'Comment text is required (code validation_error)' })
  @ApiUnauthorizedResponse({ description: 'code not_authenticated' })
  @ApiNotFoundResponse({ description: `${hidden}; a parent not of this post: comment_not_found` })
  reply(
    @CurrentUser() user: Express.User,
    @Param('id') id: string,
    @Param('parentId') parentId: string,
    @Body() body: CreateCommentDto,
  ): Promise<CommentDto> {
    return this.comments.add(POST_TARGET, user, id, body.text, parentId);
  }
}

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
  like(@CurrentUser() user: Express.User, @Param('id') id: string): Promise<CommentLikeResultDto> {
    return this.comments.toggleLike(POST_TARGET, user, id);
  }

  @Post('post-comments/:id/like')
  @HttpCode(200)
  @Authenticated()
  @ApiOperation({ operationId: 'likePostComment', summary: 'Like a post comment, or take the like back' })
  @ApiOkResponse({ type: CommentLikeResultDto })
  @ApiUnauthorizedResponse({ description: 'code not_authenticated' })
  @ApiNotFoundResponse({ description: 'code comment_not_found' })
  likeAlias(@CurrentUser() user: Express.User, @Param('id') id: string): Promise<CommentLikeResultDto> {
    return this.comments.toggleLike(POST_TARGET, user, id);
  }

  @Get('post-comments/:id/like/check')
  @ApiOperation({ operationId: 'checkPostCommentLike', summary: 'Whether the viewer likes a post comment' })
  @ApiOkResponse({ type: CommentLikeStatusDto })
  @ApiNotFoundResponse({ description: 'code comment_not_found' })
  async check(@CurrentUser() viewer: Express.User | undefined, @Param('id') id: string): Promise<CommentLikeStatusDto> {
    return { isLiked: await this.comments.isLiked(POST_TARGET, viewer, id) };
  }
}
