import { photoOnCanvas } from './garment-frame';
import { RgbImage } from './types';

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
