import { Injectable, OnModuleInit } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { SessionStoreService } from '../../common/auth/session-store.service';
import { TransactionRunner } from '../../common/database/transaction-runner';
import { AppException } from '../../common/errors/app.exception';
import { decodeCountCursor, encodeCursorParts } from '../../common/pagination/pagination';
import { DomainEventBus } from '../../common/events/domain-events';
import { ImageService } from '../../common/images/image.service';
import { AccountFiles } from '../../common/storage/account-files';
import { StorageService } from '../../common/storage/storage.service';
import type { UpdateUserDto } from './dto/user-requests.dto';
import { Gender, User } from './entities/user.entity';
import { searchPattern } from './user-search';
import { UsersQueries } from './users.queries';
import './users.events';

export const TRENDSTARS_PAGE_SIZE = 24;

/** Position after the last TrendStar of a page ordered by (followers DESC, id ASC). */
function encodeTrendstarCursor(user: User): string {
  return encodeCursorParts([user.followersCount, user.id]);
}

/** The spec's first cursor is 0; an unreadable or out-of-range one starts from the beginning too. */
function decodeTrendstarCursor(cursor: string | undefined): { followers: number; id: string } | null {
  if (cursor === '0') return null;
  const position = decodeCountCursor(cursor);
  return position && { followers: position.count, id: position.id };
}

export const AVATAR_SIZES = { small: 64, medium: 256, large: 512 } as const;

export interface NewUser {
  username: string;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  displayName?: string | null;
  gender: Gender;
  emailVerified?: boolean;
  isAdmin?: boolean;
  role?: User['role'];
  verified?: boolean;
}

@Injectable()
export class UsersService implements OnModuleInit {
  constructor(
    private readonly queries: UsersQueries,
    private readonly transactions: TransactionRunner,
    private readonly images: ImageService,
    private readonly storage: StorageService,
    private readonly sessions: SessionStoreService,
    private readonly events: DomainEventBus,
    private readonly accountFiles: AccountFiles,
  ) {}

  onModuleInit(): void {
    this.accountFiles.register((owner) => [`avatars/${owner.id}`]);
  }

  async findById(id: string): Promise<User | null> {
    return this.queries.userById(id);
  }

  async getById(id: string): Promise<User> {
    const user = await this.findById(id);
    if (!user) throw new AppException('user_not_found');
    return user;
  }

  async getByUsername(username: string): Promise<User> {
    const user = await this.queries.userByUsername(username);
    if (!user) throw new AppException('user_not_found');
    return user;
  }

  /** For sign-in: by username or e-mail, with the password hash. */
  async findForLogin(usernameOrEmail: string): Promise<User | null> {
    return this.queries.userForLogin(usernameOrEmail);
  }

  async findByEmail(email: string): Promise<User | null> {
    return this.queries.userByEmail(email);
  }

  async passwordHashOf(userId: string): Promise<string> {
    return this.queries.passwordHashOf(userId);
  }

  async usernameTaken(username: string): Promise<boolean> {
    return this.queries.usernameTaken(username);
  }

  async emailTaken(email: string): Promise<boolean> {
    return this.queries.emailTaken(email);
  }

  async create(fields: NewUser): Promise<User> {
    return this.queries.insertUser({
      ...fields,
      displayName: fields.displayName ?? `${fields.firstName} ${fields.lastName}`.trim(),
    });
  }

  async markEmailVerified(userId: string): Promise<void> {
    await this.queries.markEmailVerified(userId);
  }

  async setPasswordHash(userId: string, passwordHash: string): Promise<void> {
    await this.queries.setPasswordHash(userId, passwordHash);
  }

  async updateProfile(actor: User, userId: string, changes: UpdateUserDto): Promise<User> {
    if (actor.id !== userId) throw new AppException('forbidden', 'You can only edit your own profile');
    const current = await this.getById(userId);
    // A display name chosen at registration stays; one that was just the full name follows it.
    const displayName =
      current.displayName === `${current.firstName} ${current.lastName}`.trim()
        ? `${changes.firstName} ${changes.lastName}`.trim()
        : current.displayName;
    await this.queries.updateProfile(userId, {
      firstName: changes.firstName,
      lastName: changes.lastName,
      displayName,
      ...(changes.bio !== undefined ? { bio: changes.bio } : {}),
      ...(changes.gender ? { gender: changes.gender } : {}),
    });
    return this.getById(userId);
  }

  async setAvatar(actor: User, userId: string, upload: Buffer | undefined): Promise<User> {
    if (actor.id !== userId) throw new AppException('forbidden', 'You can only change your own picture');
    if (!upload?.length) throw new AppException('upload_failed', 'Please choose an image to upload');
    await this.images.assertImage(upload, ['image/jpeg', 'image/png', 'image/webp']);
    const variants = await this.images.squareVariants(upload, Object.values(AVATAR_SIZES));
    const previous = await this.getById(userId);
    // A new name on every upload, so caches never show the previous picture.
    const version = `${Date.now()}-${randomBytes(4).toString('hex')}`;
    const urls = Object.fromEntries(
      await Promise.all(
        Object.entries(AVATAR_SIZES).map(async ([name, size]) => {
          const key = `avatars/${userId}/${version}-${size}.jpg`;
          await this.storage.put(key, variants[size], { visibility: 'public' });
          return [name, this.storage.publicUrlOf(key)] as const;
        }),
      ),
    ) as Record<keyof typeof AVATAR_SIZES, string>;
    await this.queries.setAvatar(userId, urls.large, urls);
    await this.removeAvatarFiles(previous);
    return this.getById(userId);
  }

  /** Users whose names contain `query` (any case or accents), best matches first, the viewer left out; blank finds nobody. */
  async search(query: string | undefined, viewerId: string | undefined): Promise<User[]> {
    const text = query?.trim() ?? '';
    if (!text) return [];
    return this.queries.search(searchPattern(text), text, viewerId);
  }

  /** TrendStars by followers (most first), keyset-paged; `search` matches part of a username or display name. */
  async trendstars(
    cursor: string | undefined,
    search: string | undefined,
  ): Promise<{ users: User[]; nextCursor: string | null }> {
    const text = search?.trim();
    const rows = await this.queries.trendstars(
      text ? searchPattern(text) : null,
      decodeTrendstarCursor(cursor),
      TRENDSTARS_PAGE_SIZE + 1,
    );
    const users = rows.slice(0, TRENDSTARS_PAGE_SIZE);
    return {
      users,
      nextCursor: rows.length > TRENDSTARS_PAGE_SIZE ? encodeTrendstarCursor(users[users.length - 1]) : null,
    };
  }

  async findManyByIds(ids: string[]): Promise<User[]> {
    if (ids.length === 0) return [];
    return this.queries.usersByIds(ids);
  }

  /** Removes the account, everything hanging off it (cascades) and its files, and signs it out everywhere. */
  async deleteAccount(userId: string): Promise<void> {
    const username = (await this.findById(userId))?.username;
    try {
      await this.transactions.run(async ({ manager }) => {
        await this.queries.deleteUser(manager, userId);
        await this.sessions.destroyAllSessionsOf(userId, manager);
      });
    } catch {
      throw new AppException('DELETE_FAILED');
    }
    // Every module's files of the account (avatar, try-ons, person photos, products), before the answer.
    if (username) await this.accountFiles.deleteAllOf({ id: userId, username });
    if (username) this.events.emit('user.deleted', { userId, username });
  }

  /**
   * Accounts never verified `days` after registering: rows (cascades), sessions and files, like a deletion. One
   * statement picks and deletes them, so an account verified meanwhile stays and parallel runs never collide.
   */
  async removeUnverifiedOlderThan(days: number): Promise<number> {
    const removed = await this.queries.deleteUnverifiedOlderThan(days);
    for (const owner of removed) {
      await this.sessions.destroyAllSessionsOf(owner.id);
      await this.accountFiles.deleteAllOf(owner);
      this.events.emit('user.deleted', { userId: owner.id, username: owner.username });
    }
    return removed.length;
  }

  private async removeAvatarFiles(user: User): Promise<void> {
    for (const url of Object.values(user.avatarVariants ?? {})) {
      const key = this.storage.keyOf(url);
      if (key) await this.storage.delete(key);
    }
  }
}
