export type GarmentCategory = 'top' | 'bottom' | 'dress';

export const GARMENT_CATEGORIES: readonly GarmentCategory[] = ['top', 'bottom', 'dress'];

/** Packed 8-bit RGB, row-major, three bytes a pixel. */
export interface RgbImage {
  width: number;
  height: number;
  data: Uint8Array;
}

/** One float a pixel, 0 (outside) to 1 (inside). */
export interface Mask {
  width: number;
  height: number;
  data: Float32Array;
}

export interface Point {
  x: number;
  y: number;
}

export interface Keypoint extends Point {
  score: number;
}

/** The COCO order MoveNet uses. */
export const KEYPOINT_NAMES = [
  'nose',
  'leftEye',
  'rightEye',
  'leftEar',
  'rightEar',
  'leftShoulder',
  'rightShoulder',
  'leftElbow',
  'rightElbow',
  'leftWrist',
  'rightWrist',
  'leftHip',
  'rightHip',
  'leftKnee',
  'rightKnee',
  'leftAnkle',
  'rightAnkle',
] as const;

export type KeypointName = (typeof KEYPOINT_NAMES)[number];

export type Pose = Record<KeypointName, Keypoint>;
