import { applyDecorators, Body, Controller, Get, HttpCode, Param, Post, Query, Type } from '@nestjs/common';
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
  CommentLikeStatusDto,
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

export interface CommentLikeRoutes {
  /** What the target is called in the summaries, e.g. `post`. */
  noun: string;
  target: EngagementTarget;
  /** The like toggle (`:id` the comment). */
  like: EngagementRoute;
  /** A second URL of the same toggle, where the spec's client uses two. */
  likeAlias?: EngagementRoute;
  /** Whether the viewer likes a comment. */
  check?: EngagementRoute;
}

/**
 * A route's decorators, listed top to bottom as they would be written, where the target serves it; none where it does
 * not, so that method is no route at all.
 */
function servedAt(route: EngagementRoute | undefined, decorators: (route: EngagementRoute) => MethodDecorator[]) {
  // Written decorators apply bottom up; applyDecorators applies its list in order.
  return applyDecorators(...(route ? decorators(route).reverse() : []));
}

/** The like of one target's comments at the URLs given (a toggle, like the target's own like), and its check. */
export function commentLikeController(routes: CommentLikeRoutes): Type<unknown> {
  const { noun, target } = routes;
  const commentId = uuidParameter(target.commentNotFound);
  const toggle = ({ path, operationId }: EngagementRoute) => [
    Post(path),
    HttpCode(200),
    Authenticated(),
    ApiOperation({ operationId, summary: `Like a ${noun} comment, or take the like back` }),
    ApiOkResponse({ type: CommentLikeResultDto }),
    ApiUnauthorizedResponse({ description: 'code not_authenticated' }),
    ApiNotFoundResponse({ description: `code ${target.commentNotFound}` }),
  ];

  @ApiTags('engagement')
  @Controller()
  class TargetCommentLikesController {
    constructor(readonly comments: EngagementCommentsService) {}

    @servedAt(routes.like, toggle)
    like(@CurrentUser() user: Express.User, @Param('id', commentId) id: string): Promise<CommentLikeResultDto> {
      return this.comments.toggleLike(target, user, id);
    }

    @servedAt(routes.likeAlias, toggle)
    likeAlias(@CurrentUser() user: Express.User, @Param('id', commentId) id: string): Promise<CommentLikeResultDto> {
      return this.comments.toggleLike(target, user, id);
    }

    @servedAt(routes.check, ({ path, operationId }) => [
      Get(path),
      ApiOperation({ operationId, summary: `Whether the viewer likes a ${noun} comment` }),
      ApiOkResponse({ type: CommentLikeStatusDto }),
      ApiNotFoundResponse({ description: `code ${target.commentNotFound}` }),
    ])
    async check(
      @CurrentUser() viewer: Express.User | undefined,
      @Param('id', commentId) id: string,
    ): Promise<CommentLikeStatusDto> {
      return { isLiked: await this.comments.isLiked(target, viewer, id) };
    }
  }
  return TargetCommentLikesController;
}
