import { Body, Controller, Delete, Get, Param, Post } from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { Authenticated, CurrentUser } from '../../common/auth/authenticated.decorator';
import { uuidParameter } from '../../common/http/uuid-parameter';
import { RateLimit } from '../../common/rate-limit/rate-limit';
import { MessageDto } from '../users/dto/user.dto';
import { CreateTryOnPostDto, ReferenceGarmentDto } from './dto/post-requests.dto';
import { GarmentPathDto, TryOnPostResponseDto, UserTryOnPostsDto } from './dto/post-responses.dto';
import { PostsService } from './posts.service';
import { ReferenceGarmentsService } from './reference-garments.service';

const postId = uuidParameter('post_not_found');

@ApiTags('posts')
@Controller()
export class PostsController {
  constructor(private readonly posts: PostsService) {}

  @Post('posts/try-on')
  @Authenticated()
  @ApiOperation({
    operationId: 'createTryOnPost',
    summary: 'Post one of your finished try-ons (public: TrendStars only)',
  })
  @ApiCreatedResponse({ type: TryOnPostResponseDto })
  @ApiForbiddenResponse({ description: 'public by a non-TrendStar (code forbidden)' })
  async createTryOnPost(
    @CurrentUser() user: Express.User,
    @Body() body: CreateTryOnPostDto,
  ): Promise<TryOnPostResponseDto> {
    return { post: await this.posts.create(user, body) };
  }

  @Get('posts/try-on/:username/:id')
  @ApiOperation({ operationId: 'getTryOnPost', summary: 'A try-on post, if the viewer may see it' })
  @ApiOkResponse({ type: TryOnPostResponseDto })
  @ApiNotFoundResponse({ description: 'code post_not_found' })
  async getTryOnPost(
    @CurrentUser() viewer: Express.User | undefined,
    @Param('username') username: string,
    @Param('id', postId) id: string,
  ): Promise<TryOnPostResponseDto> {
    return { post: await this.posts.ofUser(viewer, username, id) };
  }

  @Get('posts/:id')
  @ApiOperation({ operationId: 'getPost', summary: 'A try-on post by id, if the viewer may see it' })
  @ApiOkResponse({ type: TryOnPostResponseDto })
  @ApiNotFoundResponse({ description: 'code post_not_found' })
  async getPost(
    @CurrentUser() viewer: Express.User | undefined,
    @Param('id', postId) id: string,
  ): Promise<TryOnPostResponseDto> {
    return { post: await this.posts.detail(viewer, id) };
  }

  @Delete('posts/:id')
  @Authenticated()
  @ApiOperation({ operationId: 'deletePost', summary: 'Delete your post (the try-on stays)' })
  @ApiOkResponse({ type: MessageDto })
  @ApiNotFoundResponse({ description: 'not yours or absent (code post_not_found)' })
  async deletePost(@CurrentUser() user: Express.User, @Param('id', postId) id: string): Promise<MessageDto> {
    await this.posts.delete(user, id);
    return { message: 'Post deleted successfully' };
  }

  @Get('users/:username/try-ons/posts')
  @ApiOperation({ operationId: 'getUserTryOnPosts', summary: "A user's try-on posts the viewer may see, newest first" })
  @ApiOkResponse({ type: UserTryOnPostsDto })
  async getUserTryOnPosts(
    @CurrentUser() viewer: Express.User | undefined,
    @Param('username') username: string,
  ): Promise<UserTryOnPostsDto> {
    return { posts: await this.posts.listOfUser(viewer, username) };
  }
}

/** "Try This": the server copies the garment of a post or product the caller may see; the client cannot substitute another. */
@ApiTags('try-on')
@Controller('virtual-try-on')
export class ReferenceGarmentController {
  constructor(private readonly garments: ReferenceGarmentsService) {}

  @Post('reference-garment')
  @Authenticated()
  @RateLimit('upload')
  @ApiOperation({
    operationId: 'useReferenceGarment',
    summary: 'Copy the garment of a post or product you may see into this create session',
  })
  @ApiCreatedResponse({ type: GarmentPathDto })
  @ApiNotFoundResponse({
    description:
      'post absent or not visible (post_not_found), product likewise (product_not_found), neither given (not_found)',
  })
  async useReferenceGarment(
    @CurrentUser() user: Express.User,
    @Body() body: ReferenceGarmentDto,
  ): Promise<GarmentPathDto> {
    return { path: await this.garments.copy(user, body.timestamp, body) };
  }
}
