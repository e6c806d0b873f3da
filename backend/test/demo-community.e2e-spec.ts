import { seed } from '../src/database/seeds/seed';
import { signedInUser } from './support/factories';
import { loadData, LOAD_PASSWORD } from '../src/database/seeds/load-data';
import { createTestApp, TestApp } from './support/test-app';

let testApp: TestApp;
const sql = <T = Record<string, unknown>>(text: string, parameters: unknown[] = []): Promise<T[]> =>
  testApp.dataSource.query(text, parameters);
const count = async (text: string, parameters: unknown[] = []) =>
  Number((await sql<{ count: string }>(text, parameters))[0].count);

/** Every counter whose value differs from its rows; empty when all are exact. */
const wrongCounters = () =>
  sql(`
    SELECT 'followers ' || u.username AS wrong FROM users u
      WHERE u.followers_count <> (SELECT count(*) FROM follow f WHERE f.following_id = u.id)
         OR u.following_count <> (SELECT count(*) FROM follow f WHERE f.follower_id = u.id)
    UNION ALL
    SELECT 'post ' || p.id FROM post p
      WHERE p.likes <> (SELECT count(*) FROM post_like l WHERE l.post_id = p.id)
         OR p.comments_count <> (SELECT count(*) FROM comment c WHERE c.post_id = p.id)
    UNION ALL
    SELECT 'comment ' || c.id FROM comment c
      WHERE c.likes_count <> (SELECT count(*) FROM comment_like l WHERE l.comment_id = c.id)
    UNION ALL
    SELECT 'product ' || p.id FROM product p
      WHERE p.likes <> (SELECT count(*) FROM product_like l WHERE l.product_id = p.id)
         OR p.comments_count <> (SELECT count(*) FROM product_comment c WHERE c.product_id = p.id)
    UNION ALL
    SELECT 'product try-on ' || t.id FROM product_try_on t
      WHERE t.likes <> (SELECT count(*) FROM product_try_on_like l WHERE l.try_on_id = t.id)`);

const tableSizes = async () => ({
  users: await count(`SELECT count(*) FROM users`),
  posts: await count(`SELECT count(*) FROM post`),
  tryOns: await count(`SELECT count(*) FROM virtual_try_on`),
  follows: await count(`SELECT count(*) FROM follow`),
  likes: await count(`SELECT count(*) FROM post_like`),
  comments: await count(`SELECT count(*) FROM comment`),
  commentLikes: await count(`SELECT count(*) FROM comment_like`),
  products: await count(`SELECT count(*) FROM product`),
  productTryOns: await count(`SELECT count(*) FROM product_try_on`),
  productComments: await count(`SELECT count(*) FROM product_comment`),
});

const relative = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');

async function signIn(username: string, password: string) {
  const browser = testApp.browser();
  await browser.post('/api/auth/login').send({ username, password }).expect(200);
  return browser;
}

beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(async () => {
  await testApp.close();
});

describe('seeding in production', () => {
  it('adds the administrator and no demo people, posts or files', async () => {
    const saved = { ...process.env };
    Object.assign(process.env, {
      NODE_ENV: 'production',
      SESSION_SECRET: 'q8N2v7xKp4LmZ1rT6yHc9WdB3sFgJ0aE5uQi',
      ADMIN_PASSWORD: 'An0ther-Secret-Pass',
    });
    try {
      await seed(testApp.dataSource);
    } finally {
      process.env = saved;
    }
    expect(await tableSizes()).toEqual({
      users: 1,
      posts: 0,
      tryOns: 0,
      follows: 0,
      likes: 0,
      comments: 0,
      commentLikes: 0,
      products: 0,
      productTryOns: 0,
      productComments: 0,
    });
  });
});

describe('the demo community on an empty development database', () => {
  let lines: string[];

  beforeAll(async () => {
    lines = await seed(testApp.dataSource);
  });

  it('has about 30 people with avatars, 6 verified TrendStars and the four demo logins', async () => {
    expect(lines.join('\n')).toMatch(/demo community: 30 people, \d+ posts/);
    expect(await count(`SELECT count(*) FROM users WHERE NOT is_admin`)).toBe(30);
    expect(await count(`SELECT count(*) FROM users WHERE role = 'trendstar' AND verified`)).toBe(6);
    expect(
      await count(
        `SELECT count(*) FROM users WHERE username IN ('demo', 'aanya_styles', 'rohan_threads', 'meera_closet')`,
      ),
    ).toBe(4);
    expect(await count(`SELECT count(*) FROM users WHERE NOT is_admin AND avatar_variants ? 'small'`)).toBe(30);
    await signIn('demo', 'Demo12345');
    await signIn('aanya_styles', 'Demo12345');
  });

  it('has posts of completed try-ons, public for TrendStars and friends otherwise, with captions and tags', async () => {
    const posts = await count(`SELECT count(*) FROM post`);
    expect(posts).toBeGreaterThanOrEqual(50);
    expect(
      await count(
        `SELECT count(*) FROM post p JOIN users u ON u.id = p.user_id JOIN virtual_try_on t ON t.id = p.try_on_id
         WHERE t.status = 'completed' AND t.user_id = p.user_id AND p.caption <> '' AND p.tags[1] = '#tvt'
           AND p.visibility = CASE WHEN u.role = 'trendstar' THEN 'public' ELSE 'friends' END`,
      ),
    ).toBe(posts);
    expect(await count(`SELECT count(*) FROM post_like`)).toBeGreaterThan(posts);
    expect(await count(`SELECT count(*) FROM comment WHERE parent_id IS NOT NULL`)).toBeGreaterThan(10);
    expect(await count(`SELECT count(*) FROM comment_like`)).toBeGreaterThan(10);
    // Replies attach to top-level comments of the same post, and likes on friends posts come from followers.
    expect(
      await count(
        `SELECT count(*) FROM comment r JOIN comment c ON c.id = r.parent_id WHERE c.parent_id IS NOT NULL OR c.post_id <> r.post_id`,
      ),
    ).toBe(0);
    expect(
      await count(
        `SELECT count(*) FROM post_like l JOIN post p ON p.id = l.post_id WHERE p.visibility = 'friends'
         AND NOT EXISTS (SELECT 1 FROM follow f WHERE f.follower_id = l.user_id AND f.following_id = p.user_id)`,
      ),
    ).toBe(0);
  });

  it('keeps every counter equal to its rows', async () => {
    expect(await wrongCounters()).toEqual([]);
    expect(await count(`SELECT count(*) FROM users WHERE role = 'trendstar' AND followers_count >= 10`)).toBe(6);
  });

  it('serves a friends post and its images to a follower, and neither to a guest', async () => {
    const [post] = await sql<{
      id: string;
      try_on_image: string;
      garment_image: string;
      thumbnail: string;
      follower: string;
    }>(
      `SELECT p.id, p.try_on_image, p.garment_image, p.try_on_thumbnail AS thumbnail, follower.username AS follower
       FROM post p JOIN follow f ON f.following_id = p.user_id JOIN users follower ON follower.id = f.follower_id
       WHERE p.visibility = 'friends' AND NOT follower.is_admin ORDER BY p.created_at DESC LIMIT 1`,
    );
    const follower = await signIn(post.follower, 'Demo12345');
    const feed = await follower.get('/api/feed?limit=50').expect(200);
    expect(feed.body.posts.map((item: { id: string }) => item.id)).toContain(post.id);
    const expectations: Array<[string, RegExp]> = [
      [post.try_on_image, /^image\/png/],
      [post.garment_image, /^image\/png/],
      [post.thumbnail, /^image\/jpeg/],
      [post.try_on_image.replace(/\.png$/, '-1080.jpg'), /^image\/jpeg/],
    ];
    for (const [url, type] of expectations) {
      const image = await follower.get(relative(url)).expect(200);
      expect(image.headers['content-type']).toMatch(type);
      expect(Number(image.headers['content-length'] ?? image.body.length)).toBeGreaterThan(1000);
      expect((await testApp.http().get(relative(url))).status).not.toBe(200);
    }
    await testApp.http().get(`/api/posts/${post.id}`).expect(404);
  });

  it('serves the public posts and their images to a guest in the feed', async () => {
    const feed = await testApp.http().get('/api/feed?limit=10').expect(200);
    expect(feed.body.posts).toHaveLength(10);
    const tryOnPosts = feed.body.posts.filter((item: { type: string }) => item.type === 'try-on');
    for (const item of tryOnPosts) expect(item.visibility).toBe('public');
    const first = tryOnPosts[0];
    expect(first.user.verified).toBe(true);
    expect(first.likes).toBeGreaterThan(0);
    expect(first.largePath).toMatch(/-1080\.jpg$/);
    for (const url of [first.tryOnImage, first.garmentImage, first.thumbnailPath, first.largePath, first.user.avatar]) {
      const image = await testApp.http().get(relative(url)).expect(200);
      expect(image.headers['content-type']).toMatch(/^image\/(png|jpeg)/);
    }
    const comments = await testApp.http().get(`/api/posts/${first.id}/comments`).expect(200);
    expect(comments.body.comments.length).toBeGreaterThan(0);
  });

  it('sells: every TrendStar has priced products made from their posted try-ons, with pictures anyone may load', async () => {
    expect(lines.join('\n')).toMatch(/\d+ products with \d+ community try-ons/);
    const products = await sql<{ id: string; username: string; try_on_image: string; try_on_large: string }>(
      `SELECT p.id, u.username, p.try_on_image, p.try_on_large FROM product p JOIN users u ON u.id = p.user_id
       WHERE p.is_active AND u.role = 'trendstar' AND p.actual_price > 0 AND cardinality(p.sizes) > 0
         AND cardinality(p.colors) > 0 AND p.stock > 0
         AND EXISTS (SELECT 1 FROM post WHERE post.try_on_id = p.try_on_id AND post.user_id = p.user_id)`,
    );
    expect(products.length).toBe(await count(`SELECT count(*) FROM product`));
    expect(new Set(products.map((product) => product.username)).size).toBe(6);
    for (const url of [products[0].try_on_image, products[0].try_on_large]) {
      const image = await testApp.http().get(relative(url)).expect(200);
      expect(image.headers['content-type']).toMatch(/^image\/(png|jpeg)/);
    }
    expect(await count(`SELECT count(*) FROM product WHERE discount_price IS NOT NULL`)).toBeGreaterThan(0);
    expect(await count(`SELECT count(*) FROM product_like`)).toBeGreaterThan(products.length);
    expect(await count(`SELECT count(*) FROM product_comment WHERE parent_id IS NULL`)).toBeGreaterThanOrEqual(
      products.length,
    );
    expect(await count(`SELECT count(*) FROM product_try_on`)).toBeGreaterThan(5);
    // Community try-ons are finished try-ons of their makers, none a TrendStar's own product.
    expect(
      await count(
        `SELECT count(*) FROM product_try_on t JOIN virtual_try_on v ON v.id = t.try_on_id JOIN product p ON p.id = t.product_id
         WHERE v.user_id <> t.user_id OR v.status <> 'completed' OR t.user_id = p.user_id`,
      ),
    ).toBe(0);
  });

  it('shows a new user product posts with prices mixed into the first page of the feed, and their try-ons', async () => {
    const newcomer = await signedInUser(testApp);
    const feed = (await newcomer.browser.get('/api/feed?limit=20').expect(200)).body.posts as Array<{
      type: string;
      id: string;
      title?: string;
      actualPrice?: string;
      user: { verified: boolean };
    }>;
    const productPosts = feed.filter((item) => item.type === 'product');
    expect(productPosts.length).toBeGreaterThanOrEqual(2);
    expect(feed.filter((item) => item.type === 'try-on').length).toBeGreaterThanOrEqual(2);
    for (const item of productPosts) {
      expect(item.title).toEqual(expect.any(String));
      expect(Number(item.actualPrice)).toBeGreaterThan(0);
      expect(item.user.verified).toBe(true);
    }
    const [tried] = await sql<{ product_id: string; tries: number }>(
      `SELECT product_id, count(*)::int AS tries FROM product_try_on GROUP BY product_id ORDER BY tries DESC LIMIT 1`,
    );
    const tryOns = (await newcomer.browser.get(`/api/products/${tried.product_id}/try-ons`).expect(200)).body;
    expect(tryOns.count).toBe(tried.tries);
    const picture = await newcomer.browser.get(relative(tryOns.tryOns[0].tryOnPath)).expect(200);
    expect(picture.headers['content-type']).toMatch(/^image\/png/);
    const comments = (await newcomer.browser.get(`/api/products/${tried.product_id}/comments`).expect(200)).body;
    expect(comments.comments.length).toBeGreaterThan(0);
  });

  it('adds nothing when seeded again', async () => {
    const before = await tableSizes();
    await seed(testApp.dataSource);
    expect(await tableSizes()).toEqual(before);
  });
});

describe('the load-data generator at 1/1000 of DESIGN §7 (with enough users for its follows)', () => {
  const sizes = { users: 50, posts: 100, likes: 1000, follows: 200, comments: 300 };
  let before: Awaited<ReturnType<typeof tableSizes>>;

  beforeAll(async () => {
    before = await tableSizes();
    await loadData(testApp.dataSource, sizes);
  });

  it('adds exactly the rows asked for, on top of what was there', async () => {
    const after = await tableSizes();
    expect(after.users - before.users).toBe(50);
    expect(after.posts - before.posts).toBe(100);
    expect(after.tryOns - before.tryOns).toBe(100);
    expect(after.likes - before.likes).toBe(1000);
    expect(after.follows - before.follows).toBe(200);
    expect(after.comments - before.comments).toBe(300);
    expect(
      await count(
        `SELECT count(*) FROM comment c JOIN users u ON u.id = c.user_id WHERE u.username LIKE 'load\\_%' AND c.parent_id IS NOT NULL`,
      ),
    ).toBe(60);
    expect(await count(`SELECT count(*) FROM users WHERE username LIKE 'load\\_%' AND role = 'trendstar'`)).toBe(1);
    // The demo's and the load's posts keep their variants in columns, as products do; metadata only the timestamp.
    expect(
      await count(
        `SELECT count(*) FROM post WHERE try_on_thumbnail IS NULL OR try_on_large IS NULL
           OR metadata - 'tryOnTimestamp' <> '{}'::jsonb`,
      ),
    ).toBe(0);
  });

  it('keeps every counter exact', async () => {
    expect(await wrongCounters()).toEqual([]);
  });

  it('signs its users in, shows them a feed and the friends posts they may see with the shared pictures', async () => {
    const viewer = await signIn('load_2', LOAD_PASSWORD);
    const feed = await viewer.get('/api/feed?limit=20').expect(200);
    expect(feed.body.posts).toHaveLength(20);
    const [friendsPost] = await sql<{ id: string }>(
      `SELECT p.id FROM post p JOIN users viewer ON viewer.username = 'load_2'
       JOIN follow f ON f.follower_id = viewer.id AND f.following_id = p.user_id
       WHERE p.visibility = 'friends' LIMIT 1`,
    );
    const { post } = (await viewer.get(`/api/posts/${friendsPost.id}`).expect(200)).body;
    expect(post.visibility).toBe('friends');
    expect(post.largePath).toMatch(/-1080\.jpg$/);
    for (const url of [post.tryOnImage, post.garmentImage, post.thumbnailPath, post.largePath, post.user.avatar]) {
      const image = await viewer.get(relative(url)).expect(200);
      expect(image.headers['content-type']).toMatch(/^image\/(png|jpeg)/);
    }
  });

  it('turns one TrendStar post in ten into a product with community try-ons and likes, served with its pictures', async () => {
    const loadProducts = `FROM product p JOIN users u ON u.id = p.user_id WHERE u.username LIKE 'load\\_%'`;
    expect(await count(`SELECT count(*) ${loadProducts}`)).toBe(10);
    expect(await count(`SELECT count(*) ${loadProducts} AND NOT p.is_active`)).toBe(1);
    expect(
      await count(`SELECT count(*) FROM product_try_on t JOIN (SELECT p.id ${loadProducts}) l ON l.id = t.product_id`),
    ).toBeGreaterThan(0);
    const viewer = await signIn('load_2', LOAD_PASSWORD);
    const [busiest] = await sql<{ id: string; tries: number }>(
      `SELECT p.id, (SELECT count(*)::int FROM product_try_on t WHERE t.product_id = p.id) AS tries
       FROM product p WHERE p.is_active ORDER BY tries DESC, p.id LIMIT 1`,
    );
    const { product } = (await viewer.get(`/api/products/${busiest.id}?include=user`).expect(200)).body;
    expect(product.likes).toBeGreaterThan(0);
    const tryOns = (await viewer.get(`/api/products/${busiest.id}/try-ons`).expect(200)).body;
    expect(tryOns.count).toBe(busiest.tries);
    for (const url of [product.tryOnImage, product.thumbnailPath, tryOns.tryOns[0].tryOnPath])
      await viewer.get(relative(url)).expect(200);
    const feed = (await viewer.get('/api/feed?limit=50').expect(200)).body;
    expect(feed.posts.some((item: { type: string }) => item.type === 'product')).toBe(true);
  });

  it('refuses to load twice into the same database', async () => {
    await expect(loadData(testApp.dataSource, sizes)).rejects.toThrow(/already holds the load data/);
  });
});
