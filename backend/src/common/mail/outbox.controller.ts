import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiQuery, ApiTags } from '@nestjs/swagger';
import { AppException } from '../errors/app.exception';
import { MailService } from './mail.service';

export class OutboxMessageDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() to: string;
  @ApiProperty() subject: string;
  @ApiProperty() text: string;
  @ApiProperty() html: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

export class OutboxResponseDto {
  @ApiProperty({ type: [OutboxMessageDto] }) messages: OutboxMessageDto[];
}

@ApiTags('development')
@Controller('dev/outbox')
export class OutboxController {
  constructor(private readonly mail: MailService) {}

  @Get()
  @ApiOperation({
    operationId: 'getOutbox',
    summary: 'E-mails kept instead of sent (development only; 404 in production or with SMTP)',
  })
  @ApiQuery({ name: 'to', required: false })
  @ApiOkResponse({ type: OutboxResponseDto })
  async getOutbox(@Query('to') to?: string): Promise<OutboxResponseDto> {
    if (!this.mail.outboxEnabled) throw new AppException('not_found');
    const messages = await this.mail.readOutbox(to);
    return { messages: messages.map((message) => ({ ...message, createdAt: message.createdAt.toISOString() })) };
  }
}
