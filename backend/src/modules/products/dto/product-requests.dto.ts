import { ApiProperty, ApiPropertyOptional, OmitType, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateBy,
  ValidationOptions,
} from 'class-validator';
import { RequiredText } from '../../../common/errors/required-text.decorator';
import { trimText } from '../../../common/errors/validation';
import type { ProductTryOnVisibility } from '../entities/product-try-on.entity';
import { MAXIMUM_PAISE, toPaise } from '../product-money';
import { toValueList } from '../product-values';

const TRY_ON_ID = /^(\d{1,20}_)?[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A rupee amount (number or numeric text) of at least one paisa that fits numeric(10,2). */
function IsRupees(options: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isRupees',
      validator: {
        validate: (value: unknown) => {
          const paise = toPaise(value);
          return paise !== null && paise > 0 && paise <= MAXIMUM_PAISE;
        },
      },
    },
    options,
  );
}

/** An emptied discount field means no discount, and so does a discount of 0. */
const blankAsNull = ({ value }: { value: unknown }) =>
  (typeof value === 'string' && value.trim() === '') || toPaise(value) === 0 ? null : value;
/** An emptied price field becomes 0 (and is then refused as not greater than 0). */
const blankAsZero = ({ value }: { value: unknown }) => (value === '' || value === null ? 0 : value);
const blankTextAsNull = ({ value }: { value: unknown }) => {
  const trimmed = typeof value === 'string' ? value.trim() : value;
  return trimmed === '' ? null : trimmed;
};
const wholeNumber = ({ value }: { value: unknown }) =>
  typeof value === 'string' && /^\s*-?\d+\s*$/.test(value) ? Number(value) : value;
const booleanText = ({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value);

export class CreateProductDto {
  @ApiProperty({ minLength: 3, maxLength: 100, example: 'Linen summer shirt' })
  @Transform(trimText)
  @MaxLength(100, { message: 'Title must be less than 100 characters' })
  @MinLength(3, { message: 'Title must be at least 3 characters' })
  @IsString({ message: 'Title must be at least 3 characters' })
  title: string;

  @ApiPropertyOptional({ type: String, nullable: true, minLength: 10, maxLength: 1000 })
  @Transform(blankTextAsNull)
  @IsOptional()
  @MaxLength(1000, { message: 'Description must be less than 1000 characters' })
  @MinLength(10, { message: 'Description must be at least 10 characters' })
  @IsString({ message: 'Description must be at least 10 characters' })
  description?: string | null;

  @ApiProperty({
    oneOf: [{ type: 'number' }, { type: 'string' }],
    example: 1999,
    description: 'Rupees, at least 0.01, 2 decimals',
  })
  @Transform(blankAsZero)
  @IsRupees({ message: 'Price must be greater than 0' })
  actualPrice: number | string;

  @ApiPropertyOptional({
    oneOf: [{ type: 'number' }, { type: 'string' }],
    nullable: true,
    example: 1499,
    description: 'Rupees, below actualPrice; empty or null for none',
  })
  @Transform(blankAsNull)
  @IsOptional()
  @IsRupees({ message: 'Discount price must be greater than 0' })
  discountPrice?: number | string | null;

  @ApiPropertyOptional({ minimum: 0, default: 0, example: 1 })
  @Transform(wholeNumber)
  @IsOptional()
  @Max(1_000_000, { message: 'Stock must be at most 1000000' })
  @Min(0, { message: 'Stock must be 0 or positive' })
  @IsInt({ message: 'Stock must be 0 or positive' })
  stock?: number;

  @ApiPropertyOptional({ default: true })
  @Transform(booleanText)
  @IsOptional()
  @IsBoolean({ message: 'isActive must be true or false' })
  isActive?: boolean;

  @ApiProperty({
    oneOf: [{ type: 'array', items: { type: 'string' } }, { type: 'string' }],
    example: ['S', 'M', 'L'],
    description: 'A list, or one comma-separated string',
  })
  @Transform(({ value }) => toValueList(value))
  @MaxLength(30, { each: true, message: 'A size is at most 30 characters' })
  @IsString({ each: true, message: 'At least one size is required' })
  @ArrayMaxSize(30, { message: 'At most 30 sizes' })
  @ArrayMinSize(1, { message: 'At least one size is required' })
  @IsArray({ message: 'At least one size is required' })
  sizes: string[];

  @ApiProperty({
    oneOf: [{ type: 'array', items: { type: 'string' } }, { type: 'string' }],
    example: ['Black'],
    description: 'A list, or one comma-separated string',
  })
  @Transform(({ value }) => toValueList(value))
  @MaxLength(30, { each: true, message: 'A color is at most 30 characters' })
  @IsString({ each: true, message: 'At least one color is required' })
  @ArrayMaxSize(30, { message: 'At most 30 colors' })
  @ArrayMinSize(1, { message: 'At least one color is required' })
  @IsArray({ message: 'At least one color is required' })
  colors: string[];

  @ApiPropertyOptional({
    oneOf: [{ type: 'array', items: { type: 'string' } }, { type: 'string' }],
    example: ['#linen', '#summer'],
  })
  @Transform(({ value }) => toValueList(value))
  @IsOptional()
  @MaxLength(50, { each: true, message: 'A tag is at most 50 characters' })
  @IsString({ each: true, message: 'Tags must be text' })
  @ArrayMaxSize(30, { message: 'At most 30 tags' })
  @IsArray({ message: 'Tags must be a list' })
  tags?: string[];

  @ApiProperty({ example: '1732300000000_2b1f0c4e-7a53-4d0c-9a55-3f1b2c4d5e6f', description: '`{timestamp}_{id}`' })
  @Transform(trimText)
  @Matches(TRY_ON_ID, { message: 'Invalid try-on ID format' })
  @RequiredText('Try-on ID is required', 80)
  tryOnId: string;

  @ApiProperty({ description: "The try-on picture's path (the server uses the try-on's own files)" })
  @RequiredText('Try-on image is required', 1000)
  tryOnImage: string;

  @ApiProperty({ description: "The garment picture's path (the server uses the try-on's own files)" })
  @RequiredText('Garment image is required', 1000)
  garmentImage: string;
}

/** The same fields, each optional; the try-on a product was made from never changes. */
export class UpdateProductDto extends PartialType(
  OmitType(CreateProductDto, ['tryOnId', 'tryOnImage', 'garmentImage'] as const),
) {}

export class ProductQueryDto {
  @ApiPropertyOptional({ enum: ['user'], description: 'user: the owner is always included; kept for the spec' })
  @IsOptional()
  @IsString()
  include?: string;
}

export class DeleteProductImageDto {
  @ApiProperty({ description: 'The path of the image, as listed' })
  @RequiredText('Image path is required', 1000)
  imagePath: string;
}

export class UploadProductImagesDto {
  @ApiProperty({ type: 'array', items: { type: 'string', format: 'binary' }, description: 'JPG, PNG or WebP' })
  productImages: unknown[];
}

export class LinkProductTryOnDto {
  @ApiPropertyOptional({ description: 'The finished try-on picture: /uploads/{username}/try-on/{timestamp}_{id}.png' })
  @IsOptional()
  @IsString()
  @MaxLength(1000)
  tryOnPath?: string;

  @ApiPropertyOptional({ description: '`{timestamp}_{id}` of the try-on (instead of tryOnPath)' })
  @Transform(trimText)
  @IsOptional()
  @Matches(TRY_ON_ID, { message: 'Invalid try-on ID format' })
  tryOnId?: string;

  @ApiPropertyOptional({
    enum: ['private', 'public'],
    default: 'public',
    description: 'public: shown in the Community Try-Ons; private: only you see it (still counts as tried)',
  })
  @IsOptional()
  @IsIn(['private', 'public'], { message: 'Visibility must be private or public' })
  visibility?: ProductTryOnVisibility;
}
