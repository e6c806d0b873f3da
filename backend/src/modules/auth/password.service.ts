import { Inject, Injectable } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import argon2 from 'argon2';
import { authConfig } from '../../config/configuration';

/** argon2id with the OWASP-recommended memory cost; the seed uses it too. */
export function hashPassword(password: string, timeCost: number): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id, memoryCost: 19_456, timeCost, parallelism: 1 });
}

/** Time cost from the environment. */
@Injectable()
export class PasswordService {
  constructor(@Inject(authConfig.KEY) private readonly config: ConfigType<typeof authConfig>) {}

  hash(password: string): Promise<string> {
    return hashPassword(password, this.config.passwordHashTimeCost);
  }

  async verify(hash: string, password: string): Promise<boolean> {
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  }
}
