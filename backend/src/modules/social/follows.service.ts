import { Injectable } from '@nestjs/common';
import { AppException } from '../../common/errors/app.exception';
import { DomainEventBus } from '../../common/events/domain-events';
import { pageWindow, PageQueryDto } from '../../common/pagination/pagination';
import { User } from '../users/entities/user.entity';
import { UsersService } from '../users/users.service';
import { FollowChangeRow, FollowQueries, type FollowSide } from './follows.queries';
import './social.events';

const DEADLOCK = '40P01';
const ATTEMPTS = 5;

export interface FollowResult {
  isFollowing: boolean;
  followers: number;
}

@Injectable()
export class FollowsService {
  constructor(
    private readonly queries: FollowQueries,
    private readonly users: UsersService,
    private readonly events: DomainEventBus,
  ) {}

  async follow(followerId: string, followingId: string): Promise<FollowResult> {
    if (followerId === followingId) throw new AppException('cannot_follow_self');
    await this.users.getById(followingId);
    const { followers, changed } = await this.change(() => this.queries.follow(followerId, followingId), followingId);
    if (changed) this.events.emit('user.followed', { followerId, followingId });
    return { isFollowing: true, followers };
  }

  async unfollow(followerId: string, followingId: string): Promise<FollowResult> {
    if (followerId === followingId) throw new AppException('cannot_follow_self');
    await this.users.getById(followingId);
    const { followers, changed } = await this.change(() => this.queries.unfollow(followerId, followingId), followingId);
    if (changed) this.events.emit('user.unfollowed', { followerId, followingId });
    return { isFollowing: false, followers };
  }

  async isFollowing(followerId: string, followingId: string): Promise<boolean> {
    await this.users.getById(followingId);
    return this.queries.exists(followerId, followingId);
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

  private page(listed: FollowSide, anchor: FollowSide, userId: string, query: PageQueryDto): Promise<User[]> {
    const { skip, take } = pageWindow(query);
    return this.queries.page(listed, anchor, userId, skip, take);
  }

  private async change(
    statement: () => Promise<FollowChangeRow[]>,
    followingId: string,
  ): Promise<{ followers: number; changed: boolean }> {
    for (let attempt = 1; ; attempt++) {
      try {
        const rows = await statement();
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
