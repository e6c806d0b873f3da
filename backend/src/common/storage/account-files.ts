import { Injectable, Logger } from '@nestjs/common';
import { StorageService } from './storage.service';

export interface FileOwner {
  id: string;
  username: string;
}

/** The folders one module keeps an account's files in (storage keys without the trailing slash). */
export type AccountFolders = (owner: FileOwner) => string[];

/**
 * The one way an account's files go with it: every module that stores files for an account registers its
 * folders here (in `onModuleInit`), and deleting the account removes all of them, public and private.
 */
@Injectable()
export class AccountFiles {
  private readonly logger = new Logger('AccountFiles');
  private readonly owners: AccountFolders[] = [];

  constructor(private readonly storage: StorageService) {}

  register(folders: AccountFolders): void {
    this.owners.push(folders);
  }

  foldersOf(owner: FileOwner): string[] {
    return this.owners.flatMap((folders) => folders(owner));
  }

  /** Removes every registered folder; a folder storage could not remove is logged for an operator to finish. */
  async deleteAllOf(owner: FileOwner): Promise<void> {
    await Promise.all(
      this.foldersOf(owner).map((folder) =>
        this.storage.deleteFolder(folder).catch((error: unknown) => {
          this.logger.error(
            `files of deleted account ${owner.id} left in ${folder}: ${error instanceof Error ? error.message : String(error)}`,
          );
        }),
      ),
    );
  }
}
