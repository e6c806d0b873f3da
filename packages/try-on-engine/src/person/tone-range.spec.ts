import { backToPhotographedTone, fullToneRange } from './tone-range';
import { RgbImage } from '../shared/types';

const WIDTH = 120;
const HEIGHT = 160;

/** A well-lit photo: a bright backdrop, a skin-coloured and a pink region, dark trousers. */
function wellLit(): RgbImage {
  const data = new Uint8Array(WIDTH * HEIGHT * 3);
  for (let pixel = 0; pixel < WIDTH * HEIGHT; pixel++) {
    const x = pixel % WIDTH;
    const y = Math.floor(pixel / WIDTH);
    const colour =
      x < 30 ? [238, 236, 234] : y < 50 ? [212, 168, 142] : y < 110 ? [224, 170, 170] : [30 + (x % 7), 30, 36];
    data.set(colour, pixel * 3);
  }
  return { width: WIDTH, height: HEIGHT, data };
}

function changed(image: RgbImage, change: (value: number, channel: number, mean: number) => number): RgbImage {
  const data = new Uint8Array(image.data.length);
  for (let index = 0; index < data.length; index += 3) {
    const mean = (image.data[index] + image.data[index + 1] + image.data[index + 2]) / 3;
    for (let channel = 0; channel < 3; channel++)
      data[index + channel] = Math.min(
        255,
        Math.max(0, Math.round(change(image.data[index + channel], channel, mean))),
      );
  }
  return { ...image, data };
}

function largestDifference(first: RgbImage, second: RgbImage): number {
  let largest = 0;
  for (let index = 0; index < first.data.length; index++)
    largest = Math.max(largest, Math.abs(first.data[index] - second.data[index]));
  return largest;
}

describe('fullToneRange', () => {
  it('leaves a well-lit photo alone', () => {
    expect(fullToneRange(wellLit())).toBeUndefined();
  });

  it('brings a photo taken at half the exposure back to the well-lit one', () => {
    const dim = changed(wellLit(), (value) => value * 0.5);
    const range = fullToneRange(dim);
    expect(range?.gain).toBeCloseTo(235 / 119, 1);
    expect(range?.saturation).toBe(1);
    expect(largestDifference(range!.image, wellLit())).toBeLessThanOrEqual(3);
  });

  it("strengthens a faded photo's colours", () => {
    const faded = changed(wellLit(), (value, _channel, mean) => mean + (value - mean) * 0.4);
    const range = fullToneRange(faded);
    expect(range?.gain).toBe(1);
    expect(range?.saturation).toBeGreaterThan(2);
    expect(largestDifference(range!.image, wellLit())).toBeLessThanOrEqual(8);
  });
});

describe('backToPhotographedTone', () => {
  it("keeps the photo's own pixels where nothing changed and takes a changed one back to the photo's light", () => {
    const dim = changed(wellLit(), (value) => value * 0.5);
    const range = fullToneRange(dim)!;
    const result = { ...range.image, data: new Uint8Array(range.image.data) };
    // A new garment's pixel, drawn white in the brought-up photo.
    result.data.set([240, 240, 240], (80 * WIDTH + 60) * 3);
    const back = backToPhotographedTone(result, range, range.image, dim);
    expect(
      largestDifference(
        { ...back, data: back.data.slice(0, (80 * WIDTH + 60) * 3) },
        { ...dim, data: dim.data.slice(0, (80 * WIDTH + 60) * 3) },
      ),
    ).toBe(0);
    expect(Array.from(back.data.subarray((80 * WIDTH + 60) * 3, (80 * WIDTH + 60) * 3 + 3))).toEqual(
      [240, 240, 240].map((value) => Math.round(value / range.gain)),
    );
  });
});
