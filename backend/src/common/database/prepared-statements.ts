import { createHash } from 'node:crypto';
import type { Pool, QueryResultRow } from 'pg';
import type { DataSource } from 'typeorm';

/** The `pg` pool under TypeORM: the same connections, type parsers and limits as every other statement. */
export function poolOf(dataSource: DataSource): Pool {
  return (dataSource.driver as unknown as { master: Pool }).master;
}

const statementNames = new Map<string, string>();

function statementName(text: string): string {
  let name = statementNames.get(text);
  if (!name) {
    name = `tvt_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    statementNames.set(text, name);
  }
  return name;
}

/**
 * Runs a read issued on nearly every request as a named prepared statement: each pooled connection parses and
 * plans its text once, not on every request (the feed's statement took longer to plan than to run). Only for
 * statement texts written in code (never built from input) and reads outside transactions; a transaction's
 * statements go through its query runner.
 */
export async function preparedQuery<Row extends QueryResultRow>(
  source: DataSource | Pool,
  text: string,
  values: unknown[],
): Promise<Row[]> {
  const pool = 'driver' in source ? poolOf(source) : source;
  const result = await pool.query<Row>({ name: statementName(text), text, values });
  return result.rows;
}
