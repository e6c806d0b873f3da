/**
 * The photo's legs where painted legs meet them, just below the old garment's hem (see `paintLegs`).
 */
import { Body, Limb } from '../person/body';
import { AS_MODELLED, LegFit, legAtRow, meanSkinColour, pointAlongLeg } from '../person/legs';
import { hemAlongLeg, PaintedLegSkin } from './painted-legs';
import { medianOf } from '../shared/mask-rows';
import { ceil, floor, max, min, round } from '../shared/numeric';
import { createMask } from '../shared/raster';
import { Mask, RgbImage } from '../shared/types';

/** The photo's leg below the old garment's hem is measured from this far below it, over this length (shoulder widths). */
const BELOW_HEM_GAP = 0.03;
const BELOW_HEM_LENGTH = 0.15;
/** A painted leg is fitted to at most this much wider or narrower than the model. */
const FIT_SCALE = { least: 0.7, most: 1.3 };

/** Each painted leg's colour and fit (see `photoLegsBelowHem`). */
export type PhotoLegs = Omit<PaintedLegSkin, 'grain'>;

/**
 * Each leg as photographed just below the old garment's hem, where the painted part meets it: its skin's colour and,
 * where enough of it shows, its width and place (the run of skin across the leg's line on each row, by their medians);
 * else `fallback` and the model. Painted in the colour of all the skin below the knees (ankles and feet in their own
 * light) and the model's width, a thigh came out lighter and pinker than the shin it ran into at the old hem, and
 * wider, in a step at each side.
 */
export function photoLegsBelowHem(
  person: RgbImage,
  knownSkin: Mask,
  body: Body,
  oldGarment: Mask,
  fallback: [number, number, number],
  personMask: Mask = knownSkin,
): PhotoLegs {
  const { width, height } = knownSkin;
  // A shin's shaded side fails the skin test: measured on skin alone, the leg came out a third narrower than it is,
  // and the painted leg met it in a step at each side. The person's pixels outside the old garment are leg too.
  const legPixels = createMask(width, height);
  for (let pixel = 0; pixel < legPixels.data.length; pixel++)
    legPixels.data[pixel] =
      knownSkin.data[pixel] > 0.5 || (personMask.data[pixel] > 0.5 && oldGarment.data[pixel] <= 0.5) ? 1 : 0;
  const measure = (leg: Limb): { colour: [number, number, number]; fit: LegFit } => {
    const hemPosition = hemAlongLeg(leg, oldGarment);
    const hem = pointAlongLeg(leg, hemPosition);
    const top = max(0, round(hem.y + body.shoulderWidth * BELOW_HEM_GAP));
    const bottom = min(height - 1, round(hem.y + body.shoulderWidth * (BELOW_HEM_GAP + BELOW_HEM_LENGTH)));
    const band = createMask(width, height);
    const halfWidths: number[] = [];
    const shifts: number[] = [];
    const modelled: number[] = [];
    for (let y = top; y <= bottom; y++) {
      const along = legAtRow(body, leg, y);
      if (!along) continue;
      const reach = along.halfWidth * 1.5;
      for (let x = max(0, ceil(along.x - reach)); x <= min(width - 1, floor(along.x + reach)); x++)
        band.data[y * width + x] = knownSkin.data[y * width + x];
      const run = runAt(legPixels, round(along.x), y, reach);
      if (!run) continue;
      halfWidths.push((run.right - run.left + 1) / 2);
      shifts.push((run.left + run.right) / 2 - along.x);
      modelled.push(along.halfWidth);
    }
    const colour = meanSkinColour(person, band, body.shoulderWidth * body.shoulderWidth * 0.01) ?? fallback;
    if (halfWidths.length < (bottom - top + 1) * 0.5) return { colour, fit: AS_MODELLED };
    const scale = min(FIT_SCALE.most, max(FIT_SCALE.least, medianOf(halfWidths) / medianOf(modelled)));
    return { colour, fit: { scale, shift: medianOf(shifts) } };
  };
  const [left, right] = [measure(body.legLeft), measure(body.legRight)];
  return { colours: [left.colour, right.colour], fits: [left.fit, right.fit] };
}

/** The run of `inside` along row `y` through or nearest `x` within `reach` of it, when it ends inside that reach. */
function runAt(inside: Mask, x: number, y: number, reach: number): { left: number; right: number } | undefined {
  const { width } = inside;
  const isInside = (column: number) => column >= 0 && column < width && inside.data[y * width + column] > 0.5;
  let start = -1;
  for (let offset = 0; offset <= reach && start < 0; offset++) {
    if (isInside(x - offset)) start = x - offset;
    else if (isInside(x + offset)) start = x + offset;
  }
  if (start < 0) return undefined;
  let left = start;
  let right = start;
  while (isInside(left - 1)) left--;
  while (isInside(right + 1)) right++;
  return left > x - reach && right < x + reach ? { left, right } : undefined;
}
