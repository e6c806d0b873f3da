import { Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authenticated, CurrentUser } from '../../common/auth/authenticated.decorator';
import { uuidParameter } from '../../common/http/uuid-parameter';
import { PageQueryDto } from '../../common/pagination/pagination';
import { toUserSummary } from '../users/users.mapper';
import { FollowResultDto, FollowStatusDto, UsersPageDto } from './dto/follow.dto';
import { FollowsService } from './follows.service';

const userId = uuidParameter('user_not_found');

@ApiTags('follows')
@Controller('users/:id')
export class FollowsController {
  constructor(private readonly follows: FollowsService) {}

  @Post('follow')
  @HttpCode(200)
  @Authenticated()
  @ApiOperation({ operationId: 'followUser', summary: 'Follow a user (following twice counts once)' })
  @ApiOkResponse({ type: FollowResultDto })
  @ApiBadRequestResponse({ description: 'code cannot_follow_self' })
  @ApiNotFoundResponse({ description: 'code user_not_found' })
  follow(@CurrentUser() user: Express.User, @Param('id', userId) id: string): Promise<FollowResultDto> {
    return this.follows.follow(user.id, id);
  }

  @Delete('follow')
  @Authenticated()
  @ApiOperation({ operationId: 'unfollowUser', summary: 'Stop following a user (a no-op when not following)' })
  @ApiOkResponse({ type: FollowResultDto })
  @ApiNotFoundResponse({ description: 'code user_not_found' })
  unfollow(@CurrentUser() user: Express.User, @Param('id', userId) id: string): Promise<FollowResultDto> {
    return this.follows.unfollow(user.id, id);
  }

  @Get('follow-status')
  @Authenticated()
  @ApiOperation({ operationId: 'getFollowStatus', summary: 'Whether the signed-in user follows this user' })
  @ApiOkResponse({ type: FollowStatusDto })
  @ApiNotFoundResponse({ description: 'code user_not_found' })
  async followStatus(@CurrentUser() user: Express.User, @Param('id', userId) id: string): Promise<FollowStatusDto> {
    return { isFollowing: await this.follows.isFollowing(user.id, id) };
  }

  @Get('followers')
  @ApiOperation({ operationId: 'getFollowers', summary: 'Who follows this user, newest follow first' })
  @ApiOkResponse({ type: UsersPageDto })
  @ApiNotFoundResponse({ description: 'code user_not_found' })
  async followers(@Param('id', userId) id: string, @Query() query: PageQueryDto): Promise<UsersPageDto> {
    const { users, total } = await this.follows.followers(id, query);
    return { users: users.map(toUserSummary), total, page: query.page, limit: query.limit };
  }

  @Get('following')
  @ApiOperation({ operationId: 'getFollowing', summary: 'Whom this user follows, newest follow first' })
  @ApiOkResponse({ type: UsersPageDto })
  @ApiNotFoundResponse({ description: 'code user_not_found' })
  async following(@Param('id', userId) id: string, @Query() query: PageQueryDto): Promise<UsersPageDto> {
    const { users, total } = await this.follows.following(id, query);
    return { users: users.map(toUserSummary), total, page: query.page, limit: query.limit };
  }
}
