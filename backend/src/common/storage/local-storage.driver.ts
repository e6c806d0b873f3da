import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { contentTypeOf, OpenedObject, StorageDriver, Visibility } from './storage.types';

/** Files on this machine: public ones under the folder served at STORAGE_PUBLIC_URL, private ones in a folder never served. */
export class LocalStorageDriver implements StorageDriver {
  constructor(private readonly roots: Record<Visibility, string>) {}

  async write(visibility: Visibility, key: string, content: Buffer): Promise<void> {
    const target = this.pathOf(visibility, key);
    await mkdir(path.dirname(target), { recursive: true });
    // Written aside then renamed, so a reader never sees half a file.
    const partial = `${target}.${process.pid}.${Date.now()}.partial`;
    await writeFile(partial, content);
    await rename(partial, target);
  }

  async open(visibility: Visibility, key: string): Promise<OpenedObject | null> {
    const target = this.pathOf(visibility, key);
    const information = await stat(target).catch(() => null);
    if (!information?.isFile()) return null;
    return { body: createReadStream(target), contentType: contentTypeOf(key), size: information.size, visibility };
  }

  async exists(visibility: Visibility, key: string): Promise<boolean> {
    return (await stat(this.pathOf(visibility, key)).catch(() => null))?.isFile() ?? false;
  }

  async delete(visibility: Visibility, key: string): Promise<void> {
    await rm(this.pathOf(visibility, key), { force: true });
  }

  async deleteFolder(visibility: Visibility, folder: string): Promise<void> {
    await rm(this.pathOf(visibility, folder), { recursive: true, force: true });
  }

  async signedUrl(): Promise<string | null> {
    return null;
  }

  private pathOf(visibility: Visibility, key: string): string {
    const root = this.roots[visibility];
    const target = path.resolve(root, key);
    if (!target.startsWith(root + path.sep)) throw new Error(`storage key escapes the storage folder: ${key}`);
    return target;
  }
}
