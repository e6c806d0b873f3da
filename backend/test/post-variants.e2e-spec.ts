import { PostVariantColumns1795600000067 } from '../src/database/migrations/1795600000067-PostVariantColumns';
import { signedInUser } from './support/factories';
import { finishedTryOn } from './support/products';
import { createTestApp, TestApp } from './support/test-app';

type User = Awaited<ReturnType<typeof signedInUser>>;
interface PostRow {
  try_on_thumbnail: string | null;
  try_on_large: string | null;
  metadata: Record<string, unknown>;
}

let testApp: TestApp;
let author: User;
let follower: User;

beforeAll(async () => {
  testApp = await createTestApp();
  [author, follower] = [await signedInUser(testApp), await signedInUser(testApp)];
  await follower.browser.post(`/api/users/${author.userId}/follow`).expect(200);
}, 120_000);

afterAll(async () => {
  await testApp.close();
});

const rowOf = async (postId: string): Promise<PostRow> =>
  (
    await testApp.dataSource.query(`SELECT try_on_thumbnail, try_on_large, metadata FROM post WHERE id = $1`, [postId])
  )[0];

/** Posts a finished try-on (with its 256 and 1080 px variants unless `withoutVariants`) through the API. */
async function postedTryOn(options: { withoutVariants?: boolean } = {}) {
  const tryOn = await finishedTryOn(testApp, { userId: author.userId, username: author.registration.username });
  if (options.withoutVariants)
    await testApp.dataSource.query(`UPDATE virtual_try_on SET thumbnail_key = NULL, large_key = NULL WHERE id = $1`, [
      tryOn.id,
    ]);
  const created = await author.browser
    .post('/api/posts/try-on')
    .send({ caption: 'Linen for the weekend', tryOnId: tryOn.key })
    .expect(201);
  return { ...tryOn, post: created.body.post as { id: string; thumbnailPath: string; largePath: string } };
}

/** The variant URLs every response of the post shows: its page, the author's grid and the follower's feed card. */
async function shownVariants(postId: string) {
  const page = (await follower.browser.get(`/api/posts/${postId}`).expect(200)).body.post;
  const grid = (await follower.browser.get(`/api/users/${author.registration.username}/try-ons/posts`).expect(200)).body
    .posts;
  const feed = (await follower.browser.get('/api/feed?limit=50').expect(200)).body.posts;
  const card = feed.find((item: { id: string }) => item.id === postId);
  return {
    page: { thumbnailPath: page.thumbnailPath, largePath: page.largePath },
    grid: grid.find((item: { id: string }) => item.id === postId).thumbnailPath,
    feed: { thumbnailPath: card.thumbnailPath, largePath: card.largePath },
  };
}

describe('a post keeps its picture variants in columns, as a product does', () => {
  it('posting a try-on writes its variants to the post row, and every response shows them', async () => {
    const { post, tryOnUrl, timestamp } = await postedTryOn();
    const thumbnail = tryOnUrl.replace('.png', '-256.jpg');
    const large = tryOnUrl.replace('.png', '-1080.jpg');
    expect(await rowOf(post.id)).toEqual({
      try_on_thumbnail: thumbnail,
      try_on_large: large,
      metadata: { tryOnTimestamp: timestamp },
    });
    expect(post).toMatchObject({ thumbnailPath: thumbnail, largePath: large });
    expect(await shownVariants(post.id)).toEqual({
      page: { thumbnailPath: thumbnail, largePath: large },
      grid: thumbnail,
      feed: { thumbnailPath: thumbnail, largePath: large },
    });
    await follower.browser.get(thumbnail).expect(200);
    await follower.browser.get(large).expect(200);
  });

  it('a try-on posted before its variants exist stores none and shows its picture', async () => {
    const { post, tryOnUrl, timestamp } = await postedTryOn({ withoutVariants: true });
    expect(await rowOf(post.id)).toEqual({
      try_on_thumbnail: null,
      try_on_large: null,
      metadata: { tryOnTimestamp: timestamp },
    });
    expect(await shownVariants(post.id)).toEqual({
      page: { thumbnailPath: tryOnUrl, largePath: tryOnUrl },
      grid: tryOnUrl,
      feed: { thumbnailPath: tryOnUrl, largePath: tryOnUrl },
    });
  });

  it('the migration moves the variants of posts written before it out of metadata, answering the same URLs', async () => {
    const withVariants = await postedTryOn();
    const withoutVariants = await postedTryOn({ withoutVariants: true });
    const before = [await shownVariants(withVariants.post.id), await shownVariants(withoutVariants.post.id)];
    const migration = new PostVariantColumns1795600000067();
    const runner = testApp.dataSource.createQueryRunner();
    let oldStyle: PostRow[];
    try {
      await migration.down(runner);
      oldStyle = await runner.query(`SELECT metadata FROM post WHERE id = ANY($1) ORDER BY created_at`, [
        [withVariants.post.id, withoutVariants.post.id],
      ]);
      // A value that is not text was never shown as a URL, so it is not carried over.
      await runner.query(`UPDATE post SET metadata = metadata || '{"tryOnLarge": 1080}'::jsonb WHERE id = $1`, [
        withoutVariants.post.id,
      ]);
      await migration.up(runner);
    } finally {
      await runner.release();
    }
    expect(oldStyle.map((row) => row.metadata)).toEqual([
      {
        tryOnTimestamp: withVariants.timestamp,
        tryOnThumbnail: withVariants.post.thumbnailPath,
        tryOnLarge: withVariants.post.largePath,
      },
      { tryOnTimestamp: withoutVariants.timestamp },
    ]);
    expect(await rowOf(withVariants.post.id)).toEqual({
      try_on_thumbnail: withVariants.post.thumbnailPath,
      try_on_large: withVariants.post.largePath,
      metadata: { tryOnTimestamp: withVariants.timestamp },
    });
    expect(await rowOf(withoutVariants.post.id)).toEqual({
      try_on_thumbnail: null,
      try_on_large: null,
      metadata: { tryOnTimestamp: withoutVariants.timestamp },
    });
    expect([await shownVariants(withVariants.post.id), await shownVariants(withoutVariants.post.id)]).toEqual(before);
  });
});
