import { Injectable } from '@nestjs/common';
import { PassportSerializer } from '@nestjs/passport';
import type { User } from '../users/entities/user.entity';
import { UsersService } from '../users/users.service';

/** The session keeps only the user id; the user is read fresh on each request (role, credits change). */
@Injectable()
export class SessionSerializer extends PassportSerializer {
  constructor(private readonly users: UsersService) {
    super();
  }

  serializeUser(user: User, done: (error: Error | null, id?: string) => void): void {
    done(null, user.id);
  }

  async deserializeUser(id: string, done: (error: Error | null, user?: User | false) => void): Promise<void> {
    try {
      done(null, (await this.users.findById(id)) ?? false);
    } catch (error) {
      done(error as Error);
    }
  }
}
