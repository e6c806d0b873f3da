import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { UserDto } from '../../users/dto/user.dto';

export class RegisterResponseDto {
  @ApiProperty({ format: 'uuid' }) userId: string;
  @ApiProperty() message: string;
  @ApiProperty({ description: 'Whether the verification e-mail was handed over' }) emailSent: boolean;
}

export class VerifyResponseDto {
  @ApiProperty({ type: UserDto }) user: UserDto;
  @ApiPropertyOptional({ enum: ['profile-picture'] }) nextStep?: 'profile-picture';
  @ApiProperty() message: string;
}

export class ErrorInfoDto {
  @ApiProperty() resolution: string;
}

export class ResendOtpResponseDto {
  @ApiProperty() emailSent: boolean;
  @ApiProperty() message: string;
  @ApiPropertyOptional({ type: ErrorInfoDto }) errorInfo?: ErrorInfoDto;
}

export class LoginResponseDto {
  @ApiProperty() requiresOTP: boolean;
  @ApiProperty() message: string;
  @ApiProperty({ format: 'uuid' }) userId: string;
  @ApiProperty({ type: UserDto, nullable: true }) user: UserDto | null;
}
