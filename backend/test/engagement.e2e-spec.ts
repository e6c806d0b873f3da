import { DomainEventBus } from '../src/common/events/domain-events';
import { signedInUser } from './support/factories';
import { insertPost } from './support/posts';
import { createTestApp, TestApp } from './support/test-app';

type User = Awaited<ReturnType<typeof signedInUser>>;

let testApp: TestApp;
let emitted: Array<{ name: string; payload: Record<string, unknown> }>;

beforeAll(async () => {
  testApp = await createTestApp();
  const bus = testApp.app.get(DomainEventBus);
  const emit = bus.emit.bind(bus);
  jest.spyOn(bus, 'emit').mockImplementation((name, payload) => {
    emitted.push({ name, payload: payload as Record<string, unknown> });
    emit(name, payload);
  });
}, 120_000);

beforeEach(() => {
  emitted = [];
});

afterAll(async () => {
  await testApp.close();
});

async function users(count: number): Promise<User[]> {
  const made: User[] = [];
  for (let index = 0; index < count; index++) made.push(await signedInUser(testApp));
  return made;
}

async function postCounts(postId: string) {
  const [row] = await testApp.dataSource.query(
    `SELECT likes, comments_count AS "commentsCount",
      (SELECT count(*)::int FROM post_like WHERE post_id = $1) AS "likeRows",
      (SELECT count(*)::int FROM comment WHERE post_id = $1) AS "commentRows"
     FROM post WHERE id = $1`,
    [postId],
  );
  return row as { likes: number; commentsCount: number; likeRows: number; commentRows: number };
}

async function commentCounts(commentId: string) {
  const [row] = await testApp.dataSource.query(
    `SELECT likes_count AS "likesCount", (SELECT count(*)::int FROM comment_like WHERE comment_id = $1) AS "likeRows"
     FROM comment WHERE id = $1`,
    [commentId],
  );
  return row as { likesCount: number; likeRows: number };
}

const eventsNamed = (name: string) => emitted.filter((event) => event.name === name).map((event) => event.payload);

describe('post likes', () => {
  it('toggles a like, moves the count, lists likers newest first and tells the post view', async () => {
    const [owner, asha, riya] = await users(3);
    const postId = await insertPost(testApp, owner.userId, { visibility: 'public' });

    const liked = await asha.browser.post(`/api/posts/${postId}/like`).expect(200);
    expect(liked.body).toEqual({ isLiked: true, likes: 1 });
    await riya.browser
      .post(`/api/posts/${postId}/like`)
      .expect(200)
      .expect(({ body }) => expect(body).toEqual({ isLiked: true, likes: 2 }));
    expect(eventsNamed('post.liked')).toEqual([
      { targetId: postId, ownerId: owner.userId, userId: asha.userId, likes: 1 },
      { targetId: postId, ownerId: owner.userId, userId: riya.userId, likes: 2 },
    ]);

    const likers = await testApp.http().get(`/api/posts/${postId}/likes/users`).expect(200);
    expect(likers.body).toMatchObject({ total: 2, hasMore: false });
    expect(likers.body.users.map((user: { id: string }) => user.id)).toEqual([riya.userId, asha.userId]);
    expect(likers.body.users[1]).toEqual({
      id: asha.userId,
      username: asha.registration.username,
      displayName: asha.user.displayName,
      avatar: asha.user.avatar,
      verified: false,
    });
    const firstOnly = await testApp.http().get(`/api/posts/${postId}/likes/users`).query({ limit: 1 }).expect(200);
    expect(firstOnly.body).toMatchObject({ users: [{ id: riya.userId }], total: 2, hasMore: true });
    const secondOnly = await testApp
      .http()
      .get(`/api/posts/${postId}/likes/users`)
      .query({ limit: 1, page: 2 })
      .expect(200);
    expect(secondOnly.body).toMatchObject({ users: [{ id: asha.userId }], total: 2, hasMore: false });

    const seen = await asha.browser.get(`/api/posts/${postId}`).expect(200);
    expect(seen.body.post).toMatchObject({ id: postId, likes: 2, isLiked: true });
    const seenByUsername = await asha.browser
      .get(`/api/posts/try-on/${owner.registration.username}/${postId}`)
      .expect(200);
    expect(seenByUsername.body.post).toMatchObject({ likes: 2, isLiked: true });
    const seenByOwner = await owner.browser.get(`/api/posts/${postId}`).expect(200);
    expect(seenByOwner.body.post).toMatchObject({ likes: 2, isLiked: false });

    const unliked = await asha.browser.post(`/api/posts/${postId}/like`).expect(200);
    expect(unliked.body).toEqual({ isLiked: false, likes: 1 });
    expect(eventsNamed('post.unliked')).toEqual([
      { targetId: postId, ownerId: owner.userId, userId: asha.userId, likes: 1 },
    ]);
    expect(await postCounts(postId)).toMatchObject({ likes: 1, likeRows: 1 });
    await asha.browser
      .get(`/api/posts/${postId}`)
      .expect(200)
      .expect(({ body }) => expect(body.post.isLiked).toBe(false));
  });

  it('keeps the count exact under 20 parallel likes, unlikes and toggles', async () => {
    const [owner] = await users(1);
    const fans = await users(20);
    const postId = await insertPost(testApp, owner.userId, { visibility: 'public' });

    const likes = await Promise.all(fans.map((fan) => fan.browser.post(`/api/posts/${postId}/like`)));
    expect(likes.map((response) => response.status)).toEqual(fans.map(() => 200));
    expect(likes.every((response) => response.body.isLiked)).toBe(true);
    expect(likes.map((response) => response.body.likes).sort((a, b) => a - b)).toEqual(
      fans.map((_, index) => index + 1),
    );
    expect(await postCounts(postId)).toMatchObject({ likes: 20, likeRows: 20 });
    expect(eventsNamed('post.liked')).toHaveLength(20);

    await Promise.all(fans.slice(0, 10).map((fan) => fan.browser.post(`/api/posts/${postId}/like`).expect(200)));
    expect(await postCounts(postId)).toMatchObject({ likes: 10, likeRows: 10 });

    // One user tapping 20 times at once: whatever order they land in, the count matches the rows.
    const taps = await Promise.all(fans.map(() => fans[0].browser.post(`/api/posts/${postId}/like`)));
    expect(taps.map((response) => response.status)).toEqual(fans.map(() => 200));
    const after = await postCounts(postId);
    expect(after.likes).toBe(after.likeRows);
    expect([10, 11]).toContain(after.likes);
  });
});

describe('comments and replies', () => {
  it('adds comments and replies; a reply to a reply joins the top-level comment; the count is exact', async () => {
    const [owner, asha, riya] = await users(3);
    const postId = await insertPost(testApp, owner.userId, { visibility: 'public' });
    const otherPostId = await insertPost(testApp, owner.userId, { visibility: 'public' });

    const comment = await asha.browser
      .post(`/api/posts/${postId}/comments`)
      .send({ text: '  Love this fit!  ' })
      .expect(201);
    expect(comment.body).toEqual({
      id: expect.any(String),
      userId: asha.userId,
      user: expect.objectContaining({ id: asha.userId, username: asha.registration.username, verified: false }),
      text: 'Love this fit!',
      createdAt: expect.any(String),
      likesCount: 0,
      isLiked: false,
      parentId: null,
      repliesCount: 0,
      replies: [],
    });
    expect(eventsNamed('post.commented')).toEqual([
      {
        targetId: postId,
        ownerId: owner.userId,
        commentId: comment.body.id,
        userId: asha.userId,
        parentId: null,
        parentAuthorId: null,
      },
    ]);

    const reply = await riya.browser
      .post(`/api/posts/${postId}/comments/${comment.body.id}/replies`)
      .send({ text: 'Agreed' })
      .expect(201);
    expect(reply.body).toMatchObject({ parentId: comment.body.id, userId: riya.userId, text: 'Agreed' });
    const replyToReply = await owner.browser
      .post(`/api/posts/${postId}/comments/${reply.body.id}/replies`)
      .send({ text: '@riya thank you' })
      .expect(201);
    expect(replyToReply.body.parentId).toBe(comment.body.id);
    expect(eventsNamed('post.commented').slice(1)).toEqual([
      expect.objectContaining({ parentId: comment.body.id, parentAuthorId: asha.userId, userId: riya.userId }),
      expect.objectContaining({ parentId: comment.body.id, parentAuthorId: riya.userId, userId: owner.userId }),
    ]);

    await owner.browser
      .post(`/api/posts/${otherPostId}/comments/${comment.body.id}/replies`)
      .send({ text: 'Wrong post' })
      .expect(404)
      .expect(({ body }) => expect(body.code).toBe('comment_not_found'));
    expect(await postCounts(postId)).toEqual({ likes: 0, commentsCount: 3, likeRows: 0, commentRows: 3 });
    expect(await postCounts(otherPostId)).toMatchObject({ commentsCount: 0, commentRows: 0 });

    const listed = await riya.browser.get(`/api/posts/${postId}/comments`).expect(200);
    expect(listed.body.nextCursor).toBeNull();
    expect(listed.body.comments).toHaveLength(1);
    expect(listed.body.comments[0]).toMatchObject({ id: comment.body.id, repliesCount: 2 });
    expect(listed.body.comments[0].replies.map((item: { id: string }) => item.id)).toEqual([
      reply.body.id,
      replyToReply.body.id,
    ]);
    expect(listed.body.comments[0].replies[0]).toMatchObject({ parentId: comment.body.id, replies: [] });
    const post = await riya.browser.get(`/api/posts/${postId}`).expect(200);
    expect(post.body.post.commentsCount).toBe(3);
  });

  it('refuses blank, missing and too long text with the spec message and stores nothing', async () => {
    const [owner] = await users(1);
    const postId = await insertPost(testApp, owner.userId, { visibility: 'public' });
    for (const body of [{ text: '   ' }, {}, { text: 42 }]) {
      const refused = await owner.browser.post(`/api/posts/${postId}/comments`).send(body).expect(400);
      expect(refused.body).toMatchObject({
        code: 'validation_error',
        message: 'Comment text is required',
        errors: { text: 'Comment text is required' },
      });
    }
    const tooLong = await owner.browser
      .post(`/api/posts/${postId}/comments`)
      .send({ text: 'a'.repeat(1001) })
      .expect(400);
    expect(tooLong.body.errors).toEqual({ text: 'Comment must be at most 1000 characters' });
    const [comment] = await owner.browser
      .post(`/api/posts/${postId}/comments`)
      .send({ text: 'a'.repeat(1000) })
      .expect(201)
      .then((response) => [response.body]);
    await owner.browser
      .post(`/api/posts/${postId}/comments/${comment.id}/replies`)
      .send({ text: ' \n ' })
      .expect(400)
      .expect(({ body }) => expect(body.errors).toEqual({ text: 'Comment text is required' }));
    expect(await postCounts(postId)).toMatchObject({ commentsCount: 1, commentRows: 1 });
  });

  it('pages top-level comments newest first and replies oldest first, without overlap', async () => {
    const [owner, asha] = await users(2);
    const postId = await insertPost(testApp, owner.userId, { visibility: 'public' });
    const created: string[] = [];
    for (let index = 0; index < 5; index++)
      created.push(
        (
          await asha.browser
            .post(`/api/posts/${postId}/comments`)
            .send({ text: `Comment ${index}` })
            .expect(201)
        ).body.id,
      );
    const page = (cursor?: string) =>
      testApp.http().get(`/api/posts/${postId}/comments`).query({ limit: 2, cursor }).expect(200);
    const first = await page();
    const second = await page(first.body.nextCursor);
    const third = await page(second.body.nextCursor);
    expect(first.body.comments).toHaveLength(2);
    expect(third.body.comments).toHaveLength(1);
    expect(third.body.nextCursor).toBeNull();
    const ids = [...first.body.comments, ...second.body.comments, ...third.body.comments].map(
      (comment: { id: string }) => comment.id,
    );
    expect(ids).toEqual(created.slice().reverse());
    await testApp.http().get(`/api/posts/${postId}/comments`).query({ limit: 51 }).expect(400);

    const replies: string[] = [];
    for (let index = 0; index < 3; index++)
      replies.push(
        (
          await owner.browser
            .post(`/api/posts/${postId}/comments/${created[0]}/replies`)
            .send({ text: `Reply ${index}` })
            .expect(201)
        ).body.id,
      );
    const firstReplies = await testApp
      .http()
      .get(`/api/posts/${postId}/comments/${created[0]}/replies`)
      .query({ limit: 2 })
      .expect(200);
    const restReplies = await testApp
      .http()
      .get(`/api/posts/${postId}/comments/${replies[0]}/replies`)
      .query({ limit: 2, cursor: firstReplies.body.nextCursor })
      .expect(200);
    expect([...firstReplies.body.replies, ...restReplies.body.replies].map((item: { id: string }) => item.id)).toEqual(
      replies,
    );
    expect(restReplies.body.nextCursor).toBeNull();
  });
});

describe('comment likes', () => {
  it('toggles through both paths, answers the check and shows isLiked in the list', async () => {
    const [owner, asha] = await users(2);
    const postId = await insertPost(testApp, owner.userId, { visibility: 'public' });
    const comment = (await owner.browser.post(`/api/posts/${postId}/comments`).send({ text: 'Mine' }).expect(201)).body;

    await asha.browser
      .post(`/api/comments/${comment.id}/like`)
      .expect(200)
      .expect(({ body }) => expect(body).toEqual({ isLiked: true, likesCount: 1 }));
    expect(eventsNamed('post-comment.liked')).toEqual([
      { targetId: postId, commentId: comment.id, commentAuthorId: owner.userId, userId: asha.userId, likesCount: 1 },
    ]);
    await asha.browser
      .get(`/api/post-comments/${comment.id}/like/check`)
      .expect(200)
      .expect(({ body }) => expect(body).toEqual({ isLiked: true }));
    await testApp
      .http()
      .get(`/api/post-comments/${comment.id}/like/check`)
      .expect(200)
      .expect(({ body }) => expect(body).toEqual({ isLiked: false }));
    const listed = await asha.browser.get(`/api/posts/${postId}/comments`).expect(200);
    expect(listed.body.comments[0]).toMatchObject({ id: comment.id, likesCount: 1, isLiked: true });
    const listedForGuest = await testApp.http().get(`/api/posts/${postId}/comments`).expect(200);
    expect(listedForGuest.body.comments[0]).toMatchObject({ likesCount: 1, isLiked: false });

    await asha.browser
      .post(`/api/post-comments/${comment.id}/like`)
      .expect(200)
      .expect(({ body }) => expect(body).toEqual({ isLiked: false, likesCount: 0 }));
    expect(eventsNamed('post-comment.unliked')).toHaveLength(1);
    expect(await commentCounts(comment.id)).toEqual({ likesCount: 0, likeRows: 0 });
    await asha.browser.post('/api/comments/00000000-0000-4000-8000-000000000000/like').expect(404);
    await asha.browser.post('/api/comments/not-a-uuid/like').expect(404);
  });

  it('keeps the count exact under 20 parallel likes', async () => {
    const [owner] = await users(1);
    const fans = await users(20);
    const postId = await insertPost(testApp, owner.userId, { visibility: 'public' });
    const comment = (await owner.browser.post(`/api/posts/${postId}/comments`).send({ text: 'Like me' }).expect(201))
      .body;
    const results = await Promise.all(fans.map((fan) => fan.browser.post(`/api/post-comments/${comment.id}/like`)));
    expect(results.map((response) => response.status)).toEqual(fans.map(() => 200));
    expect(await commentCounts(comment.id)).toEqual({ likesCount: 20, likeRows: 20 });
    await Promise.all(fans.slice(0, 7).map((fan) => fan.browser.post(`/api/comments/${comment.id}/like`).expect(200)));
    expect(await commentCounts(comment.id)).toEqual({ likesCount: 13, likeRows: 13 });
  });
});

describe('who may engage', () => {
  it('hides a friends post and its engagement from non-followers and guests', async () => {
    const [author, follower, stranger] = await users(3);
    await follower.browser.post(`/api/users/${author.userId}/follow`).expect(200);
    const postId = await insertPost(testApp, author.userId, { visibility: 'friends' });
    const comment = (await follower.browser.post(`/api/posts/${postId}/comments`).send({ text: 'Nice' }).expect(201))
      .body;
    await follower.browser.post(`/api/posts/${postId}/like`).expect(200);
    await author.browser.post(`/api/posts/${postId}/like`).expect(200);

    const guest = testApp.browser();
    for (const viewer of [stranger.browser, guest]) {
      for (const path of [
        `/api/posts/${postId}`,
        `/api/posts/try-on/${author.registration.username}/${postId}`,
        `/api/posts/${postId}/likes/users`,
        `/api/posts/${postId}/comments`,
        `/api/posts/${postId}/comments/${comment.id}/replies`,
      ])
        await viewer
          .get(path)
          .expect(404)
          .expect(({ body }) => expect(body.code).toBe('post_not_found'));
      await viewer.get(`/api/post-comments/${comment.id}/like/check`).expect(404);
    }
    await stranger.browser
      .post(`/api/posts/${postId}/like`)
      .expect(404)
      .expect(({ body }) => expect(body.code).toBe('post_not_found'));
    await stranger.browser.post(`/api/posts/${postId}/comments`).send({ text: 'Hi' }).expect(404);
    await stranger.browser.post(`/api/posts/${postId}/comments/${comment.id}/replies`).send({ text: 'Hi' }).expect(404);
    await stranger.browser.post(`/api/comments/${comment.id}/like`).expect(404);
    await stranger.browser.post(`/api/post-comments/${comment.id}/like`).expect(404);

    // The follower and the author see it all.
    for (const viewer of [follower, author]) {
      await viewer.browser.get(`/api/posts/${postId}`).expect(200);
      await viewer.browser
        .get(`/api/posts/${postId}/likes/users`)
        .expect(200)
        .expect(({ body }) => expect(body.total).toBe(2));
      await viewer.browser
        .get(`/api/posts/${postId}/comments`)
        .expect(200)
        .expect(({ body }) => expect(body.comments).toHaveLength(1));
    }
    expect(await postCounts(postId)).toEqual({ likes: 2, commentsCount: 1, likeRows: 2, commentRows: 1 });

    // Unfollowing takes the post away again.
    await follower.browser.delete(`/api/users/${author.userId}/follow`).expect(200);
    await follower.browser.post(`/api/posts/${postId}/like`).expect(404);
    expect(await postCounts(postId)).toMatchObject({ likes: 2, likeRows: 2 });
  });

  it('lets guests read a public post but refuses every change with 401, changing nothing', async () => {
    const [author] = await users(1);
    const postId = await insertPost(testApp, author.userId, { visibility: 'public' });
    const comment = (await author.browser.post(`/api/posts/${postId}/comments`).send({ text: 'Hello' }).expect(201))
      .body;
    const guest = testApp.browser();
    await guest
      .get(`/api/posts/${postId}`)
      .expect(200)
      .expect(({ body }) => expect(body.post.isLiked).toBe(false));
    await guest.get(`/api/posts/${postId}/likes/users`).expect(200);
    await guest.get(`/api/posts/${postId}/comments`).expect(200);

    await guest.post(`/api/posts/${postId}/like`).expect(401);
    await guest.post(`/api/posts/${postId}/comments`).send({ text: 'Hi' }).expect(401);
    await guest.post(`/api/posts/${postId}/comments/${comment.id}/replies`).send({ text: 'Hi' }).expect(401);
    await guest.post(`/api/comments/${comment.id}/like`).expect(401);
    await guest.post(`/api/post-comments/${comment.id}/like`).expect(401);
    expect(await postCounts(postId)).toEqual({ likes: 0, commentsCount: 1, likeRows: 0, commentRows: 1 });
    expect(await commentCounts(comment.id)).toEqual({ likesCount: 0, likeRows: 0 });
  });

  it('answers 404 for unknown and malformed post ids', async () => {
    const [asha] = await users(1);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      await asha.browser.get(`/api/posts/${id}`).expect(404);
      await asha.browser.post(`/api/posts/${id}/like`).expect(404);
      await asha.browser.get(`/api/posts/${id}/comments`).expect(404);
      await asha.browser.post(`/api/posts/${id}/comments`).send({ text: 'Hi' }).expect(404);
    }
  });

  it('keeps every counter equal to its rows when an account that liked, commented and followed is deleted', async () => {
    const [owner, leaver, other] = await users(3);
    const postId = await insertPost(testApp, owner.userId, { visibility: 'public' });
    await leaver.browser.post(`/api/posts/${postId}/like`).expect(200);
    await other.browser.post(`/api/posts/${postId}/like`).expect(200);
    const leaversComment = (
      await leaver.browser.post(`/api/posts/${postId}/comments`).send({ text: 'Mine' }).expect(201)
    ).body;
    const othersComment = (
      await other.browser.post(`/api/posts/${postId}/comments`).send({ text: 'Theirs' }).expect(201)
    ).body;
    await other.browser
      .post(`/api/posts/${postId}/comments/${leaversComment.id}/replies`)
      .send({ text: 'Reply under the leaver' })
      .expect(201);
    await leaver.browser
      .post(`/api/posts/${postId}/comments/${othersComment.id}/replies`)
      .send({ text: 'Leaver replies' })
      .expect(201);
    await leaver.browser.post(`/api/comments/${othersComment.id}/like`).expect(200);
    await leaver.browser.post(`/api/users/${owner.userId}/follow`).expect(200);
    await owner.browser.post(`/api/users/${leaver.userId}/follow`).expect(200);
    expect(await postCounts(postId)).toEqual({ likes: 2, commentsCount: 4, likeRows: 2, commentRows: 4 });

    await leaver.browser.delete('/api/users/me').expect(200);

    expect(await postCounts(postId)).toEqual({ likes: 1, commentsCount: 1, likeRows: 1, commentRows: 1 });
    expect(await commentCounts(othersComment.id)).toEqual({ likesCount: 0, likeRows: 0 });
    const [ownerRow] = await testApp.dataSource.query(
      'SELECT followers_count AS followers, following_count AS following FROM users WHERE id = $1',
      [owner.userId],
    );
    expect(ownerRow).toEqual({ followers: 0, following: 0 });
  });
});
