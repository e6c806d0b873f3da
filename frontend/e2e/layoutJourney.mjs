// The layout part of the browser journey: what a new user notices at a glance, on a phone (390×844) and on a
// desktop screen (1280×800), in contexts of their own: a guest's page load, the TrendStars grid and the bottom
// navigation on a desktop, the post form of a regular user, and screenshots of the feed, TrendStars, the product
// page and the order at both sizes (phone-*.png, desktop-*.png).
import assert from 'node:assert/strict';
import path from 'node:path';
import { assertNavigationIsOneSurface, assertNothingShowsThroughNavigation } from './layoutChecks.mjs';

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, colorScheme: 'dark' };
const desktop = { viewport: { width: 1280, height: 800 }, colorScheme: 'dark' };

export async function layoutJourney({ browser, server, step, artifacts, productId, orderId, buyerState }) {
  const screens = [
    ['feed', '/', (page) => page.getByRole('article').first()],
    ['trendstars', '/trend-stars', (page) => page.getByRole('list', { name: 'TrendStars' }).getByRole('link').first()],
    ['product', `/product/${productId}`, (page) => page.getByRole('button', { name: /Buy Now|Out of Stock/ })],
    ['order', `/order-complete/${orderId}`, (page) => page.getByText('Order ID').first()],
  ];
  const open = async (page, [name, route, ready], size) => {
    await page.goto(`${server.url}${route}`);
    await ready(page).waitFor();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: path.join(artifacts, `${size}-${name}.png`) });
  };

  await step("a guest's page load asks for the current user once", async () => {
    const guest = await browser.newContext(phone);
    try {
      const page = await guest.newPage();
      let asked = 0;
      page.on('request', (request) => new URL(request.url()).pathname === '/api/users/me' && (asked += 1));
      await page.goto(`${server.url}/`);
      await page.getByRole('article').first().waitFor();
      await page.waitForLoadState('networkidle');
      assert.equal(asked, 1, `GET /api/users/me was asked ${asked} times`);
    } finally {
      await guest.close();
    }
  });

  const phoneContext = await browser.newContext({ ...phone, storageState: buyerState });
  const desktopContext = await browser.newContext({ ...desktop, storageState: buyerState });
  try {
    await step('a regular user sees both visibility choices, Public disabled with the reason', async () => {
      const page = await phoneContext.newPage();
      const me = await (await page.request.get(`${server.url}/api/users/me`)).json();
      const { tryOns } = await (await page.request.get(`${server.url}/api/users/${me.username}/try-ons`)).json();
      assert.ok(tryOns.length > 0, 'the buyer has no try-on to post');
      await page.goto(`${server.url}/post-try-on?id=${encodeURIComponent(tryOns[0].id)}`);
      const visibility = page.getByRole('radiogroup', { name: 'Visibility' });
      await visibility.getByRole('radio', { name: 'Friends' }).waitFor();
      assert.ok(await visibility.getByRole('radio', { name: 'Friends' }).isChecked());
      const publicChoice = visibility.getByRole('radio', { name: 'Public' });
      assert.ok(await publicChoice.isDisabled(), 'Public is offered to a regular user');
      const describedBy = await publicChoice.getAttribute('aria-describedby');
      assert.equal(
        (await page.locator(`[id="${describedBy}"]`).textContent())?.trim(),
        'Public posts are available to TrendStars.',
      );
      await page.screenshot({ path: path.join(artifacts, 'phone-post-form.png') });
      await page.close();
    });

    await step(
      'on a phone: feed, TrendStars, product page and order, nothing showing through the navigation',
      async () => {
        const page = await phoneContext.newPage();
        for (const screen of screens) {
          await open(page, screen, 'phone');
          await assertNothingShowsThroughNavigation(page, `the phone ${screen[0]} page`);
          // At the end of the page the last of it sits above the navigation.
          await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
          const { contentBottom, navigationTop } = await page.evaluate(() => ({
            // What is laid out in the page's flow (hidden inputs and overlays aside).
            contentBottom: Math.max(
              ...[...document.querySelectorAll('main *')]
                .filter((element) => !['absolute', 'fixed'].includes(getComputedStyle(element).position))
                .map((element) => element.getBoundingClientRect())
                .filter((box) => box.width > 0 && box.height > 0)
                .map((box) => box.bottom),
            ),
            navigationTop: document.querySelector('nav[aria-label="Main"]').getBoundingClientRect().top,
          }));
          assert.ok(contentBottom <= navigationTop, `the ${screen[0]} page ends under the navigation`);
        }
        await page.close();
      },
    );

    await step('on a desktop: TrendStars use the width with whole names, and the navigation is one dock', async () => {
      const page = await desktopContext.newPage();
      for (const screen of screens) {
        await open(page, screen, 'desktop');
        const { bar, viewport } = await assertNavigationIsOneSurface(page, `the desktop ${screen[0]} page`);
        assert.ok(bar < viewport, 'the navigation spans the whole desktop screen');
        if (screen[0] !== 'trendstars') continue;
        const grid = await page.getByRole('list', { name: 'TrendStars' }).evaluate((list) => ({
          width: list.getBoundingClientRect().width,
          cut: [...list.querySelectorAll('a .MuiTypography-subtitle2')]
            .filter((name) => name.scrollWidth > name.clientWidth)
            .map((name) => name.textContent),
        }));
        assert.ok(grid.width >= 1000, `the TrendStars grid is ${grid.width} px wide on a 1280 px screen`);
        assert.deepEqual(grid.cut, [], 'TrendStar names are cut off');
      }
      await page.close();
    });
  } finally {
    await phoneContext.close();
    await desktopContext.close();
  }
}
