import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, IsString, Matches, MaxLength, Min } from 'class-validator';
import { RequiredText } from '../../../common/errors/required-text.decorator';

export class CreateCreditOrderDto {
  @ApiPropertyOptional({
    description: "The package's price in paise, as the spec's client sends it (discountPrice, else amount, × 100)",
    example: 39900,
  })
  @IsOptional()
  @IsInt({ message: 'Amount must be a whole number of paise' })
  @Min(1, { message: 'Amount must be a whole number of paise' })
  amount?: number;

  @ApiPropertyOptional({ description: 'The package to buy (preferred over amount)' })
  @IsOptional()
  @IsString({ message: 'Package id must be text' })
  @MaxLength(64)
  packageId?: string;
}

export class CreditOrderDto {
  @ApiProperty({ description: 'The gateway order id (order_… from Razorpay, order_test_… in test mode)' })
  id: string;

  @ApiProperty({ description: 'In paise', example: 39900 })
  amount: number;

  @ApiProperty({ enum: ['INR'] })
  currency: 'INR';

  @ApiProperty({ description: 'The Razorpay key id for checkout.js (rzp_test_local in test mode)' })
  key: string;

  @ApiProperty({ enum: ['razorpay', 'test'] })
  mode: 'razorpay' | 'test';

  @ApiProperty()
  packageId: string;

  @ApiProperty({ description: 'Credits the payment grants' })
  credits: number;
}

const gatewayIdentifier = /^[A-Za-z0-9_]{1,64}$/;

export class VerifyCreditPaymentDto {
  @ApiProperty({ example: 'order_test_M2k0fX1' })
  @RequiredText('razorpay_order_id is required', 64)
  @Matches(gatewayIdentifier, { message: 'razorpay_order_id is not valid' })
  razorpay_order_id: string;

  @ApiProperty({ example: 'pay_test_Q8Zc2' })
  @RequiredText('razorpay_payment_id is required', 64)
  @Matches(gatewayIdentifier, { message: 'razorpay_payment_id is not valid' })
  razorpay_payment_id: string;

  @ApiProperty({ description: 'HMAC_SHA256(order_id|payment_id, key secret), hex' })
  @RequiredText('razorpay_signature is required', 128)
  razorpay_signature: string;

  @ApiPropertyOptional({ description: "Sent by the spec's client and ignored: the package decides the credits" })
  @IsOptional()
  credits?: unknown;
}

export class VerifiedPaymentDto {
  @ApiProperty({ description: 'The new balance', example: 54 })
  credits: number;

  @ApiProperty({ description: 'Credits of the package', example: 50 })
  granted: number;

  @ApiProperty({ description: 'True when this payment had already been credited (nothing granted now)' })
  alreadyProcessed: boolean;
}

export class TestPaymentDto {
  @ApiProperty()
  razorpay_order_id: string;

  @ApiProperty()
  razorpay_payment_id: string;

  @ApiProperty()
  razorpay_signature: string;
}

export class WebhookReceivedDto {
  @ApiProperty({ enum: [true] })
  received: true;
}
