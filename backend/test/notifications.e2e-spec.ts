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

const follow = (from: User, to: User) => from.browser.post(`/api/users/${to.userId}/follow`).expect(200);
const ofType = (user: User, type: string) =>
  notificationsOf(user.browser).then((page) => page.notifications.filter((notification) => notification.type === type));

describe('follow notifications', () => {
  it('tells the followed user who followed them, with a link to the follower’s profile', async () => {
    const [asha, riya] = await users(2);
    await follow(asha, riya);
    const page = await eventually(
      () => notificationsOf(riya.browser),
      (current) => current.notifications.length === 1,
    );
    expect(page.unreadCount).toBe(1);
    expect(page.nextCursor).toBeNull();
    expect(page.notifications[0]).toMatchObject({
      type: 'follow',
      actorId: asha.userId,
      read: false,
      groupId: null,
      groupCount: 1,
      aggregated: false,
      data: {
        username: asha.registration.username,
        actionUrl: `/u/${asha.registration.username}`,
        actors: [{ id: asha.userId, username: asha.registration.username }],
      },
    });
    // Following again is a no-op and tells nobody twice; following oneself is refused and tells nobody.
    await follow(asha, riya);
    await asha.browser.post(`/api/users/${asha.userId}/follow`).expect(400);
    await settle();
    expect((await notificationsOf(riya.browser)).notifications).toHaveLength(1);
    expect((await notificationsOf(asha.browser)).notifications).toEqual([]);
  });
});

describe('new posts reach followers', () => {
  it('notifies every follower who wants it, and neither the author nor people who do not follow', async () => {
    const [author, first, second, silenced, stranger] = await users(5);
    for (const follower of [first, second, silenced]) await follow(follower, author);
    await silenced.browser.put('/api/notifications/preferences').send({ follows: false }).expect(200);
    const postId = await postTryOn(testApp, author.browser, author.userId);

    for (const follower of [first, second]) {
      const [notification] = await eventually(
        () => ofType(follower, 'new_post'),
        (found) => found.length === 1,
      );
      expect(notification).toMatchObject({
        actorId: author.userId,
        data: {
          postId,
          postUsername: author.registration.username,
          actionUrl: `/view-post-try-on/${author.registration.username}/${postId}`,
        },
      });
    }
    await settle();
    expect(await ofType(silenced, 'new_post')).toEqual([]);
    expect(await ofType(stranger, 'new_post')).toEqual([]);
    expect(await ofType(author, 'new_post')).toEqual([]);
  });
});

describe('reading notifications', () => {
  it('marks one read for its owner only; others get the 404 of a notification that does not exist', async () => {
    const [asha, riya, meera] = await users(3);
    await follow(asha, riya);
    await follow(meera, riya);
    const page = await eventually(
      () => notificationsOf(riya.browser),
      (current) => current.unreadCount === 2,
    );
    const [newest, older] = page.notifications;
    expect(newest.actorId).toBe(meera.userId);

    await asha.browser.patch(`/api/notifications/${older.id}/read`).expect(404);
    await asha.browser.patch('/api/notifications/not-a-uuid/read').expect(404);
    await riya.browser.patch('/api/notifications/6f1c2a4e-0000-4000-8000-000000000000/read').expect(404);
    expect((await notificationsOf(riya.browser)).unreadCount).toBe(2);

    const read = await riya.browser.patch(`/api/notifications/${older.id}/read`).expect(200);
    expect(read.body).toMatchObject({ notification: { id: older.id, read: true }, unreadCount: 1 });
    const after = await notificationsOf(riya.browser);
    expect(after.unreadCount).toBe(1);
    expect(after.notifications.map((notification) => [notification.id, notification.read])).toEqual([
      [newest.id, false],
      [older.id, true],
    ]);
    await testApp.http().get('/api/notifications').expect(401);
  });

  it('marks all read, only the caller’s', async () => {
    const [asha, riya, meera] = await users(3);
    await follow(asha, riya);
    await follow(riya, meera);
    await follow(asha, meera);
    await eventually(
      () => notificationsOf(meera.browser),
      (page) => page.unreadCount === 2,
    );
    await eventually(
      () => notificationsOf(riya.browser),
      (page) => page.unreadCount === 1,
    );
    const response = await meera.browser.post('/api/notifications/read-all').expect(200);
    expect(response.body).toEqual({ unreadCount: 0 });
    const page = await notificationsOf(meera.browser);
    expect(page.unreadCount).toBe(0);
    expect(page.notifications.every((notification) => notification.read)).toBe(true);
    expect((await notificationsOf(riya.browser)).unreadCount).toBe(1);
    await riya.browser
      .get('/api/notifications/unread-count')
      .expect(200)
      .expect(({ body }) => expect(body).toEqual({ unreadCount: 1 }));
  });

  it('pages newest first with a cursor, every notification exactly once', async () => {
    const [owner, actor] = await users(2);
    await testApp.dataSource.query(
      `INSERT INTO notification (user_id, actor_id, type, data, created_at)
       SELECT $1, $2, 'follow', '{}'::jsonb, now() - make_interval(secs => n) FROM generate_series(1, 25) AS n`,
      [owner.userId, actor.userId],
    );
    const seen: string[] = [];
    const times: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await notificationsOf(owner.browser, cursor ? { limit: 10, cursor } : { limit: 10 });
      expect(page.unreadCount).toBe(25);
      seen.push(...page.notifications.map((notification) => notification.id));
      times.push(...page.notifications.map((notification) => Date.parse(notification.createdAt)));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(25);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    await owner.browser.get('/api/notifications').query({ limit: 51 }).expect(400);
  });
});

describe('preferences', () => {
  it('starts with every switch on, changes only the switches sent, and refuses unknown keys or non-booleans', async () => {
    const [asha] = await users(1);
    const all = {
      likes: true,
      comments: true,
      follows: true,
      mentions: true,
      directMessages: true,
      systemNotifications: true,
      emailNotifications: true,
      soundEnabled: true,
    };
    await asha.browser
      .get('/api/notifications/preferences')
      .expect(200)
      .expect(({ body }) => expect(body).toEqual(all));
    const changed = await asha.browser
      .put('/api/notifications/preferences')
      .send({ likes: false, soundEnabled: false })
      .expect(200);
    expect(changed.body).toEqual({ ...all, likes: false, soundEnabled: false });
    await asha.browser.put('/api/notifications/preferences').send({ comments: false }).expect(200);

    const unknown = await asha.browser.put('/api/notifications/preferences').send({ likez: false }).expect(400);
    expect(unknown.body).toMatchObject({ code: 'validation_error', errors: { likez: 'Unknown preference likez' } });
    const notBoolean = await asha.browser
      .put('/api/notifications/preferences')
      .send({ follows: 'no', likes: true })
      .expect(400);
    expect(notBoolean.body.errors).toEqual({ follows: 'follows must be true or false' });
    await asha.browser
      .get('/api/notifications/preferences')
      .expect(200)
      .expect(({ body }) => expect(body).toEqual({ ...all, likes: false, comments: false, soundEnabled: false }));
  });

  it('creates no follow notification for a user who switched follows off', async () => {
    const [asha, riya] = await users(2);
    await riya.browser.put('/api/notifications/preferences').send({ follows: false }).expect(200);
    await follow(asha, riya);
    await settle();
    expect((await notificationsOf(riya.browser)).notifications).toEqual([]);
  });
});
