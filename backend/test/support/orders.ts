import type request from 'supertest';
import { signedInUser } from './factories';
import type { TestApp } from './test-app';

type Browser = ReturnType<typeof request.agent>;

/** A signed-in user promoted to TrendStar (the session reads the role fresh on every request). */
export async function signedInTrendstar(testApp: TestApp) {
  const user = await signedInUser(testApp);
  await testApp.dataSource.query(`UPDATE users SET role = 'trendstar', verified = true WHERE id = $1`, [user.userId]);
  return user;
}

export interface ProductFields {
  title?: string;
  actualPrice?: string;
  discountPrice?: string | null;
  sizes?: string[];
  colors?: string[];
  stock?: number;
  isActive?: boolean;
}

let sequence = 0;

/** A product of this seller written straight to the database (creating products is the products suites' subject). */
export async function insertProduct(testApp: TestApp, sellerId: string, fields: ProductFields = {}): Promise<string> {
  sequence += 1;
  const [product] = await testApp.dataSource.query(
    `INSERT INTO product (user_id, title, description, sizes, colors, actual_price, discount_price, stock, is_active,
       try_on_image, garment_image)
     VALUES ($1, $2, 'A soft linen shirt for warm days.', $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
    [
      sellerId,
      fields.title ?? `Linen shirt ${sequence}`,
      fields.sizes ?? ['S', 'M', 'L'],
      fields.colors ?? ['Black', 'Sand'],
      fields.actualPrice ?? '1299.00',
      fields.discountPrice === undefined ? '999.50' : fields.discountPrice,
      fields.stock ?? 5,
      fields.isActive ?? true,
      `/uploads/seller/products/${sequence}/try-on.png`,
      `/uploads/seller/products/${sequence}/garment.png`,
    ],
  );
  return product.id;
}

export async function stockOf(testApp: TestApp, productId: string): Promise<number> {
  const [row] = await testApp.dataSource.query('SELECT stock FROM product WHERE id = $1', [productId]);
  return row.stock;
}

/** Saves an address through the API, as the order screen does, and answers its id. */
export async function savedAddress(browser: Browser, fullName = 'Kabir Singh'): Promise<string> {
  const response = await browser
    .post('/api/user-addresses')
    .send({
      fullName,
      mobile: '9876543210',
      address1: '4 Lake Road',
      district: 'Pune',
      city: 'Pune',
      state: 'Maharashtra',
      pincode: '411001',
    })
    .expect(201);
  return response.body.address.id;
}
