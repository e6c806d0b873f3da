import { StorageService } from '../src/common/storage/storage.service';
import { png } from './support/images';
import { createTestApp, TestApp } from './support/test-app';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(async () => {
  await testApp.close();
});

describe('local driver', () => {
  it('serves private objects only through signed links that expire', async () => {
    const localStorage = testApp.app.get(StorageService);
    const key = `signed-local/${Date.now()}/photo.png`;
    const content = await png(30, 30);
    await localStorage.put(key, content, { visibility: 'private' });
    await testApp.http().get(`/uploads/${key}`).expect(404);
    const url = await localStorage.signedUrlOf(key, 1);
    const served = await testApp.http().get(url).expect(200);
    expect(served.headers['cache-control']).toBe('private, no-store');
    expect(Buffer.from(served.body).equals(content)).toBe(true);
    await testApp
      .http()
      .get(url.replace(/signature=[^&]+/, 'signature=forged'))
      .expect(404);
    await testApp
      .http()
      .get(url.replace(key, key.replace('photo', 'other')))
      .expect(404);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    await testApp.http().get(url).expect(404);
  });
});
