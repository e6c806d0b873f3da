import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class NotificationPreferencesDto {
  @ApiProperty() likes: boolean;
  @ApiProperty() comments: boolean;
  @ApiProperty({ description: 'Also new posts and products of people followed' }) follows: boolean;
  @ApiProperty() mentions: boolean;
  @ApiProperty() directMessages: boolean;
  @ApiProperty({ description: 'TrendStar reviews, purchases of your products, order updates' })
  systemNotifications: boolean;
  @ApiProperty({ description: 'Also e-mail system messages, purchases and order updates' }) emailNotifications: boolean;
  @ApiProperty() soundEnabled: boolean;
}

/** A partial object: only the flags sent change; unknown keys or non-booleans are refused (400). */
export class UpdateNotificationPreferencesDto {
  @ApiPropertyOptional() likes?: boolean;
  @ApiPropertyOptional() comments?: boolean;
  @ApiPropertyOptional() follows?: boolean;
  @ApiPropertyOptional() mentions?: boolean;
  @ApiPropertyOptional() directMessages?: boolean;
  @ApiPropertyOptional() systemNotifications?: boolean;
  @ApiPropertyOptional() emailNotifications?: boolean;
  @ApiPropertyOptional() soundEnabled?: boolean;
}
