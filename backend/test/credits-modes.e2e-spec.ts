import { signedInUser } from './support/factories';
import { createTestApp, TestApp } from './support/test-app';

describe('with Razorpay keys set', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ RAZORPAY_KEY_ID: 'rzp_test_configured', RAZORPAY_KEY_SECRET: 'dashboard-secret' });
  }, 120_000);

  afterAll(async () => {
    await testApp.close();
  });

  it('has no test checkout, even for the user’s own test order', async () => {
    const buyer = await signedInUser(testApp);
    await testApp.dataSource.query(
      `INSERT INTO credit_order (user_id, package_id, package_name, credits, amount, mode, gateway_order_id)
       VALUES ($1, 'p', 'Starter', 10, 9900, 'test', 'order_test_leftover')`,
      [buyer.userId],
    );
    const refused = await buyer.browser.post('/api/credits/test-checkout/order_test_leftover/pay').expect(404);
    expect(refused.body.code).toBe('not_found');
  });

  it('lets the page load Razorpay’s checkout.js and its frame (and nothing of theirs without keys)', async () => {
    const policy = (await testApp.http().get('/api/health')).headers['content-security-policy'] as string;
    expect(policy).toMatch(/script-src 'self' https:\/\/checkout\.razorpay\.com/);
    expect(policy).toMatch(/frame-src 'self' https:\/\/api\.razorpay\.com/);
  });

  it('refuses every webhook while RAZORPAY_WEBHOOK_SECRET is unset', async () => {
    const body = JSON.stringify({ event: 'payment.captured', payload: {} });
    await testApp
      .http()
      .post('/api/credits/webhook')
      .set('Content-Type', 'application/json')
      .set('X-Razorpay-Signature', 'anything')
      .send(body)
      .expect(400);
  });
});
