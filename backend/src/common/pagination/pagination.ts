import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, isUUID, Max, Min } from 'class-validator';

/** `?page=1&limit=20` lists (followers, following, transactions). */
export class PageQueryDto {
  @ApiPropertyOptional({ minimum: 1, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  page = 1;

  @ApiPropertyOptional({ minimum: 1, maximum: 100, default: 20 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100)
  limit = 20;
}

export function pageWindow(query: PageQueryDto): { skip: number; take: number } {
  return { skip: (query.page - 1) * query.limit, take: query.limit };
}

/** `?cursor=&limit=` keyset lists (feeds): the cursor is opaque to clients. */
export class CursorQueryDto {
  @ApiPropertyOptional({ description: 'nextCursor of the previous page' })
  @IsOptional()
  @IsString()
  cursor?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: 50, default: 20 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(50)
  limit = 20;
}

/**
 * Position after the last row of a page ordered by (createdAt DESC, id DESC). Cursors keep milliseconds:
 * tables paged this way declare their created_at with precision 3, so no two positions fall between.
 */
export interface KeysetPosition {
  createdAt: Date;
  id: string;
}

export function encodeCursor(position: KeysetPosition): string {
  return Buffer.from(JSON.stringify([position.createdAt.toISOString(), position.id])).toString('base64url');
}

/** An unreadable or forged cursor starts from the beginning rather than failing. */
export function decodeCursor(cursor: string | undefined): KeysetPosition | null {
  if (!cursor) return null;
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as [string, string];
    const date = new Date(createdAt);
    if (Number.isNaN(date.getTime()) || typeof id !== 'string' || !isUUID(id)) return null;
    return { createdAt: date, id };
  } catch {
    return null;
  }
}

/** Given limit + 1 rows, the page and the cursor of the next one (null at the end). */
export function keysetPage<Row extends KeysetPosition>(
  rows: Row[],
  limit: number,
): { items: Row[]; nextCursor: string | null } {
  const items = rows.slice(0, limit);
  return { items, nextCursor: rows.length > limit ? encodeCursor(items[items.length - 1]) : null };
}
