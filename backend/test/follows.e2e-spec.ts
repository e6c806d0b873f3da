import { signedInUser } from './support/factories';
import { createTestApp, TestApp } from './support/test-app';

type User = Awaited<ReturnType<typeof signedInUser>>;

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
}, 120_000);

afterAll(async () => {
  await testApp.close();
});

async function counts(userId: string) {
  const [row] = await testApp.dataSource.query(
    `SELECT followers_count AS followers, following_count AS following,
      (SELECT count(*)::int FROM follow WHERE following_id = $1) AS "followerRows",
      (SELECT count(*)::int FROM follow WHERE follower_id = $1) AS "followingRows"
     FROM users WHERE id = $1`,
    [userId],
  );
  return row as { followers: number; following: number; followerRows: number; followingRows: number };
}

async function users(count: number, overrides: Record<string, unknown> = {}): Promise<User[]> {
  const made: User[] = [];
  for (let index = 0; index < count; index++) made.push(await signedInUser(testApp, undefined, overrides));
  return made;
}

describe('follows', () => {
  it('follows and unfollows, moving the counts of both users; twice counts once', async () => {
    const [asha, riya] = await users(2);
    const followed = await asha.browser.post(`/api/users/${riya.userId}/follow`).expect(200);
    expect(followed.body).toEqual({ isFollowing: true, followers: 1 });
    await asha.browser
      .post(`/api/users/${riya.userId}/follow`)
      .expect(200)
      .expect(({ body }) => expect(body).toEqual({ isFollowing: true, followers: 1 }));
    expect(await counts(riya.userId)).toMatchObject({ followers: 1, following: 0, followerRows: 1 });
    expect(await counts(asha.userId)).toMatchObject({ followers: 0, following: 1, followingRows: 1 });
    await asha.browser
      .get(`/api/users/${riya.userId}/follow-status`)
      .expect(200)
      .expect(({ body }) => expect(body).toEqual({ isFollowing: true }));
    await riya.browser
      .get(`/api/users/${asha.userId}/follow-status`)
      .expect(200)
      .expect(({ body }) => expect(body).toEqual({ isFollowing: false }));
    const profile = await testApp.http().get(`/api/users/${riya.userId}`).expect(200);
    expect(profile.body).toMatchObject({ followers: 1, following: 0 });

    await asha.browser
      .delete(`/api/users/${riya.userId}/follow`)
      .expect(200)
      .expect(({ body }) => expect(body).toEqual({ isFollowing: false, followers: 0 }));
    await asha.browser
      .delete(`/api/users/${riya.userId}/follow`)
      .expect(200)
      .expect(({ body }) => expect(body).toEqual({ isFollowing: false, followers: 0 }));
    expect(await counts(riya.userId)).toMatchObject({ followers: 0, followerRows: 0 });
    expect(await counts(asha.userId)).toMatchObject({ following: 0, followingRows: 0 });
  });

  it('refuses following oneself and unknown users', async () => {
    const [asha] = await users(1);
    const self = await asha.browser.post(`/api/users/${asha.userId}/follow`).expect(400);
    expect(self.body.code).toBe('cannot_follow_self');
    await asha.browser
      .post('/api/users/00000000-0000-4000-8000-000000000000/follow')
      .expect(404)
      .expect(({ body }) => expect(body.code).toBe('user_not_found'));
    await asha.browser.post('/api/users/not-a-uuid/follow').expect(404);
    await asha.browser.get('/api/users/00000000-0000-4000-8000-000000000000/followers').expect(404);
    expect(await counts(asha.userId)).toMatchObject({ followers: 0, following: 0, followingRows: 0 });
  });

  it('refuses guests (401) and changes nothing', async () => {
    const [riya] = await users(1);
    const guest = testApp.browser();
    await guest.post(`/api/users/${riya.userId}/follow`).expect(401);
    await guest.delete(`/api/users/${riya.userId}/follow`).expect(401);
    await guest.get(`/api/users/${riya.userId}/follow-status`).expect(401);
    expect(await counts(riya.userId)).toMatchObject({ followers: 0, followerRows: 0 });
  });

  it('keeps exact counts under parallel follows and unfollows', async () => {
    const [star] = await users(1);
    const fans = await users(20);
    const results = await Promise.all(fans.map((fan) => fan.browser.post(`/api/users/${star.userId}/follow`)));
    expect(results.map((result) => result.status)).toEqual(fans.map(() => 200));
    expect(await counts(star.userId)).toMatchObject({ followers: 20, followerRows: 20 });
    // Repeated and mixed: 10 unfollow while the other 10 follow again and the star follows everyone back.
    await Promise.all([
      ...fans.slice(0, 10).map((fan) => fan.browser.delete(`/api/users/${star.userId}/follow`).expect(200)),
      ...fans.slice(10).map((fan) => fan.browser.post(`/api/users/${star.userId}/follow`).expect(200)),
      ...fans.slice(0, 5).map((fan) => star.browser.post(`/api/users/${fan.userId}/follow`).expect(200)),
    ]);
    const after = await counts(star.userId);
    expect(after).toEqual({ followers: 10, followerRows: 10, following: 5, followingRows: 5 });
    for (const fan of fans) {
      const row = await counts(fan.userId);
      expect(row.followers).toBe(row.followerRows);
      expect(row.following).toBe(row.followingRows);
    }
  });

  it('pages followers and following, newest follow first, without overlap', async () => {
    const [star] = await users(1);
    const fans = await users(5);
    for (const fan of fans) await fan.browser.post(`/api/users/${star.userId}/follow`).expect(200);
    const page = (query: Record<string, number>) =>
      testApp.http().get(`/api/users/${star.userId}/followers`).query(query).expect(200);
    const first = await page({ limit: 2 });
    expect(first.body).toMatchObject({ total: 5, page: 1, limit: 2 });
    expect(first.body.users).toHaveLength(2);
    expect(Object.keys(first.body.users[0]).sort()).toEqual(['avatar', 'displayName', 'id', 'username', 'verified']);
    const second = await page({ limit: 2, page: 2 });
    const third = await page({ limit: 2, page: 3 });
    const beyond = await page({ limit: 2, page: 4 });
    const ids = [...first.body.users, ...second.body.users, ...third.body.users].map((user: { id: string }) => user.id);
    expect(ids).toEqual(
      fans
        .slice()
        .reverse()
        .map((fan) => fan.userId),
    );
    expect(third.body.users).toHaveLength(1);
    expect(beyond.body.users).toEqual([]);
    const defaults = await testApp.http().get(`/api/users/${star.userId}/followers`).expect(200);
    expect(defaults.body).toMatchObject({ page: 1, limit: 20, total: 5 });
    await testApp.http().get(`/api/users/${star.userId}/followers`).query({ limit: 101 }).expect(400);

    const following = await testApp.http().get(`/api/users/${fans[0].userId}/following`).expect(200);
    expect(following.body).toMatchObject({ total: 1, users: [{ id: star.userId }] });
  });
});

describe('search', () => {
  it('finds by username or display name start, any case, leaving the viewer out; blank finds nobody', async () => {
    const tag = `zq${Date.now().toString(36)}`;
    const [viewer] = await users(1, { username: `${tag}_me` });
    const [byName] = await users(1, { username: `${tag}_riya` });
    const [byDisplay] = await users(1, { displayName: `${tag.toUpperCase()} Sparkles` });
    const found = await viewer.browser.get('/api/users/search').query({ q: tag.toUpperCase() }).expect(200);
    const ids = found.body.users.map((user: { id: string }) => user.id).sort();
    expect(ids).toEqual([byName.userId, byDisplay.userId].sort());
    const guest = await testApp.http().get('/api/users/search').query({ q: tag }).expect(200);
    expect(guest.body.users).toHaveLength(3);
    await testApp
      .http()
      .get('/api/users/search')
      .query({ q: '   ' })
      .expect(200)
      .expect(({ body }) => expect(body).toEqual({ users: [] }));
    await testApp
      .http()
      .get('/api/users/search')
      .expect(200)
      .expect(({ body }) => expect(body).toEqual({ users: [] }));
    await testApp
      .http()
      .get('/api/users/search')
      .query({ q: '%' })
      .expect(200)
      .expect(({ body }) => expect(body).toEqual({ users: [] }));
  });

  it('finds a text anywhere in the username or full name, ignoring case and accents, best matches first', async () => {
    const tag = `zr${Date.now().toString(36)}`;
    const [inside] = await users(1, { username: `pri${tag}ya` });
    const [byLastName] = await users(1, { firstName: 'Zoé', lastName: `Ámara${tag}` });
    const [wordOfName] = await users(1, { firstName: tag.toUpperCase(), lastName: 'Rao' });
    const [startsWith] = await users(1, { username: `${tag}_two` });
    const [exact] = await users(1, { username: tag });
    const search = async (q: string) =>
      (await testApp.http().get('/api/users/search').query({ q }).expect(200)).body.users.map(
        (user: { id: string }) => user.id,
      );

    const found = await search(tag.toUpperCase());
    expect(found.slice(0, 3)).toEqual([exact.userId, startsWith.userId, wordOfName.userId]);
    expect(found.slice(3).sort()).toEqual([inside.userId, byLastName.userId].sort());
    expect(await search(`amara${tag}`)).toEqual([byLastName.userId]);
    expect(await search(`ÀMÂRA${tag}`)).toEqual([byLastName.userId]);
    expect(await search(`zoe amara${tag}`)).toEqual([byLastName.userId]);
    expect(await search(`${tag}y`)).toEqual([inside.userId]);
    expect(await search(`${tag}_t`)).toEqual([startsWith.userId]);
    expect(await search(`${tag}%`)).toEqual([]);

    // A renamed user is found by the new name at once.
    await inside.browser
      .patch(`/api/users/${inside.userId}`)
      .send({ firstName: 'Ñandú', lastName: `${tag}renamed` })
      .expect(200);
    expect(await search(`nandu ${tag}RENAMED`)).toEqual([inside.userId]);

    const starsPage = await testApp
      .http()
      .get('/api/users/trendstars')
      .query({ search: `amara${tag}` })
      .expect(200);
    expect(starsPage.body.trendstars).toEqual([]);
    await testApp.dataSource.query(`UPDATE users SET role = 'trendstar' WHERE id = $1`, [byLastName.userId]);
    const stars = await testApp
      .http()
      .get('/api/users/trendstars')
      .query({ search: `ÁMARA${tag}` })
      .expect(200);
    expect(stars.body.trendstars.map((user: { id: string }) => user.id)).toEqual([byLastName.userId]);
    await testApp.dataSource.query(`UPDATE users SET role = 'default' WHERE id = $1`, [byLastName.userId]);
  });
  it('reflects a new name, a new username and a deleted account in search at once', async () => {
    const tag = `zu${Date.now().toString(36)}`;
    const [person] = await users(1, { username: `${tag}_old`, firstName: `Old${tag}`, lastName: 'Sen' });
    const [star] = await users(1, { firstName: `Star${tag}`, lastName: 'Kaur' });
    await testApp.dataSource.query(`UPDATE users SET role = 'trendstar' WHERE id = $1`, [star.userId]);
    const search = async (q: string) =>
      (await testApp.http().get('/api/users/search').query({ q }).expect(200)).body.users.map(
        (user: { id: string }) => user.id,
      );
    const trendstars = async (text: string) =>
      (await testApp.http().get('/api/users/trendstars').query({ search: text }).expect(200)).body.trendstars.map(
        (user: { id: string }) => user.id,
      );
    const searchRows = async (userId: string) =>
      (await testApp.dataSource.query(`SELECT search_text FROM user_search WHERE user_id = $1`, [userId])) as Array<{
        search_text: string;
      }>;
    expect(await search(`old${tag}`)).toEqual([person.userId]);
    expect(await trendstars(`star${tag}`)).toEqual([star.userId]);

    await person.browser
      .patch(`/api/users/${person.userId}`)
      .send({ firstName: 'Élodie', lastName: `Renamed${tag}` })
      .expect(200);
    expect(await search(`old${tag}`)).toEqual([]);
    expect(await search(`elodie renamed${tag}`)).toEqual([person.userId]);

    await testApp.dataSource.query(`UPDATE users SET username = $2 WHERE id = $1`, [person.userId, `${tag}_new`]);
    expect(await search(`${tag}_old`)).toEqual([]);
    expect(await search(`${tag}_NEW`)).toEqual([person.userId]);
    expect(await searchRows(person.userId)).toEqual([
      { search_text: `${tag}_new elodie renamed${tag} elodie renamed${tag}` },
    ]);

    await person.browser.delete('/api/users/me').expect(200);
    await star.browser.delete('/api/users/me').expect(200);
    expect(await search(`renamed${tag}`)).toEqual([]);
    expect(await trendstars(`star${tag}`)).toEqual([]);
    expect(await searchRows(person.userId)).toEqual([]);
    expect(await searchRows(star.userId)).toEqual([]);
  });

  it('ranks more matches than it answers as documented: only the best 20, the viewer left out', async () => {
    const tag = `zt${Date.now().toString(36)}`;
    const names = [
      { username: tag },
      { username: `${tag}_a` },
      { firstName: tag, lastName: 'Rao' },
      ...Array.from({ length: 22 }, (_, index) => ({
        username: `${'x'.repeat(1 + (index % 5))}${tag}${'y'.repeat(index % 3)}${index}`,
        firstName: index % 2 ? `Ana${tag}` : 'Ana',
        lastName: index % 4 ? 'Li' : `Lima${tag}`,
      })),
    ];
    const made: User[] = [];
    for (const overrides of names) made.push(...(await users(1, overrides)));
    const viewer = made[5];
    const rows: Array<{ id: string; username: string; search_text: string }> = await testApp.dataSource.query(
      `SELECT user_id AS id, username, search_text FROM user_search WHERE user_id = ANY($1::uuid[])`,
      [made.map((user) => user.userId)],
    );
    const key = (row: { username: string; search_text: string }) => {
      const text = row.search_text;
      const tier = text.split(' ')[0] === tag ? 0 : text.startsWith(tag) ? 1 : text.includes(` ${tag}`) ? 2 : 3;
      return [tier, text.indexOf(tag), [...text].length] as const;
    };
    const expected = rows
      .filter((row) => row.id !== viewer.userId)
      .sort((a, b) => {
        const [x, y] = [key(a), key(b)];
        for (let index = 0; index < x.length; index++) if (x[index] !== y[index]) return x[index] - y[index];
        const [left, right] = [a.username.toLowerCase(), b.username.toLowerCase()];
        return left < right ? -1 : left > right ? 1 : 0;
      })
      .slice(0, 20)
      .map((row) => row.id);
    const found = await viewer.browser.get('/api/users/search').query({ q: tag.toUpperCase() }).expect(200);
    expect(found.body.users.map((user: { id: string }) => user.id)).toEqual(expected);
  });
});

describe('TrendStars list', () => {
  it('lists TrendStars only, by followers, in pages of 24 without duplicates, and searches', async () => {
    const tag = `ts${Date.now().toString(36)}`;
    const stars = await users(26, { displayName: `${tag} Star` });
    await users(1, { displayName: `${tag} Plain` });
    await testApp.dataSource.query(
      `UPDATE users SET role = 'trendstar', verified = true, followers_count = (random() * 3)::int WHERE id = ANY($1::uuid[])`,
      [stars.map((star) => star.userId)],
    );
    const seen: Array<{ id: string; followers: number }> = [];
    let cursor: string | null = '0';
    let pages = 0;
    while (cursor !== null) {
      const response: { body: { trendstars: Array<{ id: string; followers: number }>; nextCursor: string | null } } =
        await testApp.http().get('/api/users/trendstars').query({ cursor }).expect(200);
      expect(response.body.trendstars.length).toBeLessThanOrEqual(24);
      seen.push(...response.body.trendstars);
      cursor = response.body.nextCursor;
      pages += 1;
    }
    expect(pages).toBe(2);
    expect(new Set(seen.map((star) => star.id)).size).toBe(seen.length);
    expect(seen.map((star) => star.id).sort()).toEqual(stars.map((star) => star.userId).sort());
    const followers = seen.map((star) => star.followers);
    expect(followers).toEqual([...followers].sort((a, b) => b - a));
    expect(Object.keys(seen[0]).sort()).toEqual(['avatar', 'displayName', 'followers', 'id', 'username', 'verified']);

    const first = await testApp.http().get('/api/users/trendstars').expect(200);
    expect(first.body.trendstars).toHaveLength(24);
    const searched = await testApp
      .http()
      .get('/api/users/trendstars')
      .query({ search: stars[3].registration.username.toUpperCase() })
      .expect(200);
    expect(searched.body).toEqual({ trendstars: [expect.objectContaining({ id: stars[3].userId })], nextCursor: null });
    const none = await testApp
      .http()
      .get('/api/users/trendstars')
      .query({ search: `${tag} Plain` })
      .expect(200);
    expect(none.body).toEqual({ trendstars: [], nextCursor: null });
  });
});
