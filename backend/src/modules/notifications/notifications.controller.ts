import { Controller, Get, HttpCode, Param, Patch, Post, Put, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { Authenticated, CurrentUser } from '../../common/auth/authenticated.decorator';
import { uuidParameter } from '../../common/http/uuid-parameter';
import { CursorQueryDto } from '../../common/pagination/pagination';
import { NotificationsPageDto, ReadNotificationDto, UnreadCountDto } from './dto/notification.dto';
import { NotificationPreferencesDto, UpdateNotificationPreferencesDto } from './dto/notification-preferences.dto';
import { RawBody } from './raw-body.decorator';
import { NotificationPreferencesService } from './notification-preferences.service';
import { NotificationsService } from './notifications.service';

@ApiTags('notifications')
@Controller('notifications')
@Authenticated()
export class NotificationsController {
  constructor(
    private readonly notifications: NotificationsService,
    private readonly preferences: NotificationPreferencesService,
  ) {}

  @Get()
  @ApiOperation({ operationId: 'getNotifications', summary: 'The signed-in user’s notifications, newest first' })
  @ApiOkResponse({ type: NotificationsPageDto })
  list(@CurrentUser() user: Express.User, @Query() query: CursorQueryDto): Promise<NotificationsPageDto> {
    return this.notifications.list(user.id, query);
  }

  @Get('unread-count')
  @ApiOperation({ operationId: 'getUnreadNotificationCount', summary: 'How many notifications are unread (the bell)' })
  @ApiOkResponse({ type: UnreadCountDto })
  async unreadCount(@CurrentUser() user: Express.User): Promise<UnreadCountDto> {
    return { unreadCount: await this.notifications.unreadCount(user.id) };
  }

  @Post('read-all')
  @HttpCode(200)
  @ApiOperation({ operationId: 'markAllNotificationsRead', summary: 'Mark every notification read' })
  @ApiOkResponse({ type: UnreadCountDto })
  readAll(@CurrentUser() user: Express.User): Promise<UnreadCountDto> {
    return this.notifications.markAllRead(user.id);
  }

  @Get('preferences')
  @ApiOperation({
    operationId: 'getNotificationPreferences',
    summary: 'Which kinds the user wants (all on by default)',
  })
  @ApiOkResponse({ type: NotificationPreferencesDto })
  getPreferences(@CurrentUser() user: Express.User): Promise<NotificationPreferencesDto> {
    return this.preferences.get(user.id);
  }

  @Put('preferences')
  @ApiOperation({ operationId: 'updateNotificationPreferences', summary: 'Change some switches (a partial object)' })
  @ApiBody({ type: UpdateNotificationPreferencesDto })
  @ApiOkResponse({ type: NotificationPreferencesDto })
  @ApiBadRequestResponse({ description: 'code validation_error: an unknown key or a value that is not a boolean' })
  updatePreferences(@CurrentUser() user: Express.User, @RawBody() body: unknown): Promise<NotificationPreferencesDto> {
    return this.preferences.update(user.id, body);
  }

  @Patch(':id/read')
  @ApiOperation({ operationId: 'markNotificationRead', summary: 'Mark one notification read (closes its group)' })
  @ApiOkResponse({ type: ReadNotificationDto })
  @ApiNotFoundResponse({ description: 'code not_found (also for someone else’s notification)' })
  markRead(
    @CurrentUser() user: Express.User,
    @Param('id', uuidParameter('not_found')) id: string,
  ): Promise<ReadNotificationDto> {
    return this.notifications.markRead(user, id);
  }
}
