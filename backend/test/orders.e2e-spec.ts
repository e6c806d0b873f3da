import { signedInUser } from './support/factories';
import { eventually, notificationsOf, settle } from './support/notifications';
import { insertProduct, savedAddress, signedInTrendstar, stockOf } from './support/orders';
import { createTestApp, TestApp } from './support/test-app';

type User = Awaited<ReturnType<typeof signedInUser>>;

let testApp: TestApp;
let seller: User;

beforeAll(async () => {
  testApp = await createTestApp();
  seller = await signedInTrendstar(testApp);
}, 120_000);

afterAll(async () => {
  // The sellers' notifications of the last orders are still being written.
  await settle();
  await testApp.close();
});

async function ordersOfProduct(productId: string) {
  return testApp.dataSource.query(
    'SELECT user_id, actual_price, discount_price, size, color, order_status FROM user_product WHERE product_id = $1',
    [productId],
  ) as Promise<Array<Record<string, string>>>;
}

/** The address savedAddress() saves, as an order placed with it ships to it. */
const KABIR_SHIPPING_ADDRESS = {
  fullName: 'Kabir Singh',
  mobile: '9876543210',
  email: null,
  address1: '4 Lake Road',
  address2: null,
  district: 'Pune',
  city: 'Pune',
  state: 'Maharashtra',
  pincode: '411001',
};

async function buyerWithAddress() {
  const buyer = await signedInUser(testApp);
  return { ...buyer, addressId: await savedAddress(buyer.browser) };
}

describe('placing an order', () => {
  it('records the product’s own prices whatever the client sends, takes one unit of stock and answers the order', async () => {
    const productId = await insertProduct(testApp, seller.userId, {
      title: 'Indigo kurta',
      actualPrice: '1299.00',
      discountPrice: '999.50',
      stock: 3,
    });
    const buyer = await buyerWithAddress();
    const placed = await buyer.browser
      .post('/api/user-products')
      .send({
        productId,
        trendStarUserId: buyer.userId,
        actualPrice: 1,
        discountPrice: 0.5,
        orderStatus: 'delivered',
        size: 'M',
        color: 'Sand',
        addressId: buyer.addressId,
        tryOnId: '1732400000001_2b1f0c4e-7a53-4d0c-9a55-3f1b2c4d5e6f',
      })
      .expect(201);
    expect(placed.body.message).toBe('Your order has been placed successfully.');
    expect(placed.body.order).toMatchObject({
      userId: buyer.userId,
      trendStarUserId: seller.userId,
      productId,
      actualPrice: '1299.00',
      discountPrice: '999.50',
      size: 'M',
      color: 'Sand',
      addressId: buyer.addressId,
      orderStatus: 'pending',
      tryOnId: '1732400000001_2b1f0c4e-7a53-4d0c-9a55-3f1b2c4d5e6f',
      product: { id: productId, title: 'Indigo kurta', isActive: true },
      address: KABIR_SHIPPING_ADDRESS,
      buyer: { id: buyer.userId },
      seller: { id: seller.userId },
    });
    expect(await ordersOfProduct(productId)).toEqual([
      {
        user_id: buyer.userId,
        actual_price: '1299.00',
        discount_price: '999.50',
        size: 'M',
        color: 'Sand',
        order_status: 'pending',
      },
    ]);
    expect(await stockOf(testApp, productId)).toBe(2);
  });

  it('tells the seller who bought what, linking to the sale', async () => {
    const productId = await insertProduct(testApp, seller.userId, { title: 'Sand chinos' });
    const buyer = await signedInUser(testApp, undefined, { firstName: 'Meera' });
    const addressId = await savedAddress(buyer.browser);
    const { order } = (
      await buyer.browser
        .post('/api/user-products')
        .send({ productId, size: 'L', color: 'Black', addressId })
        .expect(201)
    ).body;
    const { notifications } = await eventually(
      () => notificationsOf(seller.browser),
      (page) => page.notifications.some((notification) => notification.data.orderId === order.id),
    );
    const purchase = notifications.find((notification) => notification.data.orderId === order.id);
    expect(purchase).toMatchObject({
      type: 'product_purchase',
      actorId: buyer.userId,
      read: false,
      data: { productId, productTitle: 'Sand chinos', actionUrl: `/trendstar-sales/${order.id}` },
    });
    expect(purchase?.data.buyerName).toEqual(expect.any(String));
    // The buyer is told nothing about their own purchase.
    expect((await notificationsOf(buyer.browser)).notifications).toEqual([]);
  });

  it('refuses an inactive product, an empty stock, a size or colour the product lacks and one’s own product, changing nothing', async () => {
    const buyer = await buyerWithAddress();
    const inactive = await insertProduct(testApp, seller.userId, { isActive: false });
    const soldOut = await insertProduct(testApp, seller.userId, { stock: 0 });
    const available = await insertProduct(testApp, seller.userId, { stock: 4 });
    const order = (productId: string, overrides: Record<string, unknown> = {}) =>
      buyer.browser
        .post('/api/user-products')
        .send({ productId, size: 'M', color: 'Black', addressId: buyer.addressId, ...overrides });

    expect((await order(inactive).expect(409)).body).toMatchObject({
      code: 'product_not_available',
      message: 'This product is not available for purchase.',
    });
    expect((await order(soldOut).expect(409)).body).toMatchObject({
      code: 'out_of_stock',
      message: 'This product is out of stock.',
    });
    expect((await order(available, { size: 'XXL', color: 'Purple' }).expect(400)).body).toMatchObject({
      code: 'validation_error',
      errors: {
        size: 'This size is not available for this product',
        color: 'This color is not available for this product',
      },
    });
    const ownAddress = await savedAddress(seller.browser);
    expect(
      (
        await seller.browser
          .post('/api/user-products')
          .send({ productId: available, size: 'M', color: 'Black', addressId: ownAddress })
          .expect(400)
      ).body.code,
    ).toBe('cannot_order_own_product');

    for (const productId of [inactive, soldOut, available]) expect(await ordersOfProduct(productId)).toEqual([]);
    expect(await stockOf(testApp, available)).toBe(4);
    expect(await stockOf(testApp, soldOut)).toBe(0);
  });

  it('answers the spec’s messages for missing or malformed fields, an unknown product and another user’s address', async () => {
    const buyer = await buyerWithAddress();
    const stranger = await buyerWithAddress();
    const productId = await insertProduct(testApp, seller.userId, { stock: 2 });

    const invalid = await buyer.browser
      .post('/api/user-products')
      .send({ productId: 'abc', trendStarUserId: 'xyz', size: ' ', addressId: buyer.addressId })
      .expect(400);
    expect(invalid.body.errors).toEqual({
      productId: 'Invalid product ID',
      trendStarUserId: 'Invalid trendstar user ID',
      size: 'Size is required',
      color: 'Color is required',
    });
    const unknown = await buyer.browser
      .post('/api/user-products')
      .send({
        productId: '7d7c2f7e-1111-4aaa-9bbb-0123456789ab',
        size: 'M',
        color: 'Black',
        addressId: buyer.addressId,
      })
      .expect(404);
    expect(unknown.body).toMatchObject({ code: 'product_not_found', message: 'Product not found' });
    const theirs = await buyer.browser
      .post('/api/user-products')
      .send({ productId, size: 'M', color: 'Black', addressId: stranger.addressId })
      .expect(404);
    expect(theirs.body).toMatchObject({ code: 'address_not_found', message: 'Address not found' });

    expect(await ordersOfProduct(productId)).toEqual([]);
    expect(await stockOf(testApp, productId)).toBe(2);
    await testApp
      .http()
      .post('/api/user-products')
      .send({ productId, size: 'M', color: 'Black', addressId: buyer.addressId })
      .expect(401);
  });

  it('sells the last unit to exactly one of two buyers ordering at the same moment', async () => {
    const productId = await insertProduct(testApp, seller.userId, { stock: 1 });
    const buyers = await Promise.all([buyerWithAddress(), buyerWithAddress()]);
    const answers = await Promise.all(
      buyers.map((buyer) =>
        buyer.browser
          .post('/api/user-products')
          .send({ productId, size: 'S', color: 'Black', addressId: buyer.addressId }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body.code).toBe('out_of_stock');
    expect(await ordersOfProduct(productId)).toHaveLength(1);
    expect(await stockOf(testApp, productId)).toBe(0);
  });

  it('never sells more units than the stock under a burst of orders', async () => {
    const productId = await insertProduct(testApp, seller.userId, { stock: 3 });
    const buyers = await Promise.all(Array.from({ length: 6 }, () => buyerWithAddress()));
    const answers = await Promise.all(
      buyers.map((buyer) =>
        buyer.browser
          .post('/api/user-products')
          .send({ productId, size: 'S', color: 'Black', addressId: buyer.addressId }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(3);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(3);
    expect(await ordersOfProduct(productId)).toHaveLength(3);
    expect(await stockOf(testApp, productId)).toBe(0);
  });
});

describe('the support contact of the order pages', () => {
  it('answers the configured support address to a signed-in user, and nothing to a guest', async () => {
    const buyer = await signedInUser(testApp);
    const { body } = await buyer.browser.get('/api/orders/support-contact').expect(200);
    expect(body).toEqual({ email: 'support@tvt.local' });
    await testApp.http().get('/api/orders/support-contact').expect(401);
  });
});

describe('the address an order ships to', () => {
  it('stays as it was placed for buyer and seller when the saved address is edited and then deleted', async () => {
    const productId = await insertProduct(testApp, seller.userId, { title: 'Rust scarf' });
    const buyer = await buyerWithAddress();
    const { order } = (
      await buyer.browser
        .post('/api/user-products')
        .send({ productId, size: 'M', color: 'Black', addressId: buyer.addressId })
        .expect(201)
    ).body;
    const placedAddress = KABIR_SHIPPING_ADDRESS;
    expect(order.address).toEqual(placedAddress);

    /** The order as the buyer's and the seller's detail pages and lists read it. */
    const everyView = async () => {
      const buyerDetail = (await buyer.browser.get(`/api/user-orders/${order.id}`).expect(200)).body.order;
      const sellerDetail = (await seller.browser.get(`/api/user-orders/${order.id}`).expect(200)).body.order;
      const buyerList = (await buyer.browser.get('/api/user-orders').expect(200)).body.orders;
      const sellerList = (await seller.browser.get('/api/trendstar-orders?limit=50').expect(200)).body.orders;
      const inList = (orders: Array<{ id: string }>) => orders.find((candidate) => candidate.id === order.id);
      return [buyerDetail, sellerDetail, inList(buyerList), inList(sellerList)];
    };

    await buyer.browser
      .put(`/api/user-addresses/${buyer.addressId}`)
      .send({ ...placedAddress, email: 'kabir@example.com', fullName: 'Kabir S.', address1: '9 Hill Road' })
      .expect(200);
    for (const view of await everyView())
      expect(view).toMatchObject({ addressId: buyer.addressId, address: placedAddress });

    await buyer.browser.delete(`/api/user-addresses/${buyer.addressId}`).expect(200);
    expect(await testApp.dataSource.query('SELECT id FROM user_address WHERE id = $1', [buyer.addressId])).toEqual([]);
    for (const view of await everyView()) expect(view).toMatchObject({ addressId: null, address: placedAddress });

    // The seller still moves the order, and it still ships to the same place.
    const shipped = await seller.browser
      .patch(`/api/user-orders/${order.id}/status`)
      .send({ orderStatus: 'shipped' })
      .expect(200);
    expect(shipped.body.order).toMatchObject({ orderStatus: 'shipped', address: placedAddress });
  });

  it('refuses an order to a deleted address, changing nothing', async () => {
    const productId = await insertProduct(testApp, seller.userId, { stock: 2 });
    const buyer = await buyerWithAddress();
    await buyer.browser.delete(`/api/user-addresses/${buyer.addressId}`).expect(200);
    const refused = await buyer.browser
      .post('/api/user-products')
      .send({ productId, size: 'M', color: 'Black', addressId: buyer.addressId })
      .expect(404);
    expect(refused.body).toMatchObject({ code: 'address_not_found' });
    expect(await ordersOfProduct(productId)).toEqual([]);
    expect(await stockOf(testApp, productId)).toBe(2);
  });
});
