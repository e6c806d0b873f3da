import { createMask } from '../shared/raster';
import { Mask } from '../shared/types';
import { coverShoulders } from './shoulder-cover';
import { WarpedGarment } from './warp';

const WIDTH = 120;
const HEIGHT = 100;

/**
 * A red torso (columns 40–79, rows 20–99) and a sleeve hanging lower down beside it (columns 20–39, rows 50–79), as a
 * short sleeve turned down along the arm lies: the outer shoulder above the sleeve (columns 20–39, rows 20–49) is bare.
 */
function torsoWithLowSleeve(): WarpedGarment {
  const alpha = createMask(WIDTH, HEIGHT);
  const color = new Float32Array(WIDTH * HEIGHT * 3);
  const paint = (left: number, top: number, right: number, bottom: number, rgb: number[]) => {
    for (let y = top; y <= bottom; y++) {
      for (let x = left; x <= right; x++) {
        alpha.data[y * WIDTH + x] = 1;
        color.set(rgb, (y * WIDTH + x) * 3);
      }
    }
  };
  paint(40, 20, 79, 99, [200, 20, 30]);
  paint(20, 50, 39, 79, [200, 20, 30]);
  return { alpha, color, layer: new Uint8Array(WIDTH * HEIGHT) };
}

function rectangle(left: number, top: number, right: number, bottom: number): Mask {
  const mask = createMask(WIDTH, HEIGHT);
  for (let y = top; y <= bottom; y++) for (let x = left; x <= right; x++) mask.data[y * WIDTH + x] = 1;
  return mask;
}

/** The colours of the bare corner above the sleeve (columns 20–39, rows 20–49), each of which must now be covered. */
function cornerColours(garment: WarpedGarment): number[][] {
  const colours: number[][] = [];
  for (let y = 20; y <= 49; y++) {
    for (let x = 20; x <= 39; x++) {
      const pixel = y * WIDTH + x;
      expect(garment.alpha.data[pixel]).toBe(1);
      colours.push(Array.from(garment.color.subarray(pixel * 3, pixel * 3 + 3)));
    }
  }
  return colours;
}

describe('coverShoulders', () => {
  it("covers the old garment's outer shoulder between the torso and a low sleeve with the fabric's colour", () => {
    const garment = torsoWithLowSleeve();
    const coveredBefore = garment.alpha.data.reduce((sum, value) => sum + value, 0);
    // The old garment's shoulder: the bare corner above the sleeve, and a strip reaching beyond the reach.
    const oldShoulder = rectangle(5, 20, 39, 49);
    const covered = coverShoulders(garment, oldShoulder, 30);
    for (let y = 20; y <= 49; y++) {
      for (let x = 20; x <= 39; x++) {
        const pixel = y * WIDTH + x;
        expect(garment.alpha.data[pixel]).toBe(1);
        expect(garment.color[pixel * 3]).toBeCloseTo(200, 0);
        expect(garment.color[pixel * 3 + 1]).toBeCloseTo(20, 0);
      }
    }
    // Never farther than the reach (30 steps, past the garment's 2-pixel outline) from its edge, never outside the
    // allowed pixels.
    expect(garment.alpha.data[35 * WIDTH + 5]).toBe(0);
    expect(garment.alpha.data[10 * WIDTH + 30]).toBe(0);
    expect(covered).toBe(garment.alpha.data.reduce((sum, value) => sum + value, 0) - coveredBefore);
    expect(covered).toBeGreaterThanOrEqual(20 * 30);
  });

  it("takes the fabric's colour, not a lit seam along the garment's edge", () => {
    // Seen on a purple sweatshirt whose sleeve edge is lighter: the covered shoulder came out a light grey block.
    const garment = torsoWithLowSleeve();
    for (let y = 20; y <= 99; y++)
      for (let x = 40; x <= 43; x++) garment.color.set([235, 225, 235], (y * WIDTH + x) * 3);
    coverShoulders(garment, rectangle(5, 20, 39, 49), 40);
    for (let y = 25; y <= 45; y++) {
      for (let x = 25; x <= 38; x++) {
        const pixel = y * WIDTH + x;
        expect(garment.alpha.data[pixel]).toBe(1);
        expect(garment.color[pixel * 3 + 1]).toBeLessThan(60);
      }
    }
  });

  it("covers it with a printed garment's plain ground, not a flower smeared from the edge", () => {
    // Seen on a white tee printed with flowers up to its shoulder seam: the covered shoulder was a blue smear.
    const garment = torsoWithLowSleeve();
    for (let pixel = 0; pixel < WIDTH * HEIGHT; pixel++)
      if (garment.alpha.data[pixel] > 0.5) garment.color.set([236, 234, 238 - (pixel % 3) * 8], pixel * 3);
    const flower = { left: 40, top: 20, right: 52, bottom: 34 };
    for (let y = flower.top; y <= flower.bottom; y++)
      for (let x = flower.left; x <= flower.right; x++) garment.color.set([40, 120, 230], (y * WIDTH + x) * 3);
    coverShoulders(garment, rectangle(5, 20, 39, 49), 30);
    for (let y = 20; y <= 49; y++) {
      for (let x = 20; x <= 39; x++) {
        const pixel = y * WIDTH + x;
        expect(garment.alpha.data[pixel]).toBe(1);
        expect(garment.color[pixel * 3]).toBeGreaterThan(200);
      }
    }
  });

  it('continues a fine check whose light ground is half of it, not as a blotch of that ground', () => {
    // Seen on a gingham dress: half of it on its light ground's hue, it passed for a plain fabric, and its shoulders were
    // covered in a grey blotch. Squares of 4 and 3 pixels: 0.51 of the fabric light.
    const garment = torsoWithLowSleeve();
    const light = [235, 232, 228];
    const dark = [70, 68, 66];
    for (let pixel = 0; pixel < WIDTH * HEIGHT; pixel++) {
      const x = pixel % WIDTH;
      const y = (pixel - x) / WIDTH;
      if (garment.alpha.data[pixel] > 0.5) garment.color.set(x % 7 < 4 === y % 7 < 4 ? light : dark, pixel * 3);
    }
    coverShoulders(garment, rectangle(5, 20, 39, 49), 30);
    const corner = cornerColours(garment);
    const darkShare = corner.filter((colour) => colour[0] < 150).length / corner.length;
    expect(darkShare).toBeGreaterThan(0.2);
  });

  it("carries a plain fabric's grain over the shoulder, not a flat block of its mean colour", () => {
    // Seen on a heathered grey cardigan: its covered shoulders and upper arms were flat, pale blocks beside its body.
    const garment = torsoWithLowSleeve();
    for (let pixel = 0; pixel < WIDTH * HEIGHT; pixel++) {
      const x = pixel % WIDTH;
      const y = (pixel - x) / WIDTH;
      const grain = (x + y) % 2 === 0 ? 12 : -12;
      if (garment.alpha.data[pixel] > 0.5) garment.color.set([140 + grain, 142 + grain, 150 + grain], pixel * 3);
    }
    coverShoulders(garment, rectangle(5, 20, 39, 49), 30);
    const greens = cornerColours(garment).map((colour) => colour[1]);
    const mean = greens.reduce((sum, value) => sum + value, 0) / greens.length;
    const spread = Math.sqrt(greens.reduce((sum, value) => sum + (value - mean) ** 2, 0) / greens.length);
    expect(Math.abs(mean - 142)).toBeLessThan(6);
    expect(spread).toBeGreaterThan(6);
  });

  it("leaves a seam's shade along the garment's edge out of the grain it carries over the shoulder", () => {
    // Seen on a heathered grey cardigan: the shade of its sleeve's seam, mirrored outward, drew a dark line down the arm.
    const garment = torsoWithLowSleeve();
    for (let pixel = 0; pixel < WIDTH * HEIGHT; pixel++) {
      const x = pixel % WIDTH;
      const y = (pixel - x) / WIDTH;
      const grain = (x + y) % 2 === 0 ? 8 : -8;
      // A seam four pixels wide, 25 levels darker, just inside the torso's outer edge.
      const seam = x >= 44 && x <= 47 ? -25 : 0;
      const level = 140 + grain + seam;
      if (garment.alpha.data[pixel] > 0.5) garment.color.set([level, level + 2, level + 10], pixel * 3);
    }
    coverShoulders(garment, rectangle(5, 20, 39, 49), 30);
    // The torso's outline beside the bare shoulder is covered anew (see EDGE_WIDTH); it mirrors the seam beside it.
    const outline: number[] = [];
    for (let y = 24; y <= 45; y++) for (let x = 40; x <= 43; x++) outline.push(garment.color[(y * WIDTH + x) * 3]);
    const mean = outline.reduce((sum, value) => sum + value, 0) / outline.length;
    // Measured against the broad mean, the seam's whole shade was mirrored there: 17 levels dark.
    expect(Math.abs(mean - 140)).toBeLessThan(10);
  });

  it('continues a striped fabric in its two colours, not as a grey blur', () => {
    // Seen on a navy and white striped top: smoothed, the stripes grown over the shoulder averaged to a grey-blue block.
    const garment = torsoWithLowSleeve();
    const navy = [40, 45, 80];
    const white = [240, 240, 235];
    const blend = [140, 142, 158];
    // Stripes 14 rows apart: 5 rows navy, 2 blended, 5 white, 2 blended, as a photo's stripes are.
    const stripe = (y: number) => {
      const phase = y % 14;
      return phase < 5 ? navy : phase < 7 || phase >= 12 ? blend : white;
    };
    for (let pixel = 0; pixel < WIDTH * HEIGHT; pixel++)
      if (garment.alpha.data[pixel] > 0.5) garment.color.set(stripe(Math.floor(pixel / WIDTH)), pixel * 3);
    coverShoulders(garment, rectangle(5, 20, 39, 49), 30);
    const corner = cornerColours(garment);
    expect(corner.every((colour) => colour[0] <= navy[0] + 20 || colour[0] >= white[0] - 20)).toBe(true);
    // Both colours show, row by row as the torso's stripes.
    const rowColour = (y: number) => garment.color[(y * WIDTH + 30) * 3];
    expect(rowColour(29)).toBeCloseTo(navy[0], 0);
    expect(rowColour(36)).toBeCloseTo(white[0], 0);
  });

  it('changes nothing where no old garment lies beside the garment', () => {
    const garment = torsoWithLowSleeve();
    const before = Float32Array.from(garment.alpha.data);
    expect(coverShoulders(garment, createMask(WIDTH, HEIGHT), 20)).toBe(0);
    expect(Array.from(garment.alpha.data)).toEqual(Array.from(before));
  });

  it('mirrors a print in many colours over the shoulder, not a blurred blotch', () => {
    // Seen on a floral long sleeve: smoothed, its red, green and blue flowers became a brown blur on each shoulder.
    const garment = torsoWithLowSleeve();
    const colours = [
      [200, 30, 40],
      [30, 160, 60],
      [40, 60, 200],
    ];
    for (let pixel = 0; pixel < WIDTH * HEIGHT; pixel++) {
      const x = pixel % WIDTH;
      const y = Math.floor(pixel / WIDTH);
      if (garment.alpha.data[pixel] > 0.5)
        garment.color.set(colours[(Math.floor(x / 4) + Math.floor(y / 4)) % 3], pixel * 3);
    }
    coverShoulders(garment, rectangle(5, 20, 39, 49), 30);
    const printed = cornerColours(garment).filter((colour) =>
      colours.some((print) => print.every((value, channel) => Math.abs(value - colour[channel]) < 1)),
    );
    expect(printed).toHaveLength(600);
  });

  it('mirrors a two-toned print that is no stripes over the shoulder, not rows streaked from the edge', () => {
    // Seen on a blue dress printed with white flowers: taken for stripes, its puff sleeves were streaked white and blue.
    const garment = torsoWithLowSleeve();
    const blue = [110, 170, 230];
    const white = [245, 248, 250];
    const blend = [178, 209, 240];
    for (let pixel = 0; pixel < WIDTH * HEIGHT; pixel++) {
      const x = pixel % WIDTH;
      const y = Math.floor(pixel / WIDTH);
      // White flowers 6 by 7 pixels with a blended rim, every 10 pixels, each row of them shifted by half a step.
      const across = (x + (Math.floor(y / 10) % 2) * 5) % 10;
      const down = y % 10;
      const colour = across < 6 && down < 7 ? white : across <= 6 && down <= 7 ? blend : blue;
      if (garment.alpha.data[pixel] > 0.5) garment.color.set(colour, pixel * 3);
    }
    coverShoulders(garment, rectangle(5, 20, 39, 49), 30);
    const corner = cornerColours(garment);
    const isTone = (colour: number[], tone: number[]) =>
      tone.every((value, channel) => Math.abs(value - colour[channel]) < 1);
    expect(corner.every((colour) => [blue, white, blend].some((tone) => isTone(colour, tone)))).toBe(true);
    // The print itself goes on, its flowers' blended rims included; grown from the edge and snapped to the two tones,
    // rows of blue and white streaked out from the edge instead, with no rim left.
    expect(corner.filter((colour) => isTone(colour, blend)).length).toBeGreaterThan(corner.length * 0.05);
  });
});
