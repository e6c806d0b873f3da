// Checks of the app shell's layout that a person sees at once: shared by the journeys.
import assert from 'node:assert/strict';

/** The bottom navigation is opaque: nothing of the page scrolling under it shows through. */
export async function assertNothingShowsThroughNavigation(page, where) {
  const background = await page
    .getByRole('navigation', { name: 'Main' })
    .locator('.MuiBottomNavigation-root')
    .evaluate((bar) => getComputedStyle(bar).backgroundColor);
  const alpha = /rgba\([^)]*,\s*([\d.]+)\)/.exec(background)?.[1];
  assert.ok(
    alpha === undefined || Number(alpha) === 1,
    `on ${where} the page shows through the navigation (${background})`,
  );
}

/** The bottom navigation is one surface: no wider strip of another colour behind its bar. */
export async function assertNavigationIsOneSurface(page, where) {
  const { outer, bar, viewport } = await page.getByRole('navigation', { name: 'Main' }).evaluate((nav) => ({
    outer: nav.getBoundingClientRect().width,
    bar: nav.querySelector('.MuiBottomNavigation-root').getBoundingClientRect().width,
    viewport: window.innerWidth,
  }));
  assert.ok(Math.abs(outer - bar) < 1, `on ${where} the navigation is a ${bar} px bar on a ${outer} px strip`);
  return { bar, viewport };
}

/** What the locator shows is in sight without scrolling: below the top of the screen and above the navigation. */
export async function assertInSightAboveNavigation(page, locator, what) {
  await page.evaluate(() => window.scrollTo(0, 0));
  const box = await locator.boundingBox();
  const navigationTop = await page
    .getByRole('navigation', { name: 'Main' })
    .evaluate((navigation) => navigation.getBoundingClientRect().top);
  assert.ok(box, `${what} is not shown`);
  assert.ok(
    box.y >= 0 && box.y + box.height <= navigationTop,
    `${what} is at ${Math.round(box.y)}–${Math.round(box.y + box.height)} px, the navigation starts at ${navigationTop} px`,
  );
}
