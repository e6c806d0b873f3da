/**
 * Debug helper for the local try-on engine: runs one pair (a fixture pair or a variant by name) and writes
 * person | garment | garment mask | result side by side, printing the self-check's measures.
 *
 *   node -r @swc-node/register bench/engine-debug.ts --person person/x.jpg --garment garment/y.jpg --out /tmp/x.png
 *   node -r @swc-node/register bench/engine-debug.ts --variant 'cropped camisole, rescaled' --out /tmp/x.png
 *   (--result /tmp/r.png also writes the result alone, at the person photo's size)
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { buildVariant } from '../src/testing/fixture-variants';
import { VARIANTS } from '../src/testing/fixture-variant-list';
import { startNetworks } from '../src/person/networks';
import { runTryOn } from '../src/pipeline';
import { RESULT_LIMITS } from '../src/check/result-check';
import { analyseGarment } from '../src/garment/garment-analysis';
import { decodeImage, resizeImage, workingSize } from '../src/shared/image-io';
import type { GarmentCategory, RgbImage } from '../src/shared/types';

const fixtures = path.resolve(
  process.env.TRYON_FIXTURES ?? path.join(__dirname, '..', '..', '..', '..', 'shared', 'fixtures', 'tryon'),
);
const option = (name: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
};

const png = (image: RgbImage) =>
  sharp(Buffer.from(image.data), {
    raw: { width: image.width, height: image.height, channels: 3 },
  })
    .resize(300, 400, { fit: 'contain' })
    .png()
    .toBuffer();

async function main(): Promise<void> {
  // Shows what the self-check would have refused (its measures are printed with the result).
  if (process.argv.includes('--no-check'))
    Object.assign(RESULT_LIMITS, {
      smallestCoverage: 0,
      smallestStrappedCoverage: 0,
      largestCoverage: Infinity,
      changedOutside: Infinity,
      colourShift: Infinity,
      oldGarmentLeft: Infinity,
    });
  const networks = await startNetworks();
  const variant = option('variant') ? VARIANTS.find((candidate) => candidate.name === option('variant')) : undefined;
  const pair = variant
    ? await buildVariant(fixtures, variant)
    : {
        personImage: readFileSync(path.join(fixtures, option('person') as string)),
        garmentImage: readFileSync(path.join(fixtures, option('garment') as string)),
      };
  const category = (option('category') ?? variant?.category) as GarmentCategory | undefined;
  const person = await decodeImage(pair.personImage, 'person');
  const garment = await decodeImage(pair.garmentImage, 'garment');
  const size = workingSize(garment.width, garment.height, 1024);
  const garmentImage = await resizeImage(garment, size.width, size.height);
  const tiles = [await png(person), await png(garment)];
  try {
    const analysis = await analyseGarment(networks, garmentImage, category, {
      upperBodyOnly: process.argv.includes('--upper'),
    });
    const maskImage = {
      width: analysis.mask.width,
      height: analysis.mask.height,
      data: new Uint8Array(analysis.mask.data.length * 3),
    };
    for (let pixel = 0; pixel < analysis.mask.data.length; pixel++) {
      for (let channel = 0; channel < 3; channel++)
        maskImage.data[pixel * 3 + channel] =
          analysis.mask.data[pixel] > 0.5 ? garmentImage.data[pixel * 3 + channel] : 255 - channel * 60;
    }
    tiles.push(await png(maskImage));
    console.log(
      'garment',
      analysis.category,
      analysis.detectedCategory,
      'worn',
      analysis.worn,
      'colour',
      analysis.colour.map(Math.round),
    );
  } catch (error) {
    console.log('garment analysis refused', String(error));
  }
  try {
    const started = performance.now();
    const details = await runTryOn(networks, { ...pair, category });
    console.log(
      'result',
      details.category,
      JSON.stringify(details.measures),
      JSON.stringify(details.timings),
      Math.round(performance.now() - started),
      'ms',
    );
    tiles.push(await png(details.image));
    const resultPath = option('result');
    if (resultPath)
      await sharp(Buffer.from(details.image.data), {
        raw: {
          width: details.image.width,
          height: details.image.height,
          channels: 3,
        },
      }).toFile(resultPath);
  } catch (error) {
    console.log('refused', String(error));
  }
  await sharp({
    create: {
      width: 300 * tiles.length,
      height: 400,
      channels: 3,
      background: '#000',
    },
  })
    .composite(tiles.map((input, index) => ({ input, left: index * 300, top: 0 })))
    .png()
    .toFile(option('out') ?? '/tmp/engine-debug.png');
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
