/**
 * Garment masks of every fixture garment photo (and the variants' garment photos), for comparing segmentation
 * changes: prints area, bounds and CPU time per photo (CPU time, since the machine is shared) and writes a contact sheet of the masks.
 *
 *   node -r @swc-node/register bench/engine-masks.ts [--sheet /tmp/masks.png] [--json /tmp/masks.json]
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { buildVariant } from '../src/testing/fixture-variants';
import { VARIANTS } from '../src/testing/fixture-variant-list';
import { segmentGarmentOnPlainBackground } from '../src/garment/garment-mask';
import { estimateBackground } from '../src/garment/backdrop';
import { decodeImage, resizeImage, workingSize } from '../src/shared/image-io';
import { maskArea, maskBounds } from '../src/shared/raster';
import type { RgbImage } from '../src/shared/types';

const fixtures = path.resolve(
  process.env.TRYON_FIXTURES ?? path.join(__dirname, '..', '..', '..', '..', 'shared', 'fixtures', 'tryon'),
);
const option = (name: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
};

async function main(): Promise<void> {
  const photos: Array<{ name: string; load: () => Promise<Buffer> }> = readdirSync(path.join(fixtures, 'garment'))
    .filter((file) => !file.includes('onmodel'))
    .sort()
    .map((file) => ({
      name: file,
      load: async () => readFileSync(path.join(fixtures, 'garment', file)),
    }));
  for (const variant of VARIANTS) {
    if (variant.failureClass === 'worn-by-model') continue;
    photos.push({
      name: `variant: ${variant.name}`,
      load: async () => (await buildVariant(fixtures, variant)).garmentImage,
    });
  }
  const tiles: sharp.OverlayOptions[] = [];
  const results: Record<string, unknown> = {};
  for (const [index, photo] of photos.entries()) {
    const decoded = await decodeImage(await photo.load(), 'garment');
    const size = workingSize(decoded.width, decoded.height, 1024);
    const image = await resizeImage(decoded, size.width, size.height);
    const started = process.cpuUsage();
    const mask = segmentGarmentOnPlainBackground(image, estimateBackground(image));
    const used = process.cpuUsage(started);
    const ms = Math.round((used.user + used.system) / 1000);
    const area = maskArea(mask) / (image.width * image.height);
    const bounds = maskBounds(mask);
    let boundary = 0;
    for (let index = image.width; index < mask.data.length - image.width; index++) {
      if (
        mask.data[index] > 0.5 &&
        (mask.data[index - 1] < 0.5 ||
          mask.data[index + 1] < 0.5 ||
          mask.data[index - image.width] < 0.5 ||
          mask.data[index + image.width] < 0.5)
      )
        boundary++;
    }
    const roughness = boundary / Math.sqrt(Math.max(1, maskArea(mask)));
    results[photo.name] = {
      area: Math.round(area * 1000) / 1000,
      roughness: Math.round(roughness * 100) / 100,
      bounds,
      ms,
    };
    console.log(
      `${photo.name.padEnd(50)} area ${area.toFixed(3)} roughness ${roughness.toFixed(2)} ${ms} ms ${JSON.stringify(bounds)}`,
    );
    const shown: RgbImage = {
      width: image.width,
      height: image.height,
      data: new Uint8Array(image.data.length),
    };
    for (let pixel = 0; pixel < mask.data.length; pixel++) {
      for (let channel = 0; channel < 3; channel++)
        shown.data[pixel * 3 + channel] =
          mask.data[pixel] > 0.5 ? image.data[pixel * 3 + channel] : [255, 160, 60][channel];
    }
    const input = await sharp(Buffer.from(shown.data), {
      raw: { width: shown.width, height: shown.height, channels: 3 },
    })
      .resize(150, 200, { fit: 'contain' })
      .png()
      .toBuffer();
    tiles.push({
      input,
      left: (index % 8) * 150,
      top: Math.floor(index / 8) * 200,
    });
  }
  if (option('json')) writeFileSync(option('json') as string, JSON.stringify(results, null, 2));
  await sharp({
    create: {
      width: 1200,
      height: Math.ceil(photos.length / 8) * 200,
      channels: 3,
      background: '#000',
    },
  })
    .composite(tiles)
    .png()
    .toFile(option('sheet') ?? '/tmp/engine-masks.png');
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
