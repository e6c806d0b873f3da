import { createMask } from '../shared/raster';
import { evenSkinSeams } from './skin-seams';
import { RgbImage } from '../shared/types';

const WIDTH = 120;
const HEIGHT = 200;
const SHOULDER_WIDTH = 250;

/** The photo's neck (rows above 60, in shadow at 150) over a chest painted lit (190) with a grain of ±8. */
function neckOverPaintedChest() {
  const person: RgbImage = { width: WIDTH, height: HEIGHT, data: new Uint8Array(WIDTH * HEIGHT * 3) };
  const fill: RgbImage = { width: WIDTH, height: HEIGHT, data: new Uint8Array(WIDTH * HEIGHT * 3) };
  const knownSkin = createMask(WIDTH, HEIGHT);
  const painted = createMask(WIDTH, HEIGHT);
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const pixel = y * WIDTH + x;
      const neck = y < 60;
      // The left quarter is garment beside the chest: neither skin nor painted.
      const garment = x < 30;
      if (neck && !garment) knownSkin.data[pixel] = 1;
      if (!neck && !garment) painted.data[pixel] = 1;
      const grain = (x + y) % 2 === 0 ? 8 : -8;
      person.data.fill(neck ? 150 : 90, pixel * 3, pixel * 3 + 3);
      fill.data.fill(neck || garment ? 0 : 190 + grain, pixel * 3, pixel * 3 + 3);
    }
  }
  return { person, fill, knownSkin, painted };
}

describe('evenSkinSeams', () => {
  it("meets the photo's skin without a step, fades into the painted skin and keeps its grain", () => {
    const { person, fill, knownSkin, painted } = neckOverPaintedChest();
    evenSkinSeams(fill, person, knownSkin, painted, SHOULDER_WIDTH);
    const mean = (y: number) => {
      let sum = 0;
      for (let x = 60; x < 100; x++) sum += fill.data[(y * WIDTH + x) * 3];
      return sum / 40;
    };
    // Right below the neck the painted chest is within a few levels of the neck's 150, not 40 lighter.
    expect(mean(61)).toBeLessThan(162);
    // It lightens gradually: no step of more than 6 levels between rows.
    for (let y = 61; y < 120; y++) expect(Math.abs(mean(y + 1) - mean(y))).toBeLessThan(6);
    // Far from the neck it stays as painted.
    expect(mean(150)).toBeCloseTo(190, 0);
    // The grain stays: neighbouring pixels still differ by about 16.
    const at = (x: number, y: number) => fill.data[(y * WIDTH + x) * 3];
    expect(Math.abs(at(70, 64) - at(71, 64))).toBeGreaterThan(12);
  });

  it('leaves painted skin beside no photographed skin as it was', () => {
    const { person, fill, painted } = neckOverPaintedChest();
    const before = Uint8Array.from(fill.data);
    evenSkinSeams(fill, person, createMask(WIDTH, HEIGHT), painted, SHOULDER_WIDTH);
    expect(Buffer.compare(Buffer.from(fill.data), Buffer.from(before))).toBe(0);
  });
});
