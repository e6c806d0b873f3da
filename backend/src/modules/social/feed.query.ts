import type { KeysetPosition } from '../../common/pagination/pagination';
import { authorColumns, AuthorRow } from './author-row';
import type { FeedItemType } from './dto/feed.dto';
import type { PostVisibility } from './entities/post.entity';
import { visibleTo } from './post-visibility';

export interface FeedFilter {
  viewerId: string | null;
  after: KeysetPosition | null;
  rowsWanted: number;
  authorId: string | null;
}

/**
 * The statement's parameters, shared by every branch: $1 the viewer's id (or null), $2 rows wanted, then the
 * cursor ($3, $4) and the author ($5 or $3) only when given (PostgreSQL refuses parameters a statement never uses).
 */
export interface FeedPlaceholders {
  viewer: string;
  rowsWanted: string;
  afterCreatedAt?: string;
  afterId?: string;
  author?: string;
}

/**
 * One source of feed items. Its SELECT answers FEED_COLUMNS in order over its own table, filtered to what the
 * viewer may see, ordered newest first and limited to the rows wanted, so each branch walks its own (created_at, id)
 * index and the union only merges a few pages. Try-on posts are one branch; active products will be another.
 */
export type FeedBranch = (filter: FeedFilter, placeholders: FeedPlaceholders) => string;

/** The columns (and their order) every branch selects. */
export interface FeedRow extends KeysetPosition {
  type: FeedItemType;
  user_id: string;
  garment_image: string;
  try_on_image: string;
  thumbnail_path: string;
  large_path: string;
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

/**
 * Try-on posts the viewer may see, from two disjoint sources that each walk an index newest first: public posts
 * (partial index post_public_newest), and friends posts, which can only be the viewer's own or those of authors the
 * viewer follows (each such author's newest through post_user_newest). The one visibility rule still guards both.
 */
export const tryOnPostsBranch: FeedBranch = (filter, placeholders) => {
  const viewer = `${placeholders.viewer}::uuid`;
  // The primary key (post_id, user_id) of post_like answers this per row, however many likes there are.
  const liked = filter.viewerId
    ? `EXISTS (SELECT 1 FROM post_like l WHERE l.post_id = p.id AND l.user_id = ${viewer})`
    : 'false';
  const columns = `'try-on'::text AS type, p.id, p.created_at AS "createdAt", p.user_id, p.garment_image, p.try_on_image,
    coalesce(p.metadata->>'tryOnThumbnail', p.try_on_image) AS thumbnail_path,
    coalesce(p.metadata->>'tryOnLarge', p.try_on_image) AS large_path, p.likes, p.comments_count, p.tags,
    ${liked} AS is_liked,
    p.caption, p.visibility, NULL::text AS title, NULL::text AS actual_price, NULL::text AS discount_price`;
  const visible = `${visibleTo(viewer)}${feedConditions('p', placeholders)}`;
  const newest = `ORDER BY p.created_at DESC, p.id DESC LIMIT ${placeholders.rowsWanted}`;
  const publicPosts = `SELECT ${columns} FROM post p WHERE p.visibility = 'public' AND ${visible} ${newest}`;
  if (!filter.viewerId) return publicPosts;
  const friendsPosts = `SELECT ${columns}
    FROM (SELECT ${viewer} AS id UNION ALL SELECT f.following_id FROM follow f WHERE f.follower_id = ${viewer}) author
    CROSS JOIN LATERAL (
      SELECT * FROM post p WHERE p.user_id = author.id AND p.visibility = 'friends' AND ${visible} ${newest}
    ) p
    ${newest}`;
  return `SELECT * FROM ((${publicPosts}) UNION ALL (${friendsPosts})) p
    ORDER BY p."createdAt" DESC, p.id DESC LIMIT ${placeholders.rowsWanted}`;
};

/** The page query: every branch's newest rows merged, authors joined, one statement. */
export function feedQuery(branches: FeedBranch[], filter: FeedFilter): { sql: string; parameters: unknown[] } {
  const parameters: unknown[] = [filter.viewerId, filter.rowsWanted];
  const next = (value: unknown) => `$${parameters.push(value)}`;
  const placeholders: FeedPlaceholders = { viewer: '$1', rowsWanted: '$2' };
  if (filter.after) {
    placeholders.afterCreatedAt = next(filter.after.createdAt);
    placeholders.afterId = next(filter.after.id);
  }
  if (filter.authorId) placeholders.author = next(filter.authorId);
  const union = branches.map((branch) => `(${branch(filter, placeholders)})`).join('\n  UNION ALL\n');
  return {
    sql: `SELECT items.*, ${authorColumns('u')} FROM (${union}) items JOIN users u ON u.id = items.user_id
      ORDER BY items."createdAt" DESC, items.id DESC LIMIT $2`,
    parameters,
  };
}

export type FeedRowWithAuthor = FeedRow & AuthorRow;
