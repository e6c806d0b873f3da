import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { UsersModule } from '../users/users.module';
import { AuthController } from './auth.controller';
import { AuthQueries } from './auth.queries';
import { AuthService } from './auth.service';
import { LocalStrategy } from './local.strategy';
import { LoginAttemptsService } from './login-attempts.service';
import { OtpService } from './otp.service';
import { PasswordResetService } from './password-reset.service';
import { PasswordService } from './password.service';
import { SessionSerializer } from './session.serializer';

@Module({
  imports: [UsersModule, PassportModule.register({ session: true })],
  controllers: [AuthController],
  providers: [
    AuthQueries,
    AuthService,
    PasswordService,
    OtpService,
    PasswordResetService,
    LoginAttemptsService,
    LocalStrategy,
    SessionSerializer,
  ],
  exports: [PasswordService],
})
export class AuthModule {}
