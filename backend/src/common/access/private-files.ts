import { Injectable } from '@nestjs/common';

/** Who may read the stored files under keys this rule claims; anything no rule claims is public. */
export interface PrivateFileRule {
  claims(key: string): boolean;
  mayRead(viewer: { id: string; username: string } | null, key: string): Promise<boolean>;
}

/** The registry the upload server asks before sending a file (see configure-app). */
@Injectable()
export class PrivateFiles {
  private readonly rules: PrivateFileRule[] = [];

  register(rule: PrivateFileRule): void {
    this.rules.push(rule);
  }

  isPrivate(key: string): boolean {
    return this.rules.some((rule) => rule.claims(key));
  }

  /** Whether this viewer may read a private file (false for keys no rule claims: ask isPrivate first). */
  async mayRead(viewer: { id: string; username: string } | null, key: string): Promise<boolean> {
    const rule = this.rules.find((candidate) => candidate.claims(key));
    return rule ? rule.mayRead(viewer, key) : false;
  }
}
