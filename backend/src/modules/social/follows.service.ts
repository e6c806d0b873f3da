import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AppException } from '../../common/errors/app.exception';
import { DomainEventBus } from '../../common/events/domain-events';
import { pageWindow, PageQueryDto } from '../../common/pagination/pagination';
import { User } from '../users/entities/user.entity';
import { UsersService } from '../users/users.service';
import { Follow } from './entities/follow.entity';
import './social.events';

const DEADLOCK = '40P01';
const ATTEMPTS = 5;

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

export interface FollowResult {
  isFollowing: boolean;
  followers: number;
}

@Injectable()
export class FollowsService {
  constructor(
    @InjectRepository(Follow) private readonly follows: Repository<Follow>,
    @InjectRepository(User) private readonly usersRepository: Repository<User>,
    private readonly users: UsersService,
    private readonly events: DomainEventBus,
  ) {}

  async follow(followerId: string, followingId: string): Promise<FollowResult> {
    if (followerId === followingId) throw new AppException('cannot_follow_self');
    await this.users.getById(followingId);
    const { followers, changed } = await this.change(FOLLOW, followerId, followingId);
    if (changed) this.events.emit('user.followed', { followerId, followingId });
    return { isFollowing: true, followers };
  }

  async unfollow(followerId: string, followingId: string): Promise<FollowResult> {
    if (followerId === followingId) throw new AppException('cannot_follow_self');
    await this.users.getById(followingId);
    const { followers, changed } = await this.change(UNFOLLOW, followerId, followingId);
    if (changed) this.events.emit('user.unfollowed', { followerId, followingId });
    return { isFollowing: false, followers };
  }

  async isFollowing(followerId: string, followingId: string): Promise<boolean> {
    await this.users.getById(followingId);
    return this.follows.exists({ where: { followerId, followingId } });
  }

  /** Who follows `userId`, newest follow first. */
  async followers(userId: string, query: PageQueryDto): Promise<{ users: User[]; total: number }> {
    const user = await this.users.getById(userId);
    return { users: await this.page('follower_id', 'following_id', userId, query), total: user.followersCount };
  }

  /** Whom `userId` follows, newest follow first. */
  async following(userId: string, query: PageQueryDto): Promise<{ users: User[]; total: number }> {
    const user = await this.users.getById(userId);
    return { users: await this.page('following_id', 'follower_id', userId, query), total: user.followingCount };
  }

  private page(
    listed: 'follower_id' | 'following_id',
    anchor: 'follower_id' | 'following_id',
    userId: string,
    query: PageQueryDto,
  ): Promise<User[]> {
    const { skip, take } = pageWindow(query);
    return this.usersRepository
      .createQueryBuilder('u')
      .innerJoin(Follow, 'f', `f.${listed} = u.id`)
      .where(`f.${anchor} = :userId`, { userId })
      .orderBy('f.created_at', 'DESC')
      .addOrderBy('u.id', 'DESC')
      .offset(skip)
      .limit(take)
      .getMany();
  }

  private async change(
    statement: string,
    followerId: string,
    followingId: string,
  ): Promise<{ followers: number; changed: boolean }> {
    for (let attempt = 1; ; attempt++) {
      try {
        const [rows] = (await this.follows.query(statement, [followerId, followingId])) as [
          Array<{ id: string; followers: number; changed: number }>,
          number,
        ];
        const target = rows.find((row) => row.id === followingId);
        if (!target) throw new AppException('user_not_found');
        return { followers: target.followers, changed: target.changed > 0 };
      } catch (error) {
        // Two users following each other at the same instant may lock each other's rows: run it again.
        if (attempt < ATTEMPTS && (error as { code?: string }).code === DEADLOCK) continue;
        throw error;
      }
    }
  }
}
