import { signedInUser } from './support/factories';
import { eventually, notificationsOf, settle } from './support/notifications';
import { insertProduct, savedAddress, signedInTrendstar, stockOf } from './support/orders';
import { createTestApp, TestApp } from './support/test-app';

type User = Awaited<ReturnType<typeof signedInUser>>;

let testApp: TestApp;
let seller: User;
let buyer: User;
let stranger: User;
let buyerAddressId: string;

beforeAll(async () => {
  testApp = await createTestApp();
  seller = await signedInTrendstar(testApp);
  buyer = await signedInUser(testApp);
  stranger = await signedInTrendstar(testApp);
  buyerAddressId = await savedAddress(buyer.browser, 'Kabir Singh');
}, 120_000);

afterAll(async () => {
  await settle();
  await testApp.close();
});

async function placeOrder(productId: string): Promise<string> {
  const response = await buyer.browser
    .post('/api/user-products')
    .send({ productId, size: 'M', color: 'Black', addressId: buyerAddressId })
    .expect(201);
  return response.body.order.id;
}

const orderStatusNotifications = async (orderId: string) =>
  (await notificationsOf(buyer.browser)).notifications.filter(
    (notification) => notification.type === 'system' && notification.data.orderId === orderId,
  );

describe('who sees an order', () => {
  it('shows it to its buyer and its seller, in their lists and alone, and to nobody else', async () => {
    const productId = await insertProduct(testApp, seller.userId, { title: 'Mustard scarf' });
    const orderId = await placeOrder(productId);

    const asBuyer = await buyer.browser.get(`/api/user-orders/${orderId}`).expect(200);
    expect(asBuyer.body.order).toMatchObject({
      id: orderId,
      orderStatus: 'pending',
      product: { title: 'Mustard scarf' },
      address: { fullName: 'Kabir Singh', city: 'Pune' },
    });
    const asSeller = await seller.browser.get(`/api/user-orders/${orderId}`).expect(200);
    expect(asSeller.body.order).toEqual(asBuyer.body.order);

    const hidden = await stranger.browser.get(`/api/user-orders/${orderId}`).expect(404);
    expect(hidden.body).toMatchObject({ code: 'order_not_found', message: 'Order not found' });
    await stranger.browser.get('/api/user-orders/not-a-uuid').expect(404);
    await testApp.http().get(`/api/user-orders/${orderId}`).expect(401);

    const purchases = (await buyer.browser.get('/api/user-orders').expect(200)).body.orders as Array<{ id: string }>;
    expect(purchases.map((order) => order.id)).toContain(orderId);
    const sales = (await seller.browser.get('/api/trendstar-orders').expect(200)).body.orders as Array<{ id: string }>;
    expect(sales.map((order) => order.id)).toContain(orderId);
    expect((await stranger.browser.get('/api/user-orders').expect(200)).body.orders).toEqual([]);
    expect((await stranger.browser.get('/api/trendstar-orders').expect(200)).body.orders).toEqual([]);
    // The seller's purchases and the buyer's sales are other lists.
    expect((await seller.browser.get('/api/user-orders').expect(200)).body.orders).toEqual([]);
    expect((await buyer.browser.get('/api/trendstar-orders').expect(403)).body.code).toBe('forbidden');
  });

  it('lists newest first in pages that neither skip nor repeat an order', async () => {
    const pageBuyer = await signedInUser(testApp);
    const addressId = await savedAddress(pageBuyer.browser);
    const productId = await insertProduct(testApp, seller.userId, { stock: 10 });
    const placed: string[] = [];
    for (let index = 0; index < 5; index += 1)
      placed.push(
        (
          await pageBuyer.browser
            .post('/api/user-products')
            .send({ productId, size: 'S', color: 'Sand', addressId })
            .expect(201)
        ).body.order.id,
      );
    const seen: Array<{ id: string; createdAt: string }> = [];
    let cursor: string | null = null;
    do {
      const page: { body: { orders: Array<{ id: string; createdAt: string }>; nextCursor: string | null } } =
        await pageBuyer.browser
          .get('/api/user-orders')
          .query(cursor ? { limit: 2, cursor } : { limit: 2 })
          .expect(200);
      expect(page.body.orders.length).toBeLessThanOrEqual(2);
      seen.push(...page.body.orders.map(({ id, createdAt }) => ({ id, createdAt })));
      cursor = page.body.nextCursor;
    } while (cursor);
    // Orders placed within one millisecond may come in either order; none is skipped or repeated.
    expect(seen.map((order) => order.id).sort()).toEqual([...placed].sort());
    const times = seen.map((order) => order.createdAt);
    expect(times).toEqual([...times].sort().reverse());
  });
});

describe('changing an order’s status', () => {
  it('lets only the seller change it: the buyer is refused, anyone else sees no such order, an unknown status is 400', async () => {
    const orderId = await placeOrder(await insertProduct(testApp, seller.userId));
    const byBuyer = await buyer.browser.patch(`/api/user-orders/${orderId}/status`).send({ orderStatus: 'completed' });
    expect(byBuyer.status).toBe(403);
    expect(byBuyer.body).toMatchObject({
      code: 'order_status_forbidden',
      message: 'Only the seller can update the order status.',
    });
    await stranger.browser.patch(`/api/user-orders/${orderId}/status`).send({ orderStatus: 'shipped' }).expect(404);
    const unknown = await seller.browser
      .patch(`/api/user-orders/${orderId}/status`)
      .send({ orderStatus: 'teleported' })
      .expect(400);
    expect(unknown.body).toMatchObject({
      code: 'validation_error',
      errors: {
        orderStatus: 'Order status must be one of pending, confirmed, shipped, delivered, completed, cancelled',
      },
    });
    const [row] = await testApp.dataSource.query('SELECT order_status FROM user_product WHERE id = $1', [orderId]);
    expect(row.order_status).toBe('pending');
  });

  it('tells the buyer of each new status with a link to the order, and says nothing when the status is unchanged', async () => {
    const productId = await insertProduct(testApp, seller.userId, { title: 'Olive jacket' });
    const orderId = await placeOrder(productId);
    const shipped = await seller.browser
      .patch(`/api/user-orders/${orderId}/status`)
      .send({ orderStatus: 'shipped' })
      .expect(200);
    expect(shipped.body).toMatchObject({
      changed: true,
      message: 'Order status has been updated to shipped',
      order: { id: orderId, orderStatus: 'shipped' },
    });
    const told = await eventually(
      () => orderStatusNotifications(orderId),
      (notifications) => notifications.length === 1,
    );
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      actorId: null,
      data: {
        type: 'order_status',
        status: 'shipped',
        productTitle: 'Olive jacket',
        actionUrl: `/order-complete/${orderId}`,
      },
    });
    expect((await buyer.browser.get(`/api/user-orders/${orderId}`).expect(200)).body.order.orderStatus).toBe('shipped');

    const again = await seller.browser
      .patch(`/api/user-orders/${orderId}/status`)
      .send({ orderStatus: 'shipped' })
      .expect(200);
    expect(again.body.changed).toBe(false);
    await settle();
    expect(await orderStatusNotifications(orderId)).toHaveLength(1);
  });

  it('gives the unit back to the stock once when cancelled, and takes it again when the order is reopened', async () => {
    const productId = await insertProduct(testApp, seller.userId, { stock: 1 });
    const orderId = await placeOrder(productId);
    expect(await stockOf(testApp, productId)).toBe(0);
    const setStatus = (orderStatus: string) =>
      seller.browser.patch(`/api/user-orders/${orderId}/status`).send({ orderStatus });

    await setStatus('cancelled').expect(200);
    expect(await stockOf(testApp, productId)).toBe(1);
    await Promise.all([setStatus('cancelled').expect(200), setStatus('cancelled').expect(200)]);
    expect(await stockOf(testApp, productId)).toBe(1);

    // Someone else bought the returned unit: the cancelled order cannot be reopened.
    const other = await signedInUser(testApp);
    await other.browser
      .post('/api/user-products')
      .send({ productId, size: 'M', color: 'Black', addressId: await savedAddress(other.browser) })
      .expect(201);
    expect((await setStatus('confirmed').expect(409)).body.code).toBe('out_of_stock');
    const [row] = await testApp.dataSource.query('SELECT order_status FROM user_product WHERE id = $1', [orderId]);
    expect(row.order_status).toBe('cancelled');

    await testApp.dataSource.query('UPDATE product SET stock = 2 WHERE id = $1', [productId]);
    await setStatus('confirmed').expect(200);
    expect(await stockOf(testApp, productId)).toBe(1);
  });
});

describe('accounts that go away', () => {
  it('keeps a deleted buyer’s order for the seller with the buyer and address gone, and the seller can still move it', async () => {
    const leaver = await signedInUser(testApp);
    const addressId = await savedAddress(leaver.browser, 'Leaving Buyer');
    const productId = await insertProduct(testApp, seller.userId, { stock: 2 });
    const { id } = (
      await leaver.browser
        .post('/api/user-products')
        .send({ productId, size: 'M', color: 'Black', addressId })
        .expect(201)
    ).body.order;
    await leaver.browser.delete('/api/users/me').expect(200);

    const sale = (await seller.browser.get(`/api/user-orders/${id}`).expect(200)).body.order;
    expect(sale).toMatchObject({ id, userId: null, buyer: null, addressId: null, address: null, productId });
    const sales = (await seller.browser.get('/api/trendstar-orders').expect(200)).body.orders as Array<{ id: string }>;
    expect(sales.map((order) => order.id)).toContain(id);
    await seller.browser.patch(`/api/user-orders/${id}/status`).send({ orderStatus: 'cancelled' }).expect(200);
    expect(await stockOf(testApp, productId)).toBe(2);
    expect(await testApp.dataSource.query('SELECT id FROM user_address WHERE id = $1', [addressId])).toEqual([]);
  });

  it('keeps a buyer’s order when the seller’s account and products are deleted, without product or seller', async () => {
    const leavingSeller = await signedInTrendstar(testApp);
    const productId = await insertProduct(testApp, leavingSeller.userId);
    const orderId = await placeOrder(productId);
    await leavingSeller.browser.delete('/api/users/me').expect(200);

    const order = (await buyer.browser.get(`/api/user-orders/${orderId}`).expect(200)).body.order;
    expect(order).toMatchObject({
      id: orderId,
      productId: null,
      product: null,
      trendStarUserId: null,
      seller: null,
      actualPrice: '1299.00',
      addressId: buyerAddressId,
      address: { fullName: 'Kabir Singh', pincode: '411001' },
    });
  });
});
