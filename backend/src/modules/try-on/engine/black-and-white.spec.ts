import { inBlackAndWhite } from './black-and-white';
import { RgbImage } from './types';

const WIDTH = 200;
const HEIGHT = 300;

/** A grey photo with a JPEG's few levels of noise on each channel, and `skin` of its pixels in a skin colour. */
function photo(skin: number): RgbImage {
  const data = new Uint8Array(WIDTH * HEIGHT * 3);
  const skinPixels = Math.round(WIDTH * HEIGHT * skin);
  for (let pixel = 0; pixel < WIDTH * HEIGHT; pixel++) {
    const grey = 60 + ((pixel * 37) % 150);
    const colour =
      pixel < skinPixels ? [205, 160, 135] : [grey, grey + ((pixel % 5) - 2), grey + ((pixel % 3) - 1) * 3];
    data.set(colour, pixel * 3);
  }
  return { width: WIDTH, height: HEIGHT, data };
}

describe('inBlackAndWhite', () => {
  it('takes a grey photo, noise and all, for black and white', () => {
    expect(inBlackAndWhite(photo(0))).toBe(true);
  });

  it('takes a photo for colour once a few percent of it has a colour (a face and hands on grey clothes)', () => {
    expect(inBlackAndWhite(photo(0.04))).toBe(false);
  });
});
