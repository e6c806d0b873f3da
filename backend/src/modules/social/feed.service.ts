import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Viewer } from '../../common/access/access.service';
import { preparedQuery } from '../../common/database/prepared-statements';
import { AppException } from '../../common/errors/app.exception';
import { decodeCursor, keysetPage } from '../../common/pagination/pagination';
import type { FeedItemDto, FeedPageDto, FeedQueryDto } from './dto/feed.dto';
import {
  FeedBranch,
  FeedFilter,
  feedQuery,
  FeedRowWithAuthor,
  TRENDSTAR_ID_STATEMENT,
  tryOnPostsBranch,
} from './feed.query';

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
    return { posts: items.map((row) => this.toItem(row)), nextCursor };
  }

  /** A page's one statement over every registered branch (its text is snapshotted in test/feed-statement). */
  statement(filter: FeedFilter): { sql: string; parameters: unknown[] } {
    return feedQuery(this.branches, filter);
  }

  /** Each row is presented by the branch it came from (the module owning that kind of item). */
  private toItem(row: FeedRowWithAuthor): FeedItemDto {
    const branch = this.branches.find((candidate) => candidate.type === row.type);
    if (!branch) throw new Error(`feed row of unknown type ${row.type}`);
    return branch.toItem(row);
  }

  private async trendstarId(username: string): Promise<string> {
    const rows = await preparedQuery<{ id: string }>(this.dataSource, TRENDSTAR_ID_STATEMENT, [username]);
    if (!rows[0]) throw new AppException('trendstar_not_found');
    return rows[0].id;
  }
}
