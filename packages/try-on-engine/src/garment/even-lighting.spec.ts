import { evenOutLighting, followsOutline } from './even-lighting';
import { segmentGarmentOnPlainBackground } from './garment-mask';
import { estimateBackground } from './backdrop';
import { createMask, mapMask, maskArea } from '../shared/raster';
import { fillPolygon } from '../shared/shapes';
import { Mask, RgbImage } from '../shared/types';

const WIDTH = 300;
const HEIGHT = 400;
const PAPER: [number, number, number] = [232, 230, 226];
const FABRIC: [number, number, number] = [70, 95, 160];

/** A t-shirt's outline, short sleeves out to the sides. */
function tee(): Mask {
  const mask = createMask(WIDTH, HEIGHT);
  fillPolygon(mask, [
    { x: 115, y: 80 },
    { x: 185, y: 80 },
    { x: 250, y: 120 },
    { x: 235, y: 170 },
    { x: 205, y: 155 },
    { x: 210, y: 330 },
    { x: 90, y: 330 },
    { x: 95, y: 155 },
    { x: 65, y: 170 },
    { x: 50, y: 120 },
  ]);
  return mask;
}

/** The tee on paper, both lit by `light` (the share of full light at a point, 0..1 across and down). */
function photo(garment: Mask, light: (across: number, down: number) => number): RgbImage {
  const data = new Uint8Array(WIDTH * HEIGHT * 3);
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const pixel = y * WIDTH + x;
      const colour = garment.data[pixel] > 0.5 ? FABRIC : PAPER;
      const gain = light(x / WIDTH, y / HEIGHT);
      for (let channel = 0; channel < 3; channel++)
        data[pixel * 3 + channel] = Math.min(255, Math.round(colour[channel] * gain));
    }
  }
  return { width: WIDTH, height: HEIGHT, data };
}

/** A lamp above the middle: the paper 10 % brighter there than along the border's middles, 20 % than in the corners. */
const lamp = (across: number, down: number) =>
  1.1 - 0.8 * ((across - 0.5) * (across - 0.5) + (down - 0.5) * (down - 0.5));
/** A window on the right: the paper 30 % darker along the left edge. */
const window = (across: number) => 0.75 + 0.3 * across;

function overlap(found: Mask, truth: Mask): number {
  let both = 0;
  let either = 0;
  for (let pixel = 0; pixel < truth.data.length; pixel++) {
    const inFound = found.data[pixel] > 0.5;
    const inTruth = truth.data[pixel] > 0.5;
    if (inFound && inTruth) both++;
    if (inFound || inTruth) either++;
  }
  return both / either;
}

function cutOut(image: RgbImage): Mask {
  return segmentGarmentOnPlainBackground(image, estimateBackground(image));
}

describe('evenOutLighting', () => {
  it.each([
    ['a lamp above the middle', lamp],
    ['a window on one side', window],
  ])('evens out %s, so the cut-out finds the garment, not the lit backdrop', (_name, light) => {
    const garment = tee();
    const image = photo(garment, light);
    // Compared with the border's colour, the better lit backdrop passed for garment.
    expect(maskArea(cutOut(image))).toBeGreaterThan(maskArea(garment) * 1.3);
    const evened = evenOutLighting(image, estimateBackground(image));
    expect(evened).not.toBe(image);
    expect(overlap(cutOut(evened), garment)).toBeGreaterThan(0.95);
    // The backdrop lies at one colour once evened, within a few levels, in the middle and in a corner.
    const at = (x: number, y: number) => evened.data[(y * WIDTH + x) * 3];
    expect(Math.abs(at(150, 40) - at(5, 395))).toBeLessThanOrEqual(4);
    expect(Math.abs(at(20, 200) - at(280, 200))).toBeLessThanOrEqual(4);
  });

  it('leaves a photo lit evenly, or shaded as the cut-out already reads it, as it is', () => {
    const garment = tee();
    const even = photo(garment, () => 1);
    expect(evenOutLighting(even, estimateBackground(even))).toBe(even);
    // Darker toward one corner only: the cut-out takes a backdrop's darker shades of its own hue for backdrop.
    const shaded = photo(garment, (across, down) => 1 - 0.12 * across * down);
    expect(evenOutLighting(shaded, estimateBackground(shaded))).toBe(shaded);
  });

  it('fits the light round a garment that runs off the border, not through it', () => {
    const garment = tee();
    fillPolygon(garment, [
      { x: 135, y: 0 },
      { x: 165, y: 0 },
      { x: 165, y: 90 },
      { x: 135, y: 90 },
    ]);
    const image = photo(garment, lamp);
    const evened = evenOutLighting(image, estimateBackground(image));
    expect(overlap(cutOut(evened), garment)).toBeGreaterThan(0.95);
  });
});

describe('followsOutline', () => {
  it("holds a cut-out along the garment's outline, not one that ends inside its plain fabric", () => {
    const garment = tee();
    const image = photo(garment, () => 1);
    expect(followsOutline(image, garment)).toBe(true);
    // The body's lower part and its right side lost, as a leaking flood left them: the cut runs across plain fabric.
    const leaked = mapMask(garment, (value, index) => {
      const x = index % WIDTH;
      const y = Math.floor(index / WIDTH);
      return y <= 200 && (x < 150 || y < 160) ? value : 0;
    });
    expect(followsOutline(image, leaked)).toBe(false);
  });
});
