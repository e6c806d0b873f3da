import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { DataSource, QueryRunner } from 'typeorm';
import { authConfig } from '../../config/configuration';
import { loadEnvironment } from '../../config/environment';
import { hashPassword } from '../../modules/auth/password.service';
import { DEFAULT_TAGS } from '../../modules/social/tags';
import { dataSourceOptions } from '../data-source-options';
import { avatarDesign, inBatches, renderLooks, seedServices, storeAvatar, storeTryOn, StoredTryOn } from './demo-looks';
import { exactCounters } from './exact-counters';

/** DESIGN §7's scale for the benches. */
export const FULL_SCALE = { users: 10_000, posts: 100_000, likes: 1_000_000, follows: 200_000, comments: 300_000 };
export type LoadSizes = typeof FULL_SCALE;

/** Every load user signs in with this password (development and bench databases only). */
export const LOAD_PASSWORD = 'Load12345';
const SHARED_LOOKS = 8;
const FIRST_NAMES = ['Aarav', 'Diya', 'Vihaan', 'Saanvi', 'Ishaan', 'Anika', 'Kabir', 'Myra', 'Reyansh', 'Aadhya'];
const LAST_NAMES = ['Sharma', 'Iyer', 'Reddy', 'Gupta', 'Nair', 'Patel', 'Khan', 'Das', 'Mehta', 'Bose', 'Joshi'];

/** A drawn try-on stored once, whose files every load post shows. */
interface SharedTryOn extends StoredTryOn {
  id: string;
  timestamp: string;
  category: string;
}

export interface LoadReport {
  sizes: LoadSizes;
  /** Seconds per step, in order. */
  steps: Array<{ step: string; seconds: number }>;
  seconds: number;
}

/** `scale` × DESIGN §7's sizes, at least what the formulas need (a few users, one post). */
export function scaledSizes(scale: number): LoadSizes {
  const sized = (value: number, minimum: number) => Math.max(minimum, Math.round(value * scale));
  const users = sized(FULL_SCALE.users, 3);
  return {
    users,
    posts: sized(FULL_SCALE.posts, SHARED_LOOKS),
    likes: sized(FULL_SCALE.likes, 0),
    follows: Math.min(sized(FULL_SCALE.follows, 0), users * (users - 1)),
    comments: sized(FULL_SCALE.comments, 0),
  };
}

/**
 * Adds `sizes` rows on top of whatever the database holds, set-based (generate_series, INSERT ... SELECT) in one
 * transaction: users `load_1` … (one in a hundred a TrendStar), try-ons and their posts (TrendStars public, others
 * friends), follows, likes, comments (one in five a reply). Pictures are a handful of drawn try-ons stored once
 * (owned by `load_1`, posted publicly so anyone may load them) and shared by every row. Counters are set from the
 * rows at the end, and the tables analysed so the planner knows their new sizes.
 */
export async function loadData(
  dataSource: DataSource,
  sizes: LoadSizes,
  log: (line: string) => void = () => undefined,
): Promise<LoadReport> {
  const { users, posts, likes, follows, comments } = sizes;
  const likesPerPost = Math.ceil(likes / posts);
  const followsPerUser = Math.ceil(follows / users);
  if (likesPerPost > users || followsPerUser > users - 1 || posts < SHARED_LOOKS)
    throw new Error(
      `load-data: needs at least ${SHARED_LOOKS} posts, and fewer likes per post and follows per user than users`,
    );
  const existing: unknown[] = await dataSource.query(`SELECT 1 FROM users WHERE username = 'load_1'`);
  if (existing.length) throw new Error('load-data: this database already holds the load data (user load_1)');

  const report: LoadReport = { sizes, steps: [], seconds: 0 };
  const started = Date.now();
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  const step = async (name: string, work: () => Promise<unknown>) => {
    const stepStarted = Date.now();
    await work();
    const seconds = (Date.now() - stepStarted) / 1000;
    report.steps.push({ step: name, seconds });
    log(`${name}: ${seconds.toFixed(1)} s`);
  };
  try {
    const { storage, images } = seedServices();
    const looks = await renderLooks(SHARED_LOOKS, images);
    const trendstars = Math.max(1, Math.floor(users / 100));
    const passwordHash = await hashPassword(LOAD_PASSWORD, authConfig().passwordHashTimeCost);
    const avatars = await inBatches(looks, (_, index) =>
      storeAvatar(storage, images, 'load-data', avatarDesign(index), `shared-${index}`),
    );
    await runner.startTransaction();
    // Bulk work: the commit at the end is what must be durable, not each statement on the way.
    await runner.query(`SET LOCAL synchronous_commit = off`);
    // Every reference is made from rows this transaction just wrote, so a superuser (the development and bench
    // stacks) skips the per-row foreign-key triggers, which cost more than the million inserts themselves.
    const [role]: Array<{ rolsuper: boolean }> = await runner.query(
      `SELECT rolsuper FROM pg_roles WHERE rolname = current_user`,
    );
    if (role?.rolsuper) await runner.query(`SET LOCAL session_replication_role = replica`);
    await step('users', () => insertUsers(runner, users, trendstars, passwordHash, avatars));
    await step('try-ons and posts', async () => {
      const shared = await inBatches(looks, async (look, index): Promise<SharedTryOn> => {
        const id = randomUUID();
        const timestamp = String(Date.now() - 366 * 86_400_000 + index);
        return {
          id,
          timestamp,
          category: look.category,
          ...(await storeTryOn(storage, look, 'load_1', timestamp, id)),
        };
      });
      await insertPosts(runner, posts, users, trendstars, shared);
    });
    await step('follows', () =>
      runner.query(
        `INSERT INTO follow (follower_id, following_id, created_at)
         SELECT follower.id, following.id, now() - (r % 400) * interval '1 day'
         FROM generate_series(0, $1::int - 1) r
         JOIN load_user follower ON follower.n = 1 + r % $2::int
         JOIN load_user following ON following.n = 1 + (r % $2::int + 1 + (r / $2::int) * greatest(1, ($2::int - 1) / $3::int)) % $2::int`,
        [follows, users, followsPerUser],
      ),
    );
    await step('likes', () =>
      runner.query(
        `INSERT INTO post_like (post_id, user_id, created_at)
         SELECT p.id, u.id, p.created_at + (r / $2::int) * interval '1 minute'
         FROM generate_series(0, $1::int - 1) r
         JOIN load_post p ON p.n = 1 + r % $2::int
         JOIN load_user u ON u.n = 1 + ((p.n::bigint * 7919) % $3::int + (r / $2::int) * greatest(1, $3::int / $4::int)) % $3::int
         ORDER BY p.id`,
        [likes, posts, users, likesPerPost],
      ),
    );
    await step('comments and replies', () => insertComments(runner, comments, posts, users));
    await step('products', () => insertProducts(runner, users, trendstars));
    await step('exact counters', () => exactCounters(runner.manager));
    await runner.commitTransaction();
    await step('analyse', () =>
      runner.query(
        `ANALYZE users, user_search, follow, virtual_try_on, post, post_like, comment, product, product_try_on, product_like`,
      ),
    );
  } catch (error) {
    if (runner.isTransactionActive) await runner.rollbackTransaction();
    throw error;
  } finally {
    await runner.release();
  }
  report.seconds = (Date.now() - started) / 1000;
  return report;
}

async function insertUsers(
  runner: QueryRunner,
  users: number,
  trendstars: number,
  passwordHash: string,
  avatars: Array<{ avatar: string; avatarVariants: Record<string, string> }>,
): Promise<void> {
  await runner.query(`CREATE TEMP TABLE load_user (n int PRIMARY KEY, id uuid NOT NULL) ON COMMIT DROP`);
  await runner.query(
    `WITH inserted AS (
       INSERT INTO users (username, email, password_hash, email_verified, first_name, last_name, display_name, bio,
         role, verified, avatar, avatar_variants)
       SELECT 'load_' || n, 'load_' || n || '@load.tvt.local', $2, true, first_name, last_name,
         first_name || ' ' || last_name, 'Load data member ' || n,
         CASE WHEN n <= $3::int THEN 'trendstar' ELSE 'default' END, n <= $3::int,
         ($4::jsonb -> (n % $5::int) ->> 'avatar'), ($4::jsonb -> (n % $5::int) -> 'avatarVariants')
       FROM generate_series(1, $1::int) n,
         LATERAL (SELECT ($6::text[])[1 + n % cardinality($6::text[])] AS first_name,
                         ($7::text[])[1 + (n / 7) % cardinality($7::text[])] AS last_name) names
       RETURNING id, username)
     INSERT INTO load_user (n, id) SELECT substring(username FROM 6)::int, id FROM inserted`,
    [users, passwordHash, trendstars, JSON.stringify(avatars), avatars.length, FIRST_NAMES, LAST_NAMES],
  );
  // The users trigger that writes each search row is skipped with the other triggers under the replica role.
  await runner.query(
    `INSERT INTO user_search (user_id, search_text, username)
     SELECT u.id, public.user_search_text(u.username, u.display_name, u.first_name, u.last_name), u.username
     FROM load_user l JOIN users u ON u.id = l.id
     ON CONFLICT (user_id) DO NOTHING`,
  );
}

/**
 * One try-on per post, newest within the last year; one post in five by a TrendStar (public), the rest friends.
 * The first posts are load_1's public posts of the shared pictures' own try-ons (the files live at their keys), so
 * that anyone who may see a post may load the pictures every other try-on row points at.
 */
async function insertPosts(
  runner: QueryRunner,
  posts: number,
  users: number,
  trendstars: number,
  shared: SharedTryOn[],
): Promise<void> {
  const files = JSON.stringify(shared);
  await runner.query(
    `CREATE TEMP TABLE load_post ON COMMIT DROP AS
     SELECT n, gen_random_uuid() AS id,
       CASE WHEN n <= $4::int THEN ($5::jsonb -> (n - 1) ->> 'id')::uuid ELSE gen_random_uuid() END AS try_on_id,
       CASE WHEN n <= $4::int THEN 1
            WHEN n % 5 = 0 OR $2::int = $3::int THEN 1 + (n / 5) % $3::int
            ELSE $3::int + 1 + (n::bigint * 7919) % ($2::int - $3::int) END AS author,
       date_trunc('milliseconds', now() - ((n::bigint * 104729) % (365::bigint * 86400000)) * interval '1 millisecond') AS created_at,
       (n - 1) % $4::int AS look
     FROM generate_series(1, $1::int) n`,
    [posts, users, trendstars, shared.length, files],
  );
  await runner.query(`ALTER TABLE load_post ADD PRIMARY KEY (n)`);
  const tryOnColumns = `id, user_id, timestamp, status, category, provider, person_image_key, garment_image_key,
    try_on_url, result_key, thumbnail_key, large_key, credit_state, submitted_at, completed_at, created_at, updated_at`;
  await runner.query(
    `INSERT INTO virtual_try_on (${tryOnColumns})
     SELECT (f ->> 'id')::uuid, u.id, f ->> 'timestamp', 'completed', f ->> 'category', 'local', f ->> 'personImageKey',
       f ->> 'garmentImageKey', f ->> 'tryOnUrl', f ->> 'resultKey', f ->> 'thumbnailKey', f ->> 'largeKey', 'charged',
       created, created, created, created
     FROM jsonb_array_elements($1::jsonb) f JOIN load_user u ON u.n = 1,
       LATERAL (SELECT to_timestamp((f ->> 'timestamp')::bigint / 1000.0) AS created) made`,
    [files],
  );
  await runner.query(
    `INSERT INTO virtual_try_on (${tryOnColumns})
     SELECT p.try_on_id, u.id, (extract(epoch FROM p.created_at) * 1000)::bigint::text, 'completed', f ->> 'category',
       'local', f ->> 'personImageKey', f ->> 'garmentImageKey', f ->> 'tryOnUrl', f ->> 'resultKey', f ->> 'thumbnailKey',
       f ->> 'largeKey', 'charged', p.created_at, p.created_at, p.created_at, p.created_at
     FROM load_post p JOIN load_user u ON u.n = p.author, LATERAL (SELECT $1::jsonb -> p.look AS f) file
     WHERE p.n > $2::int`,
    [files, shared.length],
  );
  await runner.query(
    `INSERT INTO post (id, user_id, try_on_id, caption, try_on_image, garment_image, try_on_thumbnail, try_on_large, visibility, tags, metadata, created_at, updated_at)
     SELECT p.id, u.id, p.try_on_id, 'Look number ' || p.n, f ->> 'tryOnUrl', f ->> 'garmentUrl', f ->> 'thumbnailUrl', f ->> 'largeUrl',
       CASE WHEN p.author <= $2::int THEN 'public' ELSE 'friends' END, $3::text[],
       jsonb_build_object('tryOnTimestamp', CASE WHEN p.n <= $4::int THEN f ->> 'timestamp'
         ELSE (extract(epoch FROM p.created_at) * 1000)::bigint::text END),
       p.created_at, p.created_at
     FROM load_post p JOIN load_user u ON u.n = p.author, LATERAL (SELECT $1::jsonb -> p.look AS f) file`,
    [files, trendstars, DEFAULT_TAGS, shared.length],
  );
}

/** Top-level comments spread over the posts, then one reply in five attached to one of them. */
async function insertComments(runner: QueryRunner, comments: number, posts: number, users: number): Promise<void> {
  const replies = Math.floor(comments / 5);
  const topLevel = comments - replies;
  await runner.query(
    `CREATE TEMP TABLE load_comment ON COMMIT DROP AS
     SELECT r AS n, gen_random_uuid() AS id, 1 + (r::bigint * 7) % $2::int AS post, 1 + (r::bigint * 31) % $3::int AS author
     FROM generate_series(1, $1::int) r`,
    [topLevel, posts, users],
  );
  await runner.query(
    `INSERT INTO comment (id, post_id, user_id, text, parent_id, created_at)
     SELECT c.id, p.id, u.id, 'Comment ' || c.n || ' on this look', NULL, p.created_at + (c.n % 600) * interval '1 minute'
     FROM load_comment c JOIN load_post p ON p.n = c.post JOIN load_user u ON u.n = c.author`,
  );
  if (replies === 0 || topLevel === 0) return;
  await runner.query(`ALTER TABLE load_comment ADD PRIMARY KEY (n)`);
  await runner.query(
    `INSERT INTO comment (post_id, user_id, text, parent_id, created_at)
     SELECT parent.post_id, u.id, 'Reply ' || r, parent.id, parent.created_at + (1 + r % 120) * interval '1 minute'
     FROM generate_series(1, $1::int) r
     JOIN load_comment c ON c.n = 1 + (r::bigint * 13) % $2::int
     JOIN comment parent ON parent.id = c.id
     JOIN load_user u ON u.n = 1 + (r::bigint * 17) % $3::int`,
    [replies, topLevel, users],
  );
}

/**
 * One TrendStar post in ten becomes a product of its try-on (one in ten of those inactive), showing the post's
 * pictures; each product gets public community try-ons from the following friends posts' try-ons (each try-on
 * used once) and likes from a spread of users. Counters are set by exactCounters.
 */
async function insertProducts(runner: QueryRunner, users: number, trendstars: number): Promise<void> {
  await runner.query(
    `CREATE TEMP TABLE load_product ON COMMIT DROP AS
     SELECT row_number() OVER (ORDER BY p.n)::int AS k, gen_random_uuid() AS id, p.n, p.author, p.try_on_id, p.created_at
     FROM load_post p WHERE p.author <= $1::int AND p.n % 10 = 0`,
    [trendstars],
  );
  await runner.query(
    `INSERT INTO product (id, user_id, title, description, tags, sizes, colors, actual_price, discount_price, stock,
       is_active, try_on_id, try_on_image, garment_image, try_on_thumbnail, try_on_large, created_at, updated_at)
     SELECT lp.id, u.id, 'Product ' || lp.k, 'A load-data product made from look ' || lp.n || '.', '{#tvt}',
       '{S,M,L}', '{Black,White}', 499 + (lp.k % 40) * 100, CASE WHEN lp.k % 2 = 0 THEN 399 + (lp.k % 40) * 90 END,
       10 + lp.k % 20, lp.k % 10 <> 0, lp.try_on_id, post.try_on_image, post.garment_image,
       post.try_on_thumbnail, post.try_on_large,
       lp.created_at + interval '1 minute', lp.created_at + interval '1 minute'
     FROM load_product lp JOIN load_user u ON u.n = lp.author JOIN load_post source ON source.n = lp.n
     JOIN post ON post.id = source.id`,
  );
  await runner.query(
    `INSERT INTO product_try_on (product_id, user_id, try_on_id, try_on_path, thumbnail_path, visibility, created_at)
     SELECT lp.id, u.id, p.try_on_id, post.try_on_image, post.try_on_thumbnail, 'public',
       lp.created_at + (1 + p.n - lp.n) * interval '1 hour'
     FROM load_product lp JOIN load_post p ON p.n BETWEEN lp.n + 1 AND lp.n + 9 AND p.author > $1::int
     JOIN load_user u ON u.n = p.author JOIN post ON post.id = p.id`,
    [trendstars],
  );
  await runner.query(
    `INSERT INTO product_like (product_id, user_id, created_at)
     SELECT lp.id, u.id, lp.created_at + r * interval '1 minute'
     FROM load_product lp CROSS JOIN generate_series(1, least(20, $1::int - 1)) r
     JOIN load_user u ON u.n = 1 + (lp.k::bigint * 7919 + r * 101) % $1::int
     ON CONFLICT DO NOTHING`,
    [users],
  );
}

if (require.main === module) {
  const scale = Number(process.argv[2] ?? process.env.LOAD_DATA_SCALE ?? 1);
  const dataSource = new DataSource(dataSourceOptions(loadEnvironment().DATABASE_URL));
  dataSource
    .initialize()
    .then(async () => {
      const report = await loadData(dataSource, scaledSizes(scale), (line) => console.log(`[load-data] ${line}`));
      console.log(`[load-data] ${JSON.stringify(report.sizes)} in ${report.seconds.toFixed(1)} s`);
      // The last line is the whole report, for the bench.
      console.log(JSON.stringify(report));
      await dataSource.destroy();
    })
    .catch((error) => {
      console.error(`[load-data] failed: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    });
}
