import { buildBody, Body, VISIBLE_SCORE } from './body';
import { Networks } from './networks';
import type { PersonAnalysis } from './person-analysis';
import type { ReplacedGarment } from './replaced-garment';
import { resizeImage } from '../shared/image-io';
import { round } from '../shared/numeric';
import { Box, cropImage, cropMask, personBox, poseInBox } from '../shared/person-box';
import { confident, StageResult, sureness } from '../shared/stage-result';
import { GarmentCategory, KEYPOINT_NAMES, Mask, Pose, RgbImage } from '../shared/types';

/** How far beyond the person's outline the box the try-on works on reaches, in shoulder widths (see person-box.ts). */
const BOX_MARGIN = 0.5;

/** The person's box of the photo, which the rest of the try-on works on: nothing beyond it changes. */
export interface PersonFrame {
  box: Box;
  person: RgbImage;
  personMask: Mask;
  width: number;
  height: number;
  body: Body;
}

/** The person stage's measures: the detector's and the pose's scores, and how well the shoulders and hips were seen. */
export type PersonReasons = {
  /** The person detector's score for the person tried on, 0 to 1. */
  detectorScore: number;
  /** The mean of the pose's keypoint scores, 0 to 1. */
  poseScore: number;
  /** The lower of the two shoulders' scores, and of the two hips'. */
  shouldersVisible: number;
  hipsVisible: number;
  /** 1 when both knees are seen inside the frame. */
  kneesSeen: number;
};

/** A person the detector scores at this or below is no person (see person-analysis.ts); at the second, clearly one. */
const DETECTOR_SCORE = { unsure: 0.25, sure: 0.5 };
/** A joint scored below `VISIBLE_SCORE` is guessed; at this score it is clearly seen. */
const CLEARLY_SEEN = 0.6;

function personConfidence(personAnalysis: PersonAnalysis, pose: Pose, body: Body) {
  const scores = KEYPOINT_NAMES.map((name) => pose[name].score);
  const reasons: PersonReasons = {
    detectorScore: personAnalysis.people[0]?.score ?? 0,
    poseScore: scores.reduce((sum, score) => sum + score, 0) / scores.length,
    shouldersVisible: Math.min(pose.leftShoulder.score, pose.rightShoulder.score),
    hipsVisible: Math.min(pose.leftHip.score, pose.rightHip.score),
    kneesSeen: body.kneesSeen ? 1 : 0,
  };
  return confident(reasons, [
    sureness(reasons.detectorScore, DETECTOR_SCORE.unsure, DETECTOR_SCORE.sure),
    sureness(reasons.shouldersVisible, VISIBLE_SCORE, CLEARLY_SEEN),
    sureness(reasons.hipsVisible, VISIBLE_SCORE, CLEARLY_SEEN),
  ]);
}

export function framePerson(
  analysed: RgbImage,
  working: RgbImage,
  personAnalysis: PersonAnalysis,
  pose: Pose,
  upperBody: Body,
  category: GarmentCategory,
): StageResult<PersonFrame, PersonReasons> {
  const box = personBox(personAnalysis.personMask, upperBody.shoulderWidth * BOX_MARGIN);
  const person = cropImage(analysed, box);
  const personMask = cropMask(personAnalysis.personMask, box);
  const { width, height } = person;
  // The frame's bottom, where MoveNet's guessed knees lie, is measured from the box's top: measured from the photo's,
  // an upper-body photo with room above the head passed for one showing the knees, and a dress was cut off at its edge.
  const body = buildBody(poseInBox(pose, box), category, working.height - box.top);
  return { data: { box, person, personMask, width, height, body }, ...personConfidence(personAnalysis, pose, body) };
}

/**
 * Starts locating the old garment on the networks' thread, idle by now, while the new one is fitted on this one.
 * Wrapped so that the caller holds the promise unawaited: refused before it is awaited, the try-on leaves it unread.
 */
export async function startLocatingOldGarment(
  networks: Networks,
  frame: PersonFrame,
  category: GarmentCategory,
): Promise<{ located: Promise<ReplacedGarment> }> {
  const { person, personMask, body, width, height } = frame;
  const half = await resizeImage(person, round(width / 2), round(height / 2));
  const located = networks.locateReplacedGarment({ person, half, personMask, body, category });
  located.catch(() => undefined);
  return { located };
}
