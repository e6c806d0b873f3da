import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Authenticated, CurrentUser } from '../auth/authenticated.decorator';
import { RealtimeService } from './realtime.service';

@ApiTags('events')
@Controller('events')
export class EventsController {
  constructor(private readonly realtime: RealtimeService) {}

  @Get()
  @Authenticated()
  @ApiProduces('text/event-stream')
  @ApiOperation({
    operationId: 'streamEvents',
    summary:
      'Live events of the signed-in user (server-sent events): ready, tryOn.status, credits.balance, account.updated, notification.created, notification.removed, notifications.unreadCount; a comment heartbeat every 25 s',
  })
  @ApiOkResponse({ description: 'text/event-stream' })
  async streamEvents(
    @CurrentUser() user: Express.User,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    await this.realtime.openStream(user.id, request.sessionID, response);
  }
}
