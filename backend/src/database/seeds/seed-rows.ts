import type { EntityManager } from 'typeorm';

/** A small deterministic generator, so every fresh database gets the same community. */
export function randomSource(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
  const between = (low: number, high: number) => low + Math.floor(next() * (high - low + 1));
  const pick = <T>(items: T[]): T => items[Math.floor(next() * items.length)];
  const some = <T>(items: T[], count: number): T[] => {
    const pool = [...items];
    const chosen: T[] = [];
    while (chosen.length < count && pool.length) chosen.push(pool.splice(Math.floor(next() * pool.length), 1)[0]);
    return chosen;
  };
  return { next, between, pick, some };
}

/** Rows through one jsonb parameter: `columns` names each column with its SQL type. */
export async function insertRows(
  manager: EntityManager,
  table: string,
  columns: Record<string, string>,
  rows: Array<Record<string, unknown>>,
): Promise<void> {
  if (rows.length === 0) return;
  const names = Object.keys(columns);
  const definition = names.map((name) => `${name} ${columns[name]}`).join(', ');
  await manager.query(
    `INSERT INTO ${table} (${names.join(', ')}) SELECT ${names.join(', ')} FROM jsonb_to_recordset($1::jsonb) AS row(${definition})`,
    [JSON.stringify(rows)],
  );
}

export type RandomSource = ReturnType<typeof randomSource>;
