import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { AppException } from '../errors/app.exception';
import { AUTHENTICATED_KEY, AuthenticatedOptions } from './authenticated.decorator';

/** Global guard: endpoints without @Authenticated() are open; the others need the session's user. */
@Injectable()
export class AuthenticationGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const options = this.reflector.getAllAndOverride<AuthenticatedOptions | undefined>(AUTHENTICATED_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!options) return true;
    const user = context.switchToHttp().getRequest<Request>().user;
    if (!user) throw new AppException('not_authenticated');
    if (options.admin && !user.isAdmin) throw new AppException('forbidden');
    if (options.roles && !options.roles.includes(user.role)) throw new AppException('forbidden');
    return true;
  }
}
