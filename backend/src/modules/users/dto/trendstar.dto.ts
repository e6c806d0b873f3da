import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  MaxLength,
  MinLength,
  ValidateIf,
} from 'class-validator';
import { RequiredText } from '../../../common/errors/required-text.decorator';
import { trimText } from '../../../common/errors/validation';
import type { TrendstarApplicationStatus } from '../entities/trendstar-application.entity';
import type { UserRole } from '../entities/user.entity';

const STATUSES: TrendstarApplicationStatus[] = ['pending', 'approved', 'rejected'];
const REASON_MESSAGE = 'Please provide a detailed reason (minimum 50 characters)';

/** A handle may arrive as `@name`: the `@` is not part of it. */
const toHandle = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim().replace(/^@+/, '') : value;

/** Links arrive as a list or as text with one link per line; blank lines are dropped. */
const toLinks = ({ value }: { value: unknown }) => {
  if (value === undefined || value === null) return [];
  const list = typeof value === 'string' ? value.split(/\r?\n/) : value;
  return Array.isArray(list)
    ? list.map((link) => (typeof link === 'string' ? link.trim() : link)).filter((link) => link !== '')
    : list;
};

export class ApplyForTrendstarDto {
  @ApiProperty({ description: 'Without the @ (a leading @ is removed)', example: 'asha.styles' })
  @Transform(toHandle)
  @Matches(/^[A-Za-z0-9._]*$/, {
    message: 'Instagram handle may contain only letters, numbers, periods and underscores',
  })
  @RequiredText('Instagram handle is required', 30)
  instagramHandle: string;

  @ApiPropertyOptional({
    oneOf: [{ type: 'array', items: { type: 'string' } }, { type: 'string' }],
    description: 'A list, or text with one link per line',
    example: ['https://youtube.com/@asha'],
  })
  @IsOptional()
  @Transform(toLinks)
  @IsArray({ message: 'Social media links must be a list or one link per line' })
  @ArrayMaxSize(10, { message: 'At most 10 links' })
  // Links are opened by whoever reviews the application: only web addresses, never javascript: or data: ones.
  @IsUrl(
    { protocols: ['http', 'https'], require_protocol: true },
    { each: true, message: 'Each link must be a web address starting with http:// or https://' },
  )
  @IsString({ each: true, message: 'Each link must be text' })
  @MaxLength(300, { each: true, message: 'Each link must be at most 300 characters' })
  socialMediaLinks?: string[];

  @ApiProperty({ minLength: 50, maxLength: 2000 })
  @Transform(trimText)
  @MaxLength(2000, { message: 'Must be at most 2000 characters' })
  @MinLength(50, { message: REASON_MESSAGE })
  @IsString({ message: REASON_MESSAGE })
  reasonToApply: string;
}

export class ReviewTrendstarApplicationDto {
  @ApiProperty({ enum: ['approved', 'rejected'] })
  @IsIn(['approved', 'rejected'], { message: 'Status must be approved or rejected' })
  status: 'approved' | 'rejected';

  @ApiPropertyOptional({ type: String, nullable: true, description: 'Shown to the applicant (e.g. why rejected)' })
  @IsOptional()
  @Transform(trimText)
  @ValidateIf((_object, value) => value !== null)
  @IsString({ message: 'Review note must be text' })
  @MaxLength(1000, { message: 'Must be at most 1000 characters' })
  reviewNote?: string | null;
}

export class TrendstarApplicationsQueryDto {
  @ApiPropertyOptional({ enum: STATUSES })
  @IsOptional()
  @IsIn(STATUSES, { message: 'Status must be pending, approved or rejected' })
  status?: TrendstarApplicationStatus;
}

export class TrendstarApplicationDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  instagramHandle: string;

  @ApiProperty({ type: [String] })
  socialMediaLinks: string[];

  @ApiProperty()
  reasonToApply: string;

  @ApiProperty({ enum: STATUSES })
  status: TrendstarApplicationStatus;

  @ApiProperty({ type: String, nullable: true })
  reviewNote: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  reviewedAt: string | null;
}

export class TrendstarStatusDto {
  @ApiProperty({ enum: ['default', 'trendstar'] })
  role: UserRole;

  @ApiProperty({ type: TrendstarApplicationDto, nullable: true, description: 'The latest application, if any' })
  application: TrendstarApplicationDto | null;
}

export class TrendstarApplicationResponseDto {
  @ApiProperty({ type: TrendstarApplicationDto })
  application: TrendstarApplicationDto;
}

export class AppliedForTrendstarDto extends TrendstarApplicationResponseDto {
  @ApiProperty({ example: 'Application submitted successfully' })
  message: string;
}

export class ApplicantDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  username: string;

  @ApiProperty({ type: String, nullable: true })
  displayName: string | null;

  @ApiProperty()
  avatar: string;

  @ApiProperty()
  email: string;

  @ApiProperty()
  followers: number;
}

export class ReviewableApplicationDto extends TrendstarApplicationDto {
  @ApiProperty({ type: ApplicantDto })
  user: ApplicantDto;
}

export class TrendstarApplicationsDto {
  @ApiProperty({ type: [ReviewableApplicationDto] })
  applications: ReviewableApplicationDto[];
}
