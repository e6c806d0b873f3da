import { garmentTilt, rotateImage } from './garment-tilt';
import { createMask } from '../shared/raster';
import { fillPolygon } from '../shared/shapes';
import { Mask, RgbImage } from '../shared/types';

const WIDTH = 240;
const HEIGHT = 300;

/** Jeans laid flat: a waistband across the top and two legs apart below the crotch, as white on black. */
function jeans(): RgbImage {
  const mask = createMask(WIDTH, HEIGHT);
  fillPolygon(mask, [
    { x: 70, y: 30 },
    { x: 170, y: 30 },
    { x: 178, y: 270 },
    { x: 128, y: 270 },
    { x: 120, y: 120 },
    { x: 112, y: 270 },
    { x: 62, y: 270 },
  ]);
  return asImage(mask);
}

function asImage(mask: Mask): RgbImage {
  const data = new Uint8Array(mask.width * mask.height * 3);
  for (let pixel = 0; pixel < mask.data.length; pixel++)
    data.fill(mask.data[pixel] > 0.5 ? 255 : 0, pixel * 3, pixel * 3 + 3);
  return { width: mask.width, height: mask.height, data };
}

function asMask(image: RgbImage): Mask {
  const mask = createMask(image.width, image.height);
  for (let pixel = 0; pixel < mask.data.length; pixel++) mask.data[pixel] = image.data[pixel * 3] > 127 ? 1 : 0;
  return mask;
}

describe('garmentTilt', () => {
  it('finds the turn that stands a garment photographed askew upright, either way', () => {
    for (const askew of [8, -6, 12]) {
      const tilt = garmentTilt(asMask(rotateImage(jeans(), askew)));
      expect(Math.abs(tilt + askew)).toBeLessThanOrEqual(0.75);
    }
  });

  it('leaves a garment standing upright, or nearly, as photographed', () => {
    expect(garmentTilt(asMask(jeans()))).toBe(0);
    expect(garmentTilt(asMask(rotateImage(jeans(), 1.5)))).toBe(0);
  });

  it('turns no garment whose outline no turn makes symmetric (a one-shoulder top)', () => {
    const mask = createMask(WIDTH, HEIGHT);
    fillPolygon(mask, [
      { x: 60, y: 120 },
      { x: 150, y: 30 },
      { x: 185, y: 40 },
      { x: 180, y: 270 },
      { x: 60, y: 270 },
    ]);
    expect(garmentTilt(mask)).toBe(0);
  });
});

describe('rotateImage', () => {
  it('holds the whole photo turned, the corners it uncovers in the colour of the nearest edge', () => {
    const image: RgbImage = { width: 100, height: 60, data: new Uint8Array(100 * 60 * 3).fill(200) };
    const turned = rotateImage(image, 10);
    expect(turned.width).toBe(Math.ceil(100 * Math.cos(Math.PI / 18) + 60 * Math.sin(Math.PI / 18)));
    expect(turned.height).toBe(Math.ceil(100 * Math.sin(Math.PI / 18) + 60 * Math.cos(Math.PI / 18)));
    expect(turned.data.every((value) => value === 200)).toBe(true);
  });

  it('turns clockwise for positive degrees, as the photo is seen', () => {
    // A dot right of the middle moves down when the photo turns clockwise (rows grow downward).
    const image: RgbImage = { width: 101, height: 101, data: new Uint8Array(101 * 101 * 3) };
    image.data.fill(255, (50 * 101 + 90) * 3, (50 * 101 + 91) * 3);
    const turned = rotateImage(image, 90);
    let brightest = 0;
    for (let pixel = 1; pixel < turned.width * turned.height; pixel++)
      if (turned.data[pixel * 3] > turned.data[brightest * 3]) brightest = pixel;
    expect(brightest % turned.width).toBe(50);
    expect(Math.floor(brightest / turned.width)).toBe(90);
  });
});
