import { ImageService } from '../../common/images/image.service';
import { StorageService } from '../../common/storage/storage.service';
import { storageConfig } from '../../config/configuration';
import { RESULT_SIZES } from '../../modules/try-on/try-on-lifecycle.service';
import { tryOnFiles } from '../../modules/try-on/try-on-files';
import { AVATAR_SIZES } from '../../modules/users/users.service';
import type { TryOnCategory } from '../../modules/try-on/entities/virtual-try-on.entity';
import {
  Avatar,
  avatarSvg,
  BACKDROPS,
  figureSvg,
  Garment,
  GARMENT_COLOURS,
  GARMENT_KINDS,
  garmentSvg,
  HAIR_COLOURS,
  PATTERNS,
  renderJpeg,
  renderPng,
  SKIN_TONES,
} from './illustrations';

/** The rendered files of one drawn try-on, written at every try-on key that uses the look. */
export interface Look {
  category: TryOnCategory;
  garment: Buffer;
  person: Buffer;
  result: Buffer;
  thumbnail: Buffer;
  large: Buffer;
}

export interface StoredTryOn {
  personImageKey: string;
  garmentImageKey: string;
  tryOnUrl: string;
  resultKey: string;
  thumbnailKey: string;
  largeKey: string;
  /** The post's columns, as PostsService.create fills them. */
  garmentUrl: string;
  thumbnailUrl: string;
  largeUrl: string;
}

const PRIVATE = { visibility: 'private' as const };
// A few renders at a time: sharp's threads are shared with the rest of a busy machine.
const BATCH = 6;

/** Storage and image handling as the app's own modules configure them, for scripts outside the Nest app. */
export function seedServices(): { storage: StorageService; images: ImageService } {
  return { storage: new StorageService(storageConfig()), images: new ImageService() };
}

export async function inBatches<T, R>(items: T[], work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += BATCH)
    results.push(...(await Promise.all(items.slice(start, start + BATCH).map((item, at) => work(item, start + at)))));
  return results;
}

export interface LookDesign {
  garment: Garment;
  skin: number;
  longHair: boolean;
  backdrop: number;
}

/** `count` different garments on different figures: kinds, colours, patterns, skin tones and backdrops varied. */
export function lookDesigns(count: number): LookDesign[] {
  return Array.from({ length: count }, (_, index) => {
    const [colour, accent] = GARMENT_COLOURS[(index * 3) % GARMENT_COLOURS.length];
    return {
      garment: {
        kind: GARMENT_KINDS[index % GARMENT_KINDS.length],
        colour,
        accent,
        // Each round of kinds shifts the patterns by two, so no kind keeps one pattern.
        pattern: PATTERNS[(index + Math.floor(index / GARMENT_KINDS.length) * 2) % PATTERNS.length],
      },
      skin: index % SKIN_TONES.length,
      longHair: index % 4 === 2 || index % 3 === 0,
      backdrop: (index + 1) % BACKDROPS.length,
    };
  });
}

/** Renders one look: the garment, the person, the result and its 256 / 1080 px variants as a real try-on has. */
export async function renderLook(design: LookDesign, images: ImageService): Promise<Look> {
  const figure = {
    skin: SKIN_TONES[design.skin % SKIN_TONES.length],
    hair: HAIR_COLOURS[design.skin % HAIR_COLOURS.length],
    longHair: design.longHair,
    backdrop: BACKDROPS[design.backdrop % BACKDROPS.length],
  };
  const [garment, person, result] = await Promise.all([
    renderPng(garmentSvg(design.garment)),
    renderJpeg(figureSvg(figure)),
    renderPng(figureSvg(figure, design.garment)),
  ]);
  const variants = await images.boundedVariants(result, [RESULT_SIZES.thumbnail, RESULT_SIZES.large]);
  const kind = design.garment.kind;
  return {
    category: kind === 'dress' ? 'dress' : kind === 'trousers' ? 'bottom' : 'top',
    garment,
    person,
    result,
    thumbnail: variants[RESULT_SIZES.thumbnail],
    large: variants[RESULT_SIZES.large],
  };
}

/** Renders each of `count` designs once. */
export function renderLooks(count: number, images: ImageService): Promise<Look[]> {
  return inBatches(lookDesigns(count), (design) => renderLook(design, images));
}

/** Writes a look at the keys of one try-on (private, like the worker does) and answers the keys and URLs. */
export async function storeTryOn(
  storage: StorageService,
  look: Look,
  username: string,
  timestamp: string,
  tryOnId: string,
): Promise<StoredTryOn> {
  const keys = tryOnFiles.ofTryOn(username, timestamp, tryOnId);
  await Promise.all([
    storage.put(keys.result, look.result, PRIVATE),
    storage.put(keys.thumbnail, look.thumbnail, PRIVATE),
    storage.put(keys.large, look.large, PRIVATE),
    storage.put(keys.person, look.person, PRIVATE),
    storage.put(keys.garment, look.garment, PRIVATE),
  ]);
  return {
    personImageKey: keys.person,
    garmentImageKey: keys.garment,
    tryOnUrl: storage.privateUrlOf(keys.result),
    resultKey: keys.result,
    thumbnailKey: keys.thumbnail,
    largeKey: keys.large,
    garmentUrl: storage.privateUrlOf(keys.garment),
    thumbnailUrl: storage.privateUrlOf(keys.thumbnail),
    largeUrl: storage.privateUrlOf(keys.large),
  };
}

export function avatarDesign(index: number): Avatar {
  const hairStyles: Avatar['hairStyle'][] = ['short', 'long', 'bun', 'curly'];
  return {
    skin: SKIN_TONES[(index * 5) % SKIN_TONES.length],
    hair: HAIR_COLOURS[index % HAIR_COLOURS.length],
    hairStyle: hairStyles[index % hairStyles.length],
    top: GARMENT_COLOURS[(index * 7) % GARMENT_COLOURS.length][0],
    backdrop: BACKDROPS[(index * 2 + 1) % BACKDROPS.length],
  };
}

/** Renders an avatar and stores its sizes where UsersService.setAvatar would; answers the user's avatar columns. */
export async function storeAvatar(
  storage: StorageService,
  images: ImageService,
  userId: string,
  design: Avatar,
  version = 'demo',
): Promise<{ avatar: string; avatarVariants: Record<keyof typeof AVATAR_SIZES, string> }> {
  const variants = await images.squareVariants(await renderPng(avatarSvg(design)), Object.values(AVATAR_SIZES));
  const urls = Object.fromEntries(
    await Promise.all(
      Object.entries(AVATAR_SIZES).map(async ([name, size]) => {
        const key = `avatars/${userId}/${version}-${size}.jpg`;
        await storage.put(key, variants[size], { visibility: 'public' });
        return [name, storage.publicUrlOf(key)] as const;
      }),
    ),
  ) as Record<keyof typeof AVATAR_SIZES, string>;
  return { avatar: urls.large, avatarVariants: urls };
}

/** The `virtual_try_on` columns of a drawn, finished try-on (for `insertRows`). */
export const TRY_ON_COLUMNS = {
  id: 'uuid',
  user_id: 'uuid',
  timestamp: 'text',
  status: 'text',
  category: 'text',
  provider: 'text',
  person_image_key: 'text',
  garment_image_key: 'text',
  try_on_url: 'text',
  result_key: 'text',
  thumbnail_key: 'text',
  large_key: 'text',
  credit_state: 'text',
  submitted_at: 'timestamptz',
  completed_at: 'timestamptz',
  created_at: 'timestamptz',
  updated_at: 'timestamptz',
};

/** The row of a drawn try-on stored by `storeTryOn`, started at `started` and finished 5 s later, its credit charged. */
export function tryOnRow(
  files: StoredTryOn,
  tryOn: { id: string; userId: string; category: TryOnCategory; started: Date },
): Record<string, unknown> {
  return {
    id: tryOn.id,
    user_id: tryOn.userId,
    timestamp: String(tryOn.started.getTime()),
    status: 'completed',
    category: tryOn.category,
    provider: 'local',
    person_image_key: files.personImageKey,
    garment_image_key: files.garmentImageKey,
    try_on_url: files.tryOnUrl,
    result_key: files.resultKey,
    thumbnail_key: files.thumbnailKey,
    large_key: files.largeKey,
    credit_state: 'charged',
    submitted_at: tryOn.started,
    completed_at: new Date(tryOn.started.getTime() + 5000),
    created_at: tryOn.started,
    updated_at: tryOn.started,
  };
}
