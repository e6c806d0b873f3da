import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { UserSummaryDto } from './user.dto';

export class UserSearchQueryDto {
  @ApiPropertyOptional({
    description: 'Part of a username or name, any case or accents, best matches first; blank finds nobody',
  })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  q?: string;
}

export class TrendstarsQueryDto {
  @ApiPropertyOptional({ description: 'nextCursor of the previous page; absent or 0 for the first page' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  cursor?: string;

  @ApiPropertyOptional({ description: 'Part of a username or name, any case or accents' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  search?: string;
}

export class TrendstarSummaryDto extends UserSummaryDto {
  @ApiProperty() followers: number;
}

export class TrendstarsPageDto {
  @ApiProperty({ type: [TrendstarSummaryDto] }) trendstars: TrendstarSummaryDto[];
  @ApiProperty({ type: String, nullable: true }) nextCursor: string | null;
}
