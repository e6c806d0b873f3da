import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { RequiredText } from '../../../common/errors/required-text.decorator';
import { trimText } from '../../../common/errors/validation';
import { ArrayMaxSize, IsArray, IsIn, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import type { Gender } from '../entities/user.entity';

export class UpdateUserDto {
  @ApiProperty()
  @Transform(trimText)
  @RequiredText('First name is required')
  firstName: string;

  @ApiProperty()
  @Transform(trimText)
  @RequiredText('Last name is required')
  lastName: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 500, description: 'Trimmed; empty becomes null' })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() || null : value))
  @IsString()
  @MaxLength(500, { message: 'Bio must be less than 500 characters' })
  bio?: string | null;

  @ApiPropertyOptional({ enum: ['male', 'female', 'other'] })
  @IsOptional()
  @IsIn(['male', 'female', 'other'], { message: 'Gender must be male, female or other' })
  gender?: Gender;
}

export class UsersBatchDto {
  @ApiProperty({ type: [String], format: 'uuid', maxItems: 100 })
  @IsArray()
  @ArrayMaxSize(100)
  @IsUUID('all', { each: true, message: 'Each user id must be a UUID' })
  userIds: string[];
}

export class AvatarUploadDto {
  @ApiProperty({ type: 'string', format: 'binary', description: 'JPEG, PNG or WebP, at most 25 MB' })
  avatar: unknown;
}
