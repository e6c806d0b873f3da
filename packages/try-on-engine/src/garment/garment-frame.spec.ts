import { garmentAtWorkingSize, photoOnCanvas } from './garment-frame';
import { RgbImage } from '../shared/types';

const WIDTH = 200;
const HEIGHT = 160;

function plain(colour: [number, number, number]): RgbImage {
  const data = new Uint8Array(WIDTH * HEIGHT * 3);
  for (let pixel = 0; pixel < WIDTH * HEIGHT; pixel++) data.set(colour, pixel * 3);
  return { width: WIDTH, height: HEIGHT, data };
}

function paint(image: RgbImage, left: number, top: number, right: number, bottom: number, colour: number[]): void {
  for (let y = top; y <= bottom; y++) for (let x = left; x <= right; x++) image.data.set(colour, (y * WIDTH + x) * 3);
}

/** A red tee's body and sleeves inside columns 60–139, rows 40–119. */
function tee(image: RgbImage): void {
  paint(image, 75, 40, 124, 119, [200, 30, 40]);
  paint(image, 60, 40, 139, 70, [200, 30, 40]);
}

describe('photoOnCanvas', () => {
  it('finds a photo with its own off-white backdrop pasted on a white canvas, less the edge a JPEG rings along', () => {
    const image = plain([255, 255, 255]);
    paint(image, 30, 10, 169, 149, [246, 246, 246]);
    tee(image);
    expect(photoOnCanvas(image)).toEqual({ left: 32, top: 12, width: 136, height: 136 });
  });

  it('finds a photo whose backdrop is shaded across it, 20 levels from one corner to the other', () => {
    const image = plain([255, 255, 255]);
    for (let y = 10; y <= 149; y++)
      for (let x = 30; x <= 169; x++) {
        const level = Math.round(247 - ((x - 30 + y - 10) / 278) * 20);
        image.data.set([level, level - 1, level - 5], (y * WIDTH + x) * 3);
      }
    tee(image);
    expect(photoOnCanvas(image)).toEqual({ left: 32, top: 12, width: 136, height: 136 });
  });

  it('finds a letterboxed photo, taking off only the canvas above and below it', () => {
    const image = plain([255, 255, 255]);
    paint(image, 0, 20, WIDTH - 1, 139, [238, 236, 232]);
    tee(image);
    expect(photoOnCanvas(image)).toEqual({ left: 0, top: 22, width: WIDTH, height: 116 });
  });

  it('finds nothing on a garment photographed on a plain backdrop, white or not', () => {
    for (const backdrop of [
      [255, 255, 255],
      [246, 246, 246],
      [200, 205, 210],
    ] as Array<[number, number, number]>) {
      const image = plain(backdrop);
      tee(image);
      expect(photoOnCanvas(image)).toBeUndefined();
    }
  });

  it('finds nothing where the photo is padded with its own backdrop colour (a landscape photo of a garment)', () => {
    const image = plain([246, 246, 246]);
    paint(image, 40, 0, 159, HEIGHT - 1, [246, 246, 246]);
    tee(image);
    expect(photoOnCanvas(image)).toBeUndefined();
  });

  it('finds nothing where the corners differ (a model photographed in a room)', () => {
    const image = plain([255, 255, 255]);
    paint(image, 30, 10, 169, 149, [246, 246, 246]);
    paint(image, 0, 150, 10, HEIGHT - 1, [120, 110, 100]);
    expect(photoOnCanvas(image)).toBeUndefined();
  });
});

describe('garmentAtWorkingSize', () => {
  it('crops a large upload to the photo pasted on its canvas, at the working size', async () => {
    // 1,600 × 1,280 of white, a 1,120 × 1,120 photo on a 246 backdrop in it, a red square in the photo's middle.
    const width = 1600;
    const height = 1280;
    const data = new Uint8Array(width * height * 3).fill(255);
    for (let y = 80; y < 1200; y++)
      for (let x = 240; x < 1360; x++) {
        const red = x >= 700 && x < 900 && y >= 540 && y < 740;
        data.set(red ? [200, 30, 40] : [246, 246, 246], (y * width + x) * 3);
      }
    const garment = await garmentAtWorkingSize({ width, height, data }, 800);
    expect(garment.width).toBeGreaterThan(780);
    expect(garment.width).toBeLessThanOrEqual(800);
    expect(Math.abs(garment.width - garment.height)).toBeLessThanOrEqual(2);
    // No canvas left along its edges: every corner is the photo's backdrop.
    for (const pixel of [
      0,
      garment.width - 1,
      (garment.height - 1) * garment.width,
      garment.width * garment.height - 1,
    ])
      expect(Math.abs(garment.data[pixel * 3] - 246)).toBeLessThanOrEqual(2);
  });

  it('only resizes a photo that has no canvas', async () => {
    const image = plain([246, 246, 246]);
    tee(image);
    const garment = await garmentAtWorkingSize(image, 100);
    expect([garment.width, garment.height]).toEqual([100, 80]);
  });
});
