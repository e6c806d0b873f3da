import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { signedInUser } from './support/factories';
import { decompressionBomb, jpegWithMetadata, png } from './support/images';
import { createTestApp, TestApp } from './support/test-app';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(async () => {
  await testApp.close();
});

const filesOf = (userId: string) => {
  const folder = path.join(testApp.storageDirectory, 'avatars', userId);
  return existsSync(folder) ? readdirSync(folder) : [];
};

describe('profile', () => {
  it('edits your own profile: trims the bio, turns an empty bio into null', async () => {
    const { browser, userId } = await signedInUser(testApp);
    const edited = await browser
      .patch(`/api/users/${userId}`)
      .send({ firstName: ' Riya ', lastName: 'Sen', bio: '  Loves linen.  ', gender: 'other' })
      .expect(200);
    expect(edited.body.user).toMatchObject({
      firstName: 'Riya',
      lastName: 'Sen',
      bio: 'Loves linen.',
      gender: 'other',
      displayName: 'Riya Sen',
    });
    const cleared = await browser
      .patch(`/api/users/${userId}`)
      .send({ firstName: 'Riya', lastName: 'Sen', bio: '   ' })
      .expect(200);
    expect(cleared.body.user.bio).toBeNull();
    const row = (await testApp.dataSource.query('SELECT bio, first_name FROM users WHERE id = $1', [userId]))[0];
    expect(row).toEqual({ bio: null, first_name: 'Riya' });
  });

  it('keeps a display name chosen at registration when the name is edited', async () => {
    const { browser, userId } = await signedInUser(testApp, undefined, { displayName: 'Asha Sparkles' });
    const edited = await browser
      .patch(`/api/users/${userId}`)
      .send({ firstName: 'Asha', lastName: 'Kumar' })
      .expect(200);
    expect(edited.body.user.displayName).toBe('Asha Sparkles');
  });

  it('refuses bad profile input with the spec messages and changes nothing', async () => {
    const { browser, userId } = await signedInUser(testApp);
    const longBio = await browser
      .patch(`/api/users/${userId}`)
      .send({ firstName: 'A', lastName: 'B', bio: 'x'.repeat(501) })
      .expect(400);
    expect(longBio.body.errors.bio).toBe('Bio must be less than 500 characters');
    const noName = await browser.patch(`/api/users/${userId}`).send({ firstName: '', lastName: 'B' }).expect(400);
    expect(noName.body.errors.firstName).toBe('First name is required');
    const badGender = await browser
      .patch(`/api/users/${userId}`)
      .send({ firstName: 'A', lastName: 'B', gender: 'robot' })
      .expect(400);
    expect(badGender.body.code).toBe('validation_error');
    const row = (await testApp.dataSource.query('SELECT first_name, bio FROM users WHERE id = $1', [userId]))[0];
    expect(row).toEqual({ first_name: 'Asha', bio: null });
  });

  it("refuses editing someone else's profile", async () => {
    const { userId: victim } = await signedInUser(testApp);
    const { browser } = await signedInUser(testApp);
    const response = await browser
      .patch(`/api/users/${victim}`)
      .send({ firstName: 'Hacked', lastName: 'X' })
      .expect(403);
    expect(response.body.code).toBe('forbidden');
    await testApp.http().patch(`/api/users/${victim}`).send({ firstName: 'Hacked', lastName: 'X' }).expect(401);
  });

  it('shows public profiles by id and username without private fields', async () => {
    const { userId, registration } = await signedInUser(testApp);
    const byId = await testApp.http().get(`/api/users/${userId}`).expect(200);
    expect(byId.body).toMatchObject({
      id: userId,
      username: registration.username,
      followers: 0,
      following: 0,
      verified: false,
    });
    expect(byId.body.email).toBeUndefined();
    expect(byId.body.credits).toBeUndefined();
    const byName = await testApp.http().get(`/api/users/username/${registration.username.toUpperCase()}`).expect(200);
    expect(byName.body.id).toBe(userId);
    const missing = await testApp.http().get('/api/users/username/nobody_at_all').expect(404);
    expect(missing.body).toEqual({ statusCode: 404, code: 'user_not_found', message: 'User not found' });
    await testApp.http().get('/api/users/not-a-uuid').expect(404);
  });

  it('answers summaries in batch', async () => {
    const first = await signedInUser(testApp);
    const second = await signedInUser(testApp);
    const response = await testApp
      .http()
      .post('/api/users/batch')
      .send({ userIds: [first.userId, second.userId, '00000000-0000-4000-8000-000000000000'] })
      .expect(200);
    expect(response.body.users.map((user: { username: string }) => user.username).sort()).toEqual(
      [first.registration.username, second.registration.username].sort(),
    );
    await testApp
      .http()
      .post('/api/users/batch')
      .send({ userIds: ['nope'] })
      .expect(400);
  });
});

describe('avatar upload', () => {
  it('stores a JPEG as squares of 64, 256 and 512 px without metadata and serves them as images', async () => {
    const { browser, userId } = await signedInUser(testApp);
    const response = await browser
      .post(`/api/users/${userId}/avatar`)
      .attach('avatar', await jpegWithMetadata(), 'avatar.jpg')
      .expect(200);
    const { avatar, avatarVariants } = response.body.user;
    expect(avatar).toBe(avatarVariants.large);
    expect(filesOf(userId)).toHaveLength(3);
    for (const [url, size] of [
      [avatarVariants.small, 64],
      [avatarVariants.medium, 256],
      [avatarVariants.large, 512],
    ] as const) {
      const served = await browser.get(url).expect(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      // Public, long-cached files must never carry anyone's session.
      expect(served.headers['set-cookie']).toBeUndefined();
      const metadata = await sharp(served.body).metadata();
      expect([metadata.width, metadata.height]).toEqual([size, size]);
      expect(metadata.exif).toBeUndefined();
      expect(served.body.includes('secret-location')).toBe(false);
    }
  });

  it('replaces the previous picture (old files removed) and accepts PNG', async () => {
    const { browser, userId } = await signedInUser(testApp);
    await browser
      .post(`/api/users/${userId}/avatar`)
      .attach('avatar', await jpegWithMetadata(), 'avatar.jpg')
      .expect(200);
    const before = filesOf(userId);
    const response = await browser
      .post(`/api/users/${userId}/avatar`)
      .attach('avatar', await png(), 'me.png')
      .expect(200);
    const after = filesOf(userId);
    expect(after).toHaveLength(3);
    expect(after.some((file) => before.includes(file))).toBe(false);
    expect(response.body.user.avatar).toMatch(/-512\.jpg$/);
  });

  it.each([
    [
      'a text file renamed to .jpg',
      () => Buffer.from('this is not an image at all, just text pretending'),
      'photo.jpg',
      400,
      'invalid_file_type',
      'Invalid file type',
    ],
    ['a decompression bomb', decompressionBomb, 'bomb.png', 413, 'file_too_large', 'File too large'],
    [
      'a file over 25 MB',
      () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(26 * 1024 * 1024)]),
      'huge.jpg',
      413,
      'file_too_large',
      'File too large',
    ],
  ])(
    'refuses %s with the catalogue message and stores nothing',
    async (_name, content, fileName, status, code, message) => {
      const { browser, userId } = await signedInUser(testApp);
      const response = await browser
        .post(`/api/users/${userId}/avatar`)
        .attach('avatar', content(), fileName)
        .expect(status);
      expect(response.body).toMatchObject({ code, message });
      expect(filesOf(userId)).toHaveLength(0);
      const row = (
        await testApp.dataSource.query('SELECT avatar, avatar_variants FROM users WHERE id = $1', [userId])
      )[0];
      expect(row).toEqual({ avatar: '', avatar_variants: null });
    },
  );

  it("refuses changing someone else's picture", async () => {
    const { userId: victim } = await signedInUser(testApp);
    const { browser } = await signedInUser(testApp);
    await browser
      .post(`/api/users/${victim}/avatar`)
      .attach('avatar', await png(), 'me.png')
      .expect(403);
    expect(filesOf(victim)).toHaveLength(0);
  });
});

describe('account deletion', () => {
  it('removes the user, their codes, sessions and files', async () => {
    const { browser, userId, registration } = await signedInUser(testApp);
    await browser
      .post(`/api/users/${userId}/avatar`)
      .attach('avatar', await png(), 'me.png')
      .expect(200);
    await testApp.http().post('/api/auth/forgot-password').send({ email: registration.email }).expect(200);
    await browser.delete('/api/users/me').expect(200);
    await browser.get('/api/users/me').expect(401);
    for (const table of [
      'users WHERE id = $1',
      'password_reset WHERE user_id = $1',
      'otp_verification WHERE user_id = $1',
      `session WHERE sess->'passport'->>'user' = $1`,
    ]) {
      const rows = await testApp.dataSource.query(`SELECT count(*) FROM ${table}`, [userId]);
      expect(Number(rows[0].count)).toBe(0);
    }
    expect(filesOf(userId)).toHaveLength(0);
    await testApp.http().get(`/api/users/${userId}`).expect(404);
  });
});
