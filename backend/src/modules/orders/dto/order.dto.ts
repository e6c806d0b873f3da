import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, IsUUID, Matches, MaxLength } from 'class-validator';
import { RequiredText } from '../../../common/errors/required-text.decorator';
import { trimText } from '../../../common/errors/validation';
import { UserSummaryDto } from '../../users/dto/user.dto';
import { ORDER_STATUSES, type OrderStatus } from '../entities/order.entity';
import { ShippingAddressDto } from './address.dto';

/** Forms send an unset optional id as "" or null. */
const emptyToUndefined = ({ value }: { value: unknown }) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

/**
 * What the buyer chooses. Prices, seller and status come from the product on the server: `actualPrice`,
 * `discountPrice` and `orderStatus` sent by the spec's client are ignored, and `trendStarUserId` only has to be
 * a well-formed id.
 */
export class PlaceOrderDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'Invalid product ID' })
  productId: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'Ignored: the seller is the product’s owner' })
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsUUID('all', { message: 'Invalid trendstar user ID' })
  trendStarUserId?: string;

  @ApiProperty({ example: 'M', description: 'One of the product’s sizes' })
  @Transform(trimText)
  @RequiredText('Size is required', 100)
  size: string;

  @ApiProperty({ example: 'Black', description: 'One of the product’s colours' })
  @Transform(trimText)
  @RequiredText('Color is required', 100)
  color: string;

  @ApiProperty({ format: 'uuid', description: 'One of your saved addresses' })
  @IsUUID('all', { message: 'Please select a shipping address' })
  addressId: string;

  @ApiPropertyOptional({ description: 'The try-on the order screen was opened with (`{timestamp}_{id}` or an id)' })
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString({ message: 'Invalid try-on ID format' })
  @MaxLength(80, { message: 'Invalid try-on ID format' })
  @Matches(/^(\d{1,20}_)?[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, {
    message: 'Invalid try-on ID format',
  })
  tryOnId?: string;
}

export class UpdateOrderStatusDto {
  @ApiProperty({ enum: ORDER_STATUSES })
  @IsIn(ORDER_STATUSES, { message: `Order status must be one of ${ORDER_STATUSES.join(', ')}` })
  orderStatus: OrderStatus;
}

/** The product as the order cards show it; null once the product is gone. */
export class OrderProductDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() title: string;
  @ApiProperty({ description: 'The product’s try-on picture' }) tryOnImage: string;
  @ApiProperty({ type: String, nullable: true, description: '256 px variant for cards' })
  tryOnThumbnail: string | null;
  @ApiProperty({ type: String, nullable: true, description: '1080 px variant for the order detail' })
  tryOnLarge: string | null;
  @ApiProperty() garmentImage: string;
  @ApiProperty() isActive: boolean;
}

/**
 * What was bought, as it was when the order was placed: editing or deleting the product or the seller's account
 * afterwards changes none of it. A field is null only when it was never known (orders placed before these copies
 * whose product or seller was gone when they were taken).
 */
export class PurchasedProductDto {
  @ApiProperty({ type: String, nullable: true }) title: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The order’s own copy of the product’s try-on picture (1080 px), readable by buyer and seller',
  })
  image: string | null;
  @ApiProperty({ type: String, nullable: true, description: '256 px variant for cards' }) thumbnail: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The seller’s display name (or username)' })
  sellerName: string | null;
  @ApiProperty({ type: String, nullable: true }) sellerUsername: string | null;
}

export class OrderDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    description: 'The buyer (null once their account is deleted)',
  })
  userId: string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'The seller' })
  trendStarUserId: string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) productId: string | null;
  @ApiProperty({
    example: '1299.00',
    description: 'Rupees, numeric(10,2) as text like the product’s, copied from the product when the order was placed',
  })
  actualPrice: string;
  @ApiProperty({ type: String, nullable: true, example: '999.00' }) discountPrice: string | null;
  @ApiProperty() size: string;
  @ApiProperty() color: string;
  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    description: 'The saved address the order was placed with (null once it is deleted)',
  })
  addressId: string | null;
  @ApiProperty({ enum: ORDER_STATUSES }) orderStatus: OrderStatus;
  @ApiProperty({ type: String, nullable: true }) tryOnId: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
  @ApiProperty({ type: OrderProductDto, nullable: true, description: 'The product as it is now; null once deleted' })
  product: OrderProductDto | null;
  @ApiProperty({ type: PurchasedProductDto }) purchased: PurchasedProductDto;
  @ApiProperty({
    type: ShippingAddressDto,
    nullable: true,
    description:
      'Where the order ships, as it was when placed: editing or deleting the saved address leaves it as it was (null once the buyer’s account is deleted)',
  })
  address: ShippingAddressDto | null;
  @ApiProperty({ type: UserSummaryDto, nullable: true }) buyer: UserSummaryDto | null;
  @ApiProperty({ type: UserSummaryDto, nullable: true }) seller: UserSummaryDto | null;
}

export class OrderResponseDto {
  @ApiProperty({ type: OrderDto }) order: OrderDto;
}

export class PlacedOrderDto {
  @ApiProperty({ type: OrderDto }) order: OrderDto;
  @ApiProperty({ example: 'Your order has been placed successfully.' }) message: string;
}

export class UpdatedOrderStatusDto {
  @ApiProperty({ type: OrderDto }) order: OrderDto;
  @ApiProperty({ description: 'false when the order already had that status (nothing changed, nobody told)' })
  changed: boolean;
  @ApiProperty({ example: 'Order status has been updated to shipped' }) message: string;
}

export class OrdersPageDto {
  @ApiProperty({ type: [OrderDto], description: 'Newest first' }) orders: OrderDto[];
  @ApiProperty({ type: String, nullable: true, description: 'Pass as ?cursor= for the next page; null at the end' })
  nextCursor: string | null;
}

export class SupportContactDto {
  @ApiProperty({ example: 'support@tvt.local', description: 'Where buyers and sellers write about an order' })
  email: string;
}
