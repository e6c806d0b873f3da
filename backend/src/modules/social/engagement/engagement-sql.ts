import type { EntityManager } from 'typeorm';
import type { Viewer } from '../../../common/access/access.service';
import { preparedQuery } from '../../../common/database/prepared-statements';
import { AppException } from '../../../common/errors/app.exception';
import type { EngagementTarget } from './engagement-target';

const FOREIGN_KEY_VIOLATION = '23503';

/** Runs an insert that refers to a target row; the target deleted since it was looked up answers its 404. */
export async function referringTo<T>(notFound: EngagementTarget['notFound'], insert: () => Promise<T>): Promise<T> {
  try {
    return await insert();
  } catch (error) {
    if ((error as { code?: string }).code === FOREIGN_KEY_VIOLATION) throw new AppException(notFound);
    throw error;
  }
}

export interface VisibleTarget {
  id: string;
  ownerId: string;
  likes: number;
}

/** The target row when the viewer may see it; the same 404 as for one that does not exist otherwise. */
export async function findVisibleTarget(
  manager: EntityManager,
  target: EngagementTarget,
  viewer: Viewer,
  targetId: string,
): Promise<VisibleTarget> {
  const rows = await preparedQuery<VisibleTarget>(
    manager,
    `SELECT t.id, t.${target.ownerColumn} AS "ownerId", t.${target.likesColumn} AS likes FROM ${target.table} t
     WHERE t.id = $1 AND ${target.visibleTo('$2::uuid', 't')}`,
    [targetId, viewer?.id ?? null],
  );
  if (!rows[0]) throw new AppException(target.notFound);
  return rows[0];
}

/**
 * Flips the (key, user) row of a like table: added when absent, removed when present. Each statement reports the
 * rows it changed, so the returned delta (+1, -1, or 0 when a parallel request got there first) is what the
 * counter must move by in the same transaction.
 */
export async function toggleLikeRow(
  manager: EntityManager,
  table: string,
  keyColumn: string,
  keyId: string,
  userId: string,
  notFound: EngagementTarget['notFound'],
): Promise<number> {
  const inserted: unknown[] = await referringTo(notFound, () =>
    manager.query(`INSERT INTO ${table} (${keyColumn}, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING 1`, [
      keyId,
      userId,
    ]),
  );
  if (inserted.length > 0) return 1;
  // For DELETE and UPDATE, TypeORM answers [rows, affected count].
  const [removed]: [unknown[], number] = await manager.query(
    `DELETE FROM ${table} WHERE ${keyColumn} = $1 AND user_id = $2 RETURNING 1`,
    [keyId, userId],
  );
  return -removed.length;
}

/** Moves a counter column of one row by delta and answers its new value. */
export async function moveCounter(
  manager: EntityManager,
  table: string,
  column: string,
  id: string,
  delta: number,
): Promise<number> {
  const [rows]: [Array<{ value: number }>, number] = await manager.query(
    `UPDATE ${table} SET ${column} = ${column} + $2 WHERE id = $1 RETURNING ${column} AS value`,
    [id, delta],
  );
  return rows[0]?.value ?? 0;
}
