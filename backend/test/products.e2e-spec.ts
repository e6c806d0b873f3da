import { ProductImagesService } from '../src/modules/products/product-images.service';
import { signedInUser } from './support/factories';
import { png } from './support/images';
import { insertPost } from './support/posts';
import { finishedTryOn, productForm } from './support/products';
import { createTestApp, TestApp } from './support/test-app';

type User = Awaited<ReturnType<typeof signedInUser>>;
interface Person extends User {
  username: string;
}

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
}, 120_000);

afterAll(async () => {
  await testApp.close();
});

async function person(role: 'default' | 'trendstar' = 'default'): Promise<Person> {
  const user = await signedInUser(testApp);
  if (role === 'trendstar')
    await testApp.dataSource.query(`UPDATE users SET role = 'trendstar', verified = true WHERE id = $1`, [user.userId]);
  return { ...user, username: user.registration.username as string };
}

const productRows = async (userId: string) =>
  (await testApp.dataSource.query(`SELECT count(*)::int AS n FROM product WHERE user_id = $1`, [userId]))[0]
    .n as number;

async function createdProduct(owner: Person, overrides: Record<string, unknown> = {}) {
  const tryOn = await finishedTryOn(testApp, owner);
  const response = await owner.browser.post('/api/products').send(productForm(tryOn, overrides)).expect(201);
  return { tryOn, product: response.body.product as Record<string, unknown> & { id: string } };
}

describe('creating a product', () => {
  it('turns a TrendStar’s own try-on into a product with public copies of its pictures', async () => {
    const star = await person('trendstar');
    const tryOn = await finishedTryOn(testApp, star);
    const response = await star.browser
      .post('/api/products')
      .send(productForm(tryOn, { sizes: ' S, M ,, m, XL ', colors: 'Black,White', tags: ['#linen'], stock: '3' }))
      .expect(201);
    const product = response.body.product;
    expect(product).toMatchObject({
      userId: star.userId,
      user: { id: star.userId, username: star.username, verified: true },
      title: 'Linen summer shirt',
      description: 'Breathable linen, relaxed fit, for long summer days.',
      sizes: ['S', 'M', 'XL'],
      colors: ['Black', 'White'],
      tags: ['#linen'],
      actualPrice: '1999.00',
      discountPrice: '1499.00',
      stock: 3,
      isActive: true,
      tryOnId: tryOn.key,
      likes: 0,
      commentsCount: 0,
      isLiked: false,
      images: [],
    });
    // The product's pictures are its own public copies, readable by a guest.
    expect(product.tryOnImage).toMatch(new RegExp(`/uploads/${star.username}/products/${product.id}/try-on\\.png$`));
    for (const path of [product.tryOnImage, product.garmentImage, product.thumbnailPath, product.largePath])
      await testApp.http().get(new URL(path, 'http://x').pathname).expect(200);

    const [row] = await testApp.dataSource.query(
      `SELECT actual_price::text, discount_price::text, try_on_id FROM product WHERE id = $1`,
      [product.id],
    );
    expect(row).toEqual({ actual_price: '1999.00', discount_price: '1499.00', try_on_id: tryOn.id });

    await star.browser
      .get('/api/products/existing-tryons')
      .expect(200)
      .expect(({ body }) => expect(body).toEqual({ tryOnIds: [tryOn.key] }));
    await star.browser
      .get(`/api/products/exists-by-tryon/${tryOn.key}`)
      .expect(200)
      .expect(({ body }) => expect(body).toEqual({ exists: true, productId: product.id }));
    const other = await finishedTryOn(testApp, star);
    await star.browser
      .get(`/api/products/exists-by-tryon/${other.key}`)
      .expect(200)
      .expect(({ body }) => expect(body).toEqual({ exists: false, productId: null }));
  });

  it('refuses a default user, a TrendStar using another’s try-on, and a try-on already used', async () => {
    const [shopper, star, otherStar] = [await person(), await person('trendstar'), await person('trendstar')];
    const shoppersTryOn = await finishedTryOn(testApp, shopper);
    const refused = await shopper.browser.post('/api/products').send(productForm(shoppersTryOn)).expect(403);
    expect(refused.body).toMatchObject({
      code: 'product_create_forbidden',
      message: 'Only TrendStar users can create products',
    });
    expect(await productRows(shopper.userId)).toBe(0);

    const starsTryOn = await finishedTryOn(testApp, star);
    await otherStar.browser
      .post('/api/products')
      .send(productForm(starsTryOn))
      .expect(404)
      .expect(({ body }) => expect(body.code).toBe('try_on_not_found'));
    expect(await productRows(otherStar.userId)).toBe(0);

    await star.browser.post('/api/products').send(productForm(starsTryOn)).expect(201);
    const again = await star.browser.post('/api/products').send(productForm(starsTryOn)).expect(409);
    expect(again.body).toMatchObject({ code: 'product_exists_for_try_on' });
    expect(await productRows(star.userId)).toBe(1);
  });

  it('answers the spec’s messages for bad fields and creates nothing', async () => {
    const star = await person('trendstar');
    const tryOn = await finishedTryOn(testApp, star);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ title: 'ab' }, 'title', 'Title must be at least 3 characters'],
      [{ title: 'x'.repeat(101) }, 'title', 'Title must be less than 100 characters'],
      [{ description: 'too short' }, 'description', 'Description must be at least 10 characters'],
      [{ description: 'x'.repeat(1001) }, 'description', 'Description must be less than 1000 characters'],
      [{ sizes: [] }, 'sizes', 'At least one size is required'],
      [{ sizes: ' , ' }, 'sizes', 'At least one size is required'],
      [{ colors: '' }, 'colors', 'At least one color is required'],
      [{ actualPrice: 0 }, 'actualPrice', 'Price must be greater than 0'],
      [{ actualPrice: '' }, 'actualPrice', 'Price must be greater than 0'],
      [{ actualPrice: 'ten' }, 'actualPrice', 'Price must be greater than 0'],
      [{ stock: -1 }, 'stock', 'Stock must be 0 or positive'],
      [{ stock: 1.5 }, 'stock', 'Stock must be 0 or positive'],
      [{ tryOnId: '' }, 'tryOnId', 'Try-on ID is required'],
      [{ tryOnImage: '' }, 'tryOnImage', 'Try-on image is required'],
      [{ garmentImage: undefined }, 'garmentImage', 'Garment image is required'],
      [{ discountPrice: 1999 }, 'discountPrice', 'Discount price must be less than the price'],
    ];
    for (const [overrides, field, message] of cases) {
      const response = await star.browser.post('/api/products').send(productForm(tryOn, overrides)).expect(400);
      expect({ field, error: response.body.errors?.[field], code: response.body.code }).toEqual({
        field,
        error: message,
        code: 'validation_error',
      });
    }
    expect(await productRows(star.userId)).toBe(0);

    // The create screen preselects nothing: a seller who picked no size and no colour is told both, and nothing is
    // written. The table itself refuses such a product, whoever writes it.
    const unpicked = await star.browser
      .post('/api/products')
      .send(productForm(tryOn, { sizes: [], colors: [] }))
      .expect(400);
    expect(unpicked.body.errors).toEqual({
      sizes: 'At least one size is required',
      colors: 'At least one color is required',
    });
    expect(await productRows(star.userId)).toBe(0);
    for (const [sizes, colors] of [
      [[], ['Black']],
      [['M'], []],
    ])
      await expect(
        testApp.dataSource.query(
          `INSERT INTO product (user_id, title, sizes, colors, actual_price, try_on_image, garment_image)
           VALUES ($1, 'Unsized shirt', $2, $3, 100, 'a.png', 'b.png')`,
          [star.userId, sizes, colors],
        ),
      ).rejects.toThrow(/product_has_size_and_color/);
    expect(await productRows(star.userId)).toBe(0);

    // An emptied discount means none; a price in rupees and paise is kept exactly.
    const created = await star.browser
      .post('/api/products')
      .send(productForm(tryOn, { discountPrice: '', actualPrice: '1234.5', description: '' }))
      .expect(201);
    expect(created.body.product).toMatchObject({ actualPrice: '1234.50', discountPrice: null, description: null });
  });
});

describe('product images', () => {
  it('keeps the create screen’s pictures (at most 5, a new upload replaces them) for the product made next', async () => {
    const star = await person('trendstar');
    const tryOn = await finishedTryOn(testApp, star);
    const picture = await png(400, 400);
    const upload = (count: number) => {
      let request = star.browser.post(`/api/products/images/${tryOn.key}`);
      for (let index = 0; index < count; index++) request = request.attach('productImages', picture, `p${index}.png`);
      return request;
    };
    const tooMany = await upload(6).expect(400);
    expect(tooMany.body).toMatchObject({
      code: 'too_many_product_images',
      message: 'You can upload a maximum of 5 images per product',
    });
    const first = await upload(3).expect(200);
    expect(first.body.images).toHaveLength(3);
    const second = await upload(2).expect(200);
    expect(second.body.images).toHaveLength(2);
    // The replaced pictures are gone from storage.
    await testApp.http().get(new URL(first.body.images[0], 'http://x').pathname).expect(404);

    const { body } = await star.browser.post('/api/products').send(productForm(tryOn)).expect(201);
    expect(body.product.images).toEqual(expect.arrayContaining(second.body.images));
    expect(body.product.images).toHaveLength(2);
    await testApp
      .http()
      .get(`/api/products/${body.product.id}/images`)
      .expect(200)
      .expect(({ body: listed }) => expect(listed.images.sort()).toEqual([...second.body.images].sort()));
    await testApp.http().get(new URL(second.body.images[0], 'http://x').pathname).expect(200);
  });

  it('removes pictures uploaded for a product never created a day later, rows and files, and nothing else', async () => {
    const star = await person('trendstar');
    const [abandoned, recent, used] = [
      await finishedTryOn(testApp, star),
      await finishedTryOn(testApp, star),
      await finishedTryOn(testApp, star),
    ];
    const picture = await png(300, 300);
    const stage = async (tryOn: { key: string }) =>
      (
        await star.browser
          .post(`/api/products/images/${tryOn.key}`)
          .attach('productImages', picture, 'p.png')
          .expect(200)
      ).body.images[0] as string;
    const [abandonedPicture, recentPicture, usedPicture] = [
      await stage(abandoned),
      await stage(recent),
      await stage(used),
    ];
    const { body } = await star.browser.post('/api/products').send(productForm(used)).expect(201);
    // The abandoned upload and the product's own picture are both two days old; only the first is abandoned.
    await testApp.dataSource.query(
      `UPDATE product_image SET created_at = now() - interval '2 days' WHERE path = ANY($1)`,
      [[abandonedPicture, usedPicture]],
    );

    expect(await testApp.app.get(ProductImagesService).removeAbandonedStaged()).toBe(1);

    const paths = async () =>
      (
        await testApp.dataSource.query(`SELECT path FROM product_image WHERE user_id = $1 ORDER BY path`, [star.userId])
      ).map((row: { path: string }) => row.path);
    expect(await paths()).toEqual([recentPicture, usedPicture].sort());
    const file = (url: string) => testApp.http().get(new URL(url, 'http://x').pathname);
    await file(abandonedPicture).expect(404);
    await file(abandonedPicture.replace(/\.jpg$/, '-256.jpg')).expect(404);
    await file(recentPicture).expect(200);
    await file(usedPicture).expect(200);
    expect(body.product.images).toEqual([usedPicture]);
    expect(await testApp.app.get(ProductImagesService).removeAbandonedStaged()).toBe(0);
  });

  it('lets the owner add and delete pictures on the edit screen; nobody else', async () => {
    const [star, otherStar] = [await person('trendstar'), await person('trendstar')];
    const { product } = await createdProduct(star);
    const picture = await png(300, 300);
    const added = await star.browser
      .post(`/api/products/${product.id}/images`)
      .attach('productImages', picture, 'a.png')
      .attach('productImages', picture, 'b.png')
      .expect(200);
    expect(added.body.images).toHaveLength(2);
    await otherStar.browser
      .post(`/api/products/${product.id}/images`)
      .attach('productImages', picture, 'c.png')
      .expect(403)
      .expect(({ body }) => expect(body.code).toBe('product_not_owner'));
    await otherStar.browser
      .delete(`/api/products/${product.id}/images`)
      .send({ imagePath: added.body.images[0] })
      .expect(403);

    const removed = await star.browser
      .delete(`/api/products/${product.id}/images`)
      .send({ imagePath: added.body.images[0] })
      .expect(200);
    expect(removed.body).toEqual({ path: added.body.images[0], message: 'Image deleted successfully' });
    const listed = await testApp.http().get(`/api/products/${product.id}/images`).expect(200);
    expect(listed.body.images).toEqual([added.body.images[1]]);
    await testApp.http().get(new URL(added.body.images[0], 'http://x').pathname).expect(404);
    await star.browser
      .delete(`/api/products/${product.id}/images`)
      .send({ imagePath: added.body.images[0] })
      .expect(404)
      .expect(({ body }) => expect(body.code).toBe('product_image_not_found'));
    await star.browser
      .post(`/api/products/${product.id}/images`)
      .attach('productImages', Buffer.from('not an image'), 'x.png')
      .expect(400)
      .expect(({ body }) => expect(body.code).toBe('invalid_image_format'));
  });
});

describe('editing a product', () => {
  it('lets only its TrendStar owner change it, with the same rules as creation', async () => {
    const [star, otherStar, shopper] = [await person('trendstar'), await person('trendstar'), await person()];
    const { product } = await createdProduct(star);

    const updated = await star.browser
      .patch(`/api/products/${product.id}`)
      .send({ title: 'Linen shirt, sand', actualPrice: '2499.99', discountPrice: null, sizes: 'M,L', stock: 0 })
      .expect(200);
    expect(updated.body.product).toMatchObject({
      title: 'Linen shirt, sand',
      actualPrice: '2499.99',
      discountPrice: null,
      sizes: ['M', 'L'],
      colors: ['Black'],
      stock: 0,
    });

    await otherStar.browser
      .patch(`/api/products/${product.id}`)
      .send({ title: 'Stolen' })
      .expect(403)
      .expect(({ body }) =>
        expect(body).toMatchObject({ code: 'product_not_owner', message: 'You can only edit your own products' }),
      );
    await shopper.browser
      .patch(`/api/products/${product.id}`)
      .send({ title: 'Stolen' })
      .expect(403)
      .expect(({ body }) =>
        expect(body).toMatchObject({
          code: 'product_edit_forbidden',
          message: 'Only TrendStar users can edit products',
        }),
      );
    await testApp.http().patch(`/api/products/${product.id}`).send({ title: 'Stolen' }).expect(401);
    const bad = await star.browser.patch(`/api/products/${product.id}`).send({ colors: [], stock: -2 }).expect(400);
    expect(bad.body.errors).toEqual({
      colors: 'At least one color is required',
      stock: 'Stock must be 0 or positive',
    });
    await star.browser
      .patch(`/api/products/${product.id}`)
      .send({ discountPrice: 2500 })
      .expect(400)
      .expect(({ body }) =>
        expect(body.errors).toEqual({ discountPrice: 'Discount price must be less than the price' }),
      );
    const [row] = await testApp.dataSource.query(`SELECT title, colors, stock FROM product WHERE id = $1`, [
      product.id,
    ]);
    expect(row).toEqual({ title: 'Linen shirt, sand', colors: ['Black'], stock: 0 });

    // Null leaves a field a product always has as it is; a discount of 0 means none.
    await star.browser.patch(`/api/products/${product.id}`).send({ discountPrice: 1000 }).expect(200);
    const cleared = await star.browser
      .patch(`/api/products/${product.id}`)
      .send({ title: null, sizes: null, stock: null, isActive: null, discountPrice: 0 })
      .expect(200);
    expect(cleared.body.product).toMatchObject({
      title: 'Linen shirt, sand',
      sizes: ['M', 'L'],
      stock: 0,
      isActive: true,
      discountPrice: null,
    });
    await star.browser
      .patch(`/api/products/${product.id}`)
      .send({ actualPrice: null })
      .expect(400)
      .expect(({ body }) => expect(body.errors).toEqual({ actualPrice: 'Price must be greater than 0' }));
  });
});

describe('active and inactive products', () => {
  it('hides an inactive product from the feed and from others, but not from its owner’s profile', async () => {
    const [star, viewer] = [await person('trendstar'), await person()];
    const { product: active } = await createdProduct(star);
    const { product: hidden } = await createdProduct(star, { isActive: false, title: 'Not yet on sale' });

    const feed = await viewer.browser.get('/api/feed').expect(200);
    const items = feed.body.posts.filter((item: { type: string }) => item.type === 'product');
    expect(items.map((item: { id: string }) => item.id)).toContain(active.id);
    expect(items.map((item: { id: string }) => item.id)).not.toContain(hidden.id);
    expect(items.find((item: { id: string }) => item.id === active.id)).toMatchObject({
      type: 'product',
      title: 'Linen summer shirt',
      actualPrice: '1999.00',
      discountPrice: '1499.00',
      user: { id: star.userId },
      thumbnailPath: active.thumbnailPath,
      isLiked: false,
    });

    await viewer.browser
      .get(`/api/products/${hidden.id}`)
      .expect(404)
      .expect(({ body }) => expect(body.code).toBe('product_not_found'));
    await testApp.http().get(`/api/products/${hidden.id}/images`).expect(404);
    await star.browser.get(`/api/products/${hidden.id}?include=user`).expect(200);
    await testApp.http().get('/api/products/not-a-uuid').expect(404);

    const theirs = await viewer.browser.get(`/api/users/${star.username}/products`).expect(200);
    expect(theirs.body.products.map((item: { id: string }) => item.id)).toEqual([active.id]);
    const own = await star.browser.get(`/api/users/${star.username}/products`).expect(200);
    expect(own.body.products.map((item: { id: string; isActive: boolean }) => [item.id, item.isActive])).toEqual([
      [hidden.id, false],
      [active.id, true],
    ]);

    // Switching it off takes it out of the feed; others then cannot see it.
    await star.browser.patch(`/api/products/${active.id}`).send({ isActive: false }).expect(200);
    const after = await viewer.browser.get('/api/feed').expect(200);
    expect(after.body.posts.map((item: { id: string }) => item.id)).not.toContain(active.id);
    await viewer.browser.get(`/api/products/${active.id}`).expect(404);
    await viewer.browser
      .patch(`/api/products/${active.id}`)
      .send({ title: 'Hidden from me' })
      .expect(404)
      .expect(({ body }) => expect(body.code).toBe('product_not_found'));
  });

  it('pages a TrendStar’s feed with posts and products merged newest first, each item once', async () => {
    const star = await person('trendstar');
    const older = await insertPost(testApp, star.userId, { visibility: 'public', secondsAgo: 40 });
    const { product: middle } = await createdProduct(star);
    const newer = await insertPost(testApp, star.userId, { visibility: 'public', secondsAgo: 10 });
    const { product: newest } = await createdProduct(star);
    await testApp.dataSource.query(`UPDATE product SET created_at = now() - interval '20 seconds' WHERE id = $1`, [
      middle.id,
    ]);
    const seen: Array<[string, string]> = [];
    let cursor: string | null = null;
    do {
      const query: Record<string, string> = { trendstar: star.username, limit: '1', ...(cursor ? { cursor } : {}) };
      const page = await testApp.http().get('/api/feed').query(query).expect(200);
      seen.push(...page.body.posts.map((item: { type: string; id: string }): [string, string] => [item.type, item.id]));
      cursor = page.body.nextCursor;
    } while (cursor && seen.length < 10);
    expect(seen).toEqual([
      ['product', newest.id],
      ['try-on', newer],
      ['product', middle.id],
      ['try-on', older],
    ]);
  });

  it('keeps the product whole when the try-on it was made from is deleted', async () => {
    const star = await person('trendstar');
    const { tryOn, product } = await createdProduct(star);
    await star.browser.delete(`/api/virtual-try-on/${tryOn.timestamp}/${tryOn.id}`).send({}).expect(200);
    const after = await testApp.http().get(`/api/products/${product.id}`).expect(200);
    expect(after.body.product).toMatchObject({ id: product.id, tryOnId: null, tryOnImage: product.tryOnImage });
    await testApp
      .http()
      .get(new URL(product.tryOnImage as string, 'http://x').pathname)
      .expect(200);
  });
});
