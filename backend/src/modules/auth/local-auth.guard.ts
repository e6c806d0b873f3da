import { Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { AppException } from '../../common/errors/app.exception';

/** Runs the LocalStrategy; an empty username or password is `missing_credentials`, not a failed sign-in. */
@Injectable()
export class LocalAuthGuard extends AuthGuard('local') {
  override handleRequest<TUser>(error: unknown, user: TUser | false, info: { message?: string } | undefined): TUser {
    if (error) throw error;
    if (!user)
      throw new AppException(info?.message === 'Missing credentials' ? 'missing_credentials' : 'invalid_credentials');
    return user;
  }
}
