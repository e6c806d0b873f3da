import { Client } from 'pg';
import { SchedulerRegistry } from '@nestjs/schedule';
import { signedInUser } from './support/factories';
import { insertPost } from './support/posts';
import { createTestApp, TestApp } from './support/test-app';

type User = Awaited<ReturnType<typeof signedInUser>>;
interface FeedItem {
  id: string;
  type: string;
  createdAt: string;
  isLiked: boolean;
  user: { id: string };
}

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
}, 120_000);

afterAll(async () => {
  await testApp.close();
});

async function users(count: number): Promise<User[]> {
  const made: User[] = [];
  for (let index = 0; index < count; index++) made.push(await signedInUser(testApp));
  return made;
}

async function makeTrendstar(user: User): Promise<void> {
  await testApp.dataSource.query(`UPDATE users SET role = 'trendstar', verified = true WHERE id = $1`, [user.userId]);
}

const idsOf = (posts: FeedItem[]) => posts.map((post) => post.id);

/** Each suite has its own database, so the feed holds exactly what a test wrote: start each test empty. */
beforeEach(async () => {
  await testApp.dataSource.query('DELETE FROM post');
});

describe('GET /api/feed', () => {
  it('shows public posts, friends posts of followed authors and one’s own; guests see public only', async () => {
    const [star, friend, viewer, stranger] = await users(4);
    await makeTrendstar(star);
    await viewer.browser.post(`/api/users/${friend.userId}/follow`).expect(200);
    const publicPost = await insertPost(testApp, star.userId, { visibility: 'public', secondsAgo: 50 });
    const starFriendsPost = await insertPost(testApp, star.userId, { visibility: 'friends', secondsAgo: 40 });
    const friendPost = await insertPost(testApp, friend.userId, { visibility: 'friends', secondsAgo: 30 });
    const strangerPost = await insertPost(testApp, stranger.userId, { visibility: 'friends', secondsAgo: 20 });
    const ownPost = await insertPost(testApp, viewer.userId, { visibility: 'friends', secondsAgo: 10 });
    await viewer.browser.post(`/api/posts/${friendPost}/like`).expect(200);

    const seen = await viewer.browser.get('/api/feed').expect(200);
    expect(idsOf(seen.body.posts)).toEqual([ownPost, friendPost, publicPost]);
    expect(seen.body.nextCursor).toBeNull();
    expect(seen.body.posts.map((post: FeedItem) => post.isLiked)).toEqual([false, true, false]);
    const friendItem = seen.body.posts[1];
    expect(friendItem).toEqual({
      type: 'try-on',
      id: friendPost,
      user: {
        id: friend.userId,
        username: friend.registration.username,
        displayName: friend.user.displayName,
        avatar: friend.user.avatar,
        verified: false,
      },
      garmentImage: '/private/garment.png',
      tryOnImage: expect.stringMatching(/^\/uploads\/someone\/try-on\/\d+\.png$/),
      thumbnailPath: expect.stringMatching(/^\/private\/thumbnails\/\d+\.webp$/),
      largePath: expect.stringMatching(/^\/uploads\/someone\/try-on\/\d+\.png$/),
      likes: 1,
      commentsCount: 0,
      tags: ['#tvt', '#tryon'],
      createdAt: expect.any(String),
      isLiked: true,
      caption: expect.any(String),
      visibility: 'friends',
    });

    const guest = await testApp.http().get('/api/feed').expect(200);
    expect(idsOf(guest.body.posts)).toEqual([publicPost]);
    const strangers = await stranger.browser.get('/api/feed').expect(200);
    expect(idsOf(strangers.body.posts)).toEqual([strangerPost, publicPost]);
    expect(idsOf(strangers.body.posts)).not.toContain(starFriendsPost);
    const stars = await star.browser.get('/api/feed').expect(200);
    expect(idsOf(stars.body.posts)).toEqual([starFriendsPost, publicPost]);
  });

  it('pages newest first by cursor: limit respected, continuation without overlap, null at the end', async () => {
    const [author] = await users(1);
    const created: string[] = [];
    for (let index = 0; index < 25; index++)
      created.push(await insertPost(testApp, author.userId, { visibility: 'public', secondsAgo: index }));
    // Two posts at the very same instant still fall on one side of a cursor each.
    await testApp.dataSource.query(
      'UPDATE post SET created_at = (SELECT created_at FROM post WHERE id = $1) WHERE id = $2',
      [created[9], created[10]],
    );

    const page = (query: Record<string, unknown>) => testApp.http().get('/api/feed').query(query).expect(200);
    const first = await page({ limit: 10 });
    const second = await page({ limit: 10, cursor: first.body.nextCursor });
    const third = await page({ limit: 10, cursor: second.body.nextCursor });
    expect(first.body.posts).toHaveLength(10);
    expect(second.body.posts).toHaveLength(10);
    expect(third.body.posts).toHaveLength(5);
    expect(typeof first.body.nextCursor).toBe('string');
    expect(third.body.nextCursor).toBeNull();
    const all = [...first.body.posts, ...second.body.posts, ...third.body.posts];
    expect(new Set(idsOf(all)).size).toBe(25);
    expect(new Set(idsOf(all))).toEqual(new Set(created));
    const times = all.map((post: FeedItem) => Date.parse(post.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const exact = await page({ limit: 25 });
    expect(exact.body.posts).toHaveLength(25);
    expect(exact.body.nextCursor).toBeNull();
    const defaults = await page({});
    expect(defaults.body.posts).toHaveLength(20);
    expect(idsOf(defaults.body.posts)).toEqual(idsOf(all).slice(0, 20));
    await testApp.http().get('/api/feed').query({ limit: 51 }).expect(400);
    await testApp.http().get('/api/feed').query({ limit: 0 }).expect(400);
    // A forged cursor starts from the beginning instead of failing.
    const forged = await page({ limit: 3, cursor: 'not-a-cursor' });
    expect(idsOf(forged.body.posts)).toEqual(idsOf(all).slice(0, 3));
  });

  it('keeps one TrendStar’s posts with ?trendstar=, and says when there is no such TrendStar', async () => {
    const [star, other, plain] = await users(3);
    await makeTrendstar(star);
    await makeTrendstar(other);
    const starPosts = [
      await insertPost(testApp, star.userId, { visibility: 'public', secondsAgo: 3 }),
      await insertPost(testApp, star.userId, { visibility: 'public', secondsAgo: 1 }),
    ];
    await insertPost(testApp, other.userId, { visibility: 'public', secondsAgo: 2 });
    await insertPost(testApp, plain.userId, { visibility: 'public' });

    const filtered = await testApp
      .http()
      .get('/api/feed')
      .query({ trendstar: star.registration.username.toUpperCase(), limit: 1 })
      .expect(200);
    expect(idsOf(filtered.body.posts)).toEqual([starPosts[1]]);
    const rest = await testApp
      .http()
      .get('/api/feed')
      .query({ trendstar: star.registration.username, limit: 1, cursor: filtered.body.nextCursor })
      .expect(200);
    expect(idsOf(rest.body.posts)).toEqual([starPosts[0]]);
    expect(rest.body.nextCursor).toBeNull();

    for (const username of ['nobody_here', plain.registration.username]) {
      const missing = await testApp.http().get('/api/feed').query({ trendstar: username }).expect(404);
      expect(missing.body).toMatchObject({ code: 'trendstar_not_found', message: 'TrendStar not found' });
    }
  });

  it('runs the same few SQL statements for a page of 5 and a page of 50', async () => {
    const authors = await users(6);
    const [viewer] = authors;
    for (const author of authors.slice(1)) await viewer.browser.post(`/api/users/${author.userId}/follow`).expect(200);
    const posts: string[] = [];
    for (let index = 0; index < 60; index++)
      posts.push(
        await insertPost(testApp, authors[index % authors.length].userId, {
          visibility: index % 2 ? 'friends' : 'public',
          secondsAgo: index,
        }),
      );
    for (const postId of posts.filter((_, index) => index % 3 === 0))
      await viewer.browser.post(`/api/posts/${postId}/like`).expect(200);

    // Only the request's own statements are counted: the try-on status poller's timer is stopped, and the
    // listeners of the likes above (notifications) are given time to finish their own statements.
    testApp.app.get(SchedulerRegistry).deleteInterval('try-on-status');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const statements: string[] = [];
    // Counted where every statement leaves, TypeORM's and the prepared ones alike: the pg client.
    const send = Client.prototype.query as (...parameters: unknown[]) => unknown;
    const spy = jest.spyOn(Client.prototype, 'query').mockImplementation(function (this: Client, ...parameters) {
      const query = parameters[0] as string | { text: string };
      statements.push(typeof query === 'string' ? query : query.text);
      return send.apply(this, parameters) as never;
    });
    const countFor = async (limit: number) => {
      statements.length = 0;
      const response = await viewer.browser.get('/api/feed').query({ limit }).expect(200);
      return { posts: response.body.posts as FeedItem[], count: statements.length };
    };
    try {
      const small = await countFor(5);
      const large = await countFor(50);
      expect(small.posts).toHaveLength(5);
      expect(large.posts).toHaveLength(50);
      expect(large.posts.filter((post) => post.isLiked)).toHaveLength(
        posts.slice(0, 50).filter((_, index) => index % 3 === 0).length,
      );
      expect(large.count).toBe(small.count);
      // The session with its user (read together for every signed-in request), then the page: authors and isLiked
      // included.
      expect(large.count).toBe(2);
      expect(statements[0]).toMatch(/FROM session s\s+LEFT JOIN users u/);
      expect(statements[1]).toMatch(/post_like/);
      statements.length = 0;
      const guest = await testApp.http().get('/api/feed').query({ limit: 50 }).expect(200);
      expect(guest.body.posts.length).toBeGreaterThan(0);
      expect(statements).toHaveLength(1);
    } finally {
      spy.mockRestore();
    }
  });
});
