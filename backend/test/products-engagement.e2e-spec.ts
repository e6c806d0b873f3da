import { signedInUser } from './support/factories';
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

async function createdProduct(owner: Person, overrides: Record<string, unknown> = {}) {
  const tryOn = await finishedTryOn(testApp, owner);
  const response = await owner.browser.post('/api/products').send(productForm(tryOn, overrides)).expect(201);
  return response.body.product as { id: string; tryOnImage: string };
}

/** Notifications are written by a listener after the action answered: wait for them like the bell does. */
async function notificationsOf(userId: string, type: string, expected: number) {
  const started = Date.now();
  for (;;) {
    const rows: Array<{ type: string; data: Record<string, unknown>; group_count: number }> =
      await testApp.dataSource.query(
        `SELECT type, data, group_count FROM notification WHERE user_id = $1 AND type = $2 ORDER BY created_at`,
        [userId, type],
      );
    if (rows.length >= expected || Date.now() - started > 5_000) return rows;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const uploadPath = (url: string) => new URL(url, 'http://x').pathname;

describe('product likes and comments (the engagement code of posts)', () => {
  it('likes, lists likers, comments, replies and likes comments with exact counters and notifications', async () => {
    const [star, asha, riya] = [await person('trendstar'), await person(), await person()];
    const product = await createdProduct(star);

    await testApp.http().post(`/api/products/${product.id}/like`).expect(401);
    await asha.browser
      .post(`/api/products/${product.id}/like`)
      .expect(200)
      .expect(({ body }) => expect(body).toEqual({ isLiked: true, likes: 1 }));
    await riya.browser
      .post(`/api/products/${product.id}/like`)
      .expect(200)
      .expect(({ body }) => expect(body).toEqual({ isLiked: true, likes: 2 }));
    const likers = await testApp.http().get(`/api/products/${product.id}/likes/users`).expect(200);
    expect(likers.body).toMatchObject({ total: 2, hasMore: false });
    expect(likers.body.users.map((user: { id: string }) => user.id)).toEqual([riya.userId, asha.userId]);
    const detail = await asha.browser.get(`/api/products/${product.id}`).expect(200);
    expect(detail.body.product).toMatchObject({ likes: 2, isLiked: true });

    // Two likes of one product share one unread notification of the seller.
    const liked = await notificationsOf(star.userId, 'like_product', 1);
    expect(liked).toHaveLength(1);
    expect(liked[0].data).toMatchObject({
      productId: product.id,
      productTitle: 'Linen summer shirt',
      ownerUsername: star.username,
      actionUrl: `/product/${product.id}`,
    });

    await riya.browser
      .post(`/api/products/${product.id}/like`)
      .expect(200)
      .expect(({ body }) => expect(body).toEqual({ isLiked: false, likes: 1 }));

    await asha.browser
      .post(`/api/products/${product.id}/comments`)
      .send({ text: '   ' })
      .expect(400)
      .expect(({ body }) => expect(body.errors).toEqual({ text: 'Comment text is required' }));
    const comment = await asha.browser
      .post(`/api/products/${product.id}/comments`)
      .send({ text: 'Does it run small?' })
      .expect(201);
    const reply = await star.browser
      .post(`/api/products/${product.id}/comments/${comment.body.id}/replies`)
      .send({ text: '@asha true to size' })
      .expect(201);
    expect(reply.body).toMatchObject({ text: '@asha true to size', likesCount: 0 });
    await star.browser
      .post(`/api/product-comments/${comment.body.id}/like`)
      .expect(200)
      .expect(({ body }) => expect(body).toMatchObject({ isLiked: true, likesCount: 1 }));

    const comments = await riya.browser.get(`/api/products/${product.id}/comments`).expect(200);
    expect(comments.body.comments).toHaveLength(1);
    expect(comments.body.comments[0]).toMatchObject({
      id: comment.body.id,
      text: 'Does it run small?',
      likesCount: 1,
      repliesCount: 1,
      replies: [{ id: reply.body.id, text: '@asha true to size' }],
    });
    const [counts] = await testApp.dataSource.query(
      `SELECT likes, comments_count AS "commentsCount" FROM product WHERE id = $1`,
      [product.id],
    );
    expect(counts).toEqual({ likes: 1, commentsCount: 2 });

    // Comments, replies and comment likes of a product name the product and open it, as posts' open the post.
    const expected: Array<[string, string, string, string]> = [
      [star.userId, 'comment', comment.body.id, 'Does it run small?'],
      [asha.userId, 'comment_reply', reply.body.id, '@asha true to size'],
      [asha.userId, 'like_comment', comment.body.id, 'Does it run small?'],
    ];
    for (const [recipientId, type, commentId, commentText] of expected) {
      const rows = await notificationsOf(recipientId, type, 1);
      expect(rows).toHaveLength(1);
      expect(rows[0].data).toMatchObject({
        productId: product.id,
        productTitle: 'Linen summer shirt',
        ownerUsername: star.username,
        actionUrl: `/product/${product.id}`,
        commentId,
        commentText,
      });
      expect(rows[0].data).not.toHaveProperty('postId');
    }
    // A post comment id is not a product comment.
    await star.browser.post(`/api/comments/${comment.body.id}/like`).expect(404);
  });

  it('refuses likes and comments on a product others cannot see', async () => {
    const [star, asha] = [await person('trendstar'), await person()];
    const hidden = await createdProduct(star, { isActive: false });
    await asha.browser
      .post(`/api/products/${hidden.id}/like`)
      .expect(404)
      .expect(({ body }) => expect(body.code).toBe('product_not_found'));
    await asha.browser.post(`/api/products/${hidden.id}/comments`).send({ text: 'hello' }).expect(404);
    await asha.browser.get(`/api/products/${hidden.id}/comments`).expect(404);
    await star.browser.post(`/api/products/${hidden.id}/like`).expect(200);
  });

  it('tells the seller’s followers of a new active product, not of an inactive one', async () => {
    const [star, follower] = [await person('trendstar'), await person()];
    await follower.browser.post(`/api/users/${star.userId}/follow`).expect(200);
    await createdProduct(star, { isActive: false, title: 'Draft product' });
    const product = await createdProduct(star, { title: 'Silk scarf' });
    const rows = await notificationsOf(follower.userId, 'new_product', 1);
    expect(rows).toHaveLength(1);
    expect(rows[0].data).toMatchObject({ productId: product.id, productTitle: 'Silk scarf' });
  });
});

describe('account deletion', () => {
  it('takes a deleted account’s likes and comments out of the product counters', async () => {
    const [star, asha, riya] = [await person('trendstar'), await person(), await person()];
    const product = await createdProduct(star);
    const rivasTryOn = await finishedTryOn(testApp, riya);
    const linked = await riya.browser
      .post(`/api/products/${product.id}/try-on`)
      .send({ tryOnId: rivasTryOn.key })
      .expect(201);
    await asha.browser.post(`/api/products/${product.id}/like`).expect(200);
    await riya.browser.post(`/api/products/${product.id}/like`).expect(200);
    const ashasComment = await asha.browser
      .post(`/api/products/${product.id}/comments`)
      .send({ text: 'Nice' })
      .expect(201);
    await riya.browser
      .post(`/api/products/${product.id}/comments/${ashasComment.body.id}/replies`)
      .send({ text: 'Agreed' })
      .expect(201);
    const riyasComment = await riya.browser
      .post(`/api/products/${product.id}/comments`)
      .send({ text: 'Mine' })
      .expect(201);
    await asha.browser.post(`/api/product-comments/${riyasComment.body.id}/like`).expect(200);
    await asha.browser.post(`/api/product-try-ons/${linked.body.tryOn.id}/like`).expect(200);

    await asha.browser.delete('/api/users/me').expect(200);
    const [counts] = await testApp.dataSource.query(
      `SELECT p.likes, p.comments_count AS "commentsCount",
        (SELECT likes_count FROM product_comment WHERE id = $2) AS "riyasCommentLikes",
        (SELECT likes FROM product_try_on WHERE id = $3) AS "tryOnLikes"
       FROM product p WHERE p.id = $1`,
      [product.id, riyasComment.body.id, linked.body.tryOn.id],
    );
    // Asha's comment took Riya's reply with it; Riya's own comment stays.
    expect(counts).toEqual({ likes: 1, commentsCount: 1, riyasCommentLikes: 0, tryOnLikes: 0 });
  });
});

describe('community try-ons of a product', () => {
  it('lists public try-ons with hasUserTriedOn; a private one stays its maker’s', async () => {
    const [star, asha, riya, guest] = [await person('trendstar'), await person(), await person(), await person()];
    const product = await createdProduct(star);

    const empty = await asha.browser.get(`/api/products/${product.id}/try-ons`).expect(200);
    expect(empty.body).toEqual({ tryOns: [], count: 0, hasUserTriedOn: false });

    const ashasTryOn = await finishedTryOn(testApp, asha);
    // Before linking, the picture is Asha's alone.
    await guest.browser.get(uploadPath(ashasTryOn.tryOnUrl)).expect(404);
    const linked = await asha.browser
      .post(`/api/products/${product.id}/try-on`)
      .send({ tryOnPath: ashasTryOn.tryOnUrl })
      .expect(201);
    expect(linked.body.tryOn).toMatchObject({
      productId: product.id,
      tryOnPath: ashasTryOn.tryOnUrl,
      visibility: 'public',
      likes: 0,
      isLiked: false,
      user: { id: asha.userId, username: asha.username },
    });
    // Public: whoever may see the product may see the picture.
    await guest.browser.get(uploadPath(ashasTryOn.tryOnUrl)).expect(200);

    const riyasTryOn = await finishedTryOn(testApp, riya);
    await riya.browser
      .post(`/api/products/${product.id}/try-on`)
      .send({ tryOnId: riyasTryOn.key, visibility: 'private' })
      .expect(201);
    await guest.browser.get(uploadPath(riyasTryOn.tryOnUrl)).expect(404);

    const forGuest = await guest.browser.get(`/api/products/${product.id}/try-ons`).expect(200);
    expect(forGuest.body).toMatchObject({ count: 1, hasUserTriedOn: false });
    expect(forGuest.body.tryOns.map((tryOn: { id: string }) => tryOn.id)).toEqual([linked.body.tryOn.id]);
    const forRiya = await riya.browser.get(`/api/products/${product.id}/try-ons`).expect(200);
    expect(forRiya.body.hasUserTriedOn).toBe(true);
    expect(forRiya.body.tryOns.map((tryOn: { visibility: string }) => tryOn.visibility).sort()).toEqual([
      'private',
      'public',
    ]);
    const forAnonymous = await testApp.http().get(`/api/products/${product.id}/try-ons`).expect(200);
    expect(forAnonymous.body).toMatchObject({ count: 1, hasUserTriedOn: false });
    await testApp.http().get('/api/products/not-a-product/try-ons').expect(404);

    // An inactive product's try-ons are its owner's to see, as the product is.
    await testApp.dataSource.query(`UPDATE product SET is_active = false WHERE id = $1`, [product.id]);
    const hidden = await riya.browser.get(`/api/products/${product.id}/try-ons`).expect(404);
    expect(hidden.body).toMatchObject({ code: 'product_not_found' });
    const forOwner = await star.browser.get(`/api/products/${product.id}/try-ons`).expect(200);
    expect(forOwner.body).toMatchObject({ count: 1, hasUserTriedOn: false });
    await testApp.dataSource.query(`UPDATE product SET is_active = true WHERE id = $1`, [product.id]);

    // Someone else's try-on cannot be linked; a try-on is linked to one product only.
    await guest.browser
      .post(`/api/products/${product.id}/try-on`)
      .send({ tryOnId: ashasTryOn.key })
      .expect(404)
      .expect(({ body }) => expect(body.code).toBe('try_on_not_found'));
    const other = await createdProduct(star, { title: 'Another product' });
    await asha.browser
      .post(`/api/products/${other.id}/try-on`)
      .send({ tryOnId: ashasTryOn.key })
      .expect(409)
      .expect(({ body }) => expect(body.code).toBe('try_on_linked_to_other_product'));
    await asha.browser.post(`/api/products/${product.id}/try-on`).send({}).expect(400);

    // Likes: POST likes, DELETE takes it back, both idempotent.
    const tryOnId = linked.body.tryOn.id;
    await guest.browser
      .post(`/api/product-try-ons/${tryOnId}/like`)
      .expect(200)
      .expect(({ body }) => expect(body).toEqual({ isLiked: true, likes: 1 }));
    await guest.browser
      .post(`/api/product-try-ons/${tryOnId}/like`)
      .expect(200)
      .expect(({ body }) => expect(body).toEqual({ isLiked: true, likes: 1 }));
    const one = await guest.browser.get(`/api/try-ons/${tryOnId}`).expect(200);
    expect(one.body.tryOn).toMatchObject({ id: tryOnId, likes: 1, isLiked: true });
    await guest.browser
      .delete(`/api/product-try-ons/${tryOnId}/like`)
      .expect(200)
      .expect(({ body }) => expect(body).toEqual({ isLiked: false, likes: 0 }));
    await guest.browser
      .delete(`/api/product-try-ons/${tryOnId}/like`)
      .expect(200)
      .expect(({ body }) => expect(body).toEqual({ isLiked: false, likes: 0 }));
    // The same try-on is found by its own `{timestamp}_{id}`; a product's source try-on shows the product's copies.
    await guest.browser
      .get(`/api/try-ons/${ashasTryOn.key}`)
      .expect(200)
      .expect(({ body }) => expect(body.tryOn.id).toBe(tryOnId));
    const [source] = await testApp.dataSource.query(
      `SELECT t.timestamp || '_' || t.id AS key FROM product p JOIN virtual_try_on t ON t.id = p.try_on_id WHERE p.id = $1`,
      [product.id],
    );
    const sourceTryOn = await testApp.http().get(`/api/try-ons/${source.key}`).expect(200);
    expect(sourceTryOn.body.tryOn).toMatchObject({
      productId: product.id,
      tryOnPath: product.tryOnImage,
      user: { id: star.userId },
    });
    await testApp.http().get('/api/try-ons/nonsense').expect(404);
    const privateOne = forRiya.body.tryOns.find((tryOn: { visibility: string }) => tryOn.visibility === 'private');
    await guest.browser.post(`/api/product-try-ons/${privateOne.id}/like`).expect(404);
    await guest.browser.get(`/api/try-ons/${privateOne.id}`).expect(404);
    await testApp.http().post(`/api/product-try-ons/${tryOnId}/like`).expect(401);

    // Deleting the try-on removes it from the product.
    await asha.browser.delete(`/api/virtual-try-on/${ashasTryOn.timestamp}/${ashasTryOn.id}`).send({}).expect(200);
    const after = await guest.browser.get(`/api/products/${product.id}/try-ons`).expect(200);
    expect(after.body).toMatchObject({ count: 0, tryOns: [] });
  });

  it('“Try This”: copies the garment of a product the caller may see into their create session', async () => {
    const [star, asha] = [await person('trendstar'), await person()];
    const product = await createdProduct(star);
    const hidden = await createdProduct(star, { isActive: false });
    const copy = await asha.browser
      .post('/api/virtual-try-on/reference-garment')
      .send({ timestamp: '1700000000001', productId: product.id })
      .expect(201);
    expect(copy.body.path).toBe(`/uploads/${asha.username}/try-on/1700000000001/cloth_image.png`);
    await asha.browser.get(copy.body.path).expect(200);
    await asha.browser
      .post('/api/virtual-try-on/reference-garment')
      .send({ timestamp: '1700000000002', productId: hidden.id })
      .expect(404)
      .expect(({ body }) => expect(body.code).toBe('product_not_found'));
    await asha.browser.get(`/uploads/${asha.username}/try-on/1700000000002/cloth_image.png`).expect(404);
  });
});
