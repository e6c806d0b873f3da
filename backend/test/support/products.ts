import sharp from 'sharp';
import { StorageService } from '../../src/common/storage/storage.service';
import { PRIVATE } from '../../src/common/storage/storage.types';
import { tryOnFiles } from '../../src/modules/try-on/try-on-files';
import type { TestApp } from './test-app';

let sequence = 0;

const picture = (width: number, height: number, format: 'png' | 'jpeg') =>
  sharp({ create: { width, height, channels: 3, background: { r: 120, g: 60, b: 200 } } })
    [format]()
    .toBuffer();

/**
 * A finished try-on as the engine leaves it (row, result, variants and garment copy, all private), written
 * straight to storage and the database: the engine is not what the products suites test.
 */
export async function finishedTryOn(
  testApp: TestApp,
  owner: { userId: string; username: string },
): Promise<{ id: string; timestamp: string; key: string; tryOnUrl: string }> {
  sequence += 1;
  const timestamp = String(1_732_400_000_000 + sequence);
  const storage = testApp.app.get(StorageService);
  const [row] = await testApp.dataSource.query(
    `INSERT INTO virtual_try_on (user_id, timestamp, status, provider, person_image_key, garment_image_key,
       credit_state, completed_at)
     VALUES ($1, $2, 'completed', 'local', 'unused', 'unused', 'charged', now()) RETURNING id`,
    [owner.userId, timestamp],
  );
  const id = row.id as string;
  const keys = tryOnFiles.ofTryOn(owner.username, timestamp, id);
  await Promise.all([
    storage.put(keys.result, await picture(300, 400, 'png'), PRIVATE),
    storage.put(keys.thumbnail, await picture(192, 256, 'jpeg'), PRIVATE),
    storage.put(keys.large, await picture(810, 1080, 'jpeg'), PRIVATE),
    storage.put(keys.garment, await picture(300, 300, 'png'), PRIVATE),
  ]);
  const tryOnUrl = storage.privateUrlOf(keys.result);
  await testApp.dataSource.query(
    `UPDATE virtual_try_on SET garment_image_key = $2, result_key = $3, thumbnail_key = $4, large_key = $5,
       try_on_url = $6 WHERE id = $1`,
    [id, keys.garment, keys.result, keys.thumbnail, keys.large, tryOnUrl],
  );
  return { id, timestamp, key: `${timestamp}_${id}`, tryOnUrl };
}

/** What the create screen sends for a try-on, with the spec's defaults; `overrides` replace fields. */
export function productForm(tryOn: { key: string; tryOnUrl: string }, overrides: Record<string, unknown> = {}) {
  return {
    title: 'Linen summer shirt',
    description: 'Breathable linen, relaxed fit, for long summer days.',
    actualPrice: 1999,
    discountPrice: 1499,
    stock: 1,
    isActive: true,
    sizes: ['S', 'M', 'L'],
    colors: ['Black'],
    tryOnId: tryOn.key,
    tryOnImage: tryOn.tryOnUrl,
    garmentImage: '/uploads/whatever/cloth_image.png',
    ...overrides,
  };
}
