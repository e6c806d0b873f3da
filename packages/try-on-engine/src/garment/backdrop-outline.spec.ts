import { cutOutGarment } from './garment-mask';
import { clearWhere, createMask } from '../shared/raster';
import { fillPolygon } from '../shared/shapes';
import { Mask, RgbImage } from '../shared/types';

/** At the garment photos' working size: how far a shadow is peeled depends on it. */
const WIDTH = 768;
const HEIGHT = 1024;
/** The garment: x 200–559, y 150–849. */
const LEFT = 200;
const RIGHT = 559;
const TOP = 150;
const BOTTOM = 849;

function garmentShape(): Mask {
  const shape = createMask(WIDTH, HEIGHT);
  fillPolygon(shape, [
    { x: LEFT, y: TOP },
    { x: RIGHT + 1, y: TOP },
    { x: RIGHT + 1, y: BOTTOM + 1 },
    { x: LEFT, y: BOTTOM + 1 },
  ]);
  return shape;
}

/**
 * A garment on white paper lit from the upper left: beside its right side and below its hem the paper darkens towards
 * it as `dresscode-top-049805_1`'s does below its cuffs (255, 254, 252, 250, 246, 244, 240, 235, 229, 222, 215, 208,
 * 200, 192, 185 next to the fabric), and its left side steps from the paper to the fabric in two pixels (a grey
 * cardigan's 255, 227, 172).
 */
function photo(fabric: [number, number, number]): RgbImage {
  const shadow = [185, 192, 200, 208, 215, 222, 229, 235, 240, 244, 246, 250, 252, 254];
  const shape = garmentShape();
  const data = new Uint8Array(WIDTH * HEIGHT * 3);
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const pixel = y * WIDTH + x;
      let colour = [255, 255, 255];
      if (shape.data[pixel] > 0.5) {
        // Fabric with a faint weave.
        const weave = ((x * 7 + y * 13) % 5) - 2;
        colour = fabric.map((channel) => channel + weave);
      } else if (x === LEFT - 1 && y >= TOP && y <= BOTTOM) colour = [227, 227, 229];
      else if (y >= TOP + 10) {
        const beyond = Math.max(x > RIGHT ? x - RIGHT - 1 : -1, y > BOTTOM ? y - BOTTOM - 1 : -1);
        const alongside = x >= LEFT + 10 && x <= RIGHT + shadow.length && y <= BOTTOM + shadow.length;
        if (beyond >= 0 && beyond < shadow.length && alongside)
          colour = [shadow[beyond], shadow[beyond], shadow[beyond]];
      }
      for (let channel = 0; channel < 3; channel++) data[pixel * 3 + channel] = colour[channel];
    }
  }
  return { width: WIDTH, height: HEIGHT, data };
}

/** Pixels of the mask in the band of paper beside the garment's right side and below its hem. */
function shadowInMask(mask: Mask): number {
  let count = 0;
  for (let y = TOP + 20; y <= BOTTOM + 12; y++)
    for (let x = LEFT + 20; x <= RIGHT + 12; x++)
      if ((x > RIGHT || y > BOTTOM) && mask.data[y * WIDTH + x] > 0.5) count++;
  return count;
}

/** Fabric pixels at least 2 pixels inside the garment's outline that the mask left out. */
function fabricLost(mask: Mask): number {
  let count = 0;
  for (let y = TOP + 2; y <= BOTTOM - 2; y++)
    for (let x = LEFT + 2; x <= RIGHT - 2; x++) if (mask.data[y * WIDTH + x] <= 0.5) count++;
  return count;
}

/** What of the garment is drawn: its mask without the slits under its sleeves and the paper's shadow. */
function drawn(fabric: [number, number, number]): { shape: Mask; drawn: Mask } {
  const { mask, slits, shadow } = cutOutGarment(photo(fabric));
  return { shape: mask, drawn: clearWhere(clearWhere(mask, slits), shadow) };
}

describe('the paper’s shadow beside a garment', () => {
  it('is not drawn with a purple top, below its hem and beside its side, but stays in its shape', () => {
    const { shape, drawn: purple } = drawn([92, 38, 124]);
    // Without the peel, the shadow's band was drawn 5 pixels deep: 5,115 pixels here.
    expect(shadowInMask(purple)).toBeLessThan(150);
    expect(fabricLost(purple)).toBe(0);
    // The garment's shape, which its landmarks are read from, keeps it.
    expect(shadowInMask(shape)).toBeGreaterThan(5000);
  });

  it('is not drawn beside a grey garment, whose lit outline and fabric are', () => {
    const { drawn: mask } = drawn([165, 167, 170]);
    expect(shadowInMask(mask)).toBeLessThan(150);
    // Fabric a little darker than the shadow beside it passes for its last step: a pixel or two at the shadowed corner.
    expect(fabricLost(mask)).toBeLessThan(10);
    // The lit left side keeps its fabric up to the outline.
    let leftColumn = 0;
    for (let y = TOP + 5; y <= BOTTOM - 5; y++) if (mask.data[y * WIDTH + LEFT] > 0.5) leftColumn++;
    expect(leftColumn).toBe(BOTTOM - TOP - 9);
  });
});
