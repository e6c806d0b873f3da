import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';

/** Sessions live in PostgreSQL (connect-pg-simple); this ends all of one user's at once. */
@Injectable()
export class SessionStoreService {
  constructor(private readonly dataSource: DataSource) {}

  async destroyAllSessionsOf(userId: string, manager: EntityManager = this.dataSource.manager): Promise<number> {
    const result = await manager.query(`DELETE FROM session WHERE (sess->'passport'->>'user') = $1`, [userId]);
    return Array.isArray(result) ? Number(result[1] ?? 0) : 0;
  }
}
