// The try-on part of the browser journey: credits bought in creditsJourney.mjs (or, without them, from the admin) → create hub → guidelines → two fixture
// photos → GENERATE → live result → before/after slider → post → the post on the profile.
// The photos are read from TRYON_FIXTURES (default ../shared/fixtures/tryon); they are never copied here.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { root } from './browser.mjs';

const fixtures = path.resolve(root, process.env.TRYON_FIXTURES ?? '../shared/fixtures/tryon');
const personPhoto = path.join(fixtures, 'person/viton-00055_00.jpg');
const garmentPhoto = path.join(fixtures, 'garment/viton-top-00126_00.jpg');
// MUI dialogs fade in; a screenshot taken earlier shows them half transparent.
const dialogTransitionMilliseconds = 400;
const tabTransitionMilliseconds = 400;
// GENERATE → result image shown: the bar is 3 s (p50, bench); a journey failing above this bound means something
// waits that should not (a poll, a lost event), not a slow machine.
const generateBoundMilliseconds = Number(process.env.TRYON_JOURNEY_BOUND_MS ?? 60_000);

/** True once the result image is in the page and decoded: what the user sees, not only the element. */
function resultImageShown() {
  const image = document.querySelector('img[alt="Try-on result"]');
  return Boolean(image && image.complete && image.naturalWidth > 0);
}

async function grantCredits(baseUrl, userId, amount) {
  const headers = { 'Content-Type': 'application/json', Origin: baseUrl };
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      username: process.env.ADMIN_USERNAME ?? 'admin',
      password: process.env.ADMIN_PASSWORD ?? 'Admin12345',
    }),
  });
  assert.equal(login.status, 200, `admin login answered ${login.status}`);
  const cookie = login.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  const grant = await fetch(`${baseUrl}/api/admin/users/${userId}/credits`, {
    method: 'POST',
    headers: { ...headers, Cookie: cookie },
    body: JSON.stringify({ amount, description: 'Browser journey credits' }),
  });
  assert.ok(grant.ok, `credit grant answered ${grant.status}`);
}

/** `credits`: the balance the user already bought; without it the admin grants 3. */
export async function tryOnJourney({ page, server, step, shoot, credits = 0 }) {
  if (!existsSync(personPhoto) || !existsSync(garmentPhoto)) {
    console.log(`  - try-on steps skipped: no fixture photos under ${fixtures} (set TRYON_FIXTURES)`);
    return;
  }
  let balance = credits;

  await step(
    credits
      ? 'the bought credits show in the header on the create hub'
      : 'the admin grants credits and the header shows them',
    async () => {
      if (!credits) {
        const me = await page.evaluate(() => fetch('/api/users/me').then((answer) => answer.json()));
        await grantCredits(server.url, me.id, 3);
        balance = 3;
      }
      await page.goto(`${server.url}/create`);
      await page.getByRole('link', { name: `Credits: ${balance}` }).waitFor();
      await page.getByRole('heading', { name: 'Create', exact: true }).waitFor();
      await shoot('12-create-hub');
    },
  );

  await step('Create Product asks a Trender to apply as TrendStar', async () => {
    await page.getByRole('button', { name: /Create Product/ }).click();
    await page.getByRole('dialog', { name: 'TrendStar Access Required' }).waitFor();
    await page.waitForTimeout(dialogTransitionMilliseconds);
    await shoot('13-trendstar-dialog');
    await page.getByRole('button', { name: 'Maybe Later' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
  });

  await step('reads the three guidelines once', async () => {
    await page.getByRole('button', { name: /Virtual Try-On/ }).click();
    await page.waitForURL(/\/create-try-on$/);
    await page.getByRole('dialog', { name: 'Welcome to Virtual Try-On' }).waitFor();
    await page.waitForTimeout(dialogTransitionMilliseconds);
    await shoot('14-guidelines-welcome');
    await page.getByRole('button', { name: "Let's Begin" }).click();
    await page.getByRole('dialog', { name: 'My Image Guidelines' }).waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('dialog', { name: 'Garment Image Guidelines' }).waitFor();
    await page.waitForTimeout(dialogTransitionMilliseconds);
    await shoot('15-guidelines-garment');
    await page.getByRole('button', { name: 'Start Creating' }).click();
    await page.getByRole('button', { name: 'GENERATE' }).waitFor();
  });

  await step('chooses a photo and a garment and sees both previews', async () => {
    await page.getByTestId('My Image file input').setInputFiles(personPhoto);
    await page.getByTestId('Garment Image file input').setInputFiles(garmentPhoto);
    await page.getByRole('img', { name: 'My Image preview' }).waitFor();
    await page.getByRole('img', { name: 'Garment Image preview' }).waitFor();
    await page.getByRole('button', { name: 'Top' }).click();
    await shoot('16-create-try-on');
  });

  let generatedInMilliseconds = 0;
  await step(
    'GENERATE shows live progress, then the result, which downloads under its spec name; the balance falls by 1',
    async () => {
      const started = Date.now();
      await page.getByRole('button', { name: 'GENERATE' }).click();
      await page.waitForURL(/\/result-try-on\/[^/]+\/\d+$/, { timeout: 30_000 });
      const resultPageAfter = Date.now() - started;
      // The progress screen, taken while the clock runs (awaited after it stops), so as not to hold the page up.
      const progressShot = shoot('17-result-progress').catch(() => undefined);
      await page.waitForFunction(resultImageShown, null, { timeout: 90_000, polling: 'raf' });
      generatedInMilliseconds = Date.now() - started;
      await progressShot;
      console.log(
        `    GENERATE → result image shown in ${generatedInMilliseconds} ms (result page open after ${resultPageAfter} ms; bound ${generateBoundMilliseconds} ms)`,
      );
      assert.ok(
        generatedInMilliseconds <= generateBoundMilliseconds,
        `GENERATE → result shown took ${generatedInMilliseconds} ms (bound ${generateBoundMilliseconds} ms)`,
      );
      await page.getByRole('link', { name: `Credits: ${balance - 1}` }).waitFor({ timeout: 10_000 });
      await shoot('18-result');
      const [id, timestamp] = new URL(page.url()).pathname.split('/').slice(-2);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download' }).click(),
      ]);
      assert.equal(download.suggestedFilename(), `try-on-${timestamp}_${id}.png`);
    },
  );

  await step('compares before and after with the keyboard', async () => {
    await page.getByRole('button', { name: 'Before / After' }).click();
    const slider = page.getByRole('slider', { name: 'Before and after comparison' });
    await slider.focus();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    assert.equal(await slider.getAttribute('aria-valuenow'), '40');
    await page.getByRole('img', { name: 'Original photo' }).waitFor();
    await shoot('19-before-after');
  });

  await step('posts the try-on with a tag and a caption', async () => {
    await page.getByRole('button', { name: 'Create Post' }).click();
    await page.waitForURL(/\/post-try-on\?id=\d+_/);
    await page.getByRole('img', { name: 'Try-on' }).waitFor();
    await page.getByLabel('Add a tag').fill('linen');
    await page.keyboard.press('Enter');
    await page.getByLabel(/Caption/).fill('First try-on from the journey');
    await page.getByRole('button', { name: 'Share Post' }).scrollIntoViewIfNeeded();
    await shoot('20-post-form');
    await page.getByRole('button', { name: 'Share Post' }).click();
    await page.waitForURL(/\/view-post-try-on\//);
    await page.getByText('First try-on from the journey').waitFor();
    await page.getByText('#linen').waitFor();
    await shoot('21-post');
  });

  await step('the profile shows the try-on and the post in their grids', async () => {
    await page.goto(`${server.url}/profile`);
    const tryOnTile = page.getByRole('link', { name: /^Try-on from/ }).first();
    await tryOnTile.waitFor();
    await shoot('22-profile-try-ons');
    await page.getByRole('tab', { name: 'Posts' }).click();
    const postTile = page.getByRole('link', { name: /^Post from/ }).first();
    await postTile.waitFor();
    await page.waitForTimeout(tabTransitionMilliseconds);
    const loaded = await postTile.locator('img').evaluate((image) => image.complete && image.naturalWidth > 0);
    assert.ok(loaded, 'the post tile image did not load');
    await shoot('23-profile-posts');
  });

  await step('the owner deletes the try-on after the confirmation, and it leaves the profile', async () => {
    await page.getByRole('tab', { name: 'Try-ons' }).click();
    await page
      .getByRole('link', { name: /^Try-on from/ })
      .first()
      .click();
    await page.waitForURL(/\/view-try-on\/[^/]+\/\d+_/);
    await page.getByRole('img', { name: 'Saved try-on' }).waitFor();
    await shoot('24-view-try-on');
    await page.getByRole('button', { name: 'Delete Try-On' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Try-On Image' });
    await dialog
      .getByText('Are you sure you want to delete this try-on image? This action cannot be undone.')
      .waitFor();
    await page.waitForTimeout(dialogTransitionMilliseconds);
    await shoot('25-delete-confirm');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.waitForURL(/\/profile$/);
    await page.getByText('No try-ons yet').waitFor();
    await page.getByRole('tab', { name: 'Posts' }).click();
    await page.getByText('No posts yet').waitFor();
    await page.waitForTimeout(tabTransitionMilliseconds);
    await shoot('26-profile-after-delete');
  });
}
