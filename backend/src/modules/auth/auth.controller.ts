import { Body, Controller, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Authenticated, CurrentUser } from '../../common/auth/authenticated.decorator';
import { SessionStoreService } from '../../common/auth/session-store.service';
import { AppException } from '../../common/errors/app.exception';
import { RateLimit } from '../../common/rate-limit/rate-limit';
import { MessageDto } from '../users/dto/user.dto';
import type { User } from '../users/entities/user.entity';
import { toOwnUser } from '../users/users.mapper';
import { AuthService } from './auth.service';
import {
  ChangePasswordDto,
  ForgotPasswordDto,
  LoginDto,
  RegisterDto,
  ResendOtpDto,
  ResetPasswordDto,
  VerifyOtpDto,
} from './dto/auth-requests.dto';
import {
  LoginResponseDto,
  RegisterResponseDto,
  ResendOtpResponseDto,
  VerifyResponseDto,
} from './dto/auth-responses.dto';
import { LocalAuthGuard } from './local-auth.guard';

/**
 * Codes can only be checked (or resent) from the browser that registered or signed in with the password:
 * a user id is public, and without this anyone could keep guessing codes for someone else's new account.
 */
function assertPendingVerification(request: Request, userId: string): void {
  if (request.session.pendingVerificationUserId !== userId) throw new AppException('verification_session_missing');
}

const EMAIL_RESOLUTION = 'Check that your e-mail address is correct, wait a minute and press Resend Code again.';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly sessions: SessionStoreService,
  ) {}

  @Post('register')
  @RateLimit('register')
  @ApiOperation({ operationId: 'register', summary: 'Create an account; e-mails a 4-digit code' })
  @ApiCreatedResponse({ type: RegisterResponseDto })
  @ApiConflictResponse({ description: 'code username_taken or email_taken' })
  async register(@Body() body: RegisterDto, @Req() request: Request): Promise<RegisterResponseDto> {
    const { userId, emailSent } = await this.auth.register(body);
    request.session.pendingVerificationUserId = userId;
    return {
      userId,
      emailSent,
      message: 'Registration successful. Please check your email for the verification code.',
    };
  }

  @Post('verify')
  @HttpCode(200)
  @RateLimit('otp')
  @ApiOperation({ operationId: 'verify', summary: 'Check the e-mailed code; signs in' })
  @ApiOkResponse({ type: VerifyResponseDto })
  @ApiBadRequestResponse({ description: 'code invalid_otp, otp_expired or no_otp_found' })
  async verify(@Body() body: VerifyOtpDto, @Req() request: Request): Promise<VerifyResponseDto> {
    assertPendingVerification(request, body.userId);
    const { user, afterRegistration } = await this.auth.verifyCode(body.userId, body.otp);
    await this.sessions.signIn(request, user);
    return {
      user: toOwnUser(user),
      message: 'Email verified successfully',
      ...(afterRegistration ? { nextStep: 'profile-picture' as const } : {}),
    };
  }

  @Post('resend-otp')
  @HttpCode(200)
  @RateLimit('otp')
  @ApiOperation({
    operationId: 'resendOtp',
    summary: 'Send a new code (at most one per 60 s: 429 otp_cooldown with retryAfter)',
  })
  @ApiOkResponse({ type: ResendOtpResponseDto })
  async resendOtp(@Body() body: ResendOtpDto, @Req() request: Request): Promise<ResendOtpResponseDto> {
    assertPendingVerification(request, body.userId);
    const { emailSent } = await this.auth.resendCode(body.userId);
    if (!emailSent)
      return {
        emailSent,
        message: 'We could not send the verification email.',
        errorInfo: { resolution: EMAIL_RESOLUTION },
      };
    return { emailSent, message: 'A new verification code has been sent to your email.' };
  }

  @Post('login')
  @HttpCode(200)
  @RateLimit('login')
  @UseGuards(LocalAuthGuard)
  @ApiOperation({ operationId: 'login', summary: 'Sign in; an unverified e-mail answers requiresOTP and gets a code' })
  @ApiBody({ type: LoginDto })
  @ApiOkResponse({ type: LoginResponseDto })
  @ApiUnauthorizedResponse({ description: 'code invalid_credentials' })
  async login(@Req() request: Request): Promise<LoginResponseDto> {
    const user = request.user as User;
    if (!user.emailVerified) {
      await this.auth.sendLoginCode(user);
      request.session.pendingVerificationUserId = user.id;
      return {
        requiresOTP: true,
        message: 'Please verify your email. We sent you a verification code.',
        userId: user.id,
        user: null,
      };
    }
    await this.sessions.signIn(request, user);
    return { requiresOTP: false, message: 'Login successful', userId: user.id, user: toOwnUser(user) };
  }

  @Post('logout')
  @HttpCode(200)
  @ApiOperation({ operationId: 'logout', summary: 'Sign out of every session of this user' })
  @ApiOkResponse({ type: MessageDto })
  async logout(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<MessageDto> {
    if (request.user) await this.auth.signOutEverywhere(request.user.id);
    await this.sessions.endBrowserSession(request, response);
    return { message: 'Logged out successfully' };
  }

  @Post('forgot-password')
  @HttpCode(200)
  @RateLimit('passwordReset')
  @ApiOperation({
    operationId: 'forgotPassword',
    summary: 'E-mail a reset link; the same answer whether or not the address exists',
  })
  @ApiOkResponse({ type: MessageDto })
  async forgotPassword(@Body() body: ForgotPasswordDto): Promise<MessageDto> {
    await this.auth.forgotPassword(body.email);
    return { message: 'If an account exists for that email, we have sent a password reset link.' };
  }

  @Post('reset-password')
  @HttpCode(200)
  @RateLimit('passwordReset')
  @ApiOperation({
    operationId: 'resetPassword',
    summary: 'Set a new password with a reset token; signs out everywhere',
  })
  @ApiOkResponse({ type: MessageDto })
  @ApiBadRequestResponse({ description: 'code invalid_reset_token or validation_error' })
  async resetPassword(@Body() body: ResetPasswordDto): Promise<MessageDto> {
    await this.auth.resetPassword(body);
    return { message: 'Your password has been reset. You can now sign in.' };
  }

  @Post('change-password')
  @HttpCode(200)
  @Authenticated()
  @RateLimit('passwordReset')
  @ApiOperation({
    operationId: 'changePassword',
    summary: 'Change the password; other sessions end, this one is renewed',
  })
  @ApiOkResponse({ type: MessageDto })
  @ApiBadRequestResponse({ description: 'code invalid_current_password or validation_error' })
  async changePassword(
    @CurrentUser() user: User,
    @Body() body: ChangePasswordDto,
    @Req() request: Request,
  ): Promise<MessageDto> {
    await this.auth.changePassword(user, body);
    await this.sessions.signIn(request, user);
    return { message: 'Password changed successfully' };
  }
}
