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

const hashOf = (userId: string, otp: string) => createHash('sha256').update(`${userId}:${otp}`).digest('hex');

export interface OtpSendResult {
  emailSent: boolean;
}

/** Four-digit e-mail codes: valid 10 minutes, 5 wrong tries end them, a new one at most every 60 s. */
@Injectable()
export class OtpService {
  constructor(
    @InjectRepository(OtpVerification) private readonly codes: Repository<OtpVerification>,
    private readonly mail: MailService,
  ) {}

  /** Seconds until another code may be sent (0 when one may be sent now). */
  async cooldownSecondsLeft(userId: string): Promise<number> {
    const current = await this.codes.findOne({ where: { userId } });
    if (!current) return 0;
    const left = current.sentAt.getTime() + OTP_RESEND_COOLDOWN_MILLISECONDS - Date.now();
    return left > 0 ? Math.ceil(left / 1000) : 0;
  }

  /** What the live code was sent for, if there is one. */
  async currentPurpose(userId: string): Promise<OtpPurpose | null> {
    return (await this.codes.findOne({ where: { userId }, select: { purpose: true } }))?.purpose ?? null;
  }

  /**
   * Replaces the user's code and e-mails it. With `respectCooldown`, the replacement happens only when the
   * last code is at least 60 s old, in the same statement, so two simultaneous resends send one e-mail.
   * Returns null when the cooldown refused it.
   */
  async send(user: User, purpose: OtpPurpose, respectCooldown = false): Promise<OtpSendResult | null> {
    const otp = String(randomInt(0, 10_000)).padStart(4, '0');
    const rows: unknown[] = await this.codes.query(
      `INSERT INTO otp_verification (user_id, otp_hash, purpose, failed_attempts, expires_at, sent_at)
       VALUES ($1, $2, $3, 0, now() + make_interval(secs => $4), now())
       ON CONFLICT (user_id) DO UPDATE
         SET otp_hash = excluded.otp_hash, purpose = excluded.purpose, failed_attempts = 0, expires_at = excluded.expires_at, sent_at = now()
         WHERE NOT $5 OR otp_verification.sent_at <= now() - make_interval(secs => $6)
       RETURNING id`,
      [user.id, hashOf(user.id, otp), purpose, OTP_VALIDITY_MILLISECONDS / 1000, respectCooldown, OTP_RESEND_COOLDOWN_MILLISECONDS / 1000],
    );
    if (rows.length === 0) return null;
    const emailSent = await this.mail.send(
      composeMail(user.email, `${otp} is your TVT verification code`, [`Hi ${user.firstName},`, 'Enter this code in TVT to verify your e-mail address. It is valid for 10 minutes.', 'If you did not ask for it, you can ignore this e-mail.'], { code: otp }),
    );
    return { emailSent };
  }

  /**
   * Consumes the code when right; otherwise counts the try. Returns what the code was sent for.
   * The right code is taken in one statement that also checks expiry and the try limit, so parallel
   * guesses cannot get more than five tries at one code.
   */
  async verify(userId: string, otp: string): Promise<OtpPurpose> {
    // For DELETE and UPDATE, TypeORM answers [rows, affected count].
    const [consumed]: [Array<{ purpose: OtpPurpose }>, number] = await this.codes.query(
      `DELETE FROM otp_verification WHERE user_id = $1 AND otp_hash = $2 AND expires_at > now() AND failed_attempts < $3 RETURNING purpose`,
      [userId, hashOf(userId, otp), OTP_MAXIMUM_FAILED_ATTEMPTS],
    );
    if (consumed.length > 0) return consumed[0].purpose;

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
    if (current.failed_attempts >= OTP_MAXIMUM_FAILED_ATTEMPTS) await this.codes.delete({ userId });
    throw new AppException('invalid_otp');
  }
}
