import { buildBody, Body } from './body';
import { Networks } from './networks';
import type { PersonAnalysis } from './person-analysis';
import type { ReplacedGarment } from './replaced-garment';
import { resizeImage } from '../shared/image-io';
import { round } from '../shared/numeric';
import { Box, cropImage, cropMask, personBox, poseInBox } from '../shared/person-box';
import { GarmentCategory, Mask, Pose, RgbImage } from '../shared/types';

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

export function framePerson(
  analysed: RgbImage,
  working: RgbImage,
  personAnalysis: PersonAnalysis,
  pose: Pose,
  upperBody: Body,
  category: GarmentCategory,
): PersonFrame {
  const box = personBox(personAnalysis.personMask, upperBody.shoulderWidth * BOX_MARGIN);
  const person = cropImage(analysed, box);
  const personMask = cropMask(personAnalysis.personMask, box);
  const { width, height } = person;
  // The frame's bottom, where MoveNet's guessed knees lie, is measured from the box's top: measured from the photo's,
  // an upper-body photo with room above the head passed for one showing the knees, and a dress was cut off at its edge.
  const body = buildBody(poseInBox(pose, box), category, working.height - box.top);
  return { box, person, personMask, width, height, body };
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
