import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-local';
import { AppException } from '../../common/errors/app.exception';
import type { User } from '../users/entities/user.entity';
import { AuthService } from './auth.service';

@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy) {
  constructor(private readonly auth: AuthService) {
    super({ usernameField: 'username', passwordField: 'password' });
  }

  async validate(username: unknown, password: unknown): Promise<User> {
    if (typeof username !== 'string' || typeof password !== 'string') throw new AppException('missing_credentials');
    const user = await this.auth.validateCredentials(username, password);
    if (!user) throw new AppException('invalid_credentials');
    return user;
  }
}
