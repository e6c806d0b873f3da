import { distance, midpoint } from '../shared/geometry';
import { GarmentCategory } from '../shared/types';
import { Body } from './body';

/** The area the category covers on this body: shoulders to hips for a top, to the knees for a dress, hips down for a bottom. */
export function expectedArea(body: Body, category: GarmentCategory): number {
  const shoulders = midpoint(body.shoulderLeft, body.shoulderRight);
  const hips = midpoint(body.hipLeft, body.hipRight);
  const knees = midpoint(body.legLeft.middle, body.legRight.middle);
  const torso = distance(shoulders, hips);
  const legs = distance(hips, knees);
  if (category === 'top') return body.shoulderWidth * torso;
  if (category === 'dress') return body.shoulderWidth * (torso + legs);
  return body.shoulderWidth * 0.8 * (legs * 2);
}
