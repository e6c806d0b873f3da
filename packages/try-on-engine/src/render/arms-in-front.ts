import { Body, Limb } from '../person/body';
import { add, lerp, normalize, scale, subtract } from '../shared/geometry';
import { ceil, floor, hypot, max, min, round } from '../shared/numeric';
import { Box, uncropMask } from '../shared/person-box';
import { createMask, dilate, gaussianBlur, mapMask, threshold } from '../shared/raster';
import { fillCapsule } from '../shared/shapes';
import { labelComponents } from '../shared/components';
import { Mask, Point } from '../shared/types';

/*
 * What of the arms lies in front of the new garment: the hands, forearms across the body, and upper arms hanging beside
 * it, as photographed.
 */

interface Capsule {
  from: Point;
  to: Point;
  radius: number;
}

/**
 * The skin within the capsules, on a box around them (and `margin` pixels more, for work done on it after) cut out of
 * the photo, with that box; undefined when none lies on the photo. Masks of the whole photo cost 10–20 ms a try-on.
 */
function skinInCapsules(skin: Mask, capsules: Capsule[], margin = 0): { skin: Mask; box: Box } | undefined {
  const { width, height } = skin;
  let [left, top, right, bottom] = [width, height, 0, 0];
  for (const { from, to, radius } of capsules)
    for (const end of [from, to]) {
      left = max(0, min(left, floor(end.x - radius - margin)));
      top = max(0, min(top, floor(end.y - radius - margin)));
      right = min(width, max(right, ceil(end.x + radius + margin)));
      bottom = min(height, max(bottom, ceil(end.y + radius + margin)));
    }
  if (right <= left || bottom <= top) return undefined;
  const box = { left, top, width: right - left, height: bottom - top };
  const inBox = createMask(box.width, box.height);
  const shifted = (point: Point) => ({ x: point.x - left, y: point.y - top });
  for (const { from, to, radius } of capsules) fillCapsule(inBox, shifted(from), shifted(to), radius);
  for (let y = 0; y < box.height; y++)
    for (let x = 0; x < box.width; x++)
      if (skin.data[(y + top) * width + x + left] <= 0.5) inBox.data[y * box.width + x] = 0;
  return { skin: inBox, box };
}

/** Skin in the hands' and forearms' zone in pieces smaller than this (shoulder widths squared) is no hand nor arm. */
const HAND_PIECE = 0.003;
/** Unless it comes this near a larger piece (shoulder widths): a finger parted from the hand by a shadow. */
const HAND_PIECE_GAP = 0.03;

/**
 * The skin of the hands, and of forearms that lie across the body, which garments must pass behind; a forearm for which
 * `inSleeve` holds is inside the new garment's sleeve, and only its hand is kept. Specks that pass for skin beside
 * them (the gold of a leopard skirt's print beside a hand) are not kept: in front of the new top they were flecks on it.
 */
export function handsAndForearmsSkin(body: Body, skin: Mask, inSleeve: (arm: Limb) => boolean = () => false): Mask {
  const { width, height } = skin;
  const capsules: Capsule[] = [];
  for (const arm of [body.armLeft, body.armRight]) {
    if (!arm.endSeen) continue;
    const direction = normalize(subtract(arm.end, arm.middle));
    const handEnd = add(arm.end, scale(direction, body.shoulderWidth * 0.35));
    capsules.push({ from: arm.end, to: handEnd, radius: body.shoulderWidth * 0.2 });
    if (arm.middleSeen && !inSleeve(arm))
      capsules.push({ from: arm.middle, to: arm.end, radius: body.shoulderWidth * 0.13 });
  }
  // Worked on in a box around the hands and forearms only: over the whole photo it took 20–24 ms.
  const inBox = skinInCapsules(skin, capsules);
  if (!inBox) return createMask(width, height);
  const { box, skin: inZone } = inBox;
  const { labels, sizes } = labelComponents(inZone);
  const least = body.shoulderWidth * body.shoulderWidth * HAND_PIECE;
  const large = mapMask(inZone, (value, pixel) => (value > 0.5 && sizes[labels[pixel]] >= least ? 1 : 0));
  const nearLarge = dilate(large, max(1, round(body.shoulderWidth * HAND_PIECE_GAP)));
  const nearPieces = new Set<number>();
  for (let pixel = 0; pixel < labels.length; pixel++)
    if (labels[pixel] > 0 && nearLarge.data[pixel] > 0.5) nearPieces.add(labels[pixel]);
  const kept = mapMask(inZone, (value, pixel) => (value > 0.5 && nearPieces.has(labels[pixel]) ? 1 : 0));
  return uncropMask(kept, box, width, height);
}

/**
 * Below the armpit an upper arm hanging beside the body lies in front of it: from this share of the way from the shoulder
 * to the elbow, this thick (radius, in shoulder widths). Above it a garment's shoulders and armholes cover the arm.
 */
const UPPER_ARM_IN_FRONT_FROM = 0.3;
const UPPER_ARM_IN_FRONT_RADIUS = 0.14;

/** How much the upper arms' skin is smoothed (a Gaussian's sigma, pixels): lines of it 3 pixels wide or less go. */
const ARM_SKIN_SMOOTHING = 2;

/** What decides which upper arms lie in front of the new garment. */
export interface UpperArms {
  /** The new garment was photographed on a model. */
  worn: boolean;
  /** Whether its left and its right sleeve were found. */
  sleevesFound: [boolean, boolean];
  /** How far (0 to 1) down the line from `from` to `to` a sleeve is drawn within `halfWidth` of it. */
  sleeveReach: (from: Point, to: Point, halfWidth: number) => number;
  /** Whether the left and the right upper arm are painted where an old sleeve covered them. */
  painted: [boolean, boolean];
}

/**
 * The skin of the upper arms below the armpits and the new garment's sleeves, which a garment's body passes behind: laid
 * over them down to the elbows, a tank or a tee's body hid the arm and cut the forearm off in a round notch. A sleeve is
 * drawn apart from the garment's body, on its own layer, only where it was found: an arm is taken on a garment with no
 * sleeve found (sleeveless) or on the side of a sleeve found, and from below where that sleeve reaches (part of a sleeve
 * lying against the body is on the body's layer, and the arm cut holes in it); a sleeve reaching the elbow leaves no
 * upper arm. A garment photographed on a model can have its sleeves on its body's layer: no arm is taken. Nor is an arm
 * painted under an old sleeve: its photographed part kept in front ended at the old sleeve's hem, hem line and all.
 * Thin lines of the skin estimate along an old garment's edge beside the arm were dashes in the new garment, and its
 * ragged edge a jagged arm: the skin is smoothed.
 */
export function upperArmSkinInFront(body: Body, skin: Mask, arms: UpperArms): Mask {
  const { width, height } = skin;
  const radius = body.shoulderWidth * UPPER_ARM_IN_FRONT_RADIUS;
  const sleeveless = !arms.sleevesFound[0] && !arms.sleevesFound[1];
  const lines: Array<{ from: Point; to: Point }> = [];
  for (const [side, arm] of [body.armLeft, body.armRight].entries()) {
    if (arms.worn || arms.painted[side] || !arm.middleSeen || !(sleeveless || arms.sleevesFound[side])) continue;
    const length = max(1, hypot(arm.middle.x - arm.root.x, arm.middle.y - arm.root.y));
    // The capsule's round end reaches a radius above its start: that far below the sleeve's end.
    const start = max(UPPER_ARM_IN_FRONT_FROM, arms.sleeveReach(arm.root, arm.middle, radius) + radius / length);
    if (start < 1) lines.push({ from: lerp(arm.root, arm.middle, start), to: arm.middle });
  }
  // Worked on in a box around the arms only: over the whole photo it took 10 ms.
  const capsules = lines.map((line) => ({ ...line, radius }));
  const inBox = skinInCapsules(skin, capsules, ARM_SKIN_SMOOTHING * 3);
  if (!inBox) return createMask(width, height);
  const { box, skin: armSkin } = inBox;
  return uncropMask(threshold(gaussianBlur(armSkin, ARM_SKIN_SMOOTHING), 0.5), box, width, height);
}
