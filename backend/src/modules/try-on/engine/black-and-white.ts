/**
 * A person photo in black and white. The engine tells skin, the old garment, the trousers and the backdrop apart by
 * their colours; in grey, a black-and-white photo's jeans passed for the old top and a new tee was drawn down to the
 * thighs, and an old black sleeve stayed beside the new one (see docs/tryon-engine.md, fortieth pass). Such a photo is
 * refused: a new garment's colours on a grey person would be no try-on anyway.
 */
import { max, min } from './numeric';
import { RgbImage } from './types';

/** A pixel whose channels spread over more than this many levels has a colour; JPEG's noise on grey stays well below. */
const COLOURED = 12;
/** A photo with less than this share of coloured pixels is in black and white (colour fixtures: 6.5 % and more). */
const SMALLEST_COLOURED_SHARE = 0.01;

export function inBlackAndWhite(image: RgbImage): boolean {
  const { data } = image;
  // Every fifth pixel is plenty for a share of a percent.
  const step = 15;
  let coloured = 0;
  let pixels = 0;
  for (let index = 0; index + 2 < data.length; index += step) {
    const red = data[index];
    const green = data[index + 1];
    const blue = data[index + 2];
    pixels++;
    if (max(red, max(green, blue)) - min(red, min(green, blue)) > COLOURED) coloured++;
  }
  return coloured < pixels * SMALLEST_COLOURED_SHARE;
}
