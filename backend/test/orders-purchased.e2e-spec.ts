import { OrderPurchasedCopy1795590000001 } from '../src/database/migrations/1795590000001-OrderPurchasedCopy';
import { signedInUser } from './support/factories';
import { insertProduct, savedAddress, signedInTrendstar } from './support/orders';
import { finishedTryOn, productForm } from './support/products';
import { createTestApp, TestApp } from './support/test-app';

type User = Awaited<ReturnType<typeof signedInUser>>;

let testApp: TestApp;
let buyer: User;
let buyerAddressId: string;

beforeAll(async () => {
  testApp = await createTestApp();
  buyer = await signedInUser(testApp);
  buyerAddressId = await savedAddress(buyer.browser, 'Kabir Singh');
}, 120_000);

afterAll(async () => {
  await testApp.close();
});

const relative = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');

/** A TrendStar's product made through the API from a finished try-on, so it has real pictures. */
async function sellerWithProduct(title: string) {
  const seller = await signedInTrendstar(testApp);
  const username = seller.registration.username as string;
  const tryOn = await finishedTryOn(testApp, { userId: seller.userId, username });
  const created = await seller.browser
    .post('/api/products')
    .send(productForm(tryOn, { title, actualPrice: 2499, discountPrice: 1999, sizes: ['M', 'L'], colors: ['Rust'] }))
    .expect(201);
  return { seller, username, product: created.body.product as { id: string; largePath: string } };
}

async function placeOrder(productId: string): Promise<string> {
  const placed = await buyer.browser
    .post('/api/user-products')
    .send({ productId, size: 'L', color: 'Rust', addressId: buyerAddressId })
    .expect(201);
  return placed.body.order.id;
}

const orderOfBuyer = async (id: string) => (await buyer.browser.get(`/api/user-orders/${id}`).expect(200)).body.order;

describe('what an order keeps of what was bought', () => {
  it('shows the title, picture, price paid, size, colour and seller as bought after the product is edited and the seller leaves', async () => {
    const { seller, username, product } = await sellerWithProduct('Rust linen kurta');
    const [{ display_name: sellerName }] = await testApp.dataSource.query(
      `SELECT display_name FROM users WHERE id = $1`,
      [seller.userId],
    );
    const orderId = await placeOrder(product.id);
    const bought = {
      actualPrice: '2499.00',
      discountPrice: '1999.00',
      size: 'L',
      color: 'Rust',
      purchased: {
        title: 'Rust linen kurta',
        image: expect.stringMatching(new RegExp(`/uploads/orders/${orderId}/product\\.jpg$`)),
        thumbnail: expect.stringMatching(new RegExp(`/uploads/orders/${orderId}/product-256\\.jpg$`)),
        sellerName,
        sellerUsername: username,
      },
    };
    const placed = await orderOfBuyer(orderId);
    expect(placed).toMatchObject(bought);
    expect((await seller.browser.get(`/api/user-orders/${orderId}`).expect(200)).body.order).toMatchObject(bought);

    // The order's pictures are its own and private to its buyer and seller.
    for (const url of [placed.purchased.image, placed.purchased.thumbnail]) {
      const image = await buyer.browser.get(relative(url)).expect(200);
      expect(image.headers['content-type']).toBe('image/jpeg');
      expect(image.headers['cache-control']).toBe('private, no-cache');
      await seller.browser.get(relative(url)).expect(200);
      await testApp.http().get(relative(url)).expect(404);
      const stranger = await signedInUser(testApp);
      await stranger.browser.get(relative(url)).expect(404);
    }

    await seller.browser
      .patch(`/api/products/${product.id}`)
      .send({ title: 'Renamed kurta', actualPrice: 3999, discountPrice: null, sizes: ['S'], colors: ['Blue'] })
      .expect(200);
    await testApp.dataSource.query(`UPDATE users SET display_name = 'Someone Else' WHERE id = $1`, [seller.userId]);
    const afterEdit = await orderOfBuyer(orderId);
    expect(afterEdit).toMatchObject({ ...bought, product: { title: 'Renamed kurta' } });

    await seller.browser.delete('/api/users/me').expect(200);
    const afterLeaving = await orderOfBuyer(orderId);
    expect(afterLeaving).toMatchObject({ ...bought, product: null, seller: null, productId: null });
    const image = await buyer.browser.get(relative(afterLeaving.purchased.image)).expect(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    // The order's copies outlive the product and the seller's account, whose own files go with it.
    await buyer.browser.get(relative(afterLeaving.purchased.thumbnail)).expect(200);
    const listed = (await buyer.browser.get('/api/user-orders').expect(200)).body.orders;
    expect(listed.find((order: { id: string }) => order.id === orderId)).toMatchObject(bought);
  });

  it('fills orders placed before the copy from what still exists, leaving unknown fields null', async () => {
    const { seller, username } = await sellerWithProduct('Unused product');
    const productId = await insertProduct(testApp, seller.userId, {
      title: 'Older order kurta',
      colors: ['Rust'],
      sizes: ['L'],
    });
    const kept = await placeOrder(productId);
    const { product: goneProduct } = await sellerWithProduct('Gone before the copy');
    const lost = await placeOrder(goneProduct.id);
    await testApp.dataSource.query(`DELETE FROM product WHERE id = $1`, [goneProduct.id]);

    const runner = testApp.dataSource.createQueryRunner();
    try {
      const migration = new OrderPurchasedCopy1795590000001();
      await migration.down(runner);
      await migration.up(runner);
    } finally {
      await runner.release();
    }
    expect((await orderOfBuyer(kept)).purchased).toEqual({
      title: 'Older order kurta',
      image: expect.stringMatching(/\/uploads\/seller\/products\/\d+\/try-on\.png$/),
      thumbnail: null,
      sellerName: expect.any(String),
      sellerUsername: username,
    });
    expect((await orderOfBuyer(lost)).purchased).toMatchObject({ title: null, image: null, thumbnail: null });
    expect((await orderOfBuyer(lost)).purchased.sellerUsername).toEqual(expect.any(String));
  });
});
