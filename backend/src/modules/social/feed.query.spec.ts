import { feedQuery, FeedBranch, tryOnPostsBranch } from './feed.query';

const viewerId = '0b7e1d52-4c1a-4f55-9c43-0d2f3b1a9e11';
const authorId = '5a0c2e55-1d0b-4c3c-8f5a-2b9d1e7c4a22';
const after = { createdAt: new Date('2026-01-01T00:00:00.000Z'), id: '9f1e2d3c-4b5a-4c6d-8e7f-0a1b2c3d4e5f' };

const placeholdersIn = (sql: string) => new Set(sql.match(/\$\d+/g));

describe('feedQuery', () => {
  it('passes only the parameters the statement uses (PostgreSQL refuses unused ones)', () => {
    const guest = feedQuery([tryOnPostsBranch], { viewerId: null, after: null, rowsWanted: 21, authorId: null });
    expect(guest.parameters).toEqual([null, 21]);
    expect(placeholdersIn(guest.sql)).toEqual(new Set(['$1', '$2']));

    const full = feedQuery([tryOnPostsBranch], { viewerId, after, rowsWanted: 11, authorId });
    expect(full.parameters).toEqual([viewerId, 11, after.createdAt, after.id, authorId]);
    expect(placeholdersIn(full.sql)).toEqual(new Set(['$1', '$2', '$3', '$4', '$5']));
  });

  it('reads friends posts and likes only for a signed-in viewer', () => {
    const guest = feedQuery([tryOnPostsBranch], { viewerId: null, after: null, rowsWanted: 21, authorId: null });
    expect(guest.sql).not.toMatch(/post_like|LATERAL/);
    const signedIn = feedQuery([tryOnPostsBranch], { viewerId, after: null, rowsWanted: 21, authorId: null });
    expect(signedIn.sql).toMatch(
      /EXISTS \(SELECT 1 FROM post_like l WHERE l.post_id = p.id AND l.user_id = \$1::uuid\)/,
    );
    expect(signedIn.sql).toMatch(/CROSS JOIN LATERAL/);
  });

  it('merges every branch in one statement, newest first', () => {
    const productsBranch: FeedBranch = (_, placeholders) => `SELECT 'product' LIMIT ${placeholders.rowsWanted}`;
    const { sql } = feedQuery([tryOnPostsBranch, productsBranch], {
      viewerId: null,
      after: null,
      rowsWanted: 21,
      authorId: null,
    });
    expect(sql).toMatch(/\(SELECT 'product' LIMIT \$2\)/);
    expect(sql.match(/UNION ALL/g)).toHaveLength(1);
    expect(sql).toMatch(/ORDER BY items\."createdAt" DESC, items\.id DESC LIMIT \$2$/);
  });
});
