import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { NOTIFICATION_TYPES, type NotificationType } from '../notification-kinds';

export class NotificationActorDto {
  @ApiProperty() id: string;
  @ApiProperty() username: string;
  @ApiProperty({ type: String, nullable: true }) displayName: string | null;
  @ApiProperty({ type: String, nullable: true }) avatar: string | null;
}

export class NotificationDataDto {
  @ApiPropertyOptional({ type: [NotificationActorDto], description: 'Newest first; one actor unless aggregated' })
  actors?: NotificationActorDto[];
  @ApiPropertyOptional() postId?: string;
  @ApiPropertyOptional() commentId?: string;
  @ApiPropertyOptional() productId?: string;
  @ApiPropertyOptional() orderId?: string;
  @ApiPropertyOptional({ description: 'The actor’s username' }) username?: string;
  @ApiPropertyOptional({ description: 'Whose post or product it is' }) ownerUsername?: string;
  @ApiPropertyOptional({ description: 'The post’s author, for /view-post-try-on/{postUsername}/{postId}' })
  postUsername?: string;
  @ApiPropertyOptional() title?: string;
  @ApiPropertyOptional() productTitle?: string;
  @ApiPropertyOptional() buyerName?: string;
  @ApiPropertyOptional() message?: string;
  @ApiPropertyOptional({ description: 'Sub-kind of system: trendstar_approved, trendstar_rejected, order_status' })
  type?: string;
  @ApiPropertyOptional({ description: 'Order status, for order_status' }) status?: string;
  @ApiPropertyOptional() commentText?: string;
  @ApiPropertyOptional({ description: 'Where the app goes when the notification is opened' }) actionUrl?: string;
}

export class NotificationDto {
  @ApiProperty() id: string;
  @ApiProperty({ enum: NOTIFICATION_TYPES, enumName: 'NotificationType' }) type: NotificationType;
  @ApiProperty({ type: String, nullable: true }) actorId: string | null;
  @ApiProperty({ type: NotificationDataDto }) data: NotificationDataDto;
  @ApiProperty() read: boolean;
  @ApiProperty({ type: String, nullable: true }) groupId: string | null;
  @ApiProperty() groupCount: number;
  @ApiProperty() aggregated: boolean;
  @ApiProperty() createdAt: string;
}

export class NotificationsPageDto {
  @ApiProperty({ type: [NotificationDto] }) notifications: NotificationDto[];
  @ApiProperty() unreadCount: number;
  @ApiProperty({ type: String, nullable: true }) nextCursor: string | null;
}

export class UnreadCountDto {
  @ApiProperty() unreadCount: number;
}

export class ReadNotificationDto {
  @ApiProperty({ type: NotificationDto }) notification: NotificationDto;
  @ApiProperty() unreadCount: number;
}
