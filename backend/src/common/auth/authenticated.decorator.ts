import { applyDecorators, createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';
import { ApiCookieAuth, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Request } from 'express';
import type { UserRole } from './user-role';

export const AUTHENTICATED_KEY = 'authenticated';

export interface AuthenticatedOptions {
  /** Only administrators (`isAdmin`). */
  admin?: boolean;
  /** Only users with one of these roles. */
  roles?: UserRole[];
}

/** The one way to protect an endpoint: a signed-in user, optionally an admin or of given roles. */
export function Authenticated(options: AuthenticatedOptions = {}) {
  return applyDecorators(
    SetMetadata(AUTHENTICATED_KEY, options),
    ApiCookieAuth(),
    ApiUnauthorizedResponse({ description: 'Not signed in (code not_authenticated)' }),
    ...(options.admin || options.roles
      ? [ApiForbiddenResponse({ description: 'Signed in without the needed role (code forbidden)' })]
      : []),
  );
}

/** The signed-in user (on an @Authenticated endpoint) or undefined. */
export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext) => context.switchToHttp().getRequest<Request>().user,
);
