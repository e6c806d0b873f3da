import { Injectable } from '@nestjs/common';
import passport from 'passport';

/**
 * The session keeps only the user id. Reading the user back is the session store's job (SessionUserStore reads
 * the session and its user in one statement), so passport gets no deserializer.
 */
@Injectable()
export class SessionSerializer {
  constructor() {
    passport.serializeUser((user: Express.User, done: (error: Error | null, id?: string) => void) =>
      done(null, user.id),
    );
  }
}
