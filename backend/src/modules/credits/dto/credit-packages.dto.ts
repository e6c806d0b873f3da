import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsInt, IsNumber, IsOptional, IsString, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { RequiredText } from '../../../common/errors/required-text.decorator';
import { trimText } from '../../../common/errors/validation';

export class CreditPackageDto {
  @ApiProperty({ example: '6f1c2b1e-3c4d-4e5f-8a9b-0c1d2e3f4a5b' })
  id: string;

  @ApiProperty({ example: 'Popular' })
  name: string;

  @ApiProperty({ description: 'Credits the package grants', example: 50 })
  credits: number;

  @ApiProperty({ description: 'Price in rupees (charged unless discountPrice is set)', example: 499 })
  amount: number;

  @ApiProperty({ type: Number, nullable: true, description: 'Price before the discount, in rupees', example: 599 })
  actualPrice: number | null;

  @ApiProperty({ type: Number, nullable: true, description: 'Price charged when set, in rupees', example: 399 })
  discountPrice: number | null;

  @ApiProperty({ type: String, nullable: true, example: 'Best for regular creators' })
  description: string | null;

  @ApiProperty()
  enabled: boolean;
}

export class CreditPackagesDto {
  @ApiProperty({ type: [CreditPackageDto] })
  packages: CreditPackageDto[];
}

export class CreditPackageResponseDto {
  @ApiProperty({ type: CreditPackageDto })
  package: CreditPackageDto;
}

const MAXIMUM_PRICE = 1_000_000;

/** Rupees with at most 2 decimals (whole paise). */
const rupees = { maxDecimalPlaces: 2 };

export class CreateCreditPackageDto {
  @ApiProperty({ example: 'Popular' })
  @Transform(trimText)
  @RequiredText('Name is required', 100)
  name: string;

  @ApiProperty({ example: 50 })
  @IsInt({ message: 'Credits must be a whole number' })
  @Min(1, { message: 'Credits must be at least 1' })
  @Max(100_000)
  credits: number;

  @ApiProperty({ description: 'Price in rupees', example: 499 })
  @IsNumber(rupees, { message: 'Amount must be a price in rupees' })
  @Min(1, { message: 'Amount must be at least ₹1' })
  @Max(MAXIMUM_PRICE)
  amount: number;

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'Price before the discount, in rupees' })
  @IsOptional()
  @IsNumber(rupees, { message: 'Actual price must be a price in rupees' })
  @Min(1, { message: 'Actual price must be at least ₹1' })
  @Max(MAXIMUM_PRICE)
  actualPrice?: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'Price charged when set, in rupees' })
  @IsOptional()
  @IsNumber(rupees, { message: 'Discount price must be a price in rupees' })
  @Min(1, { message: 'Discount price must be at least ₹1' })
  @Max(MAXIMUM_PRICE)
  discountPrice?: number | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @Transform(trimText)
  @ValidateIf((_object, value) => value !== null)
  @IsString({ message: 'Description must be text' })
  @MaxLength(300, { message: 'Must be at most 300 characters' })
  description?: string | null;

  @ApiPropertyOptional({ default: true })
  @IsOptional()
  @IsBoolean({ message: 'Enabled must be true or false' })
  enabled?: boolean;
}

export class UpdateCreditPackageDto extends PartialType(CreateCreditPackageDto) {}
