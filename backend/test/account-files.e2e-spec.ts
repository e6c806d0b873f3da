import { readdirSync } from 'node:fs';
import path from 'node:path';
import { StorageService } from '../src/common/storage/storage.service';
import { signedInUser } from './support/factories';
import { jpegWithMetadata, png } from './support/images';
import { finishedTryOn, productForm } from './support/products';
import { createTestApp, TestApp } from './support/test-app';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
}, 120_000);

afterAll(async () => {
  await testApp.close();
});

/** Storage keys of every file under a storage folder (public or private). */
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

const ownedBy = (keys: string[], user: { userId: string; username: string }) =>
  keys.filter((key) => key.startsWith(`${user.username}/`) || key.startsWith(`avatars/${user.userId}/`));

describe('deleting an account', () => {
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

    const publicKeys = ownedBy(keysUnder(testApp.storageDirectory), star);
    const privateKeys = ownedBy(keysUnder(testApp.privateStorageDirectory), star);
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
    const guest = testApp.http();
    for (const url of [...publicUrls, ...signedUrls]) await guest.get(url).expect(200);

    await star.browser.delete('/api/users/me').expect(200);

    const answers = await Promise.all(
      [...publicUrls, ...signedUrls].map(async (url) => `${url} ${(await guest.get(url)).status}`),
    );
    expect(answers).toEqual([...publicUrls, ...signedUrls].map((url) => `${url} 404`));
    expect(ownedBy(keysUnder(testApp.storageDirectory), star)).toEqual([]);
    expect(ownedBy(keysUnder(testApp.privateStorageDirectory), star)).toEqual([]);
  });

  it('leaves the files of other accounts alone', async () => {
    const keeper = await signedInUser(testApp);
    await keeper.browser
      .post(`/api/users/${keeper.userId}/avatar`)
      .attach('avatar', await jpegWithMetadata(), 'avatar.jpg')
      .expect(200);
    const leaver = await signedInUser(testApp);
    await leaver.browser.delete('/api/users/me').expect(200);
    const keeperFiles = ownedBy(keysUnder(testApp.storageDirectory), {
      userId: keeper.userId,
      username: keeper.registration.username as string,
    });
    expect(keeperFiles).toHaveLength(3);
  });
});
