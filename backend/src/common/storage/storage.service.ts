import { Inject, Injectable } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { storageConfig } from '../../config/configuration';

/**
 * The one place files are written and read. Keys are relative paths like `avatars/{userId}/x.jpg`;
 * the public URL of a key is `{STORAGE_PUBLIC_URL}/{key}`.
 */
@Injectable()
export class StorageService {
  constructor(@Inject(storageConfig.KEY) private readonly config: ConfigType<typeof storageConfig>) {}

  async put(key: string, content: Buffer): Promise<string> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, content);
    return this.urlOf(key);
  }

  async get(key: string): Promise<Buffer> {
    return readFile(this.pathOf(key));
  }

  /** Removes a key or a whole folder of keys. */
  async remove(keyOrPrefix: string): Promise<void> {
    await rm(this.pathOf(keyOrPrefix), { recursive: true, force: true });
  }

  urlOf(key: string): string {
    return `${this.config.publicUrl}/${key}`;
  }

  /** The key behind one of our URLs, or null for anything else. */
  keyOf(url: string): string | null {
    const prefix = `${this.config.publicUrl}/`;
    return url.startsWith(prefix) ? url.slice(prefix.length) : null;
  }

  get localDirectory(): string {
    return this.config.localDirectory;
  }

  private pathOf(key: string): string {
    const target = path.resolve(this.config.localDirectory, key);
    if (!target.startsWith(this.config.localDirectory + path.sep)) throw new Error(`storage key escapes the storage folder: ${key}`);
    return target;
  }
}
