import { Body, Limb } from '../person/body';
import { maskAt } from '../shared/raster';
import { ceil, max, min, round } from '../shared/numeric';
import { grainAt, reliefShade } from '../shared/skin-grain';
import { Mask, RgbImage } from '../shared/types';
import { SHIN_REACH, LegFit, LegSampler, pointAlongLeg } from '../person/legs';

/** Bare legs painted below a garment's hem where the old garment covered them, from the photo's own leg skin. */

/**
 * Where along the leg (0 hip, 1 knee, 2 ankle) the new garment's hem crosses it: the lowest point of the leg's line that
 * the garment covers, or 0 where it covers none of it. A leg stepping out of a straight skirt's side thus comes out
 * where its line leaves the skirt, joined to it, rather than as a strip along the whole side.
 */
export function hemAlongLeg(leg: Limb, garmentCoverage: Mask): number {
  let hem = 0;
  for (let position = 0; position <= 1 + SHIN_REACH; position += 0.01)
    if (maskAt(garmentCoverage, pointAlongLeg(leg, position)) > 0.5) hem = position;
  return hem;
}

/**
 * Painted legs' colours and fits, one a leg (see `photoLegsBelowHem`), and the grain of the photo's skin (see
 * `skinGrain`).
 */
export interface PaintedLegSkin {
  colours: [[number, number, number], [number, number, number]];
  fits: [LegFit, LegFit];
  grain: number;
}

/** Over this length below the old garment's hem the painted legs fade into the photo's, in shoulder widths. */
const PHOTO_FADE = 0.05;

/**
 * Paints bare legs into `fill` where `where` is set, shaded as round limbs, grained as the photo's skin and darkened
 * just below the new garment's hem, whose shadow falls on them. Legs show only below the hem: beside a dress or
 * trousers the old garment gives way to background, as a thigh does not stick out of the side of a skirt. Below the old
 * garment's hem they fade into the photo's legs (`photoSkin`) over PHOTO_FADE, so the two meet without a step.
 */
export function paintLegs(
  fill: RgbImage,
  where: Mask,
  body: Body,
  skin: PaintedLegSkin,
  garmentCoverage: Mask,
  photoSkin: Mask,
): void {
  const { width, height } = fill;
  const sampler = new LegSampler(
    body,
    [hemAlongLeg(body.legLeft, garmentCoverage), hemAlongLeg(body.legRight, garmentCoverage)],
    skin.fits,
  );
  const bounds = sampler.bounds(width, height);
  const shadowLength = max(2, body.shoulderWidth * 0.06);
  const shadowByDistance = Float32Array.from(
    { length: ceil(shadowLength * 6) },
    (_value, rows) => 1 - 0.3 * Math.exp(-rows / shadowLength),
  );
  const fadeLength = max(2, body.shoulderWidth * PHOTO_FADE);
  const lastCovered = new Int32Array(width).fill(-1);
  const lastPainted = new Int32Array(width).fill(-1);
  const sample = { cover: 0, shade: 1, leg: 0 };
  for (let y = max(0, bounds.top - shadowByDistance.length); y <= bounds.bottom; y++) {
    for (let x = bounds.left; x <= bounds.right; x++) {
      const pixel = y * width + x;
      if (garmentCoverage.data[pixel] > 0.5) lastCovered[x] = y;
      if (y < bounds.top) continue;
      const painted = where.data[pixel] > 0;
      if (painted) lastPainted[x] = y;
      const rowsBelowOldHem = lastPainted[x] >= 0 ? y - lastPainted[x] : fadeLength;
      const fading = !painted && rowsBelowOldHem < fadeLength && photoSkin.data[pixel] > 0.5;
      if (!painted && !fading) continue;
      sampler.sample(x, y, sample);
      if (sample.cover <= 0) continue;
      const rowsBelowHem = lastCovered[x] >= 0 ? y - lastCovered[x] : shadowByDistance.length;
      const shade =
        sample.shade *
        reliefShade(x, y, body.shoulderWidth) *
        (rowsBelowHem < shadowByDistance.length ? shadowByDistance[rowsBelowHem] : 1);
      const cover = sample.cover * (fading ? 1 - rowsBelowOldHem / fadeLength : 1);
      const colour = skin.colours[sample.leg];
      const grain = grainAt(pixel, skin.grain);
      for (let channel = 0; channel < 3; channel++) {
        const index = pixel * 3 + channel;
        fill.data[index] = max(
          0,
          min(255, round(fill.data[index] * (1 - cover) + (colour[channel] * shade + grain) * cover)),
        );
      }
    }
  }
}
