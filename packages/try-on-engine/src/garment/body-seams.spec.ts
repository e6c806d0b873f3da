import { seamsBesideBody } from './body-seams';
import { createMask } from '../shared/raster';
import { fillPolygon } from '../shared/shapes';
import { Mask, RgbImage } from '../shared/types';

const WIDTH = 400;
const HEIGHT = 300;
const BAND = { top: 60, bottom: 240 };

/** A garment photographed from the chest down: fabric from x 40 to 360, the body between x 120 and 280. */
function fabric(): Mask {
  const mask = createMask(WIDTH, HEIGHT);
  fillPolygon(mask, [
    { x: 40, y: 20 },
    { x: 360, y: 20 },
    { x: 360, y: 280 },
    { x: 40, y: 280 },
  ]);
  return mask;
}

function photo(colour: (x: number, y: number) => [number, number, number]): RgbImage {
  const image: RgbImage = { width: WIDTH, height: HEIGHT, data: new Uint8Array(WIDTH * HEIGHT * 3).fill(250) };
  const mask = fabric();
  for (let y = 0; y < HEIGHT; y++)
    for (let x = 0; x < WIDTH; x++)
      if (mask.data[y * WIDTH + x] > 0.5) image.data.set(colour(x, y), (y * WIDTH + x) * 3);
  return image;
}

const inSleeve = (x: number) => x < 120 || x > 280;

describe('seamsBesideBody', () => {
  it('finds where stripes on the sleeves stop meeting the body’s', () => {
    const image = photo((x, y) =>
      Math.floor((y + (inSleeve(x) ? 8 : 0)) / 16) % 2 === 0 ? [30, 35, 70] : [235, 235, 230],
    );
    const seams = seamsBesideBody(image, fabric(), BAND, 200, 240);
    expect(seams?.left).toBeGreaterThanOrEqual(117);
    expect(seams?.left).toBeLessThanOrEqual(122);
    expect(seams?.right).toBeGreaterThanOrEqual(278);
    expect(seams?.right).toBeLessThanOrEqual(283);
  });

  it('finds a plain garment’s seams by their shadow line', () => {
    // Two pixels a little darker than the fabric on each side.
    const image = photo((x) => (x === 120 || x === 121 || x === 279 || x === 280 ? [140, 35, 35] : [180, 60, 60]));
    const seams = seamsBesideBody(image, fabric(), BAND, 200, 240);
    expect(seams?.left).toBeGreaterThanOrEqual(118);
    expect(seams?.left).toBeLessThanOrEqual(123);
    expect(seams?.right).toBeGreaterThanOrEqual(277);
    expect(seams?.right).toBeLessThanOrEqual(282);
  });

  it('finds none in plain fabric without a line, nor in a print with contrast everywhere', () => {
    expect(
      seamsBesideBody(
        photo(() => [180, 60, 60]),
        fabric(),
        BAND,
        200,
        320,
      ),
    ).toBeUndefined();
    // A check of 6 px squares over the whole garment, with a seam's shading at the body's edges.
    const check = photo((x, y) =>
      x === 120 || x === 121 || x === 279 || x === 280
        ? [20, 20, 20]
        : (Math.floor(x / 6) + Math.floor(y / 6)) % 2 === 0
          ? [40, 40, 40]
          : [220, 220, 220],
    );
    expect(seamsBesideBody(check, fabric(), BAND, 200, 240)).toBeUndefined();
  });

  it('finds none when the line leaves no sleeve outside it, or stands on one side only', () => {
    const nearEdge = photo((x) => (x === 50 || x === 51 || x === 349 || x === 350 ? [140, 35, 35] : [180, 60, 60]));
    expect(seamsBesideBody(nearEdge, fabric(), BAND, 200, 240)).toBeUndefined();
    const oneSide = photo((x) => (x === 120 || x === 121 ? [140, 35, 35] : [180, 60, 60]));
    expect(seamsBesideBody(oneSide, fabric(), BAND, 200, 240)).toBeUndefined();
  });
});
