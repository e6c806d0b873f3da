import { Body, Controller, Get, HttpCode, Param, Post, Query, Type } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { Authenticated, CurrentUser } from '../../../common/auth/authenticated.decorator';
import { uuidParameter } from '../../../common/http/uuid-parameter';
import { CursorQueryDto, PageQueryDto } from '../../../common/pagination/pagination';
import {
  CommentDto,
  CommentLikeResultDto,
  CommentsPageDto,
  CreateCommentDto,
  LikedByDto,
  LikeResultDto,
  RepliesPageDto,
} from '../dto/engagement.dto';
import { EngagementCommentsService } from './engagement-comments.service';
import { EngagementLikesService } from './engagement-likes.service';
import type { EngagementTarget } from './engagement-target';

/** One route: its URL as served (under `/api`), spelled out so a search for it finds it, and its operation id. */
export interface EngagementRoute {
  path: string;
  operationId: string;
}

export interface EngagementRoutes {
  /** What the target is called in the summaries, e.g. `post`. */
  noun: string;
  target: EngagementTarget;
  like: EngagementRoute;
  likedBy: EngagementRoute;
  /** Listing (GET) and adding (POST) top-level comments share the URL. */
  comments: EngagementRoute;
  addComment: EngagementRoute;
  replies: EngagementRoute;
  addReply: EngagementRoute;
}

/**
 * The like, Liked by, comment and reply routes of one engagement target, written once: posts and products are two
 * calls of this, each naming its URLs (`:id` the target, `:parentId` the comment replied to).
 */
export function engagementController(routes: EngagementRoutes): Type<unknown> {
  const { noun, target } = routes;
  const hidden = `absent or not visible to the viewer (code ${target.notFound})`;
  const targetId = uuidParameter(target.notFound);
  const commentId = uuidParameter(target.commentNotFound);

  @ApiTags('engagement')
  @Controller()
  class TargetEngagementController {
    constructor(
      readonly likes: EngagementLikesService,
      readonly comments: EngagementCommentsService,
    ) {}

    @Post(routes.like.path)
    @HttpCode(200)
    @Authenticated()
    @ApiOperation({
      operationId: routes.like.operationId,
      summary: `Like a ${noun}, or take the like back when already liked`,
    })
    @ApiOkResponse({ type: LikeResultDto })
    @ApiUnauthorizedResponse({ description: 'code not_authenticated' })
    @ApiNotFoundResponse({ description: hidden })
    like(@CurrentUser() user: Express.User, @Param('id', targetId) id: string): Promise<LikeResultDto> {
      return this.likes.toggle(target, user, id);
    }

    @Get(routes.likedBy.path)
    @ApiOperation({ operationId: routes.likedBy.operationId, summary: `Who liked a ${noun}, newest like first` })
    @ApiOkResponse({ type: LikedByDto })
    @ApiNotFoundResponse({ description: hidden })
    likedBy(
      @CurrentUser() viewer: Express.User | undefined,
      @Param('id', targetId) id: string,
      @Query() query: PageQueryDto,
    ): Promise<LikedByDto> {
      return this.likes.likedBy(target, viewer, id, query);
    }

    @Get(routes.comments.path)
    @ApiOperation({
      operationId: routes.comments.operationId,
      summary: 'Top-level comments newest first (cursor pages), each with its replies oldest first',
    })
    @ApiOkResponse({ type: CommentsPageDto })
    @ApiNotFoundResponse({ description: hidden })
    list(
      @CurrentUser() viewer: Express.User | undefined,
      @Param('id', targetId) id: string,
      @Query() query: CursorQueryDto,
    ): Promise<CommentsPageDto> {
      return this.comments.list(target, viewer, id, query);
    }

    @Post(routes.addComment.path)
    @Authenticated()
    @ApiOperation({ operationId: routes.addComment.operationId, summary: `Comment on a ${noun}` })
    @ApiCreatedResponse({ type: CommentDto })
    @ApiBadRequestResponse({ description: 'Comment text is required (code validation_error)' })
    @ApiUnauthorizedResponse({ description: 'code not_authenticated' })
    @ApiNotFoundResponse({ description: hidden })
    add(
      @CurrentUser() user: Express.User,
      @Param('id', targetId) id: string,
      @Body() body: CreateCommentDto,
    ): Promise<CommentDto> {
      return this.comments.add(target, user, id, body.text);
    }

    @Get(routes.replies.path)
    @ApiOperation({
      operationId: routes.replies.operationId,
      summary: 'Replies of a comment, oldest first (cursor pages)',
    })
    @ApiOkResponse({ type: RepliesPageDto })
    @ApiNotFoundResponse({ description: `${hidden}; ${target.commentNotFound}` })
    replies(
      @CurrentUser() viewer: Express.User | undefined,
      @Param('id', targetId) id: string,
      @Param('parentId', commentId) parentId: string,
      @Query() query: CursorQueryDto,
    ): Promise<RepliesPageDto> {
      return this.comments.replies(target, viewer, id, parentId, query);
    }

    @Post(routes.addReply.path)
    @Authenticated()
    @ApiOperation({
      operationId: routes.addReply.operationId,
      summary: 'Reply to a comment (a reply to a reply joins the top-level comment)',
    })
    @ApiCreatedResponse({ type: CommentDto })
    @ApiBadRequestResponse({ description: 'Comment text is required (code validation_error)' })
    @ApiUnauthorizedResponse({ description: 'code not_authenticated' })
    @ApiNotFoundResponse({ description: `${hidden}; a parent not of this ${noun}: ${target.commentNotFound}` })
    reply(
      @CurrentUser() user: Express.User,
      @Param('id', targetId) id: string,
      @Param('parentId', commentId) parentId: string,
      @Body() body: CreateCommentDto,
    ): Promise<CommentDto> {
      return this.comments.add(target, user, id, body.text, parentId);
    }
  }
  return TargetEngagementController;
}

/** The like of one target's comments, at the URL given (`:id` the comment; a toggle, like the target's own like). */
export function commentLikeController(
  { path, operationId }: EngagementRoute,
  target: EngagementTarget,
  noun: string,
): Type<unknown> {
  @ApiTags('engagement')
  @Controller()
  class TargetCommentLikeController {
    constructor(readonly comments: EngagementCommentsService) {}

    @Post(path)
    @HttpCode(200)
    @Authenticated()
    @ApiOperation({ operationId, summary: `Like a ${noun} comment, or take the like back` })
    @ApiOkResponse({ type: CommentLikeResultDto })
    @ApiUnauthorizedResponse({ description: 'code not_authenticated' })
    @ApiNotFoundResponse({ description: `code ${target.commentNotFound}` })
    like(
      @CurrentUser() user: Express.User,
      @Param('id', uuidParameter(target.commentNotFound)) id: string,
    ): Promise<CommentLikeResultDto> {
      return this.comments.toggleLike(target, user, id);
    }
  }
  return TargetCommentLikeController;
}
