import sharp from 'sharp';
import { StorageService } from '../src/common/storage/storage.service';
import { signedInUser } from './support/factories';
import { jpegWithMetadata, png } from './support/images';
import { FakeS3, startFakeS3 } from './support/s3-server';
import { createTestApp, TestApp } from './support/test-app';

let fakeS3: FakeS3;
let testApp: TestApp;
let storage: StorageService;

beforeAll(async () => {
  fakeS3 = await startFakeS3();
  testApp = await createTestApp(fakeS3.environment);
  storage = testApp.app.get(StorageService);
});

afterAll(async () => {
  await testApp?.close();
  await fakeS3?.close();
});

/** What a stranger gets asking the bucket directly, with no credentials. */
const anonymousStatus = async (objectKey: string) =>
  (await fetch(`${fakeS3.endpoint}/${fakeS3.bucket}/${objectKey}`)).status;

describe('S3 driver (STORAGE_DRIVER=s3)', () => {
  it('stores an uploaded avatar in the bucket and serves it back through the app', async () => {
    const { browser, userId } = await signedInUser(testApp);
    const response = await browser
      .post(`/api/users/${userId}/avatar`)
      .attach('avatar', await jpegWithMetadata(), 'avatar.jpg')
      .expect(200);
    const { avatarVariants } = response.body.user;
    expect(avatarVariants.small).toMatch(new RegExp(`^/uploads/avatars/${userId}/.+-64\\.jpg$`));
    for (const [url, size] of [
      [avatarVariants.small, 64],
      [avatarVariants.large, 512],
    ] as const) {
      const served = await testApp.http().get(url).expect(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['set-cookie']).toBeUndefined();
      expect((await sharp(served.body).metadata()).width).toBe(size);
      // The bytes really are in the bucket, not on local disk.
      const key = storage.keyOf(url)!;
      expect(await storage.exists(key, 'public')).toBe(true);
      expect((await storage.get(key)).equals(served.body)).toBe(true);
    }
    await testApp.http().get(`/uploads/avatars/${userId}/nothing-here.jpg`).expect(404);
  });

  it('never makes a private object readable from the bucket or from the public path', async () => {
    const key = `private-check/${Date.now()}/photo.png`;
    const content = await png(40, 40);
    await storage.put(key, content, { visibility: 'private' });
    expect(await storage.exists(key)).toBe(true);
    expect((await storage.get(key)).equals(content)).toBe(true);
    expect(await anonymousStatus(`private/${key}`)).toBe(403);
    await testApp.http().get(`/uploads/${key}`).expect(404);
    // A public object is not opened to strangers in the bucket either: the app (or a CDN) serves it.
    await storage.put(`${key}.public.png`, content);
    expect(await anonymousStatus(`public/${key}.public.png`)).toBe(403);
    await testApp.http().get(`/uploads/${key}.public.png`).expect(200);
  });

  it('hands out signed URLs that read a private object and stop working when they expire', async () => {
    const key = `signed-check/${Date.now()}/photo.png`;
    const content = await png(30, 30);
    await storage.put(key, content, { visibility: 'private' });
    const url = await storage.signedUrlOf(key, 1);
    expect(url.startsWith(`${fakeS3.endpoint}/${fakeS3.bucket}/private/${key}?`)).toBe(true);
    const fresh = await fetch(url);
    expect(fresh.status).toBe(200);
    expect(Buffer.from(await fresh.arrayBuffer()).equals(content)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect((await fetch(url)).status).toBe(403);
  });

  it('deletes one object, and a whole folder without touching a neighbour whose name starts the same', async () => {
    const stamp = Date.now();
    await storage.put(`delete-check/${stamp}/a.png`, await png(10, 10));
    await storage.put(`delete-check/${stamp}/b.png`, await png(10, 10), { visibility: 'private' });
    await storage.put(`delete-check/${stamp}0/c.png`, await png(10, 10));
    await storage.delete(`delete-check/${stamp}/a.png`);
    expect(await storage.exists(`delete-check/${stamp}/a.png`)).toBe(false);
    expect(await storage.exists(`delete-check/${stamp}/b.png`)).toBe(true);
    await storage.deleteFolder(`delete-check/${stamp}`);
    expect(await storage.exists(`delete-check/${stamp}/b.png`)).toBe(false);
    expect(await storage.exists(`delete-check/${stamp}0/c.png`)).toBe(true);
    await expect(storage.get(`delete-check/${stamp}/b.png`)).rejects.toMatchObject({ code: 'not_found' });
  });

  it('moves an object between private and public', async () => {
    const key = `visibility-check/${Date.now()}/photo.png`;
    await storage.put(key, await png(20, 20), { visibility: 'private' });
    await testApp.http().get(`/uploads/${key}`).expect(404);
    await storage.setVisibility(key, 'public');
    await testApp.http().get(`/uploads/${key}`).expect(200);
    expect(await storage.exists(key, 'private')).toBe(false);
  });

  it('removes the avatar objects of a deleted account, old pictures included', async () => {
    const { browser, userId } = await signedInUser(testApp);
    const first = await browser
      .post(`/api/users/${userId}/avatar`)
      .attach('avatar', await png(), 'me.png')
      .expect(200);
    const second = await browser
      .post(`/api/users/${userId}/avatar`)
      .attach('avatar', await png(), 'me.png')
      .expect(200);
    const keys = [first, second].flatMap((response) =>
      Object.values(response.body.user.avatarVariants as Record<string, string>).map((url) => storage.keyOf(url)!),
    );
    expect(await Promise.all(keys.map((key) => storage.exists(key)))).toEqual([false, false, false, true, true, true]);
    await browser.delete('/api/users/me').expect(200);
    expect(await Promise.all(keys.map((key) => storage.exists(key)))).toEqual(keys.map(() => false));
    await testApp.http().get(second.body.user.avatar).expect(404);
  });

  // Last: it stops the bucket.
  it('answers 503, not 500, when the bucket cannot be reached', async () => {
    const { browser, userId } = await signedInUser(testApp);
    const uploaded = await browser
      .post(`/api/users/${userId}/avatar`)
      .attach('avatar', await png(), 'me.png')
      .expect(200);
    await fakeS3.close();
    const response = await browser
      .post(`/api/users/${userId}/avatar`)
      .attach('avatar', await png(), 'me.png')
      .expect(503);
    expect(response.body).toMatchObject({ code: 'storage_unavailable' });
    await testApp.http().get(uploaded.body.user.avatar).expect(503);
  });
});
