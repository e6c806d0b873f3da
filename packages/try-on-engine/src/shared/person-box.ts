/**
 * The part of the person photo a try-on works on: the person's outline with a margin. Nothing beyond it ever changes
 * (the garment is kept within a small reach of the outline, see the pipeline), and working on it instead of the whole
 * photo saves the time spent on the backdrop around a standing person, half the photo on a full-body one.
 */
import { ceil, floor, max, min } from './numeric';
import { createMask, maskBounds } from './raster';
import { KEYPOINT_NAMES, Mask, Pose, RgbImage } from './types';

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The box's sides lie on multiples of this, so the quarter-size planes of the fill and the shading keep the photo's grid. */
const ALIGN = 4;
/** Person-mask values above this are the person, as for learning the backdrop's colours. */
const PERSON_LEVEL = 0.2;

export function personBox(personMask: Mask, margin: number): Box {
  const { width, height } = personMask;
  const bounds = maskBounds(personMask, PERSON_LEVEL) ?? { left: 0, top: 0, right: width - 1, bottom: height - 1 };
  const left = max(0, floor((bounds.left - margin) / ALIGN) * ALIGN);
  const top = max(0, floor((bounds.top - margin) / ALIGN) * ALIGN);
  const right = min(width, ceil((bounds.right + 1 + margin) / ALIGN) * ALIGN);
  const bottom = min(height, ceil((bounds.bottom + 1 + margin) / ALIGN) * ALIGN);
  return { left, top, width: right - left, height: bottom - top };
}

export function cropImage(image: RgbImage, box: Box): RgbImage {
  const data = new Uint8Array(box.width * box.height * 3);
  for (let y = 0; y < box.height; y++) {
    const from = ((y + box.top) * image.width + box.left) * 3;
    data.set(image.data.subarray(from, from + box.width * 3), y * box.width * 3);
  }
  return { width: box.width, height: box.height, data };
}

export function cropMask(mask: Mask, box: Box): Mask {
  const output = createMask(box.width, box.height);
  for (let y = 0; y < box.height; y++) {
    const from = (y + box.top) * mask.width + box.left;
    output.data.set(mask.data.subarray(from, from + box.width), y * box.width);
  }
  return output;
}

/** A mask of the box put back at its place on the whole photo (`width` × `height`), zero around it. */
export function uncropMask(mask: Mask, box: Box, width: number, height: number): Mask {
  const output = createMask(width, height);
  for (let y = 0; y < box.height; y++)
    output.data.set(mask.data.subarray(y * box.width, (y + 1) * box.width), (y + box.top) * width + box.left);
  return output;
}

/** The whole photo with the box's pixels replaced by `part`. */
export function uncropImage(whole: RgbImage, part: RgbImage, box: Box): RgbImage {
  const data = new Uint8Array(whole.data);
  for (let y = 0; y < box.height; y++)
    data.set(
      part.data.subarray(y * box.width * 3, (y + 1) * box.width * 3),
      ((y + box.top) * whole.width + box.left) * 3,
    );
  return { width: whole.width, height: whole.height, data };
}

/** The keypoints in the box's coordinates. */
export function poseInBox(pose: Pose, box: Box): Pose {
  const shifted = {} as Pose;
  for (const name of KEYPOINT_NAMES)
    shifted[name] = { ...pose[name], x: pose[name].x - box.left, y: pose[name].y - box.top };
  return shifted;
}
