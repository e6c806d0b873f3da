import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UsersModule } from '../users/users.module';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { OtpAccountLimit } from './entities/otp-account-limit.entity';
import { OtpVerification } from './entities/otp-verification.entity';
import { PasswordReset } from './entities/password-reset.entity';
import { LocalStrategy } from './local.strategy';
import { LoginAttemptsService } from './login-attempts.service';
import { OtpService } from './otp.service';
import { PasswordResetService } from './password-reset.service';
import { PasswordService } from './password.service';
import { SessionSerializer } from './session.serializer';

@Module({
  imports: [
    UsersModule,
    PassportModule.register({ session: true }),
    TypeOrmModule.forFeature([OtpVerification, OtpAccountLimit, PasswordReset]),
  ],
  controllers: [AuthController],
  providers: [
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
