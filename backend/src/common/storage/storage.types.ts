import type { Readable } from 'node:stream';

/** Public objects may be served to anyone by URL; private ones only through the app or a short-lived signed URL. */
export type Visibility = 'public' | 'private';

export const VISIBILITIES: readonly Visibility[] = ['private', 'public'];

/** `put` options for files only their owner (or whom an access rule allows) may read. */
export const PRIVATE = { visibility: 'private' } as const;

export interface OpenedObject {
  body: Readable;
  contentType: string;
  size: number;
  visibility: Visibility;
}

/** Where bytes live. Keys reach a driver already validated; each visibility is its own space of keys. */
export interface StorageDriver {
  write(visibility: Visibility, key: string, content: Buffer, contentType: string): Promise<void>;
  /** null when there is no such object. */
  open(visibility: Visibility, key: string): Promise<OpenedObject | null>;
  exists(visibility: Visibility, key: string): Promise<boolean>;
  delete(visibility: Visibility, key: string): Promise<void>;
  /** Every object whose key starts with `{folder}/`. */
  deleteFolder(visibility: Visibility, folder: string): Promise<void>;
  /** A URL the driver itself can answer for a limited time, or null when the app must sign its own. */
  signedUrl(visibility: Visibility, key: string, seconds: number): Promise<string | null>;
}

/** A storage back end that could not be reached: requests answer 503, never 500. */
export class StorageUnavailableError extends Error {}

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  json: 'application/json',
};

export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[key.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream';
}

/** Keys are relative paths of plain segments: `avatars/{userId}/x.jpg`. */
export function isValidKey(key: string): boolean {
  return (
    key.length > 0 &&
    key.length <= 512 &&
    key
      .split('/')
      .every((segment) => /^[A-Za-z0-9_][A-Za-z0-9._-]*$/.test(segment) && segment !== '..' && !segment.startsWith('.'))
  );
}

export function assertValidKey(key: string): void {
  if (!isValidKey(key)) throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
}
