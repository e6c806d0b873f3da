import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsEmail, IsOptional, Matches, MaxLength } from 'class-validator';
import { RequiredText } from '../../../common/errors/required-text.decorator';
import { trimText } from '../../../common/errors/validation';

/** Spaces, dashes, dots and brackets people type inside phone numbers are not part of the number. */
const toPhoneNumber = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.replace(/[\s\-.()]/g, '') : value;

/** Forms send an emptied optional field as "" (or null): that means "none". */
const toOptionalText = ({ value }: { value: unknown }) => {
  if (value === null || value === undefined) return undefined;
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
};

const MOBILE_TOO_SHORT = 'Mobile number must be at least 10 digits';

/** One rule (class-validator keeps one message per kind of check), three precise messages. */
function mobileMessage(value: string): string {
  if (!/^\+?\d*$/.test(value)) return 'Mobile number must contain only digits';
  return value.replace('+', '').length < 10 ? MOBILE_TOO_SHORT : 'Mobile number must be at most 15 digits';
}

/** The address form (spec part 2 §5 Address); `saveAsDefault` is a form flag, not a stored field. */
export class SaveAddressDto {
  @ApiProperty({ example: 'Asha Verma', maxLength: 100 })
  @Transform(trimText)
  @RequiredText('Full name is required', 100, 'Full name must be at most 100 characters')
  fullName: string;

  @ApiProperty({ example: '+91 98765 43210', description: '10 to 15 digits, optionally after a +' })
  @Transform(toPhoneNumber)
  @Matches(/^\+?\d{10,15}$/, { message: ({ value }) => mobileMessage(String(value)) })
  @RequiredText(MOBILE_TOO_SHORT, 40, 'Mobile number must be at most 15 digits')
  mobile: string;

  @ApiPropertyOptional({ example: 'asha@example.com', nullable: true })
  @Transform(toOptionalText)
  @IsOptional()
  @MaxLength(254, { message: 'Invalid email address' })
  @IsEmail({}, { message: 'Invalid email address' })
  email?: string;

  @ApiProperty({ example: '12 Park Street', maxLength: 200 })
  @Transform(trimText)
  @RequiredText('Address line 1 is required', 200, 'Address line 1 must be at most 200 characters')
  address1: string;

  @ApiPropertyOptional({ example: 'Flat 4B', maxLength: 200, nullable: true })
  @Transform(toOptionalText)
  @IsOptional()
  @MaxLength(200, { message: 'Address line 2 must be at most 200 characters' })
  address2?: string;

  @ApiProperty({ example: 'Kolkata', maxLength: 100 })
  @Transform(trimText)
  @RequiredText('District is required', 100, 'District must be at most 100 characters')
  district: string;

  @ApiProperty({ example: 'Kolkata', maxLength: 100 })
  @Transform(trimText)
  @RequiredText('City is required', 100, 'City must be at most 100 characters')
  city: string;

  @ApiProperty({ example: 'West Bengal', maxLength: 100 })
  @Transform(trimText)
  @RequiredText('State is required', 100, 'State must be at most 100 characters')
  state: string;

  @ApiProperty({ example: '700016', description: 'Digits only' })
  @Transform(trimText)
  @Matches(/^\d*$/, { message: 'Pincode must contain only digits' })
  @RequiredText('Pincode is required', 10, 'Pincode must be at most 10 digits')
  pincode: string;

  @ApiPropertyOptional({
    default: false,
    description: 'Make this the default address (a user’s first address is always the default)',
  })
  @IsOptional()
  @IsBoolean({ message: 'saveAsDefault must be true or false' })
  saveAsDefault?: boolean;
}

/** The fields of an address; an order keeps them as they were when it was placed (its `address`). */
export class ShippingAddressDto {
  @ApiProperty() fullName: string;
  @ApiProperty() mobile: string;
  @ApiProperty({ type: String, nullable: true }) email: string | null;
  @ApiProperty() address1: string;
  @ApiProperty({ type: String, nullable: true }) address2: string | null;
  @ApiProperty() district: string;
  @ApiProperty() city: string;
  @ApiProperty() state: string;
  @ApiProperty() pincode: string;
}

/** A saved address of the signed-in user. */
export class AddressDto extends ShippingAddressDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) userId: string;
  @ApiProperty({ description: 'The address selected first; exactly one of a user’s addresses is the default' })
  isDefault: boolean;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
}

export class AddressResponseDto {
  @ApiProperty({ type: AddressDto }) address: AddressDto;
  @ApiProperty({ example: 'Address saved successfully' }) message: string;
}

export class AddressDetailDto {
  @ApiProperty({ type: AddressDto }) address: AddressDto;
}

export class AddressListDto {
  @ApiProperty({ type: [AddressDto], description: 'The default first, then newest first' })
  addresses: AddressDto[];
}
