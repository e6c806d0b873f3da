import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager, EntityNotFoundError } from 'typeorm';
import { entityColumns, hydrateEntity, selectedColumns } from '../../common/database/entity-rows';
import { literalLimit } from '../../common/database/prepared-statements';
import { TrendstarApplication, TrendstarApplicationStatus } from './entities/trendstar-application.entity';
import { Gender, User } from './entities/user.entity';
import { matchingUserIds, searchUsersStatement } from './user-search';

/** What a new account is written with (the display name already decided). */
export interface NewUserRow {
  username: string;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  displayName: string;
  gender: Gender;
  emailVerified?: boolean;
  isAdmin?: boolean;
  role?: User['role'];
  verified?: boolean;
}

/** The profile fields an edit writes; `bio` and `gender` only when given. */
export interface ProfileChanges {
  firstName: string;
  lastName: string;
  displayName: string | null;
  bio?: string | null;
  gender?: Gender;
}

/** Where a TrendStars page starts: after this (followers, id), or at the top. */
export type TrendstarPosition = { followers: number; id: string } | null;

/** A new TrendStar application. */
export type NewApplication = Pick<
  TrendstarApplication,
  'userId' | 'instagramHandle' | 'socialMediaLinks' | 'reasonToApply'
>;

/**
 * Every SQL statement of the users module (accounts, search, TrendStars and their applications), in one style: raw
 * SQL, rows hydrated into the entities the services and presenters read. Accounts are matched by username and
 * e-mail case-insensitively (`lower(...)`, the unique indexes' expressions); writes move `updated_at` as the
 * entity's `@UpdateDateColumn` says.
 */
@Injectable()
export class UsersQueries {
  constructor(private readonly dataSource: DataSource) {}

  async userById(id: string): Promise<User | null> {
    return this.oneUser(`u.id = $1`, [id]);
  }

  async userByUsername(username: string): Promise<User | null> {
    return this.oneUser(`lower(u.username) = lower($1)`, [username]);
  }

  async userByEmail(email: string): Promise<User | null> {
    return this.oneUser(`lower(u.email) = lower($1)`, [email]);
  }

  /** For sign-in: by username or e-mail, with the password hash. */
  async userForLogin(usernameOrEmail: string): Promise<User | null> {
    const [row] = await this.dataSource.query<Array<Record<string, unknown>>>(
      `SELECT ${entityColumns(this.userMetadata, 'u')} FROM users u
       WHERE lower(u.username) = lower($1) OR lower(u.email) = lower($1) LIMIT 1`,
      [usernameOrEmail],
    );
    return row ? this.toUser(row) : null;
  }

  async passwordHashOf(userId: string): Promise<string> {
    const [row] = await this.dataSource.query<Array<{ password_hash: string }>>(
      `SELECT u.password_hash FROM users u WHERE u.id = $1 LIMIT 1`,
      [userId],
    );
    if (!row) throw new EntityNotFoundError(User, { id: userId });
    return row.password_hash;
  }

  async usernameTaken(username: string): Promise<boolean> {
    return this.exists(`SELECT 1 FROM users u WHERE lower(u.username) = lower($1) LIMIT 1`, [username]);
  }

  async emailTaken(email: string): Promise<boolean> {
    return this.exists(`SELECT 1 FROM users u WHERE lower(u.email) = lower($1) LIMIT 1`, [email]);
  }

  async usersByIds(ids: string[]): Promise<User[]> {
    const rows = await this.dataSource.query<Array<Record<string, unknown>>>(
      `SELECT ${selectedColumns(this.userMetadata, 'u')} FROM users u WHERE u.id = ANY($1::uuid[])`,
      [ids],
    );
    return rows.map((row) => this.toUser(row));
  }

  /** Writes a new account; the columns it leaves out take their defaults. */
  async insertUser(user: NewUserRow): Promise<User> {
    const [row] = await this.dataSource.query<Array<Record<string, unknown>>>(
      `INSERT INTO users (username, email, password_hash, first_name, last_name, display_name, gender,
         email_verified, is_admin, role, verified)
       VALUES ($1, $2, $3, $4, $5, $6, $7, coalesce($8, false), coalesce($9, false), coalesce($10, 'default'),
         coalesce($11, false))
       RETURNING ${selectedColumns(this.userMetadata, 'users')}`,
      [
        user.username,
        user.email,
        user.passwordHash,
        user.firstName,
        user.lastName,
        user.displayName,
        user.gender,
        user.emailVerified ?? null,
        user.isAdmin ?? null,
        user.role ?? null,
        user.verified ?? null,
      ],
    );
    return this.toUser(row);
  }

  async markEmailVerified(userId: string): Promise<void> {
    await this.dataSource.query(`UPDATE users SET email_verified = true, updated_at = now() WHERE id = $1`, [userId]);
  }

  async setPasswordHash(userId: string, passwordHash: string): Promise<void> {
    await this.dataSource.query(`UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1`, [
      userId,
      passwordHash,
    ]);
  }

  async updateProfile(userId: string, changes: ProfileChanges): Promise<void> {
    await this.dataSource.query(
      `UPDATE users SET first_name = $2, last_name = $3, display_name = $4,
         bio = CASE WHEN $5::boolean THEN $6 ELSE bio END, gender = coalesce($7, gender), updated_at = now()
       WHERE id = $1`,
      [
        userId,
        changes.firstName,
        changes.lastName,
        changes.displayName,
        changes.bio !== undefined,
        changes.bio ?? null,
        changes.gender ?? null,
      ],
    );
  }

  async setAvatar(userId: string, avatar: string, variants: User['avatarVariants']): Promise<void> {
    await this.dataSource.query(
      `UPDATE users SET avatar = $2, avatar_variants = $3, updated_at = now() WHERE id = $1`,
      [userId, avatar, JSON.stringify(variants)],
    );
  }

  /** Becoming a TrendStar, inside the review's transaction. */
  async makeTrendstar(manager: EntityManager, userId: string): Promise<void> {
    await manager.query(`UPDATE users SET role = 'trendstar', verified = true, updated_at = now() WHERE id = $1`, [
      userId,
    ]);
  }

  /** Deletes the account (everything hanging off it cascades), inside the caller's transaction. */
  async deleteUser(manager: EntityManager, userId: string): Promise<void> {
    await manager.query(`DELETE FROM users WHERE id = $1`, [userId]);
  }

  /** Deletes the accounts never verified `days` after registering, in one statement; answers who they were. */
  async deleteUnverifiedOlderThan(days: number): Promise<Array<{ id: string; username: string }>> {
    const [removed]: [Array<{ id: string; username: string }>, number] = await this.dataSource.query(
      `DELETE FROM users WHERE email_verified = false AND is_admin = false
         AND created_at < now() - make_interval(days => $1) RETURNING id, username`,
      [days],
    );
    return removed;
  }

  /** The best matches for `text` (the pattern from `searchPattern`), `viewerId` left out; see user-search.ts. */
  async search(pattern: string, text: string, viewerId: string | undefined): Promise<User[]> {
    const rows = await this.dataSource.query<Array<Record<string, unknown>>>(
      searchUsersStatement(selectedColumns(this.userMetadata, 'u'), Boolean(viewerId)),
      viewerId ? [pattern, text, viewerId] : [pattern, text],
    );
    return rows.map((row) => this.toUser(row));
  }

  /** `limit` TrendStars by followers (most first, then id) after `after`, names containing `pattern` when given. */
  async trendstars(pattern: string | null, after: TrendstarPosition, limit: number): Promise<User[]> {
    const values: unknown[] = [];
    const conditions = [`u.role = 'trendstar'`];
    if (pattern !== null) {
      values.push(pattern);
      conditions.push(`u.id IN (${matchingUserIds(`$${values.length}`)})`);
    }
    if (after) {
      values.push(after.followers, after.id);
      const [followers, id] = [`$${values.length - 1}`, `$${values.length}`];
      conditions.push(`(u.followers_count < ${followers} OR (u.followers_count = ${followers} AND u.id > ${id}))`);
    }
    const rows = await this.dataSource.query<Array<Record<string, unknown>>>(
      `SELECT ${selectedColumns(this.userMetadata, 'u')} FROM users u WHERE ${conditions.join(' AND ')}
       ORDER BY u.followers_count DESC, u.id ASC LIMIT ${literalLimit(limit)}`,
      values,
    );
    return rows.map((row) => this.toUser(row));
  }

  async latestApplicationOf(userId: string): Promise<TrendstarApplication | null> {
    const [row] = await this.dataSource.query<Array<Record<string, unknown>>>(
      `SELECT ${entityColumns(this.applicationMetadata, 'a')} FROM trendstar_application a
       WHERE a.user_id = $1 ORDER BY a.created_at DESC LIMIT 1`,
      [userId],
    );
    return row ? this.toApplication(row) : null;
  }

  async applicationById(manager: EntityManager, id: string): Promise<TrendstarApplication | null> {
    const [row] = await manager.query<Array<Record<string, unknown>>>(
      `SELECT ${entityColumns(this.applicationMetadata, 'a')} FROM trendstar_application a WHERE a.id = $1 LIMIT 1`,
      [id],
    );
    return row ? this.toApplication(row) : null;
  }

  /** Writes an application; a second pending one of the same user fails on the partial unique index (23505). */
  async insertApplication(application: NewApplication): Promise<TrendstarApplication> {
    const [row] = await this.dataSource.query<Array<Record<string, unknown>>>(
      `INSERT INTO trendstar_application (user_id, instagram_handle, social_media_links, reason_to_apply)
       VALUES ($1, $2, $3, $4) RETURNING ${entityColumns(this.applicationMetadata, 'trendstar_application')}`,
      [application.userId, application.instagramHandle, application.socialMediaLinks, application.reasonToApply],
    );
    return this.toApplication(row);
  }

  /** Newest first, with their applicants, `status` only when given. */
  async applications(
    status: TrendstarApplicationStatus | undefined,
    limit: number,
  ): Promise<Array<TrendstarApplication & { user: User }>> {
    const rows = await this.dataSource.query<Array<Record<string, unknown>>>(
      `SELECT ${entityColumns(this.applicationMetadata, 'a', 'a_')}, ${selectedColumns(this.userMetadata, 'u', 'u_')}
       FROM trendstar_application a LEFT JOIN users u ON u.id = a.user_id
       ${status ? 'WHERE a.status = $1' : ''} ORDER BY a.created_at DESC LIMIT ${literalLimit(limit)}`,
      status ? [status] : [],
    );
    return rows.map((row) => {
      const application = this.toApplication(row, 'a_') as TrendstarApplication & { user: User };
      application.user = this.toUser(row, 'u_');
      return application;
    });
  }

  /** Decides a pending application; answers false when it was not pending (or does not exist). */
  async decideApplication(
    manager: EntityManager,
    id: string,
    decision: { status: TrendstarApplicationStatus; reviewNote: string | null; reviewedBy: string },
  ): Promise<boolean> {
    const [rows]: [Array<{ id: string }>, number] = await manager.query(
      `UPDATE trendstar_application SET status = $2, review_note = $3, reviewed_by = $4, reviewed_at = now(), updated_at = now()
       WHERE id = $1 AND status = 'pending' RETURNING id`,
      [id, decision.status, decision.reviewNote, decision.reviewedBy],
    );
    return rows.length > 0;
  }

  private get userMetadata() {
    return this.dataSource.getMetadata(User);
  }

  private get applicationMetadata() {
    return this.dataSource.getMetadata(TrendstarApplication);
  }

  private async oneUser(condition: string, values: unknown[]): Promise<User | null> {
    const [row] = await this.dataSource.query<Array<Record<string, unknown>>>(
      `SELECT ${selectedColumns(this.userMetadata, 'u')} FROM users u WHERE ${condition} LIMIT 1`,
      values,
    );
    return row ? this.toUser(row) : null;
  }

  private async exists(statement: string, values: unknown[]): Promise<boolean> {
    const rows = await this.dataSource.query<unknown[]>(statement, values);
    return rows.length > 0;
  }

  private toUser(row: Record<string, unknown>, prefix = ''): User {
    return hydrateEntity<User>(this.dataSource, this.userMetadata, row, prefix);
  }

  private toApplication(row: Record<string, unknown>, prefix = ''): TrendstarApplication {
    return hydrateEntity<TrendstarApplication>(this.dataSource, this.applicationMetadata, row, prefix);
  }
}
