import { fillUncovered, shadingMap } from './compositing';
import { createMask } from '../shared/raster';
import { RgbImage } from '../shared/types';

const WIDTH = 200;
const HEIGHT = 200;

/** A grey photo with an old garment over columns 40–159, rows 40–159, painted by `shade(x, y)` (0–255 grey). */
function photo(shade: (x: number, y: number) => number): { image: RgbImage; garment: ReturnType<typeof createMask> } {
  const image: RgbImage = { width: WIDTH, height: HEIGHT, data: new Uint8Array(WIDTH * HEIGHT * 3).fill(128) };
  const garment = createMask(WIDTH, HEIGHT);
  for (let y = 40; y < 160; y++) {
    for (let x = 40; x < 160; x++) {
      image.data.fill(shade(x, y), (y * WIDTH + x) * 3, (y * WIDTH + x) * 3 + 3);
      garment.data[y * WIDTH + x] = 1;
    }
  }
  return { image, garment };
}

const at = (map: ReturnType<typeof shadingMap>, x: number, y: number) => map.data[y * WIDTH + x];

describe("the old garment's light", () => {
  it('keeps a fold: a darker band across one-coloured fabric darkens the new garment there', () => {
    const { image, garment } = photo((x) => (x >= 92 && x < 108 ? 150 : 200));
    const map = shadingMap(image, garment, 100);
    expect(at(map, 100, 100)).toBeLessThan(0.93);
    expect(at(map, 60, 100)).toBeGreaterThan(0.97);
  });

  it('takes dark sleeves and a dark band of a two-coloured garment for colours, not shadows', () => {
    // Light body, dark sleeves at both sides and a dark logo band with light letters across the chest.
    const { image, garment } = photo((x, y) => {
      if (x < 70 || x >= 130) return 50;
      if (y >= 80 && y < 100) return x % 12 < 4 ? 210 : 50;
      return 200;
    });
    const map = shadingMap(image, garment, 100);
    for (const [x, y] of [
      [55, 100],
      [145, 100],
      [100, 90],
      [100, 60],
      [100, 130],
    ])
      expect(Math.abs(at(map, x, y) - 1)).toBeLessThan(0.06);
  });
});

describe('what fills the old garment', () => {
  it("spreads the skin below an old sleeve's hem up the arm without the sleeve's dark colour", () => {
    // A dark old sleeve above row 102 (off the fill's coarse grid), bare skin below it.
    const hem = 102;
    const image: RgbImage = { width: WIDTH, height: HEIGHT, data: new Uint8Array(WIDTH * HEIGHT * 3) };
    const knownSkin = createMask(WIDTH, HEIGHT);
    const sleeve = createMask(WIDTH, HEIGHT);
    for (let pixel = 0; pixel < WIDTH * HEIGHT; pixel++) {
      const below = Math.floor(pixel / WIDTH) >= hem;
      image.data.set(below ? [200, 160, 140] : [40, 30, 50], pixel * 3);
      (below ? knownSkin : sleeve).data[pixel] = 1;
    }
    const onBody = createMask(WIDTH, HEIGHT);
    onBody.data.fill(1);
    const fill = fillUncovered(
      {
        person: image,
        knownSkin,
        knownBackground: createMask(WIDTH, HEIGHT),
        onBody,
        fallbackSkin: [0, 0, 0],
        shoulderWidth: 100,
      },
      sleeve,
    );
    for (const y of [hem - 1, hem - 4, hem - 20]) expect(fill.data[(y * WIDTH + 100) * 3]).toBeGreaterThan(195);
  });
});
