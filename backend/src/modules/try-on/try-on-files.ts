import { randomUUID } from 'node:crypto';

/**
 * Where try-on files live (storage keys; URLs are `/uploads/{key}`). Everything under `{username}/try-on/`
 * is private to its owner; a posted try-on's result and garment are readable by those who may see the post.
 */
export const tryOnFiles = {
  folderOf: (username: string) => `${username}/try-on/`,
  personPhoto: (username: string, photoId: string) => ({
    image: `${username}/try-on/person/${photoId}.jpg`,
    thumbnail: `${username}/try-on/person/${photoId}-256.jpg`,
  }),
  /** The spec's path of an uploaded garment for one create session. */
  uploadedGarment: (username: string, timestamp: string) => `${username}/try-on/${timestamp}/cloth_image.png`,
  uploadFolder: (username: string, timestamp: string) => `${username}/try-on/${timestamp}`,
  /** The spec's path of the result, `{timestamp}_{id}.png`, and the files kept beside it. */
  ofTryOn: (username: string, timestamp: string, id: string) => {
    const base = `${username}/try-on/${timestamp}_${id}`;
    return {
      result: `${base}.png`,
      thumbnail: `${base}-256.jpg`,
      large: `${base}-1080.jpg`,
      person: `${base}-person.jpg`,
      garment: `${base}-garment.png`,
    };
  },
  newId: () => randomUUID(),
};

const TRY_ON_KEY =
  /^([^/]+)\/try-on\/(\d{1,20})_([0-9a-f-]{36})(-garment\.png|\.png|-256\.jpg|-1080\.jpg|-person\.jpg)$/;

/** The try-on a stored key belongs to, and whether the key is one a post shares (result and garment, not the person photo). */
export function parseTryOnKey(
  key: string,
): { username: string; timestamp: string; id: string; shareable: boolean } | null {
  const match = TRY_ON_KEY.exec(key);
  if (!match) return null;
  return { username: match[1], timestamp: match[2], id: match[3], shareable: match[4] !== '-person.jpg' };
}

/** The owner segment of a key under `{username}/try-on/`, or null for keys outside any try-on folder. */
export function tryOnFolderOwner(key: string): string | null {
  const match = /^([^/]+)\/try-on\//.exec(key);
  return match ? match[1] : null;
}

const COMBINED_ID = /^(?:(\d{1,20})_)?([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/** The spec's try-on ids: `{timestamp}_{id}` or a plain id. */
export function parseTryOnId(value: string | undefined | null): { id: string; timestamp: string | null } | null {
  const match = COMBINED_ID.exec((value ?? '').trim());
  return match ? { id: match[2].toLowerCase(), timestamp: match[1] ?? null } : null;
}
