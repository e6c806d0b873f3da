import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Viewer } from '../../common/access/access.service';
import { preparedQuery } from '../../common/database/prepared-statements';
import { AppException } from '../../common/errors/app.exception';
import { decodeCursor, keysetPage } from '../../common/pagination/pagination';
import { toAuthor } from './author-row';
import type { FeedPageDto, FeedPostDto, FeedQueryDto } from './dto/feed.dto';
import { FeedBranch, FeedFilter, feedQuery, FeedRowWithAuthor, tryOnPostsBranch } from './feed.query';

/** The home feed and a TrendStar's feed: one statement per page, whatever its size (plus the TrendStar lookup). */
@Injectable()
export class FeedService {
  private readonly branches: FeedBranch[] = [tryOnPostsBranch];

  constructor(private readonly dataSource: DataSource) {}

  /** Another module's source of feed items (products add theirs); the module depends on social, never the reverse. */
  addBranch(branch: FeedBranch): void {
    if (!this.branches.includes(branch)) this.branches.push(branch);
  }

  async page(viewer: Viewer, query: FeedQueryDto): Promise<FeedPageDto> {
    const authorId = query.trendstar ? await this.trendstarId(query.trendstar) : null;
    const { sql, parameters } = this.statement({
      viewerId: viewer?.id ?? null,
      after: decodeCursor(query.cursor),
      rowsWanted: query.limit + 1,
      authorId,
    });
    const rows = await preparedQuery<FeedRowWithAuthor>(this.dataSource, sql, parameters);
    const { items, nextCursor } = keysetPage(rows, query.limit);
    return { posts: items.map(toFeedPost), nextCursor };
  }

  /** A page's one statement over every registered branch (its text is snapshotted in test/feed-statement). */
  statement(filter: FeedFilter): { sql: string; parameters: unknown[] } {
    return feedQuery(this.branches, filter);
  }

  private async trendstarId(username: string): Promise<string> {
    const rows: Array<{ id: string }> = await this.dataSource.query(
      `SELECT id FROM users WHERE lower(username) = lower($1) AND role = 'trendstar'`,
      [username],
    );
    if (!rows[0]) throw new AppException('trendstar_not_found');
    return rows[0].id;
  }
}

function toFeedPost(row: FeedRowWithAuthor): FeedPostDto {
  const common = {
    type: row.type,
    id: row.id,
    user: toAuthor(row.user_id, row),
    garmentImage: row.garment_image,
    tryOnImage: row.try_on_image,
    thumbnailPath: row.thumbnail_path,
    largePath: row.large_path,
    likes: row.likes,
    commentsCount: row.comments_count,
    tags: row.tags,
    createdAt: row.createdAt.toISOString(),
    isLiked: row.is_liked,
  };
  if (row.type === 'product')
    return {
      ...common,
      title: row.title ?? '',
      actualPrice: row.actual_price ?? '0',
      discountPrice: row.discount_price,
    };
  return { ...common, caption: row.caption ?? '', visibility: row.visibility ?? 'friends' };
}
