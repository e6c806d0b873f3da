import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Patch,
  Post,
  Query,
  Req,
  Res,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBody, ApiConsumes, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Authenticated, CurrentUser } from '../../common/auth/authenticated.decorator';
import { SessionStoreService } from '../../common/auth/session-store.service';
import { uuidParameter } from '../../common/http/uuid-parameter';
import { MAXIMUM_UPLOAD_BYTES } from '../../common/images/image.service';
import { RateLimit } from '../../common/rate-limit/rate-limit';
import { MessageDto, PublicUserDto, UserDto, UsersResponseDto, UserWithMessageDto } from './dto/user.dto';
import { TrendstarsPageDto, TrendstarsQueryDto, UserSearchQueryDto } from './dto/user-search.dto';
import { AvatarUploadDto, UpdateUserDto, UsersBatchDto } from './dto/user-requests.dto';
import type { User } from './entities/user.entity';
import { toOwnUser, toPublicUser, toTrendstarSummary, toUserSummary } from './users.mapper';
import { UsersService } from './users.service';

const userId = uuidParameter('user_not_found');

@ApiTags('users')
@Controller('users')
export class UsersController {
  constructor(
    private readonly users: UsersService,
    private readonly sessions: SessionStoreService,
  ) {}

  @Get('me')
  @Authenticated()
  @ApiOperation({ operationId: 'getMe', summary: 'The signed-in user, or 401' })
  @ApiOkResponse({ type: UserDto })
  getMe(@CurrentUser() user: User): UserDto {
    return toOwnUser(user);
  }

  @Delete('me')
  @Authenticated()
  @ApiOperation({ operationId: 'deleteMe', summary: 'Delete the account, its data and files, and sign out everywhere' })
  @ApiOkResponse({ type: MessageDto })
  async deleteMe(
    @CurrentUser() user: User,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<MessageDto> {
    await this.users.deleteAccount(user.id);
    await this.sessions.endBrowserSession(request, response);
    return { message: 'Account deleted successfully' };
  }

  @Post('batch')
  @HttpCode(200)
  @ApiOperation({ operationId: 'getUsersBatch', summary: 'Summaries of up to 100 users by id' })
  @ApiOkResponse({ type: UsersResponseDto })
  async getUsersBatch(@Body() body: UsersBatchDto): Promise<UsersResponseDto> {
    return { users: (await this.users.findManyByIds(body.userIds)).map(toUserSummary) };
  }

  // Before `:id`: these names are not user ids.
  @Get('search')
  @ApiOperation({
    operationId: 'searchUsers',
    summary: 'Up to 20 users whose username or display name starts with q (any case), the viewer left out',
  })
  @ApiOkResponse({ type: UsersResponseDto })
  async searchUsers(
    @CurrentUser() viewer: User | undefined,
    @Query() query: UserSearchQueryDto,
  ): Promise<UsersResponseDto> {
    return { users: (await this.users.search(query.q, viewer?.id)).map(toUserSummary) };
  }

  @Get('trendstars')
  @ApiOperation({ operationId: 'getTrendstars', summary: 'TrendStars by followers, 24 a page (first cursor 0)' })
  @ApiOkResponse({ type: TrendstarsPageDto })
  async getTrendstars(@Query() query: TrendstarsQueryDto): Promise<TrendstarsPageDto> {
    const { users, nextCursor } = await this.users.trendstars(query.cursor, query.search);
    return { trendstars: users.map(toTrendstarSummary), nextCursor };
  }

  @Get('username/:username')
  @ApiOperation({ operationId: 'getUserByUsername' })
  @ApiOkResponse({ type: PublicUserDto })
  @ApiNotFoundResponse({ description: 'code user_not_found' })
  async getUserByUsername(@Param('username') username: string): Promise<PublicUserDto> {
    return toPublicUser(await this.users.getByUsername(username));
  }

  @Get(':id')
  @ApiOperation({ operationId: 'getUserById' })
  @ApiOkResponse({ type: PublicUserDto })
  @ApiNotFoundResponse({ description: 'code user_not_found' })
  async getUserById(@Param('id', userId) id: string): Promise<PublicUserDto> {
    return toPublicUser(await this.users.getById(id));
  }

  @Patch(':id')
  @Authenticated()
  @ApiOperation({ operationId: 'updateUser', summary: 'Edit your own profile' })
  @ApiOkResponse({ type: UserWithMessageDto })
  async updateUser(
    @CurrentUser() user: User,
    @Param('id', userId) id: string,
    @Body() body: UpdateUserDto,
  ): Promise<UserWithMessageDto> {
    return { user: toOwnUser(await this.users.updateProfile(user, id, body)), message: 'Profile updated successfully' };
  }

  @Post(':id/avatar')
  @HttpCode(200)
  @Authenticated()
  @RateLimit('upload')
  @UseInterceptors(FileInterceptor('avatar', { limits: { fileSize: MAXIMUM_UPLOAD_BYTES, files: 1 } }))
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: AvatarUploadDto })
  @ApiOperation({
    operationId: 'uploadAvatar',
    summary: 'Upload your picture; stored square with 64/256/512 px variants',
  })
  @ApiOkResponse({ type: UserWithMessageDto })
  async uploadAvatar(
    @CurrentUser() user: User,
    @Param('id', userId) id: string,
    @UploadedFile() file?: { buffer: Buffer },
  ): Promise<UserWithMessageDto> {
    return {
      user: toOwnUser(await this.users.setAvatar(user, id, file?.buffer)),
      message: 'Profile picture updated successfully',
    };
  }
}
