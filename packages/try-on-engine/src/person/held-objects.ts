import { Body } from './body';
import { distanceToSegment } from '../shared/geometry';
import { combineMasks, createMask, dilate, erode, thresholdBelow, unionMasks } from '../shared/raster';
import { fillHoles } from '../shared/components';
import { Mask, Point, RgbImage } from '../shared/types';
import { ceil, floor, hypot, max, min } from '../shared/numeric';

/** How far from the wrist a held object may reach, in shoulder widths (a clutch bag is about one shoulder width). */
const OBJECT_REACH = 0.9;
/** Skin this close to the wrist is the hand that holds the object. */
const HAND_REACH = 0.35;
/** An object larger than this (in square shoulder widths) is not held but something the colour test missed. */
const LARGEST_OBJECT = 1.6;
/** How far from a wrist, in shoulder widths, a held object stays in front of a sleeve. */
const HELD_BY_HAND = 0.3;
/** How far beside a forearm's line, in its radii, what passes for a held object is the forearm's shaded side. */
const FOREARM_SIDE = 1.5;
/** Thin traces this close to the hand, in pixels, are gaps between its fingers, not a rim running along a garment. */
const FINGER_GAP = 4;
/** A colour is part of a garment when it covers at least this fraction of the garment's pixels. */
const PRESENT_FRACTION = 0.005;

const LEVELS = 16;
const SHIFT = 4;

const binOf = (data: Uint8Array, pixel: number) =>
  ((data[pixel * 3] >> SHIFT) * LEVELS + (data[pixel * 3 + 1] >> SHIFT)) * LEVELS + (data[pixel * 3 + 2] >> SHIFT);

/** The bin of a pixel's colour in `colourPresence`'s colour cube. */
export const colourBin = (image: RgbImage, pixel: number): number => binOf(image.data, pixel);

/** Below this person-mask value a pixel is backdrop, for learning the backdrop's colours. */
const BACKDROP_LEVEL = 0.2;

/** The colours of the photo's backdrop (see `colourPresence`): the pixels the person mask is sure are not the person. */
export function backdropColours(image: RgbImage, personMask: Mask): Uint8Array {
  return colourPresence(image, thresholdBelow(personMask, BACKDROP_LEVEL));
}

/**
 * The colours a region is made of, on a 16-level cube, grown by one level in every direction: a colour outside it
 * differs strongly from everything in the region, not just from its most common colours. Pixels within `radius` of
 * `centres` are left out unless that leaves less than 40 % of the region.
 */
export function colourPresence(image: RgbImage, region: Mask, centres: Point[] = [], radius = 0): Uint8Array {
  const all = new Uint32Array(LEVELS ** 3);
  const away = new Uint32Array(LEVELS ** 3);
  let total = 0;
  let totalAway = 0;
  const { width } = region;
  for (let pixel = 0; pixel < region.data.length; pixel++) {
    if (region.data[pixel] <= 0.5) continue;
    const bin = binOf(image.data, pixel);
    all[bin]++;
    total++;
    if (centres.length > 0) {
      const x = pixel % width;
      const y = (pixel - x) / width;
      let near = false;
      for (const centre of centres) if ((x - centre.x) ** 2 + (y - centre.y) ** 2 <= radius * radius) near = true;
      if (near) continue;
    }
    away[bin]++;
    totalAway++;
  }
  const useAway = totalAway >= total * 0.4;
  const counts = useAway ? away : all;
  total = useAway ? totalAway : total;
  const presence = new Uint8Array(LEVELS ** 3);
  const least = max(2, total * PRESENT_FRACTION);
  for (let red = 0; red < LEVELS; red++) {
    for (let green = 0; green < LEVELS; green++) {
      for (let blue = 0; blue < LEVELS; blue++) {
        if (counts[(red * LEVELS + green) * LEVELS + blue] < least) continue;
        for (let r = max(0, red - 1); r <= min(LEVELS - 1, red + 1); r++) {
          for (let g = max(0, green - 1); g <= min(LEVELS - 1, green + 1); g++) {
            for (let b = max(0, blue - 1); b <= min(LEVELS - 1, blue + 1); b++)
              presence[(r * LEVELS + g) * LEVELS + b] = 1;
          }
        }
      }
    }
  }
  return presence;
}

export interface HeldObjectInput {
  image: RgbImage;
  personMask: Mask;
  skin: Mask;
  head: Mask;
  /** The garment being replaced (as estimated, objects on it included), whose colours an object does not share. */
  replaced: Mask;
  /** Other garments whose colours are not an object either (the trousers beside a hand, when a top is replaced). */
  others?: Mask;
}

/**
 * Objects held in front of the body (a clutch bag, a phone): person pixels reached from a hand through colours that
 * are neither skin nor in the replaced garment (nor in `others`), within reach of the wrist. They stay on top.
 */
export function heldObjects(input: HeldObjectInput, body: Body): Mask {
  const { image, personMask, skin, head, replaced, others } = input;
  const { width, height } = image;
  // The colour estimate of a garment takes in what lies on it, so its colours are learnt away from the hands.
  const wrists = [body.armLeft, body.armRight].filter((arm) => arm.endSeen).map((arm) => arm.end);
  const clearance = body.shoulderWidth * OBJECT_REACH;
  const garmentColours = colourPresence(image, replaced, wrists, clearance);
  const otherColours = others ? colourPresence(image, others, wrists, clearance) : undefined;
  const result = createMask(width, height);
  for (const arm of [body.armLeft, body.armRight]) {
    if (!arm.endSeen) continue;
    const reach = body.shoulderWidth * OBJECT_REACH;
    const handReach = body.shoulderWidth * HAND_REACH;
    const box = {
      left: max(0, floor(arm.end.x - reach)),
      top: max(0, floor(arm.end.y - reach)),
      right: min(width - 1, ceil(arm.end.x + reach)),
      bottom: min(height - 1, ceil(arm.end.y + reach)),
    };
    if (box.right < box.left || box.bottom < box.top) continue;
    const traced = traceFromHand(input, arm.end, reach, handReach, box, garmentColours, otherColours);
    if (!traced) continue;
    // An object has a body: a trace one or two pixels wide that runs away from the hand is the blended rim between two
    // garments (a long shirt's hem on black trousers); kept, it showed as a pale line where the old hem had been. Thin
    // gaps between the fingers stay.
    const object = unionMasks(
      dilate(erode(traced.object, 1), 1),
      combineMasks(traced.object, dilate(traced.hand, FINGER_GAP), Math.min),
    );
    let area = 0;
    for (let index = 0; index < object.data.length; index++) area += object.data[index];
    if (area > LARGEST_OBJECT * body.shoulderWidth * body.shoulderWidth) continue;
    // Lines and shadows on the object that share the garment's colours belong to it; so do thin gaps at its edge.
    const closed = fillHoles(erode(dilate(object, 2), 2));
    for (let y = box.top; y <= box.bottom; y++) {
      for (let x = box.left; x <= box.right; x++) {
        const pixel = y * width + x;
        const inside = closed.data[(y - box.top) * object.width + (x - box.left)] > 0.5;
        if (inside && personMask.data[pixel] > 0.5 && skin.data[pixel] < 0.5 && head.data[pixel] < 0.5)
          result.data[pixel] = 1;
      }
    }
  }
  return result;
}

type Box = { left: number; top: number; right: number; bottom: number };

/**
 * Breadth-first search from the hand's skin through object-coloured person pixels, inside `box`. Returns box-sized
 * masks of the object and of the hand it started from.
 */
function traceFromHand(
  input: HeldObjectInput,
  wrist: Point,
  reach: number,
  handReach: number,
  box: Box,
  garmentColours: Uint8Array,
  otherColours: Uint8Array | undefined,
): { object: Mask; hand: Mask } | undefined {
  const { image, personMask, skin, head } = input;
  const { width } = image;
  const boxWidth = box.right - box.left + 1;
  const boxHeight = box.bottom - box.top + 1;
  const object = createMask(boxWidth, boxHeight);
  const hand = createMask(boxWidth, boxHeight);
  const visited = new Uint8Array(boxWidth * boxHeight);
  const queue = new Int32Array(boxWidth * boxHeight);
  let front = 0;
  let tail = 0;
  const near = (x: number, y: number, radius: number) => (x - wrist.x) ** 2 + (y - wrist.y) ** 2 <= radius * radius;
  const isHand = (pixel: number, x: number, y: number) => skin.data[pixel] > 0.5 && near(x, y, handReach);
  const isObject = (pixel: number) => {
    if (personMask.data[pixel] <= 0.5 || skin.data[pixel] > 0.5 || head.data[pixel] > 0.5) return false;
    const bin = binOf(image.data, pixel);
    return garmentColours[bin] === 0 && (!otherColours || otherColours[bin] === 0);
  };
  for (let y = box.top; y <= box.bottom; y++) {
    for (let x = box.left; x <= box.right; x++) {
      if (!isHand(y * width + x, x, y)) continue;
      const local = (y - box.top) * boxWidth + (x - box.left);
      visited[local] = 1;
      hand.data[local] = 1;
      queue[tail++] = local;
    }
  }
  if (tail === 0) return undefined;
  let found = false;
  while (front < tail) {
    const local = queue[front++];
    const localX = local % boxWidth;
    const localY = (local - localX) / boxWidth;
    for (let step = 0; step < 4; step++) {
      const nextX = localX + (step === 0 ? -1 : step === 1 ? 1 : 0);
      const nextY = localY + (step === 2 ? -1 : step === 3 ? 1 : 0);
      if (nextX < 0 || nextY < 0 || nextX >= boxWidth || nextY >= boxHeight) continue;
      const nextLocal = nextY * boxWidth + nextX;
      if (visited[nextLocal]) continue;
      visited[nextLocal] = 1;
      const x = nextX + box.left;
      const y = nextY + box.top;
      if (!near(x, y, reach)) continue;
      const pixel = y * width + x;
      if (isObject(pixel)) {
        object.data[nextLocal] = 1;
        found = true;
      } else if (!isHand(pixel, x, y)) continue;
      queue[tail++] = nextLocal;
    }
  }
  return found ? { object, hand } : undefined;
}

/**
 * Whether a pixel of `objects` stays in front of the new garment: on its body always; on a sleeve only near the hand,
 * and not beside the forearm above the wrist. A sleeve covers the forearm: what passes for a held object along it (the
 * arm's shaded side beside a hand in a pocket, reached from the hand through colours that are neither skin nor a
 * garment's) cut holes in a long sleeve, farther up the arm and, near the hand, slits along the sleeve down to the cuff.
 */
export function heldInFront(
  objects: Mask,
  layer: Uint8Array,
  body: Body,
  forearmRadii: { left: number; right: number },
): (pixel: number) => boolean {
  const { width } = objects;
  const handReach = body.shoulderWidth * HELD_BY_HAND;
  const forearms = [
    { arm: body.armLeft, radius: forearmRadii.left },
    { arm: body.armRight, radius: forearmRadii.right },
  ].filter(({ arm }) => arm.endSeen);
  // Beside the forearm and not past the wrist (where the hand holds what it holds).
  const besideForearm = (x: number, y: number, elbow: Point, wrist: Point, radius: number) =>
    (x - wrist.x) * (wrist.x - elbow.x) + (y - wrist.y) * (wrist.y - elbow.y) <= 0 &&
    distanceToSegment(x, y, elbow, wrist) <= radius * FOREARM_SIDE;
  return (pixel) => {
    if (objects.data[pixel] <= 0.5) return false;
    if (layer[pixel] === 0) return true;
    const x = pixel % width;
    const y = (pixel - x) / width;
    const nearHand = forearms.some(({ arm }) => hypot(x - arm.end.x, y - arm.end.y) <= handReach);
    return nearHand && !forearms.some(({ arm, radius }) => besideForearm(x, y, arm.middle, arm.end, radius));
  };
}
