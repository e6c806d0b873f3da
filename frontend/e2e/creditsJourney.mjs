// The credits part of the browser journey: a new user (0 credits) opens /credits, buys the cheapest
// package in the local test checkout (no Razorpay keys in the test stack), and the header and the page
// show the new balance at once; the history lists the purchase. Returns the balance for the try-on steps.
import assert from 'node:assert/strict';

const dialogTransitionMilliseconds = 400;

function headerCredits(page) {
  return page.getByRole('link', { name: /^Credits: \d+$/ });
}

async function readHeaderCredits(page) {
  const label = await headerCredits(page).getAttribute('aria-label');
  return Number(/\d+/.exec(label ?? '')?.[0]);
}

export async function creditsJourney({ page, step, shoot }) {
  let balance = 0;

  await step('a new user sees 0 credits and an empty history on /credits', async () => {
    await page.getByRole('link', { name: 'Credits: 0' }).click();
    await page.waitForURL(/\/credits$/);
    await page.getByText('0 credits', { exact: true }).waitFor();
    await page.getByText('No transactions yet').waitFor();
    await shoot('27-credits-empty');
  });

  let bought;
  await step('Buy Credits lists the packages with rupee prices', async () => {
    await page.getByRole('link', { name: 'Buy Credits' }).click();
    await page.waitForURL(/\/buy-credits$/);
    const packages = await page.evaluate(() => fetch('/api/credits/packages').then((answer) => answer.json()));
    assert.ok(packages.packages.length > 0, 'no credit packages are seeded');
    bought = [...packages.packages].sort((first, second) => first.credits - second.credits)[0];
    const card = page.getByRole('article', { name: bought.name });
    await card.waitFor();
    const price = bought.discountPrice ?? bought.amount;
    const rupees = new Intl.NumberFormat('en-IN', Number.isInteger(price) ? {} : { minimumFractionDigits: 2 }).format(
      price,
    );
    await card.getByText(`Price ₹${rupees}`, { exact: true }).waitFor();
    await shoot('28-buy-credits');
  });

  await step('Buy Now opens the clearly marked test checkout; Pay adds the credits to the header at once', async () => {
    await page.getByRole('button', { name: new RegExp(`^Buy Now: ${bought.name},`) }).click();
    const dialog = page.getByRole('dialog', { name: 'Test Checkout' });
    await dialog.getByText('TEST MODE: no real money').waitFor();
    await page.waitForTimeout(dialogTransitionMilliseconds);
    await shoot('29-test-checkout');
    await dialog.getByRole('button', { name: /^Pay / }).click();
    await page.getByText('Payment Successful').waitFor();
    await page.getByRole('link', { name: `Credits: ${bought.credits}` }).waitFor();
    balance = await readHeaderCredits(page);
    assert.equal(balance, bought.credits);
    await page.waitForTimeout(dialogTransitionMilliseconds);
    await shoot('30-payment-success');
  });

  await step('the history lists the purchase with the balance after it', async () => {
    await page.getByRole('link', { name: `Credits: ${balance}` }).click();
    await page.waitForURL(/\/credits$/);
    await page.getByText(`${balance} credits`, { exact: true }).first().waitFor();
    const list = page.getByRole('list', { name: 'Credit transactions' });
    await list.getByText(`+${bought.credits} credits`, { exact: true }).waitFor();
    await list.getByText(`Balance ${balance}`).waitFor();
    await shoot('31-credits-history');
  });

  return balance;
}
