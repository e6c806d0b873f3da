import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { createHash, randomInt } from 'node:crypto';
import { Repository } from 'typeorm';
import { AppException } from '../../common/errors/app.exception';
import { composeMail, MailService } from '../../common/mail/mail.service';
import type { User } from '../users/entities/user.entity';
import { OtpPurpose, OtpVerification } from './entities/otp-verification.entity';

export const OTP_VALIDITY_MILLISECONDS = 10 * 60 * 1000;
export const OTP_RESEND_COOLDOWN_MILLISECONDS = 60 * 1000;
export const OTP_MAXIMUM_FAILED_ATTEMPTS = 5;
/** Wrong codes an account may try per window, whatever codes they were for: 20 of 10,000 an hour. */
export const OTP_ACCOUNT_MAXIMUM_FAILED_ATTEMPTS = 20;
export const OTP_ACCOUNT_WINDOW_MILLISECONDS = 60 * 60 * 1000;

const hashOf = (userId: string, otp: string) => createHash('sha256').update(`${userId}:${otp}`).digest('hex');
const seconds = (milliseconds: number) => milliseconds / 1000;

// The account is locked while its window is current and full.
const LOCKED = `l.failed_attempts >= ${OTP_ACCOUNT_MAXIMUM_FAILED_ATTEMPTS} AND l.window_started_at > now() - make_interval(secs => ${seconds(OTP_ACCOUNT_WINDOW_MILLISECONDS)})`;

export interface OtpSendResult {
  emailSent: boolean;
}

/**
 * Four-digit e-mail codes: valid 10 minutes, 5 wrong tries end a code, a new one at most every 60 s,
 * and at most 20 wrong tries an hour per account across all its codes.
 */
@Injectable()
export class OtpService {
  constructor(
    @InjectRepository(OtpVerification) private readonly codes: Repository<OtpVerification>,
    private readonly mail: MailService,
  ) {}

  /** Seconds until another code may be sent (0 when one may be sent now). */
  async cooldownSecondsLeft(userId: string): Promise<number> {
    const rows: Array<{ left: number }> = await this.codes.query(
      `SELECT ceil(extract(epoch FROM (last_sent_at + make_interval(secs => $2) - now()))) AS left FROM otp_account_limit WHERE user_id = $1`,
      [userId, seconds(OTP_RESEND_COOLDOWN_MILLISECONDS)],
    );
    return Math.max(Number(rows[0]?.left ?? 0), 0);
  }

  /** Seconds until a locked account may try codes again (0 when it is not locked). */
  async lockedSecondsLeft(userId: string): Promise<number> {
    const rows: Array<{ left: number }> = await this.codes.query(
      `SELECT ceil(extract(epoch FROM (l.window_started_at + make_interval(secs => $2) - now()))) AS left FROM otp_account_limit l WHERE l.user_id = $1 AND ${LOCKED}`,
      [userId, seconds(OTP_ACCOUNT_WINDOW_MILLISECONDS)],
    );
    return Math.max(Number(rows[0]?.left ?? 0), 0);
  }

  /** What the live code was sent for, if there is one. */
  async currentPurpose(userId: string): Promise<OtpPurpose | null> {
    return (await this.codes.findOne({ where: { userId }, select: { purpose: true } }))?.purpose ?? null;
  }

  /**
   * Replaces the user's code and e-mails it. With `respectCooldown`, only when the last send of this
   * account is at least 60 s old and the account is not locked, decided in the same statement that
   * records the send, so two simultaneous resends send one e-mail. Returns null when refused.
   */
  async send(user: User, purpose: OtpPurpose, respectCooldown = false): Promise<OtpSendResult | null> {
    const otp = String(randomInt(0, 10_000)).padStart(4, '0');
    const rows: unknown[] = await this.codes.query(
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
        user.id,
        hashOf(user.id, otp),
        purpose,
        seconds(OTP_VALIDITY_MILLISECONDS),
        respectCooldown,
        seconds(OTP_RESEND_COOLDOWN_MILLISECONDS),
      ],
    );
    if (rows.length === 0) return null;
    const emailSent = await this.mail.send(
      composeMail(
        user.email,
        `${otp} is your TVT verification code`,
        [
          `Hi ${user.firstName},`,
          'Enter this code in TVT to verify your e-mail address. It is valid for 10 minutes.',
          'If you did not ask for it, you can ignore this e-mail.',
        ],
        { code: otp },
      ),
    );
    return { emailSent };
  }

  /**
   * Consumes the code when right; otherwise counts the try against the code and the account. Returns
   * what the code was sent for. The right code is taken in one statement that also checks expiry and
   * both try limits, so parallel guesses cannot get more tries than the limits allow.
   */
  async verify(userId: string, otp: string): Promise<OtpPurpose> {
    // For DELETE and UPDATE, TypeORM answers [rows, affected count].
    const [consumed]: [Array<{ purpose: OtpPurpose }>, number] = await this.codes.query(
      `DELETE FROM otp_verification WHERE user_id = $1 AND otp_hash = $2 AND expires_at > now() AND failed_attempts < $3
         AND NOT EXISTS (SELECT 1 FROM otp_account_limit l WHERE l.user_id = $1 AND ${LOCKED})
       RETURNING purpose`,
      [userId, hashOf(userId, otp), OTP_MAXIMUM_FAILED_ATTEMPTS],
    );
    if (consumed.length > 0) {
      await this.codes.query(`UPDATE otp_account_limit SET failed_attempts = 0 WHERE user_id = $1`, [userId]);
      return consumed[0].purpose;
    }
    await this.refuseWhileLocked(userId);

    const [counted]: [Array<{ failed_attempts: number; expired: boolean }>, number] = await this.codes.query(
      `UPDATE otp_verification SET failed_attempts = failed_attempts + 1 WHERE user_id = $1 RETURNING failed_attempts, expires_at <= now() AS expired`,
      [userId],
    );
    const current = counted[0];
    if (!current) throw new AppException('no_otp_found');
    if (current.expired) {
      await this.codes.delete({ userId });
      throw new AppException('otp_expired');
    }
    const accountFailures = await this.countAccountFailure(userId);
    if (
      current.failed_attempts >= OTP_MAXIMUM_FAILED_ATTEMPTS ||
      accountFailures >= OTP_ACCOUNT_MAXIMUM_FAILED_ATTEMPTS
    )
      await this.codes.delete({ userId });
    if (accountFailures >= OTP_ACCOUNT_MAXIMUM_FAILED_ATTEMPTS) await this.refuseWhileLocked(userId);
    throw new AppException('invalid_otp');
  }

  async refuseWhileLocked(userId: string): Promise<void> {
    const left = await this.lockedSecondsLeft(userId);
    if (left === 0) return;
    const minutes = Math.ceil(left / 60);
    throw new AppException(
      'otp_locked',
      `Too many incorrect codes. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      { retryAfter: left },
    );
  }

  /** One more wrong try in the account's current window (a new window once the last one is an hour old). */
  private async countAccountFailure(userId: string): Promise<number> {
    const rows: Array<{ failed_attempts: number }> = await this.codes.query(
      `INSERT INTO otp_account_limit AS l (user_id, failed_attempts, window_started_at) VALUES ($1, 1, now())
       ON CONFLICT (user_id) DO UPDATE SET
         failed_attempts = CASE WHEN l.window_started_at <= now() - make_interval(secs => $2) THEN 1 ELSE l.failed_attempts + 1 END,
         window_started_at = CASE WHEN l.window_started_at <= now() - make_interval(secs => $2) THEN now() ELSE l.window_started_at END
       RETURNING failed_attempts`,
      [userId, seconds(OTP_ACCOUNT_WINDOW_MILLISECONDS)],
    );
    return rows[0].failed_attempts;
  }
}
