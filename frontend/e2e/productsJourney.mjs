// The products and orders part of the browser journey: the journey user, now an approved TrendStar, makes a
// try-on and turns it into a product (Create Product on the result) → the product is on their Products tab →
// a second user, in a phone-sized context of their own, opens /product/{id}, buys credits and tries it on
// privately, Buy Now, adds a NEW address,
// places the order and reaches /order-complete/{id} → the TrendStar opens My Sales, the sale, marks it
// shipped → the buyer sees Shipped on the order and on My Orders, and the notification.
import assert from 'node:assert/strict';
import path from 'node:path';
import { artifacts, root } from './browser.mjs';
import { assertInSightAboveNavigation, assertNothingShowsThroughNavigation } from './layoutChecks.mjs';
import { signedInContext } from './notificationsJourney.mjs';

const fixtures = path.resolve(root, process.env.TRYON_FIXTURES ?? '../shared/fixtures/tryon');
const personPhoto = path.join(fixtures, 'person/viton-00055_00.jpg');
const garmentPhoto = path.join(fixtures, 'garment/viton-top-00126_00.jpg');
const dialogTransitionMilliseconds = 400;
const liveWithinMilliseconds = 10_000;

export async function productsJourney({ browser, page, server, step, shoot }) {
  const unique = Date.now().toString(36).slice(-6);
  const title = `Indigo linen shirt ${unique}`;
  let productId = '';
  let orderId = '';

  await step('the TrendStar generates a try-on and chooses Create Product on the result', async () => {
    await page.goto(`${server.url}/create-try-on`);
    // The guidelines were read once in the try-on journey; they only come back if this device forgot them.
    const generate = page.getByRole('button', { name: 'GENERATE' });
    const begin = page.getByRole('button', { name: "Let's Begin" });
    await generate.or(begin).first().waitFor();
    if (await begin.isVisible()) {
      await begin.click();
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByRole('button', { name: 'Start Creating' }).click();
    }
    await page.getByTestId('My Image file input').setInputFiles(personPhoto);
    await page.getByTestId('Garment Image file input').setInputFiles(garmentPhoto);
    await page.getByRole('img', { name: 'Garment Image preview' }).waitFor();
    await page.getByRole('button', { name: 'Top' }).click();
    await generate.click();
    await page.waitForURL(/\/result-try-on\/[^/]+\/\d+$/, { timeout: 30_000 });
    await page.getByRole('img', { name: 'Try-on result' }).waitFor({ timeout: 90_000 });
    await page.getByRole('button', { name: 'Create Product' }).click();
    await page.waitForURL(/\/create-product$/);
    await page.getByRole('button', { name: 'Change Try-On' }).waitFor();
  });

  await step('fills the four sections (sizes and colours as chips) and creates the product', async () => {
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Description').fill('Breathable indigo linen, relaxed fit, made in Jaipur.');
    await page.getByRole('spinbutton', { name: /^Price/ }).fill('1499');
    await page.getByRole('spinbutton', { name: /^Discount Price/ }).fill('1299');
    await page.getByRole('spinbutton', { name: /^Stock Quantity/ }).fill('5');
    // No size or colour is chosen for the seller: creating now names both as missing.
    const sizes = page.getByRole('group', { name: 'Sizes' });
    const colors = page.getByRole('group', { name: 'Colors' });
    assert.equal(await sizes.getByRole('list', { name: 'Chosen sizes' }).count(), 0, 'a size is pre-chosen');
    assert.equal(await colors.getByRole('list', { name: 'Chosen colors' }).count(), 0, 'a colour is pre-chosen');
    await page.getByRole('button', { name: 'Create Product' }).click();
    await sizes.getByText('At least one size is required').waitFor();
    await colors.getByText('At least one color is required').waitFor();
    await sizes.getByRole('button', { name: 'Add size M' }).click();
    await page.getByRole('textbox', { name: 'Add a size' }).fill('XL');
    await page.keyboard.press('Enter');
    await page.getByRole('textbox', { name: 'Add a color' }).fill('Indigo');
    await page.getByRole('button', { name: 'Add color', exact: true }).click();
    await colors.getByRole('list', { name: 'Chosen colors' }).getByText('Indigo').waitFor();
    assert.deepEqual(await sizes.getByRole('list', { name: 'Chosen sizes' }).getByRole('listitem').allTextContents(), [
      'M',
      'XL',
    ]);
    await sizes.getByText('At least one size is required').waitFor({ state: 'detached' });
    await shoot('51-create-product');
    await page.getByRole('button', { name: 'Create Product' }).click();
    await page.waitForURL(/\/profile$/);
    await page.getByText('Your product has been created successfully').waitFor();
  });

  await step('the product is on the TrendStar profile Products tab', async () => {
    await page.getByRole('tab', { name: 'Products' }).click();
    const tile = page.getByRole('link', { name: title });
    await tile.waitFor();
    await shoot('52-profile-products');
    await tile.click();
    await page.waitForURL(/\/product\/[^/]+$/);
    productId = new URL(page.url()).pathname.split('/').pop();
    await page.getByText(title).first().waitFor();
  });

  const buyer = {
    firstName: 'Rohan',
    lastName: 'Iyer',
    username: `rohan_${unique}`,
    email: `rohan_${unique}@example.com`,
    password: 'Journey123',
  };
  const { context: buyerContext } = await signedInContext(browser, server, buyer, {
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    colorScheme: 'dark',
  });
  const buyerPage = await buyerContext.newPage();
  const shootBuyer = (name) => buyerPage.screenshot({ path: path.join(artifacts, `${name}.png`), fullPage: true });
  try {
    await step('a second user opens /product/{id}: price in rupees, the three tabs, Buy Now', async () => {
      await buyerPage.goto(`${server.url}/product/${productId}`);
      await buyerPage.getByText(title).first().waitFor();
      await buyerPage.getByText('₹1,299').first().waitFor();
      await buyerPage.getByRole('tab', { name: 'Try-Ons' }).waitFor();
      await buyerPage.getByRole('tab', { name: 'Product Details' }).click();
      await buyerPage.getByText('Breathable indigo linen').first().waitFor();
      await buyerPage.getByText('XL', { exact: true }).waitFor();
      assert.equal(await buyerPage.getByText('Black', { exact: true }).count(), 0, 'a colour not chosen is offered');
      await shootBuyer('53-product-buyer');
    });

    await step(
      'the buyer buys credits, tries it on privately (Be First) and is then told they already tried it',
      async () => {
        await buyerPage.goto(`${server.url}/buy-credits`);
        const { packages } = await buyerPage.evaluate(() =>
          fetch('/api/credits/packages').then((answer) => answer.json()),
        );
        const cheapest = [...packages].sort((first, second) => first.credits - second.credits)[0];
        await buyerPage.getByRole('button', { name: new RegExp(`^Buy Now: ${cheapest.name},`) }).click();
        await buyerPage.getByRole('dialog', { name: 'Test Checkout' }).getByRole('button', { name: /^Pay / }).click();
        await buyerPage.getByRole('link', { name: `Credits: ${cheapest.credits}` }).waitFor();
        await buyerPage.goto(`${server.url}/product/${productId}`);
        await buyerPage.getByRole('tab', { name: 'Try-Ons' }).click();
        await buyerPage.getByRole('link', { name: 'Be First (Private)' }).waitFor();
        await assertNothingShowsThroughNavigation(buyerPage, 'the phone product page');
        await assertInSightAboveNavigation(
          buyerPage,
          buyerPage.getByRole('link', { name: 'Be First (Public)' }),
          'Be First on a phone',
        );
        await buyerPage.screenshot({ path: path.join(artifacts, 'phone-product-be-first.png') });
        await buyerPage.getByRole('link', { name: 'Be First (Private)' }).click();
        await buyerPage.waitForURL(/\/create-try-on\?product=/);
        const begin = buyerPage.getByRole('button', { name: "Let's Begin" });
        await begin.waitFor();
        await begin.click();
        await buyerPage.getByRole('button', { name: 'Next' }).click();
        await buyerPage.getByRole('button', { name: 'Start Creating' }).click();
        await buyerPage.getByRole('img', { name: 'Garment Image preview' }).waitFor();
        await buyerPage.getByTestId('My Image file input').setInputFiles(personPhoto);
        await buyerPage.getByRole('img', { name: 'My Image preview' }).waitFor();
        await shootBuyer('54-buyer-try-this');
        await buyerPage.getByRole('button', { name: 'GENERATE' }).click();
        await buyerPage.waitForURL(/\/result-try-on\//, { timeout: 30_000 });
        await buyerPage.getByRole('img', { name: 'Try-on result' }).waitFor({ timeout: 90_000 });
        await buyerPage.getByRole('link', { name: `Credits: ${cheapest.credits - 1}` }).waitFor({ timeout: 10_000 });
        await shootBuyer('55-buyer-try-on-result');
        await buyerPage.goto(`${server.url}/product/${productId}`);
        await buyerPage.getByRole('tab', { name: 'Try-Ons' }).click();
        await buyerPage.getByText("You've already tried this product on.").waitFor();
      },
    );

    await step(
      'Buy Now → order info: size and colour chosen, a NEW address, Place Order → order complete',
      async () => {
        await buyerPage.getByRole('button', { name: 'Buy Now' }).click();
        await buyerPage.waitForURL(new RegExp(`/user-order-info/${productId}/`));
        const placeOrder = buyerPage.getByRole('button', { name: 'Place Order' });
        await placeOrder.waitFor();
        assert.ok(await placeOrder.isDisabled(), 'Place Order is enabled without an address');
        // With no saved address the form is shown alone; otherwise the list offers Add New Address.
        const form = buyerPage.getByRole('form', { name: 'New address' });
        const addNew = buyerPage.getByRole('button', { name: 'Add New Address' });
        await form.or(addNew).first().waitFor();
        if (await addNew.isVisible()) await addNew.click();
        await form.getByLabel('Full name').fill('Rohan Iyer');
        await form.getByLabel('Mobile number').fill('9876543210');
        await form.getByLabel('Address line 1').fill('12 MG Road');
        await form.getByLabel('District').fill('Bengaluru Urban');
        await form.getByLabel('City').fill('Bengaluru');
        await form.getByLabel('State').fill('Karnataka');
        await form.getByLabel('Pincode').fill('560001');
        await shootBuyer('56-order-info-new-address');
        await form.getByRole('button', { name: 'Save Address' }).click();
        await buyerPage.getByText('12 MG Road').first().waitFor();
        // On a phone the toast lies over Place Order (and holding the pointer on it keeps it open): it is closed first.
        const saved = buyerPage.getByRole('status').filter({ hasText: 'Address saved successfully' });
        await saved.waitFor();
        await saved.getByRole('button', { name: 'Close' }).click();
        await saved.waitFor({ state: 'hidden' });
        await placeOrder.waitFor();
        await buyerPage.waitForFunction(() =>
          [...document.querySelectorAll('button')].some((b) => b.textContent === 'Place Order' && !b.disabled),
        );
        await shootBuyer('57-order-info-ready');
        await placeOrder.click();
        await buyerPage.waitForURL(/\/order-complete\/[^/]+$/);
        orderId = new URL(buyerPage.url()).pathname.split('/').pop();
        await buyerPage.getByLabel('Status: Pending').first().waitFor();
        await shootBuyer('58-order-complete');
      },
    );

    await step('the TrendStar is told of the sale, opens My Sales, the sale, and marks it shipped', async () => {
      await page.goto(`${server.url}/notifications`);
      await page.getByText(`Rohan Iyer bought ${title}`).waitFor({ timeout: liveWithinMilliseconds });
      await page.goto(`${server.url}/trendstar-sales`);
      const sale = page.getByRole('article').filter({ hasText: title }).first();
      await sale.waitFor();
      await shoot('59-my-sales');
      await sale.getByRole('link', { name: 'View Details' }).click();
      await page.waitForURL(new RegExp(`/trendstar-sales/${orderId}$`));
      await page.getByText('Rohan Iyer').first().waitFor();
      await page.getByRole('combobox', { name: 'Status' }).click();
      await page.getByRole('option', { name: 'Shipped' }).click();
      await page.getByRole('button', { name: 'Update Status' }).click();
      await page.getByLabel('Status: Shipped').first().waitFor();
      await shoot('60-sale-shipped');
    });

    await step('the buyer sees Shipped on the order and My Orders, and the notification', async () => {
      await buyerPage.getByLabel('Status: Shipped').first().waitFor({ timeout: liveWithinMilliseconds });
      await buyerPage.goto(`${server.url}/user-orders`);
      const order = buyerPage.getByRole('article').filter({ hasText: title }).first();
      await order.getByLabel('Status: Shipped').waitFor();
      await shootBuyer('61-my-orders');
      await buyerPage.goto(`${server.url}/notifications`);
      await buyerPage
        .getByText(new RegExp(`${title}.*shipped|shipped.*${title}`, 'i'))
        .first()
        .waitFor();
      await buyerPage.waitForTimeout(dialogTransitionMilliseconds);
      await shootBuyer('62-buyer-notifications');
      await buyerPage.getByRole('button', { name: new RegExp(`^Unread: .*${title}`) }).click();
      await buyerPage.waitForURL(new RegExp(`/order-complete/${orderId}$`));
      await buyerPage.getByLabel('Status: Shipped').first().waitFor();
    });
    return { productId, orderId, buyerState: await buyerContext.storageState() };
  } finally {
    await buyerContext.close();
  }
}
