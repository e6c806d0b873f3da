import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, Max, Min, NotEquals } from 'class-validator';
import { RequiredText } from '../../../common/errors/required-text.decorator';
import { trimText } from '../../../common/errors/validation';
import type { CreditTransactionType } from '../entities/credit-transaction.entity';

export class CreditsDto {
  @ApiProperty({ example: 4 })
  credits: number;
}

export class CreditTransactionDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ enum: ['earned', 'spent', 'system', 'refund'] })
  type: CreditTransactionType;

  @ApiProperty()
  description: string;

  @ApiProperty({ description: 'Signed: negative when credits were taken', example: -1 })
  amount: number;

  @ApiProperty()
  balanceAfter: number;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;
}

export class CreditTransactionsDto {
  @ApiProperty({ type: [CreditTransactionDto] })
  transactions: CreditTransactionDto[];

  @ApiProperty()
  page: number;

  @ApiProperty()
  limit: number;

  @ApiProperty()
  total: number;
}

export class GrantCreditsDto {
  @ApiProperty({ description: 'Credits to give (negative takes back, never below 0)', example: 5 })
  @IsInt({ message: 'Amount must be a whole number' })
  @NotEquals(0, { message: 'Amount must not be 0' })
  @Min(-100_000)
  @Max(100_000)
  amount: number;

  @ApiProperty({ example: 'Welcome credits' })
  @Transform(trimText)
  @RequiredText('Description is required', 200)
  description: string;
}
