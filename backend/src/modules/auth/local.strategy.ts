import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-local';
import { AppException } from '../../common/errors/app.exception';
import { WellFormedTextPipe } from '../../common/errors/validation';
import type { User } from '../users/entities/user.entity';
import { AuthService } from './auth.service';

const wellFormedText = new WellFormedTextPipe();

@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy) {
  constructor(private readonly auth: AuthService) {
    super({ usernameField: 'username', passwordField: 'password' });
  }

  async validate(username: unknown, password: unknown): Promise<User> {
    if (typeof username !== 'string' || typeof password !== 'string') throw new AppException('missing_credentials');
    // Guards run before pipes: the body gets the same text rule as every other route's here.
    wellFormedText.transform({ username, password }, { type: 'body' });
    const user = await this.auth.validateCredentials(username, password);
    if (!user) throw new AppException('invalid_credentials');
    return user;
  }
}
