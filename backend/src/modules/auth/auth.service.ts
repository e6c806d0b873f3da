import { randomBytes } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { SessionStoreService } from '../../common/auth/session-store.service';
import { AppException } from '../../common/errors/app.exception';
import type { User } from '../users/entities/user.entity';
import { UsersService } from '../users/users.service';
import type { ChangePasswordDto, RegisterDto, ResetPasswordDto } from './dto/auth-requests.dto';
import { LoginAttemptsService } from './login-attempts.service';
import { OtpService } from './otp.service';
import { PasswordResetService } from './password-reset.service';
import { PasswordService } from './password.service';

@Injectable()
export class AuthService {
  private readonly logger = new Logger(AuthService.name);
  // Verifying against a real hash when the user does not exist keeps both answers equally slow.
  private decoyHash?: Promise<string>;

  constructor(
    private readonly users: UsersService,
    private readonly passwords: PasswordService,
    private readonly otp: OtpService,
    private readonly resets: PasswordResetService,
    private readonly sessions: SessionStoreService,
    private readonly loginAttempts: LoginAttemptsService,
  ) {}

  async register(input: RegisterDto): Promise<{ userId: string; emailSent: boolean }> {
    if (await this.users.usernameTaken(input.username)) throw new AppException('username_taken');
    if (await this.users.emailTaken(input.email)) throw new AppException('email_taken');
    const user = await this.users
      .create({
        username: input.username,
        email: input.email.toLowerCase(),
        passwordHash: await this.passwords.hash(input.password),
        firstName: input.firstName,
        lastName: input.lastName,
        displayName: input.displayName || null,
        gender: input.gender ?? 'other',
      })
      .catch((error: { code?: string; constraint?: string }) => {
        // Two registrations racing for the same name: the unique index decides.
        if (error.code === '23505')
          throw new AppException(error.constraint?.includes('email') ? 'email_taken' : 'username_taken');
        throw error;
      });
    const sent = await this.otp.send(user, 'registration');
    return { userId: user.id, emailSent: Boolean(sent?.emailSent) };
  }

  /** Checks a username (or e-mail) and password; the LocalStrategy calls this. */
  async validateCredentials(usernameOrEmail: string, password: string): Promise<User | null> {
    const user = await this.users.findForLogin(usernameOrEmail.trim());
    // By user id, so switching between username and e-mail counts as one account; unknown names count by name.
    const account = user ? user.id : `unknown:${usernameOrEmail.trim().toLowerCase()}`;
    await this.loginAttempts.refuseWhileWaiting(account);
    this.decoyHash ??= this.passwords.hash(randomBytes(16).toString('hex'));
    const valid = await this.passwords.verify(user?.passwordHash ?? (await this.decoyHash), password);
    if (!user || !valid) {
      await this.loginAttempts.recordFailure(account);
      return null;
    }
    await this.loginAttempts.clear(account);
    return user;
  }

  /** For an unverified e-mail: sends a code unless one was sent within the cooldown. */
  async sendLoginCode(user: User): Promise<void> {
    await this.otp.send(user, 'login', true);
  }

  async verifyCode(userId: string, code: string): Promise<{ user: User; afterRegistration: boolean }> {
    const purpose = await this.otp.verify(userId, code);
    await this.users.markEmailVerified(userId);
    return { user: await this.users.getById(userId), afterRegistration: purpose === 'registration' };
  }

  async resendCode(userId: string): Promise<{ emailSent: boolean }> {
    const user = await this.users.getById(userId);
    if (user.emailVerified) throw new AppException('already_verified');
    const sent = await this.otp.send(user, (await this.otp.currentPurpose(userId)) ?? 'registration', true);
    if (!sent) {
      await this.otp.refuseWhileLocked(userId);
      const wait = Math.max(await this.otp.cooldownSecondsLeft(userId), 1);
      throw new AppException('otp_cooldown', `Please wait ${wait} seconds before requesting a new code.`, {
        retryAfter: wait,
      });
    }
    return sent;
  }

  /** Answers at once either way: waiting for the e-mail would tell who has an account. */
  async forgotPassword(email: string): Promise<void> {
    const user = await this.users.findByEmail(email);
    if (user)
      void this.resets
        .sendLink(user)
        .catch((error) => this.logger.error(`reset link for ${user.id}: ${String(error)}`));
  }

  async resetPassword(input: ResetPasswordDto): Promise<void> {
    const userId = await this.resets.consume(input.token);
    await this.users.setPasswordHash(userId, await this.passwords.hash(input.password));
    await this.resets.cancelAll(userId);
    await this.sessions.destroyAllSessionsOf(userId);
  }

  async changePassword(user: User, input: ChangePasswordDto): Promise<void> {
    const currentHash = await this.users.passwordHashOf(user.id);
    if (!(await this.passwords.verify(currentHash, input.currentPassword)))
      throw new AppException('invalid_current_password');
    await this.users.setPasswordHash(user.id, await this.passwords.hash(input.newPassword));
    await this.resets.cancelAll(user.id);
    await this.sessions.destroyAllSessionsOf(user.id);
  }

  async signOutEverywhere(userId: string): Promise<void> {
    await this.sessions.destroyAllSessionsOf(userId);
  }
}
