import { inOneTone } from './one-tone';
import { createMask } from '../shared/raster';
import { RgbImage } from '../shared/types';

const WIDTH = 200;
const HEIGHT = 300;
const EVERYWHERE = createMask(WIDTH, HEIGHT, 1);

/**
 * A grey photo with a JPEG's few levels of noise on each channel, toned by `tone` (a grey level's share taken by each
 * channel), and `skin` of its pixels in a skin colour.
 */
function photo(skin: number, tone: [number, number, number] = [1, 1, 1]): RgbImage {
  const data = new Uint8Array(WIDTH * HEIGHT * 3);
  const skinPixels = Math.round(WIDTH * HEIGHT * skin);
  for (let pixel = 0; pixel < WIDTH * HEIGHT; pixel++) {
    const grey = 60 + ((pixel * 37) % 150);
    const noise = [0, (pixel % 5) - 2, ((pixel % 3) - 1) * 3];
    const toned = tone.map((share, channel) => Math.min(255, Math.round(grey * share + noise[channel])));
    data.set(pixel < skinPixels ? [215, 150, 120] : toned, pixel * 3);
  }
  return { width: WIDTH, height: HEIGHT, data };
}

describe('inOneTone', () => {
  it('takes a grey photo, noise and all, for one tone', () => {
    expect(inOneTone(photo(0), EVERYWHERE)).toBe(true);
  });

  it('takes a sepia photo for one tone, though each of its pixels has a colour', () => {
    expect(inOneTone(photo(0, [1.15, 1, 0.78]), EVERYWHERE)).toBe(true);
  });

  it('takes a photo for colour once a few percent of the person has a colour of its own (a face and hands)', () => {
    expect(inOneTone(photo(0.04), EVERYWHERE)).toBe(false);
    expect(inOneTone(photo(0.04, [1.15, 1, 0.78]), EVERYWHERE)).toBe(false);
  });

  it('takes a person in a black dress, with her skin the only colour, before a grey wall for a colour photo', () => {
    const data = new Uint8Array(WIDTH * HEIGHT * 3).fill(230);
    const person = createMask(WIDTH, HEIGHT);
    for (let pixel = 0; pixel < WIDTH * HEIGHT; pixel++) {
      const x = pixel % WIDTH;
      if (x < 60 || x >= 140) continue;
      person.data[pixel] = 1;
      // A third of her is skin, lit from 100 to 220; the dress and the hair are dark grey.
      const level = 100 + (pixel % 121);
      const dark = 20 + (pixel % 50);
      data.set(pixel % 3 === 0 ? [level, level * 0.8, level * 0.68] : [dark, dark, dark + 1], pixel * 3);
    }
    expect(inOneTone({ width: WIDTH, height: HEIGHT, data }, person)).toBe(false);
  });
});
