import { createHash } from 'node:crypto';
import type { Pool, PoolClient, QueryResultRow } from 'pg';
import type { DataSource, EntityManager } from 'typeorm';

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
 * Runs a read issued on nearly every request as a named prepared statement: each connection parses its text once,
 * and PostgreSQL plans it once (a generic plan) when its plan does not depend on the values, instead of planning it
 * on every request, which took longer than running it for the feed and the comments. Only for statement texts written
 * in code (never built from input); write row counts (LIMIT) into the text with `literalLimit`. Given an entity
 * manager inside a transaction, it runs on that transaction's connection.
 */
export async function preparedQuery<Row extends QueryResultRow>(
  source: DataSource | EntityManager | Pool,
  text: string,
  values: unknown[],
): Promise<Row[]> {
  const connection = 'driver' in source ? poolOf(source) : 'connection' in source ? connectionOf(source) : source;
  const result = await connection.query<Row>({ name: statementName(text), text, values });
  return result.rows;
}

function connectionOf(manager: EntityManager): Pool | PoolClient {
  const runner = manager.queryRunner;
  if (runner?.isTransactionActive) return (runner as unknown as { databaseConnection: PoolClient }).databaseConnection;
  return poolOf(manager.connection);
}

/**
 * A row count for a statement's LIMIT, written into its text: with a LIMIT parameter PostgreSQL cannot cost a
 * generic plan and plans the prepared statement again on every run. Refuses anything but a positive integer.
 */
export function literalLimit(rows: number): string {
  if (!Number.isSafeInteger(rows) || rows < 1)
    throw new RangeError(`a row count must be a positive integer, not ${rows}`);
  return String(rows);
}
