import { decodeCursor, encodeCursor, keysetPage, pageWindow } from './pagination';

describe('pagination', () => {
  it('turns page and limit into skip and take', () => {
    expect(pageWindow({ page: 1, limit: 20 })).toEqual({ skip: 0, take: 20 });
    expect(pageWindow({ page: 3, limit: 10 })).toEqual({ skip: 20, take: 10 });
  });

  it('round-trips a keyset cursor', () => {
    const position = { createdAt: new Date('2026-01-02T03:04:05.678Z'), id: 'a0c1' };
    expect(decodeCursor(encodeCursor(position))).toEqual(position);
  });

  it('ignores unreadable cursors', () => {
    expect(decodeCursor('not-base64-json')).toBeNull();
    expect(decodeCursor(Buffer.from('["yesterday", "x"]').toString('base64url'))).toBeNull();
    expect(decodeCursor(undefined)).toBeNull();
  });

  it('answers a next cursor only when more rows exist', () => {
    const rows = [3, 2, 1].map((day) => ({ createdAt: new Date(2026, 0, day), id: String(day) }));
    const first = keysetPage(rows, 2);
    expect(first.items.map((row) => row.id)).toEqual(['3', '2']);
    expect(decodeCursor(first.nextCursor ?? undefined)).toEqual({ createdAt: rows[1].createdAt, id: '2' });
    expect(keysetPage(rows, 3).nextCursor).toBeNull();
  });
});
