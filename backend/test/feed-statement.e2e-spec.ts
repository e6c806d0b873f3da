import { FeedService } from '../src/modules/social/feed.service';
import { createTestApp, TestApp } from './support/test-app';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
}, 120_000);

afterAll(async () => {
  await testApp.close();
});

const viewerId = '0b7e1d52-4c1a-4f55-9c43-0d2f3b1a9e11';
const authorId = '5a0c2e55-1d0b-4c3c-8f5a-2b9d1e7c4a22';
const after = { createdAt: new Date('2026-01-01T00:00:00.000Z'), id: '9f1e2d3c-4b5a-4c6d-8e7f-0a1b2c3d4e5f' };

/**
 * The feed's statement is assembled at start-up from the social module's try-on branch and the branch the products
 * module registers; these snapshots show the finished SQL, so any change to it is seen in review.
 */
describe('the feed statement the running app sends', () => {
  it.each([
    ['a guest, first page', { viewerId: null, after: null, rowsWanted: 21, authorId: null }],
    ['a signed-in viewer, next page', { viewerId, after, rowsWanted: 21, authorId: null }],
    ["a signed-in viewer, one TrendStar's feed", { viewerId, after: null, rowsWanted: 21, authorId }],
  ])('for %s', (_, filter) => {
    const { sql, parameters } = testApp.app.get(FeedService).statement(filter);
    expect(parameters).toEqual([
      filter.viewerId,
      ...(filter.after ? [after.createdAt, after.id] : []),
      ...(filter.authorId ? [authorId] : []),
    ]);
    expect(sql).toMatchSnapshot();
  });
});
