import type { User as AppUser } from '../../modules/users/entities/user.entity';

declare global {
  namespace Express {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface User extends AppUser {}
    interface Request {
      id: string;
    }
  }
}

declare module 'express-session' {
  interface SessionData {
    /** The account this browser registered or signed in to and may verify by code. */
    pendingVerificationUserId?: string;
  }
}

export {};
