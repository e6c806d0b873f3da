import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestApp, TestApp } from './support/test-app';

// The built single-page app served by the API process (make start), as a browser asks for it.
describe('the built app', () => {
  let testApp: TestApp;
  const frontend = mkdtempSync(path.join(tmpdir(), 'tvt-frontend-'));

  beforeAll(async () => {
    mkdirSync(path.join(frontend, 'assets'));
    writeFileSync(path.join(frontend, 'index.html'), '<!doctype html><title>TVT</title>');
    writeFileSync(path.join(frontend, 'assets', 'index-abc123.js'), 'console.log(1)');
    writeFileSync(path.join(frontend, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    testApp = await createTestApp({ FRONTEND_DIST: frontend });
  });
  afterAll(async () => {
    await testApp.close();
    rmSync(frontend, { recursive: true, force: true });
  });

  it('answers the page for every app route, uncached, and files with their own type', async () => {
    for (const route of ['/', '/feed', '/u/someone']) {
      const page = await testApp.http().get(route).expect(200);
      expect(page.text).toContain('<title>TVT</title>');
      expect(page.headers['cache-control']).toBe('no-cache');
    }
    const icon = await testApp.http().get('/favicon.svg').expect(200);
    expect(icon.headers['content-type']).toMatch(/^image\/svg\+xml/);
  });

  it('caches hashed assets for a year and answers 404 for a missing one, never the page', async () => {
    const script = await testApp.http().get('/assets/index-abc123.js').expect(200);
    expect(script.headers['content-type']).toMatch(/javascript/);
    expect(script.headers['cache-control']).toMatch(/max-age=31536000.*immutable/);
    const missing = await testApp.http().get('/assets/index-old999.js').expect(404);
    expect(missing.text).not.toContain('<title>TVT</title>');
  });

  it('never answers an API path with the page or a file of the same name', async () => {
    mkdirSync(path.join(frontend, 'api'), { recursive: true });
    writeFileSync(path.join(frontend, 'api', 'health'), 'a file, not the API');
    const health = await testApp.http().get('/api/health').expect(200);
    expect(health.headers['content-type']).toMatch(/json/);
    const unknown = await testApp.http().get('/api/no-such-route').expect(404);
    expect(unknown.body).toMatchObject({ statusCode: 404 });
    expect(unknown.text).not.toContain('<title>TVT</title>');
  });
});
