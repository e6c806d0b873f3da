import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { RequiredText } from '../../../common/errors/required-text.decorator';
import { trimText } from '../../../common/errors/validation';
import type { TryOnCategory } from '../entities/virtual-try-on.entity';

const TIMESTAMP = /^\d{1,20}$/;
const TIMESTAMP_MESSAGE = 'Timestamp must be the time in milliseconds';

/** The client's session key: milliseconds as digits (it names files, so nothing else is accepted). */
function SessionTimestamp(): PropertyDecorator {
  return (target, property) => {
    Matches(TIMESTAMP, { message: TIMESTAMP_MESSAGE })(target, property);
    RequiredText('Timestamp is required', 20)(target, property);
    Transform(trimText)(target, property);
  };
}

export class UploadHumanDto {
  @ApiProperty({ example: '1732300000000' })
  @SessionTimestamp()
  timestamp: string;

  @ApiProperty({ type: 'string', format: 'binary', description: 'JPG or PNG, at most 25 MB' })
  humanImage?: unknown;
}

export class UploadClothDto {
  @ApiProperty({ example: '1732300000000' })
  @SessionTimestamp()
  timestamp: string;

  @ApiProperty({ type: 'string', format: 'binary', description: 'JPG or PNG, at most 25 MB' })
  clothImage?: unknown;
}

export class StartTryOnDto {
  @ApiProperty({ description: 'path returned by upload-human (or of a listed person photo)' })
  @RequiredText('Please upload both model and garment images.', 500)
  human_image: string;

  @ApiPropertyOptional({ description: 'path returned by upload-cloth or reference-garment' })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  cloth_image?: string;

  @ApiPropertyOptional({ description: 'same as cloth_image; wins when both are given' })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  garment_path?: string;

  @ApiPropertyOptional({ description: 'ignored: the server names the try-on' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  try_on_id?: string;

  @ApiProperty({ example: '1732300000000' })
  @SessionTimestamp()
  timestamp: string;

  @ApiPropertyOptional({ enum: ['top', 'bottom', 'dress'], description: 'absent: detected from the garment' })
  @IsOptional()
  @IsIn(['top', 'bottom', 'dress'], { message: 'Category must be top, bottom or dress' })
  category?: TryOnCategory;
}

export class TryOnStatusQueryDto {
  @ApiProperty({ description: 'the id answered by start, or `{timestamp}_{id}`' })
  @RequiredText('Try-on ID is required', 80)
  id: string;
}

export class DeductCreditsDto {
  @ApiPropertyOptional({ example: 1 })
  @IsOptional()
  @IsInt()
  amount?: number;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(200)
  description?: string;

  @ApiPropertyOptional({ example: 'TRY_ON' })
  @IsOptional()
  @IsString()
  @MaxLength(40)
  type?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(20)
  timestamp?: string;

  @ApiProperty({ description: 'the try-on id, plain or `{timestamp}_{id}`' })
  @RequiredText('Try-on ID is required', 80)
  tryOnId: string;

  @ApiPropertyOptional({ description: 'ignored: the server saved the image itself' })
  @IsOptional()
  @IsString()
  @MaxLength(1000)
  tryOnUrl?: string;
}

export class SaveTryOnDto {
  @ApiPropertyOptional({ description: 'ignored: the server saved the image itself' })
  @IsOptional()
  @IsString()
  @MaxLength(1000)
  imageUrl?: string;

  @ApiProperty()
  @RequiredText('Try-on ID is required', 80)
  tryOnId: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(20)
  timestamp?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean()
  forceOverwrite?: boolean;
}

export class DeleteTryOnDto {
  @ApiPropertyOptional({ description: 'the spec client sends `{timestamp}_{id}`; the path names the try-on' })
  @IsOptional()
  @IsString()
  @MaxLength(80)
  originalTryOnId?: string;
}
