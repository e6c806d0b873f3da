import { decodeCursor, encodeCursor, keysetPage, pageWindow } from './pagination';

describe('pagination', () => {
  it('turns page and limit into skip and take', () => {
    expect(pageWindow({ page: 1, limit: 20 })).toEqual({ skip: 0, take: 20 });
    expect(pageWindow({ page: 3, limit: 10 })).toEqual({ skip: 20, take: 10 });
  });

  it('round-trips a keyset cursor', () => {
    const position = { createdAt: new Date('2026-01-02T03:04:05.678Z'), id: '9f2b7a4e-4a4b-4c8e-9d6f-0a1b2c3d4e5f' };
    expect(decodeCursor(encodeCursor(position))).toEqual(position);
  });

  it('ignores unreadable cursors', () => {
    expect(decodeCursor('not-base64-json')).toBeNull();
    expect(decodeCursor(Buffer.from('["yesterday", "x"]').toString('base64url'))).toBeNull();
    expect(decodeCursor(undefined)).toBeNull();
    expect(decodeCursor(Buffer.from('["2026-01-02T03:04:05.678Z", "1 OR 1=1"]').toString('base64url'))).toBeNull();
  });

  it('answers a next cursor only when more rows exist', () => {
    const rows = [3, 2, 1].map((day) => ({
      createdAt: new Date(2026, 0, day),
      id: `00000000-0000-4000-8000-00000000000${day}`,
    }));
    const first = keysetPage(rows, 2);
    expect(first.items.map((row) => row.id)).toEqual([rows[0].id, rows[1].id]);
    expect(decodeCursor(first.nextCursor ?? undefined)).toEqual({ createdAt: rows[1].createdAt, id: rows[1].id });
    expect(keysetPage(rows, 3).nextCursor).toBeNull();
  });
});
