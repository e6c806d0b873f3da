import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { StorageService } from '../src/common/storage/storage.service';
import { signedInUser } from './support/factories';
import { jpegWithMetadata, png } from './support/images';
import { finishedTryOn, productForm } from './support/products';
import { FakeS3, startFakeS3 } from './support/s3-server';
import { createTestApp, TestApp } from './support/test-app';

/** Storage keys of every file under a storage folder on disk. */
function keysUnder(root: string): string[] {
  const found: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else found.push(path.relative(root, full).split(path.sep).join('/'));
    }
  };
  walk(root);
  return found;
}

/** Storage keys of every object of the bucket under `public/` or `private/`. */
async function keysInBucket(fakeS3: FakeS3, visibility: 'public' | 'private'): Promise<string[]> {
  const client = new S3Client({
    endpoint: fakeS3.endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  const listed = await client.send(new ListObjectsV2Command({ Bucket: fakeS3.bucket, Prefix: `${visibility}/` }));
  client.destroy();
  return (listed.Contents ?? []).map((object) => (object.Key ?? '').slice(visibility.length + 1));
}

const ownedBy = (keys: string[], user: { userId: string; username: string }) =>
  keys.filter((key) => key.startsWith(`${user.username}/`) || key.startsWith(`avatars/${user.userId}/`));

describe.each(['local', 's3'] as const)('deleting an account (STORAGE_DRIVER=%s)', (driver) => {
  let testApp: TestApp;
  let fakeS3: FakeS3 | undefined;

  beforeAll(async () => {
    fakeS3 = driver === 's3' ? await startFakeS3() : undefined;
    testApp = await createTestApp(fakeS3?.environment ?? {});
  }, 120_000);

  afterAll(async () => {
    await testApp?.close();
    await fakeS3?.close();
  });

  const storedKeys = async (visibility: 'public' | 'private') =>
    fakeS3
      ? keysInBucket(fakeS3, visibility)
      : keysUnder(visibility === 'public' ? testApp.storageDirectory : testApp.privateStorageDirectory);
  // Signed links of the S3 driver point at the bucket itself; the local driver's at the app.
  const statusOf = async (url: string) =>
    url.startsWith('http') ? (await fetch(url)).status : (await testApp.http().get(url)).status;

  it('removes every file the account had, public and private, so no link to one answers any more', async () => {
    const signedIn = await signedInUser(testApp);
    const star = { ...signedIn, username: signedIn.registration.username as string };
    await testApp.dataSource.query(`UPDATE users SET role = 'trendstar', verified = true WHERE id = $1`, [star.userId]);
    const storage = testApp.app.get(StorageService);
    // Avatar, a person photo and a garment of a create session, through the API.
    await star.browser
      .post(`/api/users/${star.userId}/avatar`)
      .attach('avatar', await jpegWithMetadata(), 'avatar.jpg')
      .expect(200);
    await star.browser
      .post('/api/virtual-try-on/upload-human')
      .field('timestamp', '1732400000000')
      .attach('humanImage', await jpegWithMetadata(), 'me.jpg')
      .expect(200);
    await star.browser
      .post('/api/virtual-try-on/upload-cloth')
      .field('timestamp', '1732400000000')
      .attach('clothImage', await png(), 'garment.png')
      .expect(200);
    // A product made from a try-on (its own try-on.png and garment.png) with a gallery picture.
    const productTryOn = await finishedTryOn(testApp, star);
    const created = await star.browser.post('/api/products').send(productForm(productTryOn)).expect(201);
    await star.browser
      .post(`/api/products/${created.body.product.id}/images`)
      .attach('productImages', await png(), 'a.png')
      .expect(200);
    // Pictures staged on the create screen for a product not created yet.
    const stagedTryOn = await finishedTryOn(testApp, star);
    await star.browser
      .post(`/api/products/images/${stagedTryOn.key}`)
      .attach('productImages', await png(), 'b.png')
      .expect(200);

    const publicKeys = ownedBy(await storedKeys('public'), star);
    const privateKeys = ownedBy(await storedKeys('private'), star);
    const kinds = [...publicKeys, ...privateKeys].join('\n');
    for (const kind of [
      /^avatars\/.+-512\.jpg$/m,
      /\/try-on\/person\/.+\.jpg$/m,
      /\/try-on\/1732400000000\/cloth_image\.png$/m,
      /\/try-on\/\d+_[0-9a-f-]+\.png$/m,
      /\/products\/[0-9a-f-]+\/try-on\.png$/m,
      /\/products\/[0-9a-f-]+\/garment\.png$/m,
      /\/products\/images\/.+\.jpg$/m,
    ])
      expect(kinds).toMatch(kind);
    const publicUrls = publicKeys.map((key) => storage.publicUrlOf(key));
    const signedUrls = await Promise.all(privateKeys.map((key) => storage.signedUrlOf(key)));
    for (const url of [...publicUrls, ...signedUrls]) expect([url, await statusOf(url)]).toEqual([url, 200]);

    await star.browser.delete('/api/users/me').expect(200);

    const urls = [...publicUrls, ...signedUrls];
    // The app answers 404; the bucket 404 or 403 (what it answers any unsigned read): no bytes either way.
    const answers = await Promise.all(
      urls.map(async (url) => `${url} ${[403, 404].includes(await statusOf(url)) ? 'gone' : 'readable'}`),
    );
    expect(answers).toEqual(urls.map((url) => `${url} gone`));
    expect(ownedBy(await storedKeys('public'), star)).toEqual([]);
    expect(ownedBy(await storedKeys('private'), star)).toEqual([]);
  });

  it('leaves the files of other accounts alone', async () => {
    const keeper = await signedInUser(testApp);
    await keeper.browser
      .post(`/api/users/${keeper.userId}/avatar`)
      .attach('avatar', await jpegWithMetadata(), 'avatar.jpg')
      .expect(200);
    const leaver = await signedInUser(testApp);
    await leaver.browser.delete('/api/users/me').expect(200);
    const keeperFiles = ownedBy(await storedKeys('public'), {
      userId: keeper.userId,
      username: keeper.registration.username as string,
    });
    expect(keeperFiles).toHaveLength(3);
  });
});
