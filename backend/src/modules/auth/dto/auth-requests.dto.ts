import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { RequiredText } from '../../../common/errors/required-text.decorator';
import { trimText } from '../../../common/errors/validation';
import {
  IsEmail,
  IsIn,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  MaxLength,
  MinLength,
  registerDecorator,
} from 'class-validator';
import { Match } from './match.decorator';
import type { Gender } from '../../users/entities/user.entity';

/** The spec's password rules, reported one message at a time in the spec's order. */
const passwordRules: Array<[RegExp, string]> = [
  [/^[\s\S]{8,}$/, 'Password must be at least 8 characters'],
  [/[A-Z]/, 'Password must contain at least one uppercase letter'],
  [/[a-z]/, 'Password must contain at least one lowercase letter'],
  [/\d/, 'Password must contain at least one number'],
  [/^[\s\S]{0,128}$/, 'Password must be at most 128 characters'],
];

export function passwordProblem(value: unknown): string | null {
  if (typeof value !== 'string') return passwordRules[0][1];
  return passwordRules.find(([rule]) => !rule.test(value))?.[1] ?? null;
}

function StrongPassword(): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'strongPassword',
      target: target.constructor,
      propertyName: String(propertyName),
      options: { message: (validation) => passwordProblem(validation.value) ?? '' },
      validator: { validate: (value: unknown) => passwordProblem(value) === null },
    });
}

export class RegisterDto {
  @ApiProperty()
  @Transform(trimText)
  @RequiredText('First name is required')
  firstName: string;

  @ApiProperty()
  @Transform(trimText)
  @RequiredText('Last name is required')
  lastName: string;

  @ApiProperty({ minLength: 3, maxLength: 30, pattern: '^[A-Za-z0-9_]+$' })
  @Transform(trimText)
  @Matches(/^[A-Za-z0-9_]*$/, { message: 'Username can only contain letters, numbers, and underscores' })
  @MaxLength(30, { message: 'Username must be less than 30 characters' })
  @MinLength(3, { message: 'Username must be at least 3 characters' })
  @IsString({ message: 'Username must be at least 3 characters' })
  username: string;

  @ApiProperty({ format: 'email' })
  @Transform(trimText)
  @IsEmail({}, { message: 'Invalid email address' })
  @MaxLength(254, { message: 'Invalid email address' })
  email: string;

  @ApiProperty({ minLength: 8 })
  @StrongPassword()
  password: string;

  @ApiPropertyOptional({ description: 'When sent, must equal password' })
  @IsOptional()
  @Match('password', { message: 'Passwords do not match' })
  confirmPassword?: string;

  @ApiPropertyOptional({ enum: ['male', 'female', 'other'], default: 'other' })
  @IsOptional()
  @IsIn(['male', 'female', 'other'], { message: 'Gender must be male, female or other' })
  gender?: Gender;

  @ApiPropertyOptional()
  @IsOptional()
  @Transform(trimText)
  @IsString()
  @MaxLength(100)
  displayName?: string;
}

export class VerifyOtpDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'User id is required' })
  userId: string;

  @ApiProperty({ pattern: '^\\d{4}$' })
  @Transform(trimText)
  @Matches(/^\d{4}$/, { message: 'OTP must be 4 digits' })
  otp: string;
}

export class ResendOtpDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'User id is required' })
  userId: string;
}

export class LoginDto {
  @ApiProperty({ description: 'Username (or e-mail)' })
  username: string;

  @ApiProperty()
  password: string;
}

export class ForgotPasswordDto {
  @ApiProperty({ format: 'email' })
  @Transform(trimText)
  @IsEmail({}, { message: 'Invalid email address' })
  email: string;
}

export class ResetPasswordDto {
  @ApiProperty()
  @RequiredText('Reset token is required', 200)
  token: string;

  @ApiProperty()
  @StrongPassword()
  password: string;

  @ApiProperty()
  @Match('password', { message: 'Passwords do not match' })
  confirmPassword: string;
}

export class ChangePasswordDto {
  @ApiProperty()
  @RequiredText('Current password is required', 200)
  currentPassword: string;

  @ApiProperty()
  @StrongPassword()
  newPassword: string;

  @ApiProperty()
  @Match('newPassword', { message: 'Passwords do not match' })
  confirmPassword: string;
}
