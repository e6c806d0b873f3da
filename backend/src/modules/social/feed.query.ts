import { literalLimit } from '../../common/database/prepared-statements';
import type { KeysetPosition } from '../../common/pagination/pagination';
import { authorColumns, AuthorRow } from './author-row';
import type { FeedItemDto, FeedItemType } from './dto/feed.dto';
import type { PostVisibility } from './entities/post.entity';
import { visibleTo } from './post-visibility';
import { toTryOnFeedItem } from './posts.presenter';

export interface FeedFilter {
  viewerId: string | null;
  after: KeysetPosition | null;
  rowsWanted: number;
  authorId: string | null;
}

/**
 * The statement's parameters, shared by every branch: $1 the viewer's id (or null), then the cursor ($2, $3) and the
 * author ($4 or $2) only when given (PostgreSQL refuses parameters a statement never uses). The rows wanted are a
 * literal, not a parameter: with a known LIMIT PostgreSQL plans the prepared statement once (a generic plan) instead
 * of planning it again on every request, which took longer than running it.
 */
export interface FeedPlaceholders {
  viewer: string;
  rowsWanted: string;
  afterCreatedAt?: string;
  afterId?: string;
  author?: string;
}

/**
 * One source of feed items, read in two steps so that only the rows of the page are ever fetched:
 * - `candidates` selects `type, id, created_at` of the newest rows the viewer may see, newest first and limited to the
 *   rows wanted, from an index alone (each source walks its own (created_at, id) index);
 * - `items` selects the columns of `FeedRow` of this source's rows among `page`, the newest candidates of all sources;
 * - `toItem` turns one of those rows into its feed item, through the presenter of the module that owns the source.
 * Try-on posts are one branch; active products are another.
 */
export interface FeedBranch {
  type: FeedItemType;
  candidates: (filter: FeedFilter, placeholders: FeedPlaceholders) => string;
  items: (filter: FeedFilter, placeholders: FeedPlaceholders) => string;
  toItem: (row: FeedRowWithAuthor) => FeedItemDto;
}

/**
 * The columns (and their order) every branch's items select. The picture's variants are selected as stored (null
 * where none was made); the presenters derive the URLs shown, as they do for every other response.
 */
export interface FeedRow extends KeysetPosition {
  type: FeedItemType;
  user_id: string;
  garment_image: string;
  try_on_image: string;
  try_on_thumbnail: string | null;
  try_on_large: string | null;
  likes: number;
  comments_count: number;
  tags: string[];
  is_liked: boolean;
  caption: string | null;
  visibility: PostVisibility | null;
  title: string | null;
  actual_price: string | null;
  discount_price: string | null;
}

/** Keyset and author conditions over a branch's alias, using the shared parameters. */
export function feedConditions(alias: string, placeholders: FeedPlaceholders): string {
  const conditions: string[] = [];
  if (placeholders.afterCreatedAt)
    conditions.push(
      `(${alias}.created_at, ${alias}.id) < (${placeholders.afterCreatedAt}::timestamptz, ${placeholders.afterId}::uuid)`,
    );
  if (placeholders.author) conditions.push(`${alias}.user_id = ${placeholders.author}::uuid`);
  return conditions.map((condition) => ` AND ${condition}`).join('');
}

/** A branch's newest candidates over `alias`: the ORDER BY and LIMIT its index answers. */
export const newestFirst = (alias: string, placeholders: FeedPlaceholders) =>
  `ORDER BY ${alias}.created_at DESC, ${alias}.id DESC LIMIT ${placeholders.rowsWanted}`;

/**
 * Try-on posts the viewer may see, from two disjoint sources that each walk an index newest first: public posts
 * (partial index post_public_newest), and friends posts, which can only be the viewer's own or those of authors the
 * viewer follows (each such author's newest through post_friends_author_newest). The one visibility rule still
 * guards the rows the page reads.
 */
export const tryOnPostsBranch: FeedBranch = {
  type: 'try-on',
  candidates: (filter, placeholders) => {
    const viewer = `${placeholders.viewer}::uuid`;
    const conditions = feedConditions('p', placeholders);
    const newest = newestFirst('p', placeholders);
    const publicPosts = `SELECT 'try-on'::text AS type, p.id, p.created_at FROM post p
      WHERE p.visibility = 'public'${conditions} ${newest}`;
    if (!filter.viewerId) return `(${publicPosts})`;
    const friendsPosts = `SELECT 'try-on'::text AS type, p.id, p.created_at
      FROM (SELECT ${viewer} AS id UNION ALL SELECT f.following_id FROM follow f WHERE f.follower_id = ${viewer}) author
      CROSS JOIN LATERAL (
        SELECT p.id, p.created_at FROM post p
        WHERE p.user_id = author.id AND p.visibility = 'friends'${conditions} ${newest}
      ) p`;
    return `(${publicPosts}) UNION ALL (${friendsPosts})`;
  },
  items: (filter, placeholders) => {
    const viewer = `${placeholders.viewer}::uuid`;
    // The primary key (post_id, user_id) of post_like answers this per row, however many likes there are.
    const liked = filter.viewerId
      ? `EXISTS (SELECT 1 FROM post_like l WHERE l.post_id = p.id AND l.user_id = ${viewer})`
      : 'false';
    return `SELECT 'try-on'::text AS type, p.id, p.created_at AS "createdAt", p.user_id, p.garment_image,
      p.try_on_image, p.try_on_thumbnail, p.try_on_large,
      p.likes, p.comments_count, p.tags,
      ${liked} AS is_liked,
      p.caption, p.visibility, NULL::text AS title, NULL::text AS actual_price, NULL::text AS discount_price
    FROM page JOIN post p ON p.id = page.id
    WHERE page.type = 'try-on' AND ${visibleTo(viewer)}`;
  },
  toItem: toTryOnFeedItem,
};

/** The id of the TrendStar whose feed is asked for by username (`$1`, any case). */
export const TRENDSTAR_ID_STATEMENT = `SELECT id FROM users WHERE lower(username) = lower($1) AND role = 'trendstar'`;

/** The page query: every branch's newest candidates merged into the page, then its rows and authors, one statement. */
export function feedQuery(branches: FeedBranch[], filter: FeedFilter): { sql: string; parameters: unknown[] } {
  const parameters: unknown[] = [filter.viewerId];
  const next = (value: unknown) => `$${parameters.push(value)}`;
  const placeholders: FeedPlaceholders = { viewer: '$1', rowsWanted: literalLimit(filter.rowsWanted) };
  if (filter.after) {
    placeholders.afterCreatedAt = next(filter.after.createdAt);
    placeholders.afterId = next(filter.after.id);
  }
  if (filter.authorId) placeholders.author = next(filter.authorId);
  const candidates = branches.map((branch) => branch.candidates(filter, placeholders)).join('\n    UNION ALL\n');
  const items = branches.map((branch) => `(${branch.items(filter, placeholders)})`).join('\n  UNION ALL\n');
  return {
    sql: `WITH page AS (
    SELECT candidates.type, candidates.id, candidates.created_at FROM (${candidates}) candidates
    ORDER BY candidates.created_at DESC, candidates.id DESC LIMIT ${placeholders.rowsWanted}
  )
  SELECT items.*, ${authorColumns('u')} FROM (${items}) items JOIN users u ON u.id = items.user_id
  ORDER BY items."createdAt" DESC, items.id DESC`,
    parameters,
  };
}

export type FeedRowWithAuthor = FeedRow & AuthorRow;
