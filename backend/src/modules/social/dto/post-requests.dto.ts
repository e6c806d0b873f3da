import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { RequiredText } from '../../../common/errors/required-text.decorator';
import { trimText } from '../../../common/errors/validation';
import type { PostVisibility } from '../entities/post.entity';

export class CreateTryOnPostDto {
  @ApiProperty({ example: 'Linen for the weekend' })
  @Transform(trimText)
  @RequiredText('Caption is required', 2200)
  caption: string;

  @ApiProperty({ example: '1732300000000_2b1f0c4e-7a53-4d0c-9a55-3f1b2c4d5e6f', description: '`{timestamp}_{id}`' })
  @Transform(trimText)
  @Matches(/^\d{1,20}_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, {
    message: 'Invalid try-on ID format',
  })
  @RequiredText('Try-on ID is required', 80)
  tryOnId: string;

  @ApiPropertyOptional({ enum: ['friends', 'public'], default: 'friends', description: 'public: TrendStars only' })
  @IsOptional()
  @IsIn(['friends', 'public'], { message: 'Visibility must be friends or public' })
  visibility?: PostVisibility;

  @ApiPropertyOptional({ type: [String], example: ['#tvt', '#tryon', '#linen'] })
  @IsOptional()
  @IsArray({ message: 'Tags must be a list' })
  @ArrayMaxSize(30, { message: 'At most 30 tags' })
  @IsString({ each: true, message: 'Tags must be text' })
  @MaxLength(50, { each: true, message: 'A tag is at most 50 characters' })
  tags?: string[];
}

export class ReferenceGarmentDto {
  @ApiProperty({ example: '1732300000000' })
  @Transform(trimText)
  @Matches(/^\d{1,20}$/, { message: 'Timestamp must be the time in milliseconds' })
  @RequiredText('Timestamp is required', 20)
  timestamp: string;

  @ApiPropertyOptional({ format: 'uuid' })
  @IsOptional()
  @IsString()
  @MaxLength(80)
  postId?: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'A product you may see (instead of postId)' })
  @IsOptional()
  @IsString()
  @MaxLength(80)
  productId?: string;
}
