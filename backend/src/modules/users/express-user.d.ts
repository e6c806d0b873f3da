import type { User as AppUser } from './entities/user.entity';

// The session's user, request.user: the users module's entity.
declare global {
  namespace Express {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface User extends AppUser {}
  }
}

export {};
