import { Body } from './body';
import { heldObjects } from './held-objects';
import { feetMask, lowerGarmentRegion } from './legs';
import { GarmentRegions, locateGarmentsAtHalfSize, onlyWhere } from './old-garment';
import { faceAboveChin, sleeveInsides } from './old-garment-leftovers';
import { clearWhere, insideWithout, unionMasks } from '../shared/raster';
import { GarmentCategory, Mask, RgbImage } from '../shared/types';

export interface ReplacedGarmentInput {
  /** The person's box of the photo (see person-box.ts), and the same at half its size. */
  person: RgbImage;
  half: RgbImage;
  personMask: Mask;
  body: Body;
  /** The new garment's category: it decides which of the person's garments is replaced. */
  category: GarmentCategory;
}

/** Where the person's own clothes are, and what of them the new garment replaces, before the new garment is placed. */
export interface ReplacedGarment {
  regions: GarmentRegions;
  /** A dress or bottom on a photo down to the knees: what the old trousers hid is bare legs. */
  lowerBody: boolean;
  /** Feet and shoes below the ankles, which stay as photographed under a dress or bottom. */
  feet?: Mask;
  /** Bags and other things held in front of the garment. */
  objects: Mask;
  /** The old garment that may change, with the insides of its sleeves and without the things held in front of it. */
  oldGarment: Mask;
  /** Skin as photographed, outside the old garment and below the chin. */
  knownSkin: Mask;
}

/**
 * Needs nothing of the new garment but its category, so it runs on the networks' thread while the main one fits the new
 * garment (see networks.ts).
 */
export function locateReplacedGarment({
  person,
  half,
  personMask,
  body,
  category,
}: ReplacedGarmentInput): ReplacedGarment {
  const regions = locateGarmentsAtHalfSize(person, half, personMask, body, category);
  const { skin, head, oldBottom } = regions;
  // Below a dress or bottom, what the old trousers hid is bare legs on the photo's background; the feet stay as they are.
  const lowerBody = category !== 'top' && body.kneesSeen;
  const feet = lowerBody ? feetMask(body, personMask) : undefined;
  // Bags and other things held in front of the garment stay on top of the new one and out of the region it replaces.
  const replaced = feet ? onlyWhere(regions.oldGarment, regions.oldGarment, feet) : regions.oldGarment;
  const objects = heldObjects(
    { image: person, personMask, skin, head, replaced, others: category === 'top' ? oldBottom : undefined },
    body,
  );
  const grown = feet ? lowerGarmentRegion(regions.oldGarment, skin, feet, body) : regions.oldGarment;
  const withSleeveInsides =
    category === 'bottom'
      ? grown
      : unionMasks(grown, sleeveInsides({ image: person, personMask, skin, head, oldGarment: grown, body }));
  const oldGarment = clearWhere(withSleeveInsides, objects);
  const face = faceAboveChin(head, body);
  const knownSkin = onlyWhere(insideWithout(skin, oldGarment), personMask, face);
  return { regions, lowerBody, feet, objects, oldGarment, knownSkin };
}

/** The result's pixel buffers, each once, to move rather than copy them between threads. */
export function replacedGarmentBuffers(result: ReplacedGarment): ArrayBuffer[] {
  const { regions } = result;
  const masks = [
    regions.skin,
    regions.head,
    regions.shape,
    regions.oldGarment,
    regions.oldTop,
    regions.oldBottom,
    result.feet,
    result.objects,
    result.oldGarment,
    result.knownSkin,
  ];
  const buffers = new Set<ArrayBuffer>();
  for (const mask of masks) {
    // A mask that is a view into a larger buffer is copied: moving its buffer would take more than the mask.
    const data = mask?.data;
    if (data && data.byteOffset === 0 && data.byteLength === data.buffer.byteLength)
      buffers.add(data.buffer as ArrayBuffer);
  }
  return [...buffers];
}
