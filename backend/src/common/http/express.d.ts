// Express.User (the signed-in account) is declared by the users module, in modules/users/express-user.d.ts.
declare global {
  namespace Express {
    interface Request {
      id: string;
      /** The body's exact bytes, kept only where a signature covers them (see RAW_BODY_PATHS). */
      rawBody?: Buffer;
    }
  }
}

declare module 'express-session' {
  interface SessionData {
    /** The account this browser registered or signed in to and may verify by code. */
    pendingVerificationUserId?: string;
    /** Set by passport at sign-in: the signed-in user's id. */
    passport?: { user?: string };
    /** When this browser signed in (ms since epoch): the absolute lifetime counts from here. */
    issuedAt?: number;
    /** The last request seen, to the minute: the idle timeout counts from here. */
    lastSeenAt?: number;
  }
}

export {};
