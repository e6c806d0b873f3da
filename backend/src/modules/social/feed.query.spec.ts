import { feedQuery, FeedBranch, tryOnPostsBranch } from './feed.query';

const viewerId = '0b7e1d52-4c1a-4f55-9c43-0d2f3b1a9e11';
const authorId = '5a0c2e55-1d0b-4c3c-8f5a-2b9d1e7c4a22';
const after = { createdAt: new Date('2026-01-01T00:00:00.000Z'), id: '9f1e2d3c-4b5a-4c6d-8e7f-0a1b2c3d4e5f' };

const placeholdersIn = (sql: string) => new Set(sql.match(/\$\d+/g));

describe('feedQuery', () => {
  it('passes only the parameters the statement uses (PostgreSQL refuses unused ones)', () => {
    const guest = feedQuery([tryOnPostsBranch], { viewerId: null, after: null, rowsWanted: 21, authorId: null });
    expect(guest.parameters).toEqual([null]);
    expect(placeholdersIn(guest.sql)).toEqual(new Set(['$1']));

    const full = feedQuery([tryOnPostsBranch], { viewerId, after, rowsWanted: 11, authorId });
    expect(full.parameters).toEqual([viewerId, after.createdAt, after.id, authorId]);
    expect(placeholdersIn(full.sql)).toEqual(new Set(['$1', '$2', '$3', '$4']));
  });

  it('writes the rows wanted as a literal so the prepared statement keeps one plan, and refuses anything else', () => {
    const { sql } = feedQuery([tryOnPostsBranch], { viewerId, after: null, rowsWanted: 11, authorId: null });
    expect(sql.match(/LIMIT [^\s)]+/g)).toEqual(['LIMIT 11', 'LIMIT 11', 'LIMIT 11']);
    for (const rowsWanted of [0, 1.5, Number.NaN, -3])
      expect(() => feedQuery([tryOnPostsBranch], { viewerId, after: null, rowsWanted, authorId: null })).toThrow(
        RangeError,
      );
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

  it('merges every branch in one statement: candidates into the page, then each branch reads its rows of it', () => {
    const productsBranch: FeedBranch = {
      type: 'product',
      toItem: () => {
        throw new Error('not read here');
      },
      candidates: (_, placeholders) => `(SELECT 'product' LIMIT ${placeholders.rowsWanted})`,
      items: () => `SELECT 'product items' FROM page`,
    };
    const { sql } = feedQuery([tryOnPostsBranch], { viewerId: null, after: null, rowsWanted: 21, authorId: null });
    const merged = feedQuery([tryOnPostsBranch, productsBranch], {
      viewerId: null,
      after: null,
      rowsWanted: 21,
      authorId: null,
    }).sql;
    expect(merged).toMatch(/UNION ALL\s+\(SELECT 'product' LIMIT 21\)\) candidates/);
    expect(merged).toMatch(/UNION ALL\s+\(SELECT 'product items' FROM page\)\) items/);
    expect(merged.match(/UNION ALL/g)).toHaveLength((sql.match(/UNION ALL/g) ?? []).length + 2);
    expect(merged).toMatch(/ORDER BY items\."createdAt" DESC, items\.id DESC$/);
  });
});
