import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { trimText } from '../../../common/errors/validation';
import { CursorQueryDto } from '../../../common/pagination/pagination';
import type { PostVisibility } from '../entities/post.entity';
import { PostAuthorDto } from './post-responses.dto';

export class FeedQueryDto extends CursorQueryDto {
  @ApiPropertyOptional({ description: 'Only the posts of this TrendStar (username)' })
  @IsOptional()
  @Transform(trimText)
  @IsString()
  @MaxLength(100)
  trendstar?: string;
}

export type FeedItemType = 'try-on' | 'product';

/** One feed card: a try-on post, or (with the products issue) an active product. */
export class FeedPostDto {
  @ApiProperty({ enum: ['try-on', 'product'] }) type: FeedItemType;
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ type: PostAuthorDto }) user: PostAuthorDto;
  @ApiProperty() garmentImage: string;
  @ApiProperty() tryOnImage: string;
  @ApiProperty({ description: '256 px variant of tryOnImage for grids (tryOnImage when none exists)' })
  thumbnailPath: string;
  @ApiProperty({ description: '1080 px variant of tryOnImage for the card (tryOnImage when none exists)' })
  largePath: string;
  @ApiProperty() likes: number;
  @ApiProperty() commentsCount: number;
  @ApiProperty({ type: [String] }) tags: string[];
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ description: 'Whether the viewer liked it (false for guests)' }) isLiked: boolean;
  @ApiPropertyOptional({ description: 'try-on posts' }) caption?: string;
  @ApiPropertyOptional({ enum: ['friends', 'public'], description: 'try-on posts' }) visibility?: PostVisibility;
  @ApiPropertyOptional({ description: 'product posts' }) title?: string;
  @ApiPropertyOptional({ example: '1999.00', description: 'product posts: numeric string' }) actualPrice?: string;
  @ApiPropertyOptional({ type: String, nullable: true, example: '1499.00', description: 'product posts' })
  discountPrice?: string | null;
}

export class FeedPageDto {
  @ApiProperty({ type: [FeedPostDto], description: 'Newest first' }) posts: FeedPostDto[];
  @ApiProperty({ type: String, nullable: true, description: 'Pass as ?cursor= for the next page; null at the end' })
  nextCursor: string | null;
}
