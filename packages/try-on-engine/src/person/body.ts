import { TryOnEngineError } from '../shared/errors';
import { add, distance, midpoint, normalize, scale, subtract } from '../shared/geometry';
import { GarmentCategory, Keypoint, Point, Pose } from '../shared/types';

/** Keypoints below this confidence are treated as not visible. */
export const VISIBLE_SCORE = 0.3;

export interface Limb {
  root: Point;
  middle: Point;
  end: Point;
  /** Whether the middle and end joints were seen, rather than guessed. */
  middleSeen: boolean;
  endSeen: boolean;
}

/** The skeleton in photo coordinates, with sides named by where they appear in the photo (not the wearer's left). */
export interface Body {
  shoulderLeft: Point;
  shoulderRight: Point;
  shoulderWidth: number;
  hipLeft: Point;
  hipRight: Point;
  hipsSeen: boolean;
  kneesSeen: boolean;
  anklesSeen: boolean;
  /** Unit vector from the shoulders' midpoint towards the hips' midpoint. */
  down: Point;
  armLeft: Limb;
  armRight: Limb;
  legLeft: Limb;
  legRight: Limb;
  head: Point;
  /** Rough head radius, for keeping the face and hair out of the garment region. */
  headRadius: number;
}

const seen = (keypoint: Keypoint) => keypoint.score >= VISIBLE_SCORE;

function limb(root: Point, middle: Keypoint, end: Keypoint, fallbackDirection: Point, segment: number): Limb {
  const middlePoint = seen(middle) ? middle : add(root, scale(fallbackDirection, segment));
  const direction = normalize(subtract(middlePoint, root));
  const endPoint = seen(end) ? end : add(middlePoint, scale(direction, segment));
  return { root, middle: middlePoint, end: endPoint, middleSeen: seen(middle), endSeen: seen(end) };
}

/**
 * The middle of the face from the parts MoveNet saw. An ear seen alone is one side of the head, half a head off its
 * middle: as on a face cut by the photo's top edge, where the eyes and nose are guesses outside the frame. Its twin's
 * guess then marks the other side, when it lies across the face at a head's width.
 */
function headCentre(pose: Pose, shoulderWidth: number): Point | undefined {
  const faceParts = [pose.nose, pose.leftEye, pose.rightEye, pose.leftEar, pose.rightEar].filter(seen);
  if (faceParts.length === 0) return undefined;
  const loneEar = faceParts.length === 1 && (faceParts[0] === pose.leftEar || faceParts[0] === pose.rightEar);
  if (loneEar) {
    const twin = faceParts[0] === pose.leftEar ? pose.rightEar : pose.leftEar;
    const apart = distance(twin, faceParts[0]);
    if (apart > shoulderWidth * 0.25 && apart < shoulderWidth * 0.8) return midpoint(twin, faceParts[0]);
  }
  return {
    x: faceParts.reduce((sum, part) => sum + part.x, 0) / faceParts.length,
    y: faceParts.reduce((sum, part) => sum + part.y, 0) / faceParts.length,
  };
}

/**
 * Builds the skeleton the garment is fitted to and refuses when the parts the category covers are not in the photo.
 */
export function buildBody(pose: Pose, category: GarmentCategory, imageHeight: number): Body {
  const { leftShoulder, rightShoulder, leftHip, rightHip } = pose;
  if (!seen(leftShoulder) || !seen(rightShoulder)) {
    throw new TryOnEngineError(
      'body_not_visible',
      'Both shoulders need to be visible in your photo. Please use a photo taken from the front.',
    );
  }
  // MoveNet's "left" is the wearer's left, which appears on the right of a photo taken from the front.
  const [shoulderLeft, shoulderRight] =
    leftShoulder.x < rightShoulder.x ? [leftShoulder, rightShoulder] : [rightShoulder, leftShoulder];
  const shoulderWidth = distance(shoulderLeft, shoulderRight);
  if (shoulderWidth < imageHeight * 0.04) {
    throw new TryOnEngineError(
      'body_not_visible',
      'You appear too small or turned sideways in the photo. Please stand closer, facing the camera.',
    );
  }
  const shoulderMiddle = midpoint(shoulderLeft, shoulderRight);
  const hipsSeen = seen(leftHip) && seen(rightHip);
  const across = normalize(subtract(shoulderRight, shoulderLeft));
  const perpendicular = { x: -across.y, y: across.x };
  let hipLeft: Point;
  let hipRight: Point;
  if (hipsSeen) {
    [hipLeft, hipRight] = leftHip.x < rightHip.x ? [leftHip, rightHip] : [rightHip, leftHip];
  } else {
    // Typical adult proportions: hips about 1.5 shoulder widths below the shoulders and 0.65 of their span.
    const hipMiddle = add(shoulderMiddle, scale(perpendicular, shoulderWidth * 1.5));
    hipLeft = add(hipMiddle, scale(across, -shoulderWidth * 0.33));
    hipRight = add(hipMiddle, scale(across, shoulderWidth * 0.33));
  }
  if (category !== 'top' && !hipsSeen) {
    throw new TryOnEngineError(
      'body_not_visible',
      'Your hips need to be visible for this garment. Please use a photo that shows you down to your knees at least.',
    );
  }
  const down = normalize(subtract(midpoint(hipLeft, hipRight), shoulderMiddle));
  const photoLeftIsWearerRight = leftShoulder.x > rightShoulder.x;
  const side = (wearerLeft: Keypoint, wearerRight: Keypoint, photoLeft: boolean) =>
    photoLeftIsWearerRight === photoLeft ? wearerRight : wearerLeft;
  const upperArm = shoulderWidth * 0.85;
  const thigh = shoulderWidth * 1.2;
  const armLeft = limb(
    shoulderLeft,
    side(pose.leftElbow, pose.rightElbow, true),
    side(pose.leftWrist, pose.rightWrist, true),
    down,
    upperArm,
  );
  const armRight = limb(
    shoulderRight,
    side(pose.leftElbow, pose.rightElbow, false),
    side(pose.leftWrist, pose.rightWrist, false),
    down,
    upperArm,
  );
  const legLeft = limb(
    hipLeft,
    side(pose.leftKnee, pose.rightKnee, true),
    side(pose.leftAnkle, pose.rightAnkle, true),
    down,
    thigh,
  );
  const legRight = limb(
    hipRight,
    side(pose.leftKnee, pose.rightKnee, false),
    side(pose.leftAnkle, pose.rightAnkle, false),
    down,
    thigh,
  );
  // MoveNet also guesses joints just below the frame; a knee on the bottom edge of an upper-body photo is not seen.
  const insideFrame = (point: Point) => point.y < imageHeight * 0.97;
  const kneesSeen =
    legLeft.middleSeen && legRight.middleSeen && insideFrame(legLeft.middle) && insideFrame(legRight.middle);
  const anklesSeen = legLeft.endSeen && legRight.endSeen && insideFrame(legLeft.end) && insideFrame(legRight.end);
  if (category !== 'top' && !kneesSeen) {
    throw new TryOnEngineError(
      'body_not_visible',
      'Your legs need to be visible down to the knees for this garment. Please use a full-body photo.',
    );
  }
  for (const leg of [legLeft, legRight]) {
    if (!leg.middleSeen || !kneesSeen) continue;
    const thigh = subtract(leg.middle, leg.root);
    // A thigh closer to horizontal than vertical means the person is sitting or kneeling.
    if (Math.abs(thigh.x) > Math.abs(thigh.y) * 1.2 || thigh.y < 0) {
      throw new TryOnEngineError(
        'body_not_visible',
        'You appear to be sitting. Please use a photo where you are standing and facing the camera.',
      );
    }
  }
  const head = headCentre(pose, shoulderWidth) ?? add(shoulderMiddle, scale(down, -shoulderWidth * 0.8));
  return {
    shoulderLeft,
    shoulderRight,
    shoulderWidth,
    hipLeft,
    hipRight,
    hipsSeen,
    kneesSeen,
    anklesSeen,
    down,
    armLeft,
    armRight,
    legLeft,
    legRight,
    head,
    headRadius: shoulderWidth * 0.42,
  };
}

/** The same skeleton on a copy of the photo resized by `factor`. */
export function scaleBody(body: Body, factor: number): Body {
  const point = (value: Point): Point => ({ x: value.x * factor, y: value.y * factor });
  const limbScaled = (value: Limb): Limb => ({
    ...value,
    root: point(value.root),
    middle: point(value.middle),
    end: point(value.end),
  });
  return {
    ...body,
    shoulderLeft: point(body.shoulderLeft),
    shoulderRight: point(body.shoulderRight),
    shoulderWidth: body.shoulderWidth * factor,
    hipLeft: point(body.hipLeft),
    hipRight: point(body.hipRight),
    armLeft: limbScaled(body.armLeft),
    armRight: limbScaled(body.armRight),
    legLeft: limbScaled(body.legLeft),
    legRight: limbScaled(body.legRight),
    head: point(body.head),
    headRadius: body.headRadius * factor,
  };
}
