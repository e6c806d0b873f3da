import { EngineModels, tf } from './models';
import { createMask, resizeMask } from '../shared/raster';
import { KEYPOINT_NAMES, Keypoint, Mask, Pose, RgbImage } from '../shared/types';

export interface DetectedPerson {
  /** Detector confidence for the whole person, 0 to 1. */
  score: number;
  box: { left: number; top: number; right: number; bottom: number };
  pose: Pose;
}

export interface PersonAnalysis {
  /** Every confident person, the main one first. */
  people: DetectedPerson[];
  /** The main person's keypoints, refined on a crop around them. */
  pose?: Pose;
  /** Soft mask of people in the photo, at the photo's size. */
  personMask: Mask;
}

const MULTI_POSE_LONG_SIDE = 256;
const SINGLE_POSE_SIZE = 256;
const SEGMENTATION_SIZE = 256;
const PERSON_SCORE = 0.25;
/** A second detection smaller than this fraction of the main one is a poster or a reflection, not a second sitter. */
const SECOND_PERSON_MIN_AREA = 0.2;

function imageTensor(image: RgbImage): tf.Tensor3D {
  return tf.tensor3d(image.data, [image.height, image.width, 3], 'int32');
}

function poseFromFlat(
  values: ArrayLike<number>,
  offset: number,
  mapX: (x: number) => number,
  mapY: (y: number) => number,
): Pose {
  const pose = {} as Pose;
  KEYPOINT_NAMES.forEach((name, index) => {
    const base = offset + index * 3;
    pose[name] = { y: mapY(values[base]), x: mapX(values[base + 1]), score: values[base + 2] };
  });
  return pose;
}

function detectPeople(
  models: EngineModels,
  source: tf.Tensor3D,
  image: RgbImage,
  longSide = MULTI_POSE_LONG_SIDE,
): DetectedPerson[] {
  const scale = longSide / Math.max(image.width, image.height);
  const inputWidth = Math.max(32, Math.round((image.width * scale) / 32) * 32);
  const inputHeight = Math.max(32, Math.round((image.height * scale) / 32) * 32);
  const output = tf.tidy(() => {
    const resized = tf.expandDims(tf.cast(tf.image.resizeBilinear(source, [inputHeight, inputWidth]), 'int32'), 0);
    return models.multiPose.execute(resized) as tf.Tensor;
  });
  const values = output.dataSync();
  output.dispose();
  const people: DetectedPerson[] = [];
  for (let index = 0; index < 6; index++) {
    const base = index * 56;
    const score = values[base + 55];
    if (score < PERSON_SCORE) continue;
    const pose = poseFromFlat(
      values,
      base,
      (x) => x * image.width,
      (y) => y * image.height,
    );
    const box = {
      top: values[base + 51] * image.height,
      left: values[base + 52] * image.width,
      bottom: values[base + 53] * image.height,
      right: values[base + 54] * image.width,
    };
    people.push({ score, box, pose });
  }
  const area = (person: DetectedPerson) => (person.box.right - person.box.left) * (person.box.bottom - person.box.top);
  people.sort((a, b) => area(b) * b.score - area(a) * a.score);
  if (people.length === 0) return people;
  const mainArea = area(people[0]);
  return people.filter((person, index) => index === 0 || area(person) >= mainArea * SECOND_PERSON_MIN_AREA);
}

/**
 * MoveNet Thunder on a square crop around the detected person gives steadier joints than the multi-person pass.
 * `pixels`: the photo as floats, shared with `segmentPeople`.
 */
function refinePose(models: EngineModels, pixels: tf.Tensor3D, image: RgbImage, person: DetectedPerson): Pose {
  const centerX = (person.box.left + person.box.right) / 2;
  const centerY = (person.box.top + person.box.bottom) / 2;
  const side = Math.max(person.box.right - person.box.left, person.box.bottom - person.box.top) * 1.25;
  const left = centerX - side / 2;
  const top = centerY - side / 2;
  const output = tf.tidy(() => {
    const crop = tf.image.cropAndResize(
      tf.expandDims(pixels, 0) as tf.Tensor4D,
      [
        [
          top / (image.height - 1),
          left / (image.width - 1),
          (top + side) / (image.height - 1),
          (left + side) / (image.width - 1),
        ],
      ],
      [0],
      [SINGLE_POSE_SIZE, SINGLE_POSE_SIZE],
    );
    return models.singlePose.execute(tf.cast(crop, 'int32')) as tf.Tensor;
  });
  const values = output.dataSync();
  output.dispose();
  const refined = poseFromFlat(
    values,
    0,
    (x) => left + x * side,
    (y) => top + y * side,
  );
  const pose = {} as Pose;
  for (const name of KEYPOINT_NAMES) {
    const coarse: Keypoint = person.pose[name];
    pose[name] = refined[name].score >= coarse.score * 0.8 ? refined[name] : coarse;
  }
  return pose;
}

function segmentPeople(models: EngineModels, pixels: tf.Tensor3D, image: RgbImage): Mask {
  const output = tf.tidy(() => {
    const resized = tf.expandDims(
      tf.div(tf.image.resizeBilinear(pixels, [SEGMENTATION_SIZE, SEGMENTATION_SIZE]), 255),
      0,
    );
    return models.selfieSegmentation.execute(resized) as tf.Tensor;
  });
  const values = output.dataSync();
  output.dispose();
  const small = createMask(SEGMENTATION_SIZE, SEGMENTATION_SIZE);
  small.data.set(values);
  return resizeMask(small, image.width, image.height);
}

/**
 * Only the fast multi-person pass: enough to tell whether a photo shows someone at all. A smaller `longSide` runs
 * faster (160 px: a third of the time of 256 px) and scores people a little less steadily.
 */
export function detectPeopleOnly(models: EngineModels, image: RgbImage, longSide?: number): DetectedPerson[] {
  const source = imageTensor(image);
  try {
    return detectPeople(models, source, image, longSide);
  } finally {
    source.dispose();
  }
}

/** `detected`: what `detectPeopleOnly` already found in this image, so the detector does not run twice. */
export function analysePerson(models: EngineModels, image: RgbImage, detected?: DetectedPerson[]): PersonAnalysis {
  const source = imageTensor(image);
  const pixels = tf.cast(source, 'float32') as tf.Tensor3D;
  try {
    const people = detected ?? detectPeople(models, source, image);
    const pose = people.length > 0 ? refinePose(models, pixels, image, people[0]) : undefined;
    const personMask = segmentPeople(models, pixels, image);
    return { people, pose, personMask };
  } finally {
    source.dispose();
    pixels.dispose();
  }
}
