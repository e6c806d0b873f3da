import { signedInUser } from './support/factories';
import { eventually } from './support/notifications';
import { insertProduct, savedAddress, signedInTrendstar } from './support/orders';
import { createTestApp, TestApp } from './support/test-app';
import { RunningWorker, startWorker } from './support/worker';

let testApp: TestApp;
let worker: RunningWorker;

beforeAll(async () => {
  testApp = await createTestApp();
  worker = await startWorker();
}, 120_000);

afterAll(async () => {
  await worker?.stop();
  await testApp.close();
});

async function mails(email: string) {
  return (await testApp.http().get('/api/dev/outbox').query({ to: email }).expect(200)).body.messages as Array<{
    subject: string;
    text: string;
  }>;
}

describe('order e-mails', () => {
  it('e-mails the seller of a new order and the buyer of its new status, each with a link to the order', async () => {
    const seller = await signedInTrendstar(testApp);
    const buyer = await signedInUser(testApp);
    const productId = await insertProduct(testApp, seller.userId, { title: 'Rust linen dress' });
    const { id } = (
      await buyer.browser
        .post('/api/user-products')
        .send({ productId, size: 'S', color: 'Black', addressId: await savedAddress(buyer.browser) })
        .expect(201)
    ).body.order;

    const toSeller = await eventually(
      () => mails(seller.registration.email),
      (messages) => messages.some((message) => message.subject === 'New order: Rust linen dress'),
      15_000,
    );
    const sale = toSeller.find((message) => message.subject === 'New order: Rust linen dress');
    expect(sale?.text).toContain('bought Rust linen dress');
    expect(sale?.text).toContain(`/trendstar-sales/${id}`);

    await seller.browser.patch(`/api/user-orders/${id}/status`).send({ orderStatus: 'shipped' }).expect(200);
    const toBuyer = await eventually(
      () => mails(buyer.registration.email),
      (messages) => messages.some((message) => message.subject === 'Order shipped: Rust linen dress'),
      15_000,
    );
    const update = toBuyer.find((message) => message.subject === 'Order shipped: Rust linen dress');
    expect(update?.text).toContain('Your order of Rust linen dress is now shipped.');
    expect(update?.text).toContain(`/order-complete/${id}`);
  });
});
