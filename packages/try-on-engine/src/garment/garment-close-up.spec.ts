import { closeUpFrame, garmentCloseUp } from './garment-close-up';
import { createMask } from '../shared/raster';
import { fillPolygon } from '../shared/shapes';
import { Mask } from '../shared/types';

/** A garment's outline as a box `width` × `height` with its top left corner at (`left`, `top`) on a 768 × 1024 photo. */
function garment(left: number, top: number, width: number, height: number): Mask {
  const mask = createMask(768, 1024);
  fillPolygon(mask, [
    { x: left, y: top },
    { x: left + width, y: top },
    { x: left + width, y: top + height },
    { x: left, y: top + height },
  ]);
  return mask;
}

const SMALLEST_AREA = 768 * 1024 * 0.02;

describe('closeUpFrame', () => {
  it('frames a garment photographed small with some backdrop round it, enlarged to the usual size', () => {
    const frame = closeUpFrame(garment(320, 320, 125, 395), 1024, SMALLEST_AREA);
    expect(frame).toBeDefined();
    const { box, scale } = frame!;
    expect(box.left).toBeLessThan(320 - 40);
    expect(box.left + box.width).toBeGreaterThan(445 + 40);
    expect(box.top).toBeLessThan(320 - 40);
    expect(box.top + box.height).toBeGreaterThan(715 + 40);
    expect(scale * 395).toBeGreaterThan(750);
    expect(Math.max(box.width, box.height) * scale).toBeLessThanOrEqual(1024);
  });

  it('keeps the frame inside the photo for a small photo the garment fills', () => {
    const mask = createMask(280, 373);
    fillPolygon(mask, [
      { x: 84, y: 30 },
      { x: 192, y: 30 },
      { x: 192, y: 356 },
      { x: 84, y: 356 },
    ]);
    const frame = closeUpFrame(mask, 1024, 280 * 373 * 0.02);
    expect(frame?.box).toEqual({ left: 45, top: 0, width: 186, height: 373 });
    expect(frame!.scale * 373).toBeLessThanOrEqual(1024);
  });

  it('leaves a garment of the usual size, and a speck the cut-out refuses, as they are', () => {
    expect(closeUpFrame(garment(100, 150, 560, 600), 1024, SMALLEST_AREA)).toBeUndefined();
    expect(closeUpFrame(garment(300, 400, 90, 120), 1024, SMALLEST_AREA)).toBeUndefined();
  });
});

describe('garmentCloseUp', () => {
  it('crops the photo round the garment and enlarges it', async () => {
    const mask = garment(320, 320, 125, 395);
    const photo = { width: 768, height: 1024, data: new Uint8Array(768 * 1024 * 3).fill(240) };
    const closeUp = await garmentCloseUp(photo, mask, 1024, SMALLEST_AREA);
    const frame = closeUpFrame(mask, 1024, SMALLEST_AREA)!;
    expect(closeUp?.width).toBe(Math.floor(frame.box.width * frame.scale));
    expect(closeUp?.height).toBe(Math.floor(frame.box.height * frame.scale));
  });
});
