import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, isUUID, Max, Min } from 'class-validator';

/** Deeper pages than this are refused (400): nobody pages that far, and the database must never see the offset overflow. */
export const MAXIMUM_PAGE = 10_000;

/** `?page=1&limit=20` lists (followers, following, transactions). */
export class PageQueryDto {
  @ApiPropertyOptional({ minimum: 1, maximum: MAXIMUM_PAGE, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MAXIMUM_PAGE)
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
  return encodeCursorParts([position.createdAt.toISOString(), position.id]);
}

/** Any keyset cursor: its parts as a base64url JSON array. */
export function encodeCursorParts(parts: unknown[]): string {
  return Buffer.from(JSON.stringify(parts)).toString('base64url');
}

/** The parts of a cursor from encodeCursorParts, or null when it is not one. */
export function cursorParts(cursor: string | undefined): unknown[] | null {
  if (!cursor) return null;
  try {
    const parts: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    return Array.isArray(parts) ? parts : null;
  } catch {
    return null;
  }
}

// Rows are created between these instants; a cursor outside them (a date PostgreSQL cannot hold) is forged.
const EARLIEST_POSITION = 0;
const LATEST_POSITION = Date.UTC(9999, 11, 31);

/** A count stored in an `integer` column: a cursor with a larger one is forged. */
export function isStoredCount(value: unknown): value is number {
  return Number.isSafeInteger(value) && (value as number) >= 0 && (value as number) <= 2_147_483_647;
}

/**
 * An unreadable, forged or out-of-range cursor starts from the beginning rather than failing. Every keyset list
 * decodes its cursor here, so the database only ever sees a real date and a real UUID.
 */
export function decodeCursor(cursor: string | undefined): KeysetPosition | null {
  const parts = cursorParts(cursor);
  if (!parts || parts.length !== 2) return null;
  const [createdAt, id] = parts;
  if (typeof createdAt !== 'string' || typeof id !== 'string' || !isUUID(id)) return null;
  const time = new Date(createdAt).getTime();
  if (!(time >= EARLIEST_POSITION && time <= LATEST_POSITION)) return null;
  return { createdAt: new Date(time), id };
}

/** A keyset cursor over (a stored count, id), as lists ordered by a counter write it; null when unreadable or forged. */
export function decodeCountCursor(cursor: string | undefined): { count: number; id: string } | null {
  const parts = cursorParts(cursor);
  if (!parts || parts.length !== 2) return null;
  const [count, id] = parts;
  if (!isStoredCount(count) || typeof id !== 'string' || !isUUID(id)) return null;
  return { count, id };
}

/** Given limit + 1 rows, the page and the cursor of the next one (null at the end). */
export function keysetPage<Row extends KeysetPosition>(
  rows: Row[],
  limit: number,
): { items: Row[]; nextCursor: string | null } {
  const items = rows.slice(0, limit);
  return { items, nextCursor: rows.length > limit ? encodeCursor(items[items.length - 1]) : null };
}
