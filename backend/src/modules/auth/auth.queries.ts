import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { OtpPurpose } from './entities/otp-verification.entity';
import {
  OTP_ACCOUNT_MAXIMUM_FAILED_ATTEMPTS,
  OTP_ACCOUNT_WINDOW_MILLISECONDS,
  OTP_MAXIMUM_FAILED_ATTEMPTS,
  OTP_RESEND_COOLDOWN_MILLISECONDS,
  OTP_VALIDITY_MILLISECONDS,
  seconds,
} from './otp-limits';

// The account is locked while its window is current and full.
const LOCKED = `l.failed_attempts >= ${OTP_ACCOUNT_MAXIMUM_FAILED_ATTEMPTS} AND l.window_started_at > now() - make_interval(secs => ${seconds(OTP_ACCOUNT_WINDOW_MILLISECONDS)})`;

/** A reset link as written: only the token's hash is stored. */
export interface NewPasswordReset {
  userId: string;
  tokenHash: string;
  expiresAt: Date;
}

/**
 * Every SQL statement of auth (e-mail codes, their per-account limits, reset links), in one style: raw SQL. What
 * must not race is decided inside one statement: a send records itself only when the cooldown and the lockout
 * allow, a right code is consumed only while it is live and the account unlocked, a reset token is used once.
 */
@Injectable()
export class AuthQueries {
  constructor(private readonly dataSource: DataSource) {}

  /** Seconds until the resend cooldown ends (0 or below when it has, 0 when no code was ever sent). */
  async secondsUntilNextCode(userId: string): Promise<number> {
    const rows: Array<{ left: number }> = await this.dataSource.query(
      `SELECT ceil(extract(epoch FROM (last_sent_at + make_interval(secs => $2) - now()))) AS left FROM otp_account_limit WHERE user_id = $1`,
      [userId, seconds(OTP_RESEND_COOLDOWN_MILLISECONDS)],
    );
    return Number(rows[0]?.left ?? 0);
  }

  /** Seconds until the account's lockout ends (0 when it is not locked). */
  async secondsUntilUnlocked(userId: string): Promise<number> {
    const rows: Array<{ left: number }> = await this.dataSource.query(
      `SELECT ceil(extract(epoch FROM (l.window_started_at + make_interval(secs => $2) - now()))) AS left FROM otp_account_limit l WHERE l.user_id = $1 AND ${LOCKED}`,
      [userId, seconds(OTP_ACCOUNT_WINDOW_MILLISECONDS)],
    );
    return Number(rows[0]?.left ?? 0);
  }

  async codePurpose(userId: string): Promise<OtpPurpose | null> {
    const rows: Array<{ purpose: OtpPurpose }> = await this.dataSource.query(
      `SELECT purpose FROM otp_verification WHERE user_id = $1 LIMIT 1`,
      [userId],
    );
    return rows[0]?.purpose ?? null;
  }

  /**
   * Records the send and replaces the user's code in one statement; with `respectCooldown`, only when the last
   * send is at least the cooldown old and the account is not locked. Answers false when refused.
   */
  async replaceCode(userId: string, codeHash: string, purpose: OtpPurpose, respectCooldown: boolean): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `WITH permitted AS (
         INSERT INTO otp_account_limit AS l (user_id, last_sent_at) VALUES ($1, now())
         ON CONFLICT (user_id) DO UPDATE SET last_sent_at = now()
           WHERE NOT $5 OR ((l.last_sent_at IS NULL OR l.last_sent_at <= now() - make_interval(secs => $6)) AND NOT (${LOCKED}))
         RETURNING user_id
       )
       INSERT INTO otp_verification (user_id, otp_hash, purpose, failed_attempts, expires_at, sent_at)
       SELECT user_id, $2, $3, 0, now() + make_interval(secs => $4), now() FROM permitted
       ON CONFLICT (user_id) DO UPDATE
         SET otp_hash = excluded.otp_hash, purpose = excluded.purpose, failed_attempts = 0, expires_at = excluded.expires_at, sent_at = now()
       RETURNING id`,
      [
        userId,
        codeHash,
        purpose,
        seconds(OTP_VALIDITY_MILLISECONDS),
        respectCooldown,
        seconds(OTP_RESEND_COOLDOWN_MILLISECONDS),
      ],
    );
    return rows.length > 0;
  }

  /**
   * Deletes the code when it is this one, live, under its try limit and the account is not locked, all in one
   * statement; answers what it was sent for, or null.
   */
  async consumeCode(userId: string, codeHash: string): Promise<OtpPurpose | null> {
    // For DELETE and UPDATE, TypeORM answers [rows, affected count].
    const [consumed]: [Array<{ purpose: OtpPurpose }>, number] = await this.dataSource.query(
      `DELETE FROM otp_verification WHERE user_id = $1 AND otp_hash = $2 AND expires_at > now() AND failed_attempts < $3
         AND NOT EXISTS (SELECT 1 FROM otp_account_limit l WHERE l.user_id = $1 AND ${LOCKED})
       RETURNING purpose`,
      [userId, codeHash, OTP_MAXIMUM_FAILED_ATTEMPTS],
    );
    return consumed[0]?.purpose ?? null;
  }

  async clearAccountFailures(userId: string): Promise<void> {
    await this.dataSource.query(`UPDATE otp_account_limit SET failed_attempts = 0 WHERE user_id = $1`, [userId]);
  }

  /** One more wrong try against the user's code; null when there is no code. */
  async countCodeFailure(userId: string): Promise<{ failedAttempts: number; expired: boolean } | null> {
    const [counted]: [Array<{ failed_attempts: number; expired: boolean }>, number] = await this.dataSource.query(
      `UPDATE otp_verification SET failed_attempts = failed_attempts + 1 WHERE user_id = $1 RETURNING failed_attempts, expires_at <= now() AS expired`,
      [userId],
    );
    return counted[0] ? { failedAttempts: counted[0].failed_attempts, expired: counted[0].expired } : null;
  }

  /** One more wrong try in the account's current window (a new window once the last one is an hour old). */
  async countAccountFailure(userId: string): Promise<number> {
    const rows: Array<{ failed_attempts: number }> = await this.dataSource.query(
      `INSERT INTO otp_account_limit AS l (user_id, failed_attempts, window_started_at) VALUES ($1, 1, now())
       ON CONFLICT (user_id) DO UPDATE SET
         failed_attempts = CASE WHEN l.window_started_at <= now() - make_interval(secs => $2) THEN 1 ELSE l.failed_attempts + 1 END,
         window_started_at = CASE WHEN l.window_started_at <= now() - make_interval(secs => $2) THEN now() ELSE l.window_started_at END
       RETURNING failed_attempts`,
      [userId, seconds(OTP_ACCOUNT_WINDOW_MILLISECONDS)],
    );
    return rows[0].failed_attempts;
  }

  async deleteCode(userId: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM otp_verification WHERE user_id = $1`, [userId]);
  }

  async resetLinkSentSince(userId: string, since: Date): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `SELECT 1 FROM password_reset WHERE user_id = $1 AND created_at > $2 LIMIT 1`,
      [userId, since],
    );
    return rows.length > 0;
  }

  async deleteResetLinks(userId: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM password_reset WHERE user_id = $1`, [userId]);
  }

  async insertResetLink(reset: NewPasswordReset): Promise<void> {
    await this.dataSource.query(`INSERT INTO password_reset (user_id, token_hash, expires_at) VALUES ($1, $2, $3)`, [
      reset.userId,
      reset.tokenHash,
      reset.expiresAt,
    ]);
  }

  /** Marks the token used when it is unused and not expired at `now`, in one statement; answers its user, or null. */
  async useResetToken(tokenHash: string, now: Date): Promise<string | null> {
    const [rows]: [Array<{ user_id: string }>, number] = await this.dataSource.query(
      `UPDATE password_reset SET used_at = now() WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2 RETURNING user_id`,
      [tokenHash, now],
    );
    return rows[0]?.user_id ?? null;
  }

  async deleteUnusedResetLinks(userId: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM password_reset WHERE user_id = $1 AND used_at IS NULL`, [userId]);
  }
}
