import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { hydrateEntity, selectedColumns } from '../../common/database/entity-rows';
import { User } from '../users/entities/user.entity';

/**
 * One statement per change: the follow row is inserted (or deleted) and both counters move by the number of rows
 * that statement changed, so a repeated or concurrent request can never count twice. Both counters are updated by
 * a single UPDATE so the two user rows are locked together (by primary key order), not one after the other.
 */
const FOLLOW = `
WITH changed AS (
  INSERT INTO follow (follower_id, following_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING 1
), delta AS (SELECT count(*)::int AS n FROM changed)
UPDATE users u SET
  followers_count = u.followers_count + CASE WHEN u.id = $2 THEN delta.n ELSE 0 END,
  following_count = u.following_count + CASE WHEN u.id = $1 THEN delta.n ELSE 0 END
FROM delta WHERE u.id IN ($1, $2)
RETURNING u.id, u.followers_count AS followers, delta.n AS changed`;

const UNFOLLOW = `
WITH changed AS (
  DELETE FROM follow WHERE follower_id = $1 AND following_id = $2 RETURNING 1
), delta AS (SELECT count(*)::int AS n FROM changed)
UPDATE users u SET
  followers_count = u.followers_count - CASE WHEN u.id = $2 THEN delta.n ELSE 0 END,
  following_count = u.following_count - CASE WHEN u.id = $1 THEN delta.n ELSE 0 END
FROM delta WHERE u.id IN ($1, $2)
RETURNING u.id, u.followers_count AS followers, delta.n AS changed`;

/** What a follow or unfollow statement answers for each of the two users it updated. */
export interface FollowChangeRow {
  id: string;
  followers: number;
  changed: number;
}

/** Which side of a follow row a list shows, and which side it is anchored on. */
export type FollowSide = 'follower_id' | 'following_id';

/** Every SQL statement of follows, in one style: raw SQL, each change one race-free statement (see above). */
@Injectable()
export class FollowQueries {
  constructor(private readonly dataSource: DataSource) {}

  /** Follows; answers both users' rows (none for the followed user when it no longer exists). */
  async follow(followerId: string, followingId: string): Promise<FollowChangeRow[]> {
    return this.change(FOLLOW, followerId, followingId);
  }

  async unfollow(followerId: string, followingId: string): Promise<FollowChangeRow[]> {
    return this.change(UNFOLLOW, followerId, followingId);
  }

  async exists(followerId: string, followingId: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `SELECT 1 FROM follow WHERE follower_id = $1 AND following_id = $2 LIMIT 1`,
      [followerId, followingId],
    );
    return rows.length > 0;
  }

  /** The users on the `listed` side of the follows anchored on `userId`, newest follow first. */
  async page(listed: FollowSide, anchor: FollowSide, userId: string, skip: number, take: number): Promise<User[]> {
    const users = this.dataSource.getMetadata(User);
    const rows: Array<Record<string, unknown>> = await this.dataSource.query(
      `SELECT ${selectedColumns(users, 'u')} FROM users u INNER JOIN follow f ON f.${listed} = u.id
       WHERE f.${anchor} = $1 ORDER BY f.created_at DESC, u.id DESC OFFSET $2 LIMIT $3`,
      [userId, skip, take],
    );
    return rows.map((row) => hydrateEntity<User>(this.dataSource, users, row));
  }

  private async change(statement: string, followerId: string, followingId: string): Promise<FollowChangeRow[]> {
    // For UPDATE, TypeORM answers [rows, affected count].
    const [rows] = (await this.dataSource.query(statement, [followerId, followingId])) as [FollowChangeRow[], number];
    return rows;
  }
}
