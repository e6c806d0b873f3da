import type { Request } from 'express';
import type { User } from '../users/entities/user.entity';

export const SESSION_COOKIE_NAME = 'tvt.sid';

/** Passport regenerates the session id on login, so a session fixed before sign-in is worthless. */
export function signIn(request: Request, user: User): Promise<void> {
  return new Promise((resolve, reject) => request.logIn(user, (error) => (error ? reject(error) : resolve())));
}

/** Drops this request's session (its row may already be gone); the caller clears the cookie. */
export function signOut(request: Request): Promise<void> {
  return new Promise((resolve) => request.session.destroy(() => resolve()));
}
