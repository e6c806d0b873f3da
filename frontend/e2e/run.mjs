#!/usr/bin/env node
// Browser journey of a new user, in headless Chromium on a phone-sized screen, against the real app:
// register → code from the development outbox → verify → crop and upload an avatar → profile shows it
// → edit profile → logout → login → finds, follows and lists a member (socialJourney.mjs) → buys credits in
// the test checkout (creditsJourney.mjs) → the try-on journey with them (tryOnJourney.mjs) → another user likes
// and comments on the post while the notifications page is open (notificationsJourney.mjs) → applies as
// TrendStar and is approved by the admin in Swagger UI (trendStarJourney.mjs) → creates a product that a second user orders, and ships it (productsJourney.mjs) → two people follow, like,
// comment, reply and share (feedJourney.mjs) → the layout at phone and desktop sizes (layoutJourney.mjs). Screenshots of the main screens go to frontend/e2e/artifacts/.
import assert from 'node:assert/strict';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { artifacts, launchPhoneBrowser, startServer } from './browser.mjs';
import { creditsJourney } from './creditsJourney.mjs';
import { feedJourney } from './feedJourney.mjs';
import { layoutJourney } from './layoutJourney.mjs';
import { notificationsJourney } from './notificationsJourney.mjs';
import { productsJourney } from './productsJourney.mjs';
import { socialJourney } from './socialJourney.mjs';
import { trendStarJourney } from './trendStarJourney.mjs';
import { tryOnJourney } from './tryOnJourney.mjs';

const steps = [];
let failed = 0;

async function step(name, action) {
  const started = Date.now();
  try {
    await action();
    steps.push(name);
    console.log(`  ✓ ${name} (${Date.now() - started} ms)`);
  } catch (error) {
    failed += 1;
    console.log(`  ✗ ${name}\n    ${error instanceof Error ? error.message : String(error)}`);
    throw error;
  }
}

rmSync(artifacts, { recursive: true, force: true });
mkdirSync(artifacts, { recursive: true });
const server = await startServer(Number(process.env.E2E_PORT ?? 3100));
const { browser, context } = await launchPhoneBrowser();
const page = await context.newPage();
const shoot = (name) => page.screenshot({ path: path.join(artifacts, `${name}.png`), fullPage: true });
const unique = Date.now().toString(36).slice(-6);
const person = {
  firstName: 'Kavya',
  lastName: 'Rao',
  username: `kavya_${unique}`,
  email: `kavya_${unique}@example.com`,
  password: 'Journey123',
};
const photo = path.join(tmpdir(), `tvt-journey-${unique}.jpg`);
writeFileSync(
  photo,
  await sharp({ create: { width: 900, height: 1200, channels: 3, background: { r: 120, g: 60, b: 200 } } })
    .composite([
      { input: Buffer.from('<svg width="900" height="1200"><circle cx="450" cy="520" r="300" fill="#f4c430"/></svg>') },
    ])
    .jpeg()
    .toBuffer(),
);

console.log('browser journey');
try {
  await step('a signed-out visitor opening /profile is sent to login with a redirect', async () => {
    await page.goto(`${server.url}/profile`);
    await page.waitForURL(/\/auth\/login\?redirect=%2Fprofile/);
    await page
      .getByRole('button', { name: /log ?in|sign ?in/i })
      .first()
      .waitFor();
    await shoot('01-login');
  });

  await step('registration shows the spec messages for bad input', async () => {
    await page.goto(`${server.url}/auth/register`);
    await page.getByLabel('Username', { exact: true }).fill('ab');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.getByText('Username must be at least 3 characters').waitFor();
    await page.getByText('Invalid email address').waitFor();
    await shoot('02-register-errors');
  });

  await step('registers and reaches the code screen', async () => {
    await page.getByLabel('First name').fill(person.firstName);
    await page.getByLabel('Last name').fill(person.lastName);
    await page.getByLabel('Username', { exact: true }).fill(person.username);
    await page.getByLabel('Email').fill(person.email);
    await page.getByLabel('Password', { exact: true }).fill(person.password);
    await page.getByLabel('Confirm password', { exact: true }).fill(person.password);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.waitForURL(/\/auth\/verify-otp\?userId=/);
    await page.getByRole('button', { name: /Resend Code \(\d+s\)/ }).waitFor();
    await shoot('03-verify-otp');
  });

  let code;
  await step('reads the code in the development outbox page', async () => {
    const outbox = await context.newPage();
    await outbox.goto(`${server.url}/dev/outbox`);
    await outbox
      .getByText(/development/i)
      .first()
      .waitFor();
    const subject = outbox.getByText(/\d{4} is your TVT verification code/).first();
    await subject.waitFor();
    code = /(\d{4})/.exec(await subject.textContent())[1];
    await outbox.screenshot({ path: path.join(artifacts, '04-dev-outbox.png'), fullPage: true });
    await outbox.close();
  });

  await step('verifies the code and is asked for a profile picture', async () => {
    await page.getByLabel('Verification code').fill(code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(/\/auth\/profile-picture\?userId=/);
    await shoot('05-profile-picture');
  });

  await step('crops and uploads an avatar', async () => {
    const chooser = page.waitForEvent('filechooser');
    await page
      .getByRole('button', { name: /choose|select|photo/i })
      .first()
      .click();
    await (await chooser).setFiles(photo);
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await page.waitForTimeout(300);
    await shoot('06-crop');
    await dialog.getByRole('button', { name: 'Crop & Upload' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/auth/'), { timeout: 15_000 });
  });

  await step('the profile shows the new avatar, name and username', async () => {
    await page.goto(`${server.url}/profile`);
    await page.getByText(`@${person.username}`).waitFor();
    await page.getByText(`${person.firstName} ${person.lastName}`).first().waitFor();
    const avatar = page.locator('img[src*="/uploads/avatars/"]').first();
    await avatar.waitFor();
    const loaded = await avatar.evaluate((image) => image.complete && image.naturalWidth > 0);
    assert.ok(loaded, 'avatar image did not load');
    await shoot('07-profile');
  });

  await step('edits the profile bio', async () => {
    await page.getByRole('button', { name: /edit profile/i }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/bio/i).fill('Linen lover from Pune.');
    await shoot('08-edit-profile');
    await dialog.getByRole('button', { name: /save/i }).click();
    await page.getByText('Linen lover from Pune.').waitFor();
  });

  await step('logs out through the menu confirmation', async () => {
    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.getByText('Are you sure you want to logout?').waitFor();
    await shoot('09-logout-confirm');
    await page.getByRole('dialog').getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(/\/auth\/login/);
  });

  await step('logs in again and lands on the redirect target', async () => {
    await page.goto(`${server.url}/auth/login?redirect=%2Fprofile`);
    await page.getByLabel('Username', { exact: true }).fill(person.username);
    await page.getByLabel('Password', { exact: true }).fill(person.password);
    await page
      .getByRole('button', { name: /log ?in|sign ?in/i })
      .first()
      .click();
    await page.waitForURL(/\/profile$/);
    await page.getByText(`@${person.username}`).waitFor();
  });

  await step('unknown paths show Page Not Found; settings are reachable', async () => {
    await page.goto(`${server.url}/no/such/page`);
    await page.getByText('Page Not Found').waitFor();
    await shoot('10-not-found');
    await page.goto(`${server.url}/settings`);
    await page.getByText('Manage Password').waitFor();
    await shoot('11-settings');
  });

  await socialJourney({ page, server, step, shoot, person });
  const credits = await creditsJourney({ page, step, shoot });
  await tryOnJourney({ page, server, step, shoot, credits });
  await notificationsJourney({ browser, page, server, step, shoot, person });
  await trendStarJourney({ browser, page, server, step, shoot, person });
  const bought = await productsJourney({ browser, page, server, step, shoot });
  await feedJourney({ browser, server, step, artifacts });
  await layoutJourney({ browser, server, step, artifacts, ...bought });
} catch {
  await shoot('failure').catch(() => undefined);
} finally {
  await browser.close();
  server.stop();
  rmSync(photo, { force: true });
}

console.log(`journey: ${steps.length} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
