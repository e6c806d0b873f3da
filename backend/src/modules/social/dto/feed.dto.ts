import { ApiExtraModels, ApiProperty, ApiPropertyOptional, getSchemaPath } from '@nestjs/swagger';
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

/** What every feed card shows, whatever it is (part 1 §7: "Feed post"). */
abstract class FeedItemFieldsDto {
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
}

/** A try-on post in the feed; its engagement routes are /api/posts/{id}/... */
export class TryOnFeedItemDto extends FeedItemFieldsDto {
  @ApiProperty({ enum: ['try-on'] }) type: 'try-on';
  @ApiProperty() caption: string;
  @ApiProperty({ enum: ['friends', 'public'] }) visibility: PostVisibility;
}

/** An active product in the feed; its engagement routes are /api/products/{id}/... */
export class ProductFeedItemDto extends FeedItemFieldsDto {
  @ApiProperty({ enum: ['product'] }) type: 'product';
  @ApiProperty() title: string;
  @ApiProperty({ example: '1999.00', description: 'numeric string' }) actualPrice: string;
  @ApiProperty({ type: String, nullable: true, example: '1499.00' }) discountPrice: string | null;
}

/** One feed card, told apart by `type`. */
export type FeedItemDto = TryOnFeedItemDto | ProductFeedItemDto;

export type FeedItemType = FeedItemDto['type'];

@ApiExtraModels(TryOnFeedItemDto, ProductFeedItemDto)
export class FeedPageDto {
  // The spec names the field `posts` (part 1 §9), though it holds products too.
  @ApiProperty({
    type: 'array',
    description: 'Newest first',
    items: {
      oneOf: [{ $ref: getSchemaPath(TryOnFeedItemDto) }, { $ref: getSchemaPath(ProductFeedItemDto) }],
      discriminator: {
        propertyName: 'type',
        mapping: { 'try-on': getSchemaPath(TryOnFeedItemDto), product: getSchemaPath(ProductFeedItemDto) },
      },
    },
  })
  posts: FeedItemDto[];

  @ApiProperty({ type: String, nullable: true, description: 'Pass as ?cursor= for the next page; null at the end' })
  nextCursor: string | null;
}
