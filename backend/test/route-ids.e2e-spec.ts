import { signedInUser } from './support/factories';
import { insertPost } from './support/posts';
import { createTestApp, TestApp } from './support/test-app';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
}, 120_000);

afterAll(async () => {
  await testApp.close();
});

const MALFORMED = 'not-a-uuid';
const bodyOf = (code: string, message: string) => ({ statusCode: 404, code, message });
const POST = bodyOf('post_not_found', 'Post not found');
const PRODUCT = bodyOf('product_not_found', 'Product not found');
const COMMENT = bodyOf('comment_not_found', 'Comment not found');
const TRY_ON = bodyOf('try_on_not_found', 'Try-on not found');

describe('a route id that is not a UUID answers the 404 of what it names', () => {
  it('for posts, products, their comments and product try-ons, and changes nothing', async () => {
    const member = await signedInUser(testApp);
    const star = await signedInUser(testApp);
    await testApp.dataSource.query(`UPDATE users SET role = 'trendstar', verified = true WHERE id = $1`, [star.userId]);
    const postId = await insertPost(testApp, member.userId, { visibility: 'friends' });
    const rowsBefore = await testApp.dataSource.query(
      `SELECT (SELECT count(*) FROM post) AS posts, (SELECT count(*) FROM comment) AS comments,
         (SELECT count(*) FROM post_like) AS likes`,
    );
    const text = { text: 'Hi' };
    const cases: Array<[ReturnType<typeof member.browser.get>, Record<string, unknown>]> = [
      [member.browser.get(`/api/posts/${MALFORMED}`), POST],
      [member.browser.delete(`/api/posts/${MALFORMED}`), POST],
      [member.browser.get(`/api/posts/try-on/${member.registration.username}/${MALFORMED}`), POST],
      [member.browser.post(`/api/posts/${MALFORMED}/like`), POST],
      [member.browser.get(`/api/posts/${MALFORMED}/likes/users`), POST],
      [member.browser.get(`/api/posts/${MALFORMED}/comments`), POST],
      [member.browser.post(`/api/posts/${MALFORMED}/comments`).send(text), POST],
      [member.browser.get(`/api/posts/${postId}/comments/${MALFORMED}/replies`), COMMENT],
      [member.browser.post(`/api/posts/${postId}/comments/${MALFORMED}/replies`).send(text), COMMENT],
      [member.browser.post(`/api/comments/${MALFORMED}/like`), COMMENT],
      [member.browser.post(`/api/post-comments/${MALFORMED}/like`), COMMENT],
      [member.browser.get(`/api/post-comments/${MALFORMED}/like/check`), COMMENT],
      [member.browser.get(`/api/products/${MALFORMED}`), PRODUCT],
      [star.browser.patch(`/api/products/${MALFORMED}`).send({ title: 'New title' }), PRODUCT],
      [member.browser.get(`/api/products/${MALFORMED}/images`), PRODUCT],
      [star.browser.delete(`/api/products/${MALFORMED}/images`).send({ imagePath: '/uploads/x.jpg' }), PRODUCT],
      [member.browser.get(`/api/products/${MALFORMED}/try-ons`), PRODUCT],
      [member.browser.post(`/api/products/${MALFORMED}/try-on`).send({ tryOnId: `1700000000000_${postId}` }), PRODUCT],
      [member.browser.post(`/api/products/${MALFORMED}/like`), PRODUCT],
      [member.browser.get(`/api/products/${MALFORMED}/comments`), PRODUCT],
      [member.browser.post(`/api/product-comments/${MALFORMED}/like`), COMMENT],
      [member.browser.post(`/api/product-try-ons/${MALFORMED}/like`), TRY_ON],
      [member.browser.delete(`/api/product-try-ons/${MALFORMED}/like`), TRY_ON],
      [member.browser.get(`/api/try-ons/${MALFORMED}`), TRY_ON],
      [
        member.browser
          .post('/api/virtual-try-on/reference-garment')
          .send({ timestamp: '1700000000000', postId: MALFORMED }),
        POST,
      ],
      [
        member.browser
          .post('/api/virtual-try-on/reference-garment')
          .send({ timestamp: '1700000000000', productId: MALFORMED }),
        PRODUCT,
      ],
    ];
    for (const [request, expected] of cases) {
      const route = `${request.method} ${request.url}`;
      expect({ route, body: (await request).body }).toEqual({ route, body: expected });
    }
    expect(
      await testApp.dataSource.query(
        `SELECT (SELECT count(*) FROM post) AS posts, (SELECT count(*) FROM comment) AS comments,
           (SELECT count(*) FROM post_like) AS likes`,
      ),
    ).toEqual(rowsBefore);
  });
});
