import { Injectable } from '@nestjs/common';
import { createHash, randomInt } from 'node:crypto';
import { AppException } from '../../common/errors/app.exception';
import { composeMail, MailService } from '../../common/mail/mail.service';
import type { User } from '../users/entities/user.entity';
import { AuthQueries } from './auth.queries';
import type { OtpPurpose } from './entities/otp-verification.entity';
import { OTP_ACCOUNT_MAXIMUM_FAILED_ATTEMPTS, OTP_MAXIMUM_FAILED_ATTEMPTS } from './otp-limits';

const hashOf = (userId: string, otp: string) => createHash('sha256').update(`${userId}:${otp}`).digest('hex');

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
    private readonly queries: AuthQueries,
    private readonly mail: MailService,
  ) {}

  /** Seconds until another code may be sent (0 when one may be sent now). */
  async cooldownSecondsLeft(userId: string): Promise<number> {
    return Math.max(await this.queries.secondsUntilNextCode(userId), 0);
  }

  /** Seconds until a locked account may try codes again (0 when it is not locked). */
  async lockedSecondsLeft(userId: string): Promise<number> {
    return Math.max(await this.queries.secondsUntilUnlocked(userId), 0);
  }

  /** What the live code was sent for, if there is one. */
  async currentPurpose(userId: string): Promise<OtpPurpose | null> {
    return this.queries.codePurpose(userId);
  }

  /**
   * Replaces the user's code and e-mails it. With `respectCooldown`, only when the last send of this
   * account is at least 60 s old and the account is not locked, decided in the same statement that
   * records the send, so two simultaneous resends send one e-mail. Returns null when refused.
   */
  async send(user: User, purpose: OtpPurpose, respectCooldown = false): Promise<OtpSendResult | null> {
    const otp = String(randomInt(0, 10_000)).padStart(4, '0');
    if (!(await this.queries.replaceCode(user.id, hashOf(user.id, otp), purpose, respectCooldown))) return null;
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
    const purpose = await this.queries.consumeCode(userId, hashOf(userId, otp));
    if (purpose) {
      await this.queries.clearAccountFailures(userId);
      return purpose;
    }
    await this.refuseWhileLocked(userId);

    const current = await this.queries.countCodeFailure(userId);
    if (!current) throw new AppException('no_otp_found');
    if (current.expired) {
      await this.queries.deleteCode(userId);
      throw new AppException('otp_expired');
    }
    const accountFailures = await this.queries.countAccountFailure(userId);
    if (current.failedAttempts >= OTP_MAXIMUM_FAILED_ATTEMPTS || accountFailures >= OTP_ACCOUNT_MAXIMUM_FAILED_ATTEMPTS)
      await this.queries.deleteCode(userId);
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
}
