import { cropImage, cropMask, personBox, poseInBox, uncropImage, uncropMask } from './person-box';
import { createMask } from './raster';
import { KEYPOINT_NAMES, Pose, RgbImage } from './types';

function personMask(width: number, height: number, left: number, top: number, right: number, bottom: number) {
  const mask = createMask(width, height);
  for (let y = top; y <= bottom; y++) for (let x = left; x <= right; x++) mask.data[y * width + x] = 0.9;
  return mask;
}

describe('the person box', () => {
  it('holds the person and the margin, with sides on multiples of four, and stops at the photo edges', () => {
    const box = personBox(personMask(200, 300, 61, 30, 130, 299), 10);
    expect(box).toEqual({ left: 48, top: 20, width: 96, height: 280 });
    expect(box.left % 4).toBe(0);
    expect(box.top + box.height).toBe(300);
    expect(personBox(createMask(50, 40), 5)).toEqual({ left: 0, top: 0, width: 50, height: 40 });
  });

  it('gives back the same pixels where they came from, and the photo unchanged around them', () => {
    const image: RgbImage = { width: 20, height: 10, data: new Uint8Array(600).map((_, index) => index % 251) };
    const box = { left: 4, top: 2, width: 8, height: 4 };
    const part = cropImage(image, box);
    expect(Array.from(part.data.subarray(0, 3))).toEqual(Array.from(image.data.subarray(132, 135)));
    part.data.fill(7);
    const whole = uncropImage(image, part, box);
    expect(whole.data[(3 * 20 + 5) * 3]).toBe(7);
    expect(whole.data[(1 * 20 + 5) * 3]).toBe(image.data[(1 * 20 + 5) * 3]);
    expect(whole.data[(3 * 20 + 12) * 3]).toBe(image.data[(3 * 20 + 12) * 3]);

    const mask = personMask(20, 10, 5, 3, 6, 4);
    const back = uncropMask(cropMask(mask, box), box, 20, 10);
    expect(Array.from(back.data)).toEqual(Array.from(mask.data));
  });

  it('moves every keypoint by the box corner and keeps its score', () => {
    const pose = Object.fromEntries(
      KEYPOINT_NAMES.map((name, index) => [name, { x: 100 + index, y: 50 + index, score: 0.5 }]),
    ) as Pose;
    const moved = poseInBox(pose, { left: 40, top: 8, width: 100, height: 100 });
    expect(moved.nose).toEqual({ x: 60, y: 42, score: 0.5 });
    expect(moved.rightAnkle.x).toBe(pose.rightAnkle.x - 40);
  });
});
