import { createHmac } from 'node:crypto';
import { signedInUser } from './support/factories';
import { createTestApp, TestApp } from './support/test-app';
import { balanceRow, makeAdmin } from './support/try-on';

const WEBHOOK_SECRET = 'webhook-test-secret';
const KEY_SECRET = 'local-test-secret';

type User = Awaited<ReturnType<typeof signedInUser>>;

let testApp: TestApp;
let admin: User;
let popular: { id: string; credits: number; discountPrice: number };
let starter: { id: string; credits: number; amount: number };

beforeAll(async () => {
  testApp = await createTestApp({ RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET });
  admin = await signedInUser(testApp);
  await makeAdmin(testApp, admin.userId);
  starter = (
    await admin.browser
      .post('/api/admin/credit-packages')
      .send({ name: 'Starter', credits: 10, amount: 99, description: 'Try a few looks' })
      .expect(201)
  ).body.package;
  popular = (
    await admin.browser
      .post('/api/admin/credit-packages')
      .send({ name: 'Popular', credits: 50, amount: 499, actualPrice: 499, discountPrice: 399.5 })
      .expect(201)
  ).body.package;
}, 120_000);

afterAll(async () => {
  await testApp.close();
});

const sign = (secret: string, payload: string | Buffer) => createHmac('sha256', secret).update(payload).digest('hex');

async function createOrder(user: User, body: Record<string, unknown>) {
  return (await user.browser.post('/api/credits/create-order').send(body).expect(200)).body as {
    id: string;
    amount: number;
    credits: number;
    mode: string;
    key: string;
    currency: string;
    packageId: string;
  };
}

async function testPay(user: User, orderId: string) {
  return (await user.browser.post(`/api/credits/test-checkout/${orderId}/pay`).expect(200)).body as {
    razorpay_order_id: string;
    razorpay_payment_id: string;
    razorpay_signature: string;
  };
}

async function ledger(userId: string) {
  return testApp.dataSource.query(
    'SELECT type, amount, balance_after AS "balanceAfter" FROM credit_transaction WHERE user_id = $1 ORDER BY created_at',
    [userId],
  ) as Promise<Array<{ type: string; amount: number; balanceAfter: number }>>;
}

function webhookBody(event: string, orderId: string, paymentId: string, amount: number): string {
  return JSON.stringify({
    entity: 'event',
    event,
    payload: {
      payment: { entity: { id: paymentId, order_id: orderId, amount, currency: 'INR', status: 'captured' } },
      ...(event === 'order.paid' ? { order: { entity: { id: orderId, amount_paid: amount, status: 'paid' } } } : {}),
    },
  });
}

function sendWebhook(body: string, eventId: string, signature = sign(WEBHOOK_SECRET, body)) {
  return testApp
    .http()
    .post('/api/credits/webhook')
    .set('Content-Type', 'application/json')
    .set('X-Razorpay-Signature', signature)
    .set('x-razorpay-event-id', eventId)
    .send(body);
}

describe('credit packages', () => {
  it('lists the enabled packages to anyone, prices in rupees', async () => {
    const response = await testApp.http().get('/api/credits/packages').expect(200);
    expect(response.body.packages).toEqual([
      expect.objectContaining({ id: starter.id, name: 'Starter', credits: 10, amount: 99, discountPrice: null }),
      expect.objectContaining({ id: popular.id, credits: 50, amount: 499, actualPrice: 499, discountPrice: 399.5 }),
    ]);
  });

  it('hides a disabled package from buyers, shows it to admins, and refuses to sell it', async () => {
    const hidden = (
      await admin.browser.post('/api/admin/credit-packages').send({ name: 'Old', credits: 5, amount: 59 }).expect(201)
    ).body.package;
    await admin.browser.patch(`/api/admin/credit-packages/${hidden.id}`).send({ enabled: false }).expect(200);
    const buyerView = await testApp.http().get('/api/credits/packages').expect(200);
    expect(buyerView.body.packages.map((item: { id: string }) => item.id)).not.toContain(hidden.id);
    const adminView = await admin.browser.get('/api/admin/credit-packages').expect(200);
    expect(adminView.body.packages).toContainEqual(expect.objectContaining({ id: hidden.id, enabled: false }));
    const buyer = await signedInUser(testApp);
    const refused = await buyer.browser.post('/api/credits/create-order').send({ amount: 5900 }).expect(400);
    expect(refused.body).toMatchObject({ code: 'unknown_package', message: 'This credit package is not available.' });
    await buyer.browser.post('/api/credits/create-order').send({ packageId: hidden.id }).expect(400);
  });
});

describe('buying credits in test mode', () => {
  it('create-order → test pay → verify grants the package credits with an earned ledger entry', async () => {
    const buyer = await signedInUser(testApp);
    const order = await createOrder(buyer, { amount: 39950 });
    expect(order).toMatchObject({
      amount: 39950,
      currency: 'INR',
      mode: 'test',
      key: 'rzp_test_local',
      packageId: popular.id,
      credits: 50,
    });
    expect(order.id).toMatch(/^order_test_/);
    const payment = await testPay(buyer, order.id);
    expect(payment.razorpay_signature).toBe(
      sign(KEY_SECRET, `${payment.razorpay_order_id}|${payment.razorpay_payment_id}`),
    );
    const verified = await buyer.browser
      .post('/api/credits/verify-payment')
      .send({ ...payment, credits: 100_000 })
      .expect(200);
    expect(verified.body).toEqual({ credits: 50, granted: 50, alreadyProcessed: false });
    expect((await buyer.browser.get('/api/credits').expect(200)).body.credits).toBe(50);
    const history = await buyer.browser.get('/api/credits/transactions').expect(200);
    expect(history.body.transactions[0]).toMatchObject({ type: 'earned', amount: 50, balanceAfter: 50 });
    expect(await balanceRow(testApp, buyer.userId)).toEqual({ credits: 50, ledgerSum: 50 });
    const [stored] = await testApp.dataSource.query(
      'SELECT status, payment_id, amount, credits FROM credit_order WHERE gateway_order_id = $1',
      [order.id],
    );
    expect(stored).toEqual({ status: 'paid', payment_id: payment.razorpay_payment_id, amount: 39950, credits: 50 });
  });

  it('charges the package price whatever the client sends, and refuses an amount that matches no package', async () => {
    const buyer = await signedInUser(testApp);
    const byId = await createOrder(buyer, { packageId: starter.id });
    expect(byId).toMatchObject({ amount: 9900, credits: 10 });
    const mismatch = await buyer.browser
      .post('/api/credits/create-order')
      .send({ packageId: starter.id, amount: 100 })
      .expect(400);
    expect(mismatch.body.code).toBe('unknown_package');
    for (const amount of [100, 49900, 39900, 9899])
      expect((await buyer.browser.post('/api/credits/create-order').send({ amount }).expect(400)).body.code).toBe(
        'unknown_package',
      );
    await buyer.browser.post('/api/credits/create-order').send({}).expect(400);
    await testApp.http().post('/api/credits/create-order').send({ amount: 9900 }).expect(401);
    expect(await balanceRow(testApp, buyer.userId)).toEqual({ credits: 0, ledgerSum: 0 });
  });

  it('refuses a tampered signature, another user’s order and a signature made for another order', async () => {
    const buyer = await signedInUser(testApp);
    const other = await signedInUser(testApp);
    const order = await createOrder(buyer, { packageId: starter.id });
    const payment = await testPay(buyer, order.id);
    const otherOrder = await createOrder(buyer, { packageId: popular.id });
    const otherPayment = await testPay(buyer, otherOrder.id);
    const attempts: Array<[User, Record<string, string>]> = [
      [
        buyer,
        { ...payment, razorpay_signature: payment.razorpay_signature.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')) },
      ],
      [buyer, { ...payment, razorpay_signature: 'short' }],
      [buyer, { ...payment, razorpay_payment_id: 'pay_forged123' }],
      [buyer, { ...payment, razorpay_signature: otherPayment.razorpay_signature }],
      [buyer, { ...otherPayment, razorpay_signature: payment.razorpay_signature }],
      [buyer, { ...payment, razorpay_signature: sign('wrong-secret', `${order.id}|${payment.razorpay_payment_id}`) }],
      [other, payment],
    ];
    for (const [user, body] of attempts) {
      const refused = await user.browser.post('/api/credits/verify-payment').send(body).expect(400);
      expect(refused.body).toMatchObject({
        code: 'payment_verification_failed',
        message: 'Payment verification failed. Please contact support.',
      });
    }
    // Another user can neither pay nor see this test order.
    await other.browser.post(`/api/credits/test-checkout/${order.id}/pay`).expect(404);
    expect(await balanceRow(testApp, buyer.userId)).toEqual({ credits: 0, ledgerSum: 0 });
    expect(await balanceRow(testApp, other.userId)).toEqual({ credits: 0, ledgerSum: 0 });
    const statuses = await testApp.dataSource.query('SELECT DISTINCT status FROM credit_order WHERE user_id = $1', [
      buyer.userId,
    ]);
    expect(statuses).toEqual([{ status: 'created' }]);
  });

  it('grants once when verify is replayed 5 times in a row and 5 times at once', async () => {
    const buyer = await signedInUser(testApp);
    const sequential = await testPay(buyer, (await createOrder(buyer, { packageId: starter.id })).id);
    const answers = [];
    for (let attempt = 0; attempt < 5; attempt += 1)
      answers.push((await buyer.browser.post('/api/credits/verify-payment').send(sequential).expect(200)).body);
    expect(answers[0]).toEqual({ credits: 10, granted: 10, alreadyProcessed: false });
    for (const later of answers.slice(1)) expect(later).toEqual({ credits: 10, granted: 10, alreadyProcessed: true });

    const parallel = await testPay(buyer, (await createOrder(buyer, { packageId: starter.id })).id);
    const together = await Promise.all(
      Array.from({ length: 5 }, () => buyer.browser.post('/api/credits/verify-payment').send(parallel)),
    );
    expect(together.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
    expect(together.filter((response) => !response.body.alreadyProcessed)).toHaveLength(1);
    expect(await balanceRow(testApp, buyer.userId)).toEqual({ credits: 20, ledgerSum: 20 });
    expect((await ledger(buyer.userId)).filter((entry) => entry.type === 'earned')).toHaveLength(2);
  });
});

describe('the Razorpay webhook', () => {
  it('grants once across verify and webhook deliveries, in any order and number', async () => {
    const buyer = await signedInUser(testApp);
    // Webhooks first (both events, each delivered twice, in parallel), then the browser's verify.
    const first = await testPay(buyer, (await createOrder(buyer, { packageId: starter.id })).id);
    const captured = webhookBody('payment.captured', first.razorpay_order_id, first.razorpay_payment_id, 9900);
    const paid = webhookBody('order.paid', first.razorpay_order_id, first.razorpay_payment_id, 9900);
    const deliveries = await Promise.all([
      sendWebhook(captured, 'evt_a1'),
      sendWebhook(paid, 'evt_a2'),
      sendWebhook(captured, 'evt_a1'),
      sendWebhook(paid, 'evt_a2'),
    ]);
    for (const delivery of deliveries) expect(delivery.status).toBe(200);
    expect(deliveries[0].body).toEqual({ received: true });
    const late = await buyer.browser.post('/api/credits/verify-payment').send(first).expect(200);
    expect(late.body).toEqual({ credits: 10, granted: 10, alreadyProcessed: true });

    // Verify first, then webhooks (fresh event ids) arrive late.
    const second = await testPay(buyer, (await createOrder(buyer, { amount: 39950 })).id);
    await buyer.browser.post('/api/credits/verify-payment').send(second).expect(200);
    await sendWebhook(
      webhookBody('order.paid', second.razorpay_order_id, second.razorpay_payment_id, 39950),
      'evt_b1',
    ).expect(200);
    await sendWebhook(
      webhookBody('payment.captured', second.razorpay_order_id, second.razorpay_payment_id, 39950),
      'evt_b2',
    ).expect(200);
    expect(await balanceRow(testApp, buyer.userId)).toEqual({ credits: 60, ledgerSum: 60 });
    expect((await ledger(buyer.userId)).map((entry) => [entry.type, entry.amount, entry.balanceAfter])).toEqual([
      ['earned', 10, 10],
      ['earned', 50, 60],
    ]);
    const events = await testApp.dataSource.query(
      "SELECT event_id FROM payment_webhook_event WHERE event_id LIKE 'evt_a%' ORDER BY event_id",
    );
    expect(events).toEqual([{ event_id: 'evt_a1' }, { event_id: 'evt_a2' }]);
  });

  it('checks the signature over the raw bytes: the same JSON re-serialised differently fails', async () => {
    const buyer = await signedInUser(testApp);
    const payment = await testPay(buyer, (await createOrder(buyer, { packageId: starter.id })).id);
    const body = webhookBody('payment.captured', payment.razorpay_order_id, payment.razorpay_payment_id, 9900);
    const signature = sign(WEBHOOK_SECRET, body);
    const reserialised = JSON.stringify(JSON.parse(body), null, 2);
    expect(JSON.parse(reserialised)).toEqual(JSON.parse(body));
    const refused = await sendWebhook(reserialised, 'evt_c1', signature).expect(400);
    expect(refused.body.code).toBe('invalid_webhook_signature');
    await sendWebhook(body, 'evt_c2', sign('another-secret', body)).expect(400);
    await sendWebhook(body, 'evt_c3', 'not-hex').expect(400);
    expect(await balanceRow(testApp, buyer.userId)).toEqual({ credits: 0, ledgerSum: 0 });
    // The refused deliveries were not recorded, so the genuine one (same event id as a refused one) still counts.
    await sendWebhook(body, 'evt_c1', signature).expect(200);
    expect(await balanceRow(testApp, buyer.userId)).toEqual({ credits: 10, ledgerSum: 10 });
  });

  it('acknowledges and ignores other events, unknown orders and a wrong amount', async () => {
    const buyer = await signedInUser(testApp);
    const payment = await testPay(buyer, (await createOrder(buyer, { packageId: popular.id })).id);
    await sendWebhook(
      webhookBody('payment.captured', payment.razorpay_order_id, payment.razorpay_payment_id, 100),
      'evt_d1',
    ).expect(200);
    await sendWebhook(webhookBody('payment.failed', payment.razorpay_order_id, 'pay_x', 39950), 'evt_d2').expect(200);
    await sendWebhook(webhookBody('payment.captured', 'order_unknown1', 'pay_y', 39950), 'evt_d3').expect(200);
    expect(await balanceRow(testApp, buyer.userId)).toEqual({ credits: 0, ledgerSum: 0 });
  });
});

describe('admin credit packages are for admins only', () => {
  it('refuses guests (401) and non-admins (403) and changes nothing', async () => {
    const user = await signedInUser(testApp);
    const before = await testApp.dataSource.query("SELECT value FROM system_config WHERE key = 'credit_packages'");
    const calls: Array<[string, string, Record<string, unknown>?]> = [
      ['get', '/api/admin/credit-packages'],
      ['post', '/api/admin/credit-packages', { name: 'Free', credits: 1000, amount: 1 }],
      ['patch', `/api/admin/credit-packages/${starter.id}`, { amount: 1 }],
    ];
    for (const [method, path, body] of calls) {
      const guest = testApp.browser()[method as 'get'](path);
      expect((await (body ? guest.send(body) : guest)).status).toBe(401);
      const member = user.browser[method as 'get'](path);
      const refused = await (body ? member.send(body) : member);
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('forbidden');
    }
    const after = await testApp.dataSource.query("SELECT value FROM system_config WHERE key = 'credit_packages'");
    expect(after).toEqual(before);
  });
});
