import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { UserSummaryDto } from '../../users/dto/user.dto';

export class ProductDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) userId: string;
  @ApiProperty({ type: UserSummaryDto, description: 'The TrendStar selling it' }) user: UserSummaryDto;
  @ApiProperty() title: string;
  @ApiProperty({ type: String, nullable: true }) description: string | null;
  @ApiProperty({ type: [String] }) tags: string[];
  @ApiProperty({ type: [String] }) sizes: string[];
  @ApiProperty({ type: [String] }) colors: string[];
  @ApiProperty({ example: '1999.00', description: 'Rupees, numeric(10,2) as text' }) actualPrice: string;
  @ApiProperty({ type: String, nullable: true, example: '1499.00' }) discountPrice: string | null;
  @ApiProperty() stock: number;
  @ApiProperty() isActive: boolean;
  @ApiProperty({
    type: String,
    nullable: true,
    description: '`{timestamp}_{id}` of the source try-on (null once deleted)',
  })
  tryOnId: string | null;
  @ApiProperty() tryOnImage: string;
  @ApiProperty() garmentImage: string;
  @ApiProperty({ description: '256 px variant of tryOnImage for grids' }) thumbnailPath: string;
  @ApiProperty({ description: '1080 px variant of tryOnImage for cards and the detail page' }) largePath: string;
  @ApiProperty() likes: number;
  @ApiProperty() commentsCount: number;
  @ApiProperty({ description: 'Whether the viewer liked it (false for guests)' }) isLiked: boolean;
  @ApiPropertyOptional({ type: [String], description: 'Gallery image paths in upload order (detail only)' })
  images?: string[];
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
}

export class ProductResponseDto {
  @ApiProperty({ type: ProductDto }) product: ProductDto;
}

export class ProductsDto {
  @ApiProperty({ type: [ProductDto], description: 'Newest first' }) products: ProductDto[];
}

export class ProductImagesDto {
  @ApiProperty({ type: [String] }) images: string[];
  @ApiPropertyOptional() message?: string;
}

export class DeletedProductImageDto {
  @ApiProperty() path: string;
  @ApiProperty() message: string;
}

export class ExistingTryOnsDto {
  @ApiProperty({ type: [String], description: '`{timestamp}_{id}` of your try-ons already used for a product' })
  tryOnIds: string[];
}

export class ProductExistsDto {
  @ApiProperty() exists: boolean;
  @ApiProperty({ type: String, nullable: true, format: 'uuid' }) productId: string | null;
}

export class ProductTryOnDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) productId: string;
  @ApiProperty() tryOnPath: string;
  @ApiProperty({ description: '256 px variant for the grid' }) thumbnailPath: string;
  @ApiProperty({ type: UserSummaryDto }) user: UserSummaryDto;
  @ApiProperty({ enum: ['private', 'public'] }) visibility: 'private' | 'public';
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty() likes: number;
  @ApiProperty() isLiked: boolean;
}

export class ProductTryOnResponseDto {
  @ApiProperty({ type: ProductTryOnDto }) tryOn: ProductTryOnDto;
}

export class ProductTryOnsDto {
  @ApiProperty({ type: [ProductTryOnDto], description: 'Public try-ons (and your own private one), newest first' })
  tryOns: ProductTryOnDto[];
  @ApiProperty() count: number;
  @ApiProperty({ description: 'Whether the viewer tried this product on (privately or publicly)' })
  hasUserTriedOn: boolean;
}

export class ProductTryOnLikeDto {
  @ApiProperty() isLiked: boolean;
  @ApiProperty() likes: number;
}
