import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import { In, Repository } from 'typeorm';
import { SessionStoreService } from '../../common/auth/session-store.service';
import { AppException } from '../../common/errors/app.exception';
import { decodeCountCursor, encodeCursorParts } from '../../common/pagination/pagination';
import { DomainEventBus } from '../../common/events/domain-events';
import { ImageService } from '../../common/images/image.service';
import { AccountFiles } from '../../common/storage/account-files';
import { StorageService } from '../../common/storage/storage.service';
import type { UpdateUserDto } from './dto/user-requests.dto';
import { Gender, User } from './entities/user.entity';
import { matchesSearch, SEARCH_LIMIT, searchPattern, searchRank } from './user-search';
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
    @InjectRepository(User) private readonly users: Repository<User>,
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
    return this.users.findOne({ where: { id } });
  }

  async getById(id: string): Promise<User> {
    const user = await this.findById(id);
    if (!user) throw new AppException('user_not_found');
    return user;
  }

  async getByUsername(username: string): Promise<User> {
    const user = await this.users
      .createQueryBuilder('user')
      .where('lower(user.username) = lower(:username)', { username })
      .getOne();
    if (!user) throw new AppException('user_not_found');
    return user;
  }

  /** For sign-in: by username or e-mail, with the password hash. */
  async findForLogin(usernameOrEmail: string): Promise<User | null> {
    return this.users
      .createQueryBuilder('user')
      .addSelect('user.passwordHash')
      .where('lower(user.username) = lower(:value) OR lower(user.email) = lower(:value)', { value: usernameOrEmail })
      .getOne();
  }

  async findByEmail(email: string): Promise<User | null> {
    return this.users.createQueryBuilder('user').where('lower(user.email) = lower(:email)', { email }).getOne();
  }

  async passwordHashOf(userId: string): Promise<string> {
    const user = await this.users
      .createQueryBuilder('user')
      .addSelect('user.passwordHash')
      .where('user.id = :userId', { userId })
      .getOneOrFail();
    return user.passwordHash;
  }

  async usernameTaken(username: string): Promise<boolean> {
    return this.users
      .createQueryBuilder('user')
      .where('lower(user.username) = lower(:username)', { username })
      .getExists();
  }

  async emailTaken(email: string): Promise<boolean> {
    return this.users.createQueryBuilder('user').where('lower(user.email) = lower(:email)', { email }).getExists();
  }

  async create(fields: NewUser): Promise<User> {
    return this.users.save(
      this.users.create({
        ...fields,
        displayName: fields.displayName ?? `${fields.firstName} ${fields.lastName}`.trim(),
      }),
    );
  }

  async markEmailVerified(userId: string): Promise<void> {
    await this.users.update({ id: userId }, { emailVerified: true });
  }

  async setPasswordHash(userId: string, passwordHash: string): Promise<void> {
    await this.users.update({ id: userId }, { passwordHash });
  }

  async updateProfile(actor: User, userId: string, changes: UpdateUserDto): Promise<User> {
    if (actor.id !== userId) throw new AppException('forbidden', 'You can only edit your own profile');
    const current = await this.getById(userId);
    // A display name chosen at registration stays; one that was just the full name follows it.
    const displayName =
      current.displayName === `${current.firstName} ${current.lastName}`.trim()
        ? `${changes.firstName} ${changes.lastName}`.trim()
        : current.displayName;
    await this.users.update(
      { id: userId },
      {
        firstName: changes.firstName,
        lastName: changes.lastName,
        displayName,
        ...(changes.bio !== undefined ? { bio: changes.bio } : {}),
        ...(changes.gender ? { gender: changes.gender } : {}),
      },
    );
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
    await this.users.update({ id: userId }, { avatar: urls.large, avatarVariants: urls });
    await this.removeAvatarFiles(previous);
    return this.getById(userId);
  }

  /** Users whose names contain `query` (any case or accents), best matches first, the viewer left out; blank finds nobody. */
  async search(query: string | undefined, viewerId: string | undefined): Promise<User[]> {
    const text = query?.trim() ?? '';
    if (!text) return [];
    const builder = this.users
      .createQueryBuilder('u')
      .where(matchesSearch('u'), { pattern: searchPattern(text), query: text });
    if (viewerId) builder.andWhere('u.id <> :viewerId', { viewerId });
    const [first, ...rest] = searchRank('u');
    builder.orderBy(...first);
    for (const order of rest) builder.addOrderBy(...order);
    return builder.limit(SEARCH_LIMIT).getMany();
  }

  /** TrendStars by followers (most first), keyset-paged; `search` matches part of a username or display name. */
  async trendstars(
    cursor: string | undefined,
    search: string | undefined,
  ): Promise<{ users: User[]; nextCursor: string | null }> {
    const builder = this.users.createQueryBuilder('u').where(`u.role = 'trendstar'`);
    const text = search?.trim();
    if (text) builder.andWhere(matchesSearch('u'), { pattern: searchPattern(text) });
    const after = decodeTrendstarCursor(cursor);
    if (after) {
      builder.andWhere('(u.followers_count < :followers OR (u.followers_count = :followers AND u.id > :id))', after);
    }
    const rows = await builder
      .orderBy('u.followers_count', 'DESC')
      .addOrderBy('u.id', 'ASC')
      .limit(TRENDSTARS_PAGE_SIZE + 1)
      .getMany();
    const users = rows.slice(0, TRENDSTARS_PAGE_SIZE);
    return {
      users,
      nextCursor: rows.length > TRENDSTARS_PAGE_SIZE ? encodeTrendstarCursor(users[users.length - 1]) : null,
    };
  }

  async findManyByIds(ids: string[]): Promise<User[]> {
    if (ids.length === 0) return [];
    return this.users.find({ where: { id: In(ids) } });
  }

  /** Removes the account, everything hanging off it (cascades) and its files, and signs it out everywhere. */
  async deleteAccount(userId: string): Promise<void> {
    const username = (await this.findById(userId))?.username;
    try {
      await this.users.manager.transaction(async (manager) => {
        await manager.delete(User, { id: userId });
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
    const [removed]: [Array<{ id: string; username: string }>, number] = await this.users.query(
      `DELETE FROM users WHERE email_verified = false AND is_admin = false
         AND created_at < now() - make_interval(days => $1) RETURNING id, username`,
      [days],
    );
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
