import { Injectable, OnModuleInit } from '@nestjs/common';
import { AccessService } from '../../common/access/access.service';
import { PrivateFiles } from '../../common/access/private-files';
import { parseTryOnKey, tryOnFolderOwner } from './try-on-files';
import { TryOnQueries } from './try-on.queries';

/**
 * Files under `{username}/try-on/` are the owner's. A posted try-on's result, variants and garment are also
 * readable by whoever may see one of its posts; person photos and session uploads never leave the owner.
 */
@Injectable()
export class TryOnFilesRule implements OnModuleInit {
  constructor(
    private readonly privateFiles: PrivateFiles,
    private readonly access: AccessService,
    private readonly queries: TryOnQueries,
  ) {}

  onModuleInit(): void {
    this.privateFiles.register({
      claims: (key) => tryOnFolderOwner(key) !== null,
      mayRead: async (viewer, key) => {
        if (viewer && viewer.username === tryOnFolderOwner(key)) return true;
        const parsed = parseTryOnKey(key);
        if (!parsed?.shareable) return false;
        const tryOn = await this.queries.tryOnWithOwner(parsed.id, parsed.timestamp);
        if (!tryOn || tryOn.user?.username !== parsed.username) return false;
        return this.access.maySee('tryOn', viewer, tryOn);
      },
    });
  }
}
