import { completeBySymmetry, cutOutGarment, segmentGarmentOnPlainBackground } from './garment-mask';
import { backgroundDistance, edgeStrength, estimateBackground } from './backdrop';
import { createMask, gaussianBlur, maskArea } from '../shared/raster';
import { fillPolygon } from '../shared/shapes';
import { Mask, RgbImage } from '../shared/types';

const WIDTH = 240;
const HEIGHT = 300;

function garmentShape(): Mask {
  const shape = createMask(WIDTH, HEIGHT);
  fillPolygon(shape, [
    { x: 70, y: 50 },
    { x: 170, y: 50 },
    { x: 180, y: 250 },
    { x: 60, y: 250 },
  ]);
  return shape;
}

/** Paints the shape in `colour` on a backdrop, with an optional soft grey shadow to its lower right. */
function photo(
  backdrop: [number, number, number],
  colour: [number, number, number],
  shadow: boolean,
  shape = garmentShape(),
): RgbImage {
  const data = new Uint8Array(WIDTH * HEIGHT * 3);
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const pixel = y * WIDTH + x;
      let value: number[] = backdrop;
      if (shape.data[pixel] > 0.5) value = colour;
      else if (shadow) {
        // A soft contact shadow: darkest next to the garment's lower right, fading out over 25 pixels.
        const reach =
          Math.max(0, 1 - Math.hypot(Math.max(0, x - 175), Math.max(0, y - 245)) / 25) * (x > 75 && y > 65 ? 1 : 0);
        value = backdrop.map((channel) => channel * (1 - 0.15 * reach));
      }
      // Mild sensor noise so flat areas are not perfectly flat.
      const noise = ((x * 7 + y * 13) % 5) - 2;
      for (let channel = 0; channel < 3; channel++)
        data[pixel * 3 + channel] = Math.max(0, Math.min(255, Math.round(value[channel] + noise)));
    }
  }
  return { width: WIDTH, height: HEIGHT, data };
}

function intersectionOverUnion(a: Mask, b: Mask): number {
  let both = 0;
  let either = 0;
  for (let pixel = 0; pixel < a.data.length; pixel++) {
    const inA = a.data[pixel] > 0.5;
    const inB = b.data[pixel] > 0.5;
    if (inA && inB) both++;
    if (inA || inB) either++;
  }
  return both / either;
}

describe('garment segmentation on a plain background', () => {
  it.each([
    ['a navy garment on white', [255, 255, 255], [30, 40, 90], false],
    ['a red garment on off-white with a shadow', [240, 236, 226], [200, 30, 40], true],
    ['a white garment on light grey', [222, 222, 222], [252, 252, 252], false],
    ['a grey garment on a grey sweep with a shadow', [200, 200, 200], [110, 110, 115], true],
  ] as Array<[string, [number, number, number], [number, number, number], boolean]>)(
    'cuts out %s',
    (_name, backdrop, colour, shadow) => {
      const image = photo(backdrop, colour, shadow);
      const mask = segmentGarmentOnPlainBackground(image);
      expect(intersectionOverUnion(mask, garmentShape())).toBeGreaterThan(0.93);
    },
  );

  // Cream is a slightly darker, warmer white with a soft knitted outline (no edge stops the flood): on clean white
  // paper it must not pass for the paper's shadow (the Snoopy vest, catvton-top-22790049, was reduced to its print).
  it.each([
    ['a cream garment with a soft outline on white paper', [255, 255, 255], [245, 239, 227]],
    ['an ivory garment with a soft outline on white paper', [252, 252, 252], [240, 234, 218]],
  ] as Array<[string, [number, number, number], [number, number, number]]>)(
    'cuts out %s',
    (_name, backdrop, colour) => {
      const soft = gaussianBlur(garmentShape(), 4);
      const flat = photo(backdrop, colour, false, createMask(WIDTH, HEIGHT));
      const image = { ...flat, data: new Uint8Array(flat.data) };
      for (let pixel = 0; pixel < soft.data.length; pixel++) {
        for (let channel = 0; channel < 3; channel++) {
          const index = pixel * 3 + channel;
          image.data[index] = Math.round(flat.data[index] + (colour[channel] - backdrop[channel]) * soft.data[pixel]);
        }
      }
      const mask = segmentGarmentOnPlainBackground(image);
      expect(intersectionOverUnion(mask, garmentShape())).toBeGreaterThan(0.9);
    },
  );

  it('leaves the backdrop in the slit between a hanging sleeve and the body out of what is drawn', () => {
    // A navy long-sleeved top on white paper (twice the other photos' size, as the closing scales with the photo) whose
    // left sleeve hangs 9 pixels beside its body, joined at the shoulder: closed as a light stripe is, the slit's paper
    // was drawn with the garment, a white patch beside the sleeve on the person.
    const width = 2 * WIDTH;
    const height = 2 * HEIGHT;
    const shape = createMask(width, height);
    fillPolygon(shape, [
      { x: 140, y: 100 },
      { x: 340, y: 100 },
      { x: 340, y: 500 },
      { x: 140, y: 500 },
    ]);
    fillPolygon(shape, [
      { x: 80, y: 100 },
      { x: 140, y: 100 },
      { x: 140, y: 140 },
      { x: 131, y: 140 },
      { x: 131, y: 440 },
      { x: 80, y: 440 },
    ]);
    const image: RgbImage = { width, height, data: new Uint8Array(width * height * 3) };
    for (let pixel = 0; pixel < width * height; pixel++) {
      const noise = (((pixel % width) * 7 + Math.floor(pixel / width) * 13) % 5) - 2;
      const colour = shape.data[pixel] > 0.5 ? [30, 40, 90] : [250, 250, 250];
      image.data.set(
        colour.map((channel) => Math.max(0, Math.min(255, channel + noise))),
        pixel * 3,
      );
    }
    const { mask, slits } = cutOutGarment(image);
    // What is drawn: the slit is left out of it, not out of the garment's shape (its sleeves hang beside its body).
    const drawn = createMask(width, height);
    for (let pixel = 0; pixel < drawn.data.length; pixel++)
      drawn.data[pixel] = mask.data[pixel] > 0.5 && slits.data[pixel] <= 0.5 ? 1 : 0;
    let slitDrawn = 0;
    let slitInShape = 0;
    for (let y = 150; y <= 430; y++) {
      for (let x = 133; x <= 138; x++) {
        if (drawn.data[y * width + x] > 0.5) slitDrawn++;
        if (mask.data[y * width + x] > 0.5) slitInShape++;
      }
    }
    // All 1,686 of those pixels were drawn before.
    expect(slitDrawn).toBe(0);
    expect(slitInShape).toBe(1686);
    expect(intersectionOverUnion(drawn, shape)).toBeGreaterThan(0.97);
  });

  it('reads the backdrop colour from the border and calls it plain', () => {
    const background = estimateBackground(photo([240, 236, 226], [0, 0, 0], false));
    expect(Math.abs(background.red - 240)).toBeLessThanOrEqual(3);
    expect(Math.abs(background.blue - 226)).toBeLessThanOrEqual(3);
    expect(background.spread).toBeLessThan(0.05);
  });

  it('treats a soft shadow as background but a saturated colour as garment', () => {
    const image = photo([240, 236, 226], [200, 30, 40], true);
    const distance = backgroundDistance(image, estimateBackground(image));
    const shadowPixel = 252 * WIDTH + 185;
    const garmentPixel = 150 * WIDTH + 120;
    expect(distance.data[shadowPixel]).toBeLessThan(24);
    expect(distance.data[garmentPixel]).toBeGreaterThan(100);
  });
});

describe('completing a light garment by its symmetry', () => {
  const fill = (mask: Mask, left: number, top: number, right: number, bottom: number, value: number) => {
    for (let y = top; y <= bottom; y++) for (let x = left; x <= right; x++) mask.data[y * WIDTH + x] = value;
  };

  it('puts back every missing mirror part as large as a sleeve end, and no backdrop beside an asymmetric strap', () => {
    // A white tee (torso, two sleeves, a strap on its left only) on warm grey paper. The flood took a small part of
    // its right sleeve's top, as on the shaded sleeve of a white tee printed with flowers, and a larger part of the
    // body's side: the sleeve part was left out when only the largest missing part was put back.
    const shape = createMask(WIDTH, HEIGHT);
    fill(shape, 80, 60, 160, 280, 1);
    fill(shape, 40, 60, 80, 120, 1);
    fill(shape, 160, 60, 200, 120, 1);
    fill(shape, 60, 30, 70, 59, 1);
    const image: RgbImage = { width: WIDTH, height: HEIGHT, data: new Uint8Array(WIDTH * HEIGHT * 3) };
    for (let pixel = 0; pixel < WIDTH * HEIGHT; pixel++)
      image.data.set(shape.data[pixel] > 0.5 ? [236, 235, 240] : [225, 215, 200], pixel * 3);
    const found = { ...shape, data: new Float32Array(shape.data) };
    fill(found, 175, 60, 187, 96, 0);
    fill(found, 140, 200, 160, 270, 0);
    const completed = completeBySymmetry(found, image, createMask(WIDTH, HEIGHT), edgeStrength(image));
    const lostSleeve = createMask(WIDTH, HEIGHT);
    fill(lostSleeve, 178, 63, 184, 93, 1);
    expect(lostSleeve.data.every((value, pixel) => value < 0.5 || completed.data[pixel] > 0.5)).toBe(true);
    expect(completed.data[235 * WIDTH + 150]).toBe(1);
    const strapMirror = createMask(WIDTH, HEIGHT);
    fill(strapMirror, 170, 30, 180, 59, 1);
    expect(strapMirror.data.some((value, pixel) => value > 0.5 && completed.data[pixel] > 0.5)).toBe(false);
    expect(maskArea(completed)).toBeLessThanOrEqual(maskArea(shape));
  });

  it('puts no paper shoulder beside a white one-shoulder top on white paper', () => {
    // The paper mirroring the strap has the top's hue and brightness, but neither an outline nor a fabric's texture.
    const shape = createMask(WIDTH, HEIGHT);
    fill(shape, 80, 60, 160, 280, 1);
    fill(shape, 60, 30, 70, 59, 1);
    const image: RgbImage = { width: WIDTH, height: HEIGHT, data: new Uint8Array(WIDTH * HEIGHT * 3) };
    for (let pixel = 0; pixel < WIDTH * HEIGHT; pixel++)
      image.data.set(shape.data[pixel] > 0.5 ? [238, 237, 240] : [250, 249, 252], pixel * 3);
    const completed = completeBySymmetry(shape, image, createMask(WIDTH, HEIGHT), edgeStrength(image));
    expect(maskArea(completed)).toBe(maskArea(shape));
  });
});
