import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { Gender, UserRole } from '../entities/user.entity';

export class AvatarVariantsDto {
  @ApiProperty({ description: '64 px square' }) small: string;
  @ApiProperty({ description: '256 px square' }) medium: string;
  @ApiProperty({ description: '512 px square' }) large: string;
}

/** A user as others see them. */
export class PublicUserDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() username: string;
  @ApiProperty({ type: String, nullable: true }) displayName: string | null;
  @ApiProperty() firstName: string;
  @ApiProperty() lastName: string;
  @ApiProperty({ description: 'URL of the 512 px avatar, or an empty string' }) avatar: string;
  @ApiProperty({ type: AvatarVariantsDto, nullable: true }) avatarVariants: AvatarVariantsDto | null;
  @ApiProperty({ type: String, nullable: true }) bio: string | null;
  @ApiProperty({ enum: ['male', 'female', 'other'] }) gender: Gender;
  @ApiProperty({ enum: ['default', 'trendstar'] }) role: UserRole;
  @ApiProperty() followers: number;
  @ApiProperty() following: number;
  @ApiProperty() verified: boolean;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

/** The signed-in user's own view: adds private fields. */
export class UserDto extends PublicUserDto {
  @ApiPropertyOptional() email?: string;
  @ApiPropertyOptional() credits?: number;
  @ApiPropertyOptional() emailVerified?: boolean;
  @ApiPropertyOptional() isAdmin?: boolean;
}

export class UserSummaryDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() username: string;
  @ApiProperty({ type: String, nullable: true }) displayName: string | null;
  @ApiProperty() avatar: string;
  @ApiProperty() verified: boolean;
}

export class UserWithMessageDto {
  @ApiProperty({ type: UserDto }) user: UserDto;
  @ApiProperty() message: string;
}

export class UsersResponseDto {
  @ApiProperty({ type: [UserSummaryDto] }) users: UserSummaryDto[];
}

export class MessageDto {
  @ApiProperty() message: string;
}
