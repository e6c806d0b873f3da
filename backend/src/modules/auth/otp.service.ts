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

  async send(user: User, purpose: OtpPurpose): Promise<OtpSendResult> {
    const otp = String(randomInt(0, 10_000)).padStart(4, '0');
    await this.codes.upsert(
      { userId: user.id, otpHash: hashOf(user.id, otp), purpose, failedAttempts: 0, expiresAt: new Date(Date.now() + OTP_VALIDITY_MILLISECONDS), sentAt: new Date() },
      ['userId'],
    );
    const emailSent = await this.mail.send(
      composeMail(user.email, `${otp} is your TVT verification code`, [`Hi ${user.firstName},`, 'Enter this code in TVT to verify your e-mail address. It is valid for 10 minutes.', 'If you did not ask for it, you can ignore this e-mail.'], { code: otp }),
    );
    return { emailSent };
  }

  /** Consumes the code when right; otherwise counts the try. Returns what the code was sent for. */
  async verify(userId: string, otp: string): Promise<OtpPurpose> {
    const current = await this.codes.findOne({ where: { userId } });
    if (!current) throw new AppException('no_otp_found');
    if (current.expiresAt.getTime() < Date.now()) {
      await this.codes.delete({ id: current.id });
      throw new AppException('otp_expired');
    }
    if (current.otpHash !== hashOf(userId, otp)) {
      // Conditional update: concurrent wrong guesses cannot slip past the limit.
      const result = await this.codes
        .createQueryBuilder()
        .update()
        .set({ failedAttempts: () => 'failed_attempts + 1' })
        .where('id = :id', { id: current.id })
        .returning('failed_attempts')
        .execute();
      const failedAttempts = Number(result.raw[0]?.failed_attempts ?? OTP_MAXIMUM_FAILED_ATTEMPTS);
      if (failedAttempts >= OTP_MAXIMUM_FAILED_ATTEMPTS) await this.codes.delete({ id: current.id });
      throw new AppException('invalid_otp');
    }
    const deleted = await this.codes.delete({ id: current.id });
    if (!deleted.affected) throw new AppException('no_otp_found');
    return current.purpose;
  }
}
