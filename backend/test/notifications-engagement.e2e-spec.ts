import { signedInUser } from './support/factories';
import { eventually, notificationsOf, postTryOn, settle } from './support/notifications';
import { createTestApp, TestApp } from './support/test-app';

type User = Awaited<ReturnType<typeof signedInUser>>;

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

/** A TrendStar's public post, so that anyone may like and comment on it. */
async function publicPost(author: User): Promise<string> {
  await testApp.dataSource.query(`UPDATE users SET role = 'trendstar' WHERE id = $1`, [author.userId]);
  return postTryOn(testApp, author.browser, author.userId, 'public');
}

const ofType = (user: User, type: string) =>
  notificationsOf(user.browser).then((page) => page.notifications.filter((notification) => notification.type === type));
const like = (user: User, postId: string) => user.browser.post(`/api/posts/${postId}/like`).expect(200);
const comment = async (user: User, postId: string, text: string) =>
  (await user.browser.post(`/api/posts/${postId}/comments`).send({ text }).expect(201)).body.id as string;
const reply = async (user: User, postId: string, parentId: string, text: string) =>
  (await user.browser.post(`/api/posts/${postId}/comments/${parentId}/replies`).send({ text }).expect(201)).body
    .id as string;

describe('likes of a post aggregate into one unread notification', () => {
  it('groups likers newest first, counts each once, and a read group makes the next like start a new one', async () => {
    const [owner, asha, riya, meera] = await users(4);
    const postId = await publicPost(owner);
    await like(owner, postId);
    await like(asha, postId);
    await eventually(
      () => ofType(owner, 'like_post'),
      (found) => found.length === 1,
    );
    await like(riya, postId);
    await like(meera, postId);
    const [group] = await eventually(
      () => ofType(owner, 'like_post'),
      (found) => found[0]?.groupCount === 3,
    );
    expect(group).toMatchObject({
      actorId: meera.userId,
      groupId: `like_post:${postId}`,
      groupCount: 3,
      aggregated: true,
      read: false,
      data: {
        postId,
        postUsername: owner.registration.username,
        ownerUsername: owner.registration.username,
        actionUrl: `/view-post-try-on/${owner.registration.username}/${postId}`,
      },
    });
    // The owner's own like is not among them.
    expect(group.data.actors?.map((actor) => actor.username)).toEqual([
      meera.registration.username,
      riya.registration.username,
      asha.registration.username,
    ]);
    expect((await notificationsOf(owner.browser)).unreadCount).toBe(1);

    await owner.browser.patch(`/api/notifications/${group.id}/read`).expect(200);
    await like(asha, postId); // takes Asha's like back: the read group is history and stays as it was
    await like(asha, postId);
    const found = await eventually(
      () => ofType(owner, 'like_post'),
      (current) => current.length === 2,
    );
    expect(found[0]).toMatchObject({ read: false, groupCount: 1, aggregated: false, actorId: asha.userId });
    expect(found[1]).toMatchObject({ id: group.id, read: true, groupCount: 3 });
  });

  it('keeps one group with every liker when many like at the same instant', async () => {
    const [owner, ...likers] = await users(7);
    const postId = await publicPost(owner);
    await Promise.all(likers.map((liker) => like(liker, postId)));
    const groups = await eventually(
      () => ofType(owner, 'like_post'),
      (found) => found[0]?.groupCount === likers.length,
    );
    expect(groups).toHaveLength(1);
    expect(groups[0].groupCount).toBe(likers.length);
    expect(new Set(groups[0].data.actors?.map((actor) => actor.id))).toEqual(
      new Set(likers.map((liker) => liker.userId)),
    );
    const rows = await testApp.dataSource.query(`SELECT count(*)::int AS n FROM notification WHERE user_id = $1`, [
      owner.userId,
    ]);
    expect(rows[0].n).toBe(1);
  });

  it('removes a liker who takes the like back, and the notification once nobody is left', async () => {
    const [owner, asha, riya] = await users(3);
    const postId = await publicPost(owner);
    await like(asha, postId);
    await like(riya, postId);
    await eventually(
      () => ofType(owner, 'like_post'),
      (found) => found[0]?.groupCount === 2,
    );
    await like(riya, postId);
    const [group] = await eventually(
      () => ofType(owner, 'like_post'),
      (found) => found[0]?.groupCount === 1,
    );
    expect(group).toMatchObject({ aggregated: false, actorId: asha.userId });
    expect(group.data.actors?.map((actor) => actor.id)).toEqual([asha.userId]);
    await like(asha, postId);
    const page = await eventually(
      () => notificationsOf(owner.browser),
      (current) => current.notifications.length === 0,
    );
    expect(page.unreadCount).toBe(0);
  });

  it('tells nobody of a like when the owner switched likes off', async () => {
    const [owner, asha] = await users(2);
    const postId = await publicPost(owner);
    await owner.browser.put('/api/notifications/preferences').send({ likes: false }).expect(200);
    await like(asha, postId);
    await settle();
    expect(await ofType(owner, 'like_post')).toEqual([]);
  });
});

describe('comments, replies and comment likes', () => {
  it('tells the post’s author of a comment, and the comment’s author of a reply and of likes of it', async () => {
    const [owner, asha, riya] = await users(3);
    const postId = await publicPost(owner);
    const link = `/view-post-try-on/${owner.registration.username}/${postId}`;
    const commentId = await comment(asha, postId, 'Love this linen shirt');
    const [commented] = await eventually(
      () => ofType(owner, 'comment'),
      (found) => found.length === 1,
    );
    expect(commented).toMatchObject({
      actorId: asha.userId,
      data: { postId, commentId, commentText: 'Love this linen shirt', actionUrl: link },
    });

    // Riya replies to Asha: Asha hears of the reply, the owner of a comment on the post.
    await reply(riya, postId, commentId, 'Same here');
    const [replied] = await eventually(
      () => ofType(asha, 'comment_reply'),
      (found) => found.length === 1,
    );
    expect(replied).toMatchObject({
      actorId: riya.userId,
      data: { postId, commentText: 'Same here', actionUrl: link },
    });
    await eventually(
      () => ofType(owner, 'comment'),
      (found) => found.length === 2,
    );

    // The owner replies to Asha: Asha is told once (a reply), the owner nothing.
    await reply(owner, postId, commentId, 'Thank you!');
    await eventually(
      () => ofType(asha, 'comment_reply'),
      (found) => found.length === 2,
    );
    await settle();
    expect(await ofType(owner, 'comment')).toHaveLength(2);
    expect(await ofType(owner, 'comment_reply')).toEqual([]);

    await owner.browser.post(`/api/post-comments/${commentId}/like`).expect(200);
    await riya.browser.post(`/api/comments/${commentId}/like`).expect(200);
    const [liked] = await eventually(
      () => ofType(asha, 'like_comment'),
      (found) => found[0]?.groupCount === 2,
    );
    expect(liked).toMatchObject({
      groupId: `like_comment:${commentId}`,
      aggregated: true,
      data: { postId, commentId, postUsername: owner.registration.username, actionUrl: link },
    });
    await riya.browser.post(`/api/comments/${commentId}/like`).expect(200);
    await eventually(
      () => ofType(asha, 'like_comment'),
      (found) => found[0]?.groupCount === 1,
    );
  });

  it('tells nobody of one’s own comments, replies or comment likes, nor of comments switched off', async () => {
    const [owner, asha] = await users(2);
    const postId = await publicPost(owner);
    const own = await comment(owner, postId, 'My own words');
    await reply(owner, postId, own, 'And more');
    await owner.browser.post(`/api/post-comments/${own}/like`).expect(200);
    await owner.browser.put('/api/notifications/preferences').send({ comments: false }).expect(200);
    await comment(asha, postId, 'Nice');
    await settle();
    expect((await notificationsOf(owner.browser)).notifications).toEqual([]);
  });
});
