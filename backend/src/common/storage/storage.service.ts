import { Inject, Injectable } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { storageConfig } from '../../config/configuration';
import { AppException } from '../errors/app.exception';
import { LocalStorageDriver } from './local-storage.driver';
import { S3StorageDriver } from './s3-storage.driver';
import {
  assertValidKey,
  contentTypeOf,
  isValidKey,
  OpenedObject,
  StorageDriver,
  StorageUnavailableError,
  Visibility,
  VISIBILITIES,
} from './storage.types';

/** Where the app itself serves private objects behind a signature (local driver; S3 signs its own links). */
export const SIGNED_FILES_PATH = '/signed-uploads';
/** No signed link lives longer than this, whatever the caller or STORAGE_SIGNED_URL_SECONDS asks. */
export const MAXIMUM_SIGNED_URL_SECONDS = 60 * 60;

export interface PutOptions {
  visibility?: Visibility;
  contentType?: string;
}

/**
 * The one place files are written and read, on local disk or in an S3-compatible bucket (STORAGE_DRIVER);
 * callers never know which. Keys are relative paths like `avatars/{userId}/x.jpg`. Public objects have a
 * URL anyone may load; private ones are read through `open` by code that checked who asks, or handed out
 * as a short-lived signed URL.
 */
@Injectable()
export class StorageService {
  private readonly driver: StorageDriver;

  constructor(@Inject(storageConfig.KEY) private readonly config: ConfigType<typeof storageConfig>) {
    this.driver =
      config.driver === 's3'
        ? new S3StorageDriver(config.s3)
        : new LocalStorageDriver({ public: config.localDirectory, private: config.privateDirectory });
  }

  async put(key: string, content: Buffer, options: PutOptions = {}): Promise<void> {
    assertValidKey(key);
    const visibility = options.visibility ?? 'public';
    await this.guard(() => this.driver.write(visibility, key, content, options.contentType ?? contentTypeOf(key)));
    // One key is one object: writing it with the other visibility must not leave an old copy readable.
    const other = visibility === 'public' ? 'private' : 'public';
    await this.guard(() => this.driver.delete(other, key));
  }

  async get(key: string, visibility?: Visibility): Promise<Buffer> {
    return buffer((await this.open(key, visibility)).body);
  }

  /** A stream of the object, for serving it; `visibility` restricts where to look. 404 when there is none. */
  async open(key: string, visibility?: Visibility): Promise<OpenedObject> {
    // A name that cannot be a key (a URL's broken path) names no object.
    if (!isValidKey(key)) throw new AppException('not_found');
    for (const candidate of visibility ? [visibility] : VISIBILITIES) {
      const opened = await this.guard(() => this.driver.open(candidate, key));
      if (opened) return opened;
    }
    throw new AppException('not_found');
  }

  async exists(key: string, visibility?: Visibility): Promise<boolean> {
    assertValidKey(key);
    for (const candidate of visibility ? [visibility] : VISIBILITIES)
      if (await this.guard(() => this.driver.exists(candidate, key))) return true;
    return false;
  }

  async delete(key: string): Promise<void> {
    assertValidKey(key);
    await Promise.all(VISIBILITIES.map((visibility) => this.guard(() => this.driver.delete(visibility, key))));
  }

  /** Removes every object under `{folder}/`, public and private (a user's files on account deletion). */
  async deleteFolder(folder: string): Promise<void> {
    assertValidKey(folder);
    await Promise.all(VISIBILITIES.map((visibility) => this.guard(() => this.driver.deleteFolder(visibility, folder))));
  }

  /** Moves an object between public and private (e.g. a try-on image once it is posted publicly). */
  async setVisibility(key: string, visibility: Visibility): Promise<void> {
    const opened = await this.open(key);
    if (opened.visibility === visibility) {
      opened.body.destroy();
      return;
    }
    await this.put(key, await buffer(opened.body), { visibility, contentType: opened.contentType });
  }

  /** The URL anyone may load a public object at. */
  publicUrlOf(key: string): string {
    assertValidKey(key);
    return this.config.driver === 's3' && this.config.s3.publicUrl
      ? `${this.config.s3.publicUrl}/public/${key}`
      : `${this.config.publicUrl}/${key}`;
  }

  /** Where the app serves a private object to whom its access rule allows (`privateUploads`): never a bucket URL. */
  privateUrlOf(key: string): string {
    assertValidKey(key);
    return `${this.config.publicUrl}/${key}`;
  }

  /** The key behind one of our public or private URLs, or null for anything else. */
  keyOf(url: string): string | null {
    const prefixes = [
      `${this.config.publicUrl}/`,
      ...(this.config.driver === 's3' && this.config.s3.publicUrl ? [`${this.config.s3.publicUrl}/public/`] : []),
    ];
    const prefix = prefixes.find((candidate) => url.startsWith(candidate));
    return prefix ? url.slice(prefix.length) : null;
  }

  /** A URL that reads a private object for `seconds` (default STORAGE_SIGNED_URL_SECONDS), then stops working. */
  async signedUrlOf(key: string, requestedSeconds = this.config.signedUrlSeconds): Promise<string> {
    assertValidKey(key);
    const seconds = Math.min(requestedSeconds, MAXIMUM_SIGNED_URL_SECONDS);
    const signedByDriver = await this.guard(() => this.driver.signedUrl('private', key, seconds));
    if (signedByDriver) return signedByDriver;
    const expires = Math.floor(Date.now() / 1000) + seconds;
    return `${SIGNED_FILES_PATH}/${key}?expires=${expires}&signature=${this.signatureOf(key, expires)}`;
  }

  /** Opens a private object named by a link from `signedUrlOf`, or answers 404 for a wrong or expired one. */
  async openSigned(key: string, expires: string, signature: string): Promise<OpenedObject> {
    const expiresAt = Number(expires);
    const expected = Buffer.from(this.signatureOf(key, expiresAt));
    const given = Buffer.from(signature);
    const now = Date.now() / 1000;
    const valid =
      Number.isInteger(expiresAt) &&
      expiresAt >= now &&
      expiresAt <= now + MAXIMUM_SIGNED_URL_SECONDS &&
      given.length === expected.length &&
      timingSafeEqual(given, expected);
    if (!valid) throw new AppException('not_found');
    return this.open(key, 'private');
  }

  /** Origins images may come from besides the app itself (for the page's Content-Security-Policy). */
  imageOrigins(): string[] {
    if (this.config.driver !== 's3') return [];
    const { endpoint, bucket, region, forcePathStyle, publicUrl } = this.config.s3;
    const signedOrigin = endpoint
      ? forcePathStyle
        ? new URL(endpoint).origin
        : `${new URL(endpoint).protocol}//${bucket}.${new URL(endpoint).host}`
      : `https://${bucket}.s3.${region}.amazonaws.com`;
    return [...new Set([signedOrigin, ...(publicUrl ? [new URL(publicUrl).origin] : [])])];
  }

  get driverName(): 'local' | 's3' {
    return this.config.driver;
  }

  get localDirectory(): string {
    return this.config.localDirectory;
  }

  private signatureOf(key: string, expires: number): string {
    return createHmac('sha256', this.config.signingSecret).update(`storage:${key}:${expires}`).digest('base64url');
  }

  private async guard<T>(operation: () => Promise<T>): Promise<T> {
    try {
      return await operation();
    } catch (error) {
      if (error instanceof StorageUnavailableError) throw new AppException('storage_unavailable');
      throw error;
    }
  }
}
