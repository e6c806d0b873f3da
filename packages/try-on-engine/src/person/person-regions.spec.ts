import { learnSkin, passesForDeepShadedSkin, passesForShadedSkin, passesForSkin, SkinModel } from './skin-model';
import { createMask } from '../shared/raster';
import { SYNTHETIC_HEIGHT, SYNTHETIC_WIDTH, syntheticBody, hangingArms } from '../testing/synthetic-body.fixture';

/** A skin model learnt from a face of one colour, as `learnSkin` would. */
function skinOf(red: number, green: number, blue: number): SkinModel {
  const luma = 0.299 * red + 0.587 * green + 0.114 * blue;
  return {
    luma,
    blueDifference: 128 - 0.168736 * red - 0.331264 * green + 0.5 * blue,
    redDifference: 128 + 0.5 * red - 0.418688 * green - 0.081312 * blue,
    spreadBlue: 4,
    spreadRed: 4,
    red,
    green,
    blue,
  };
}

const onePixel = (colour: number[]) => ({ width: 1, height: 1, data: Uint8Array.from(colour) });

describe('passesForDeepShadedSkin', () => {
  // As learnt from the face of the model in the Missoni dress photo.
  const face = skinOf(184, 129, 98);

  it("takes an arm's edge turned from the light, which the other skin tests leave out", () => {
    // The shaded edges of the arms of the model in the Missoni dress photo.
    for (const shade of [
      [67, 41, 26],
      [95, 59, 37],
    ]) {
      const image = onePixel(shade);
      expect(passesForDeepShadedSkin(image, 0, face)).toBe(true);
      expect(passesForSkin(image, 0, face)).toBe(false);
      expect(passesForShadedSkin(image, 0, face)).toBe(false);
    }
  });

  it('leaves out greys, blues, olive and anything lighter than the face', () => {
    for (const colour of [
      [60, 60, 62],
      [40, 45, 80],
      [113, 106, 78],
      [200, 150, 120],
      [10, 6, 4],
    ])
      expect(passesForDeepShadedSkin(onePixel(colour), 0, face)).toBe(false);
  });
});

describe('learnSkin', () => {
  // The synthetic body's face box spans x 141 to 159 and y 17 to 29: here its left half is her chin, its right half the
  // white backdrop, as on a photo whose top edge cuts the face and whose face is placed from MoveNet's guesses.
  const body = syntheticBody(hangingArms());
  const CHIN = [196, 148, 122];
  const BACKDROP = [250, 250, 250];
  const image = {
    width: SYNTHETIC_WIDTH,
    height: SYNTHETIC_HEIGHT,
    data: new Uint8Array(SYNTHETIC_WIDTH * SYNTHETIC_HEIGHT * 3),
  };
  const outline = createMask(SYNTHETIC_WIDTH, SYNTHETIC_HEIGHT);
  for (let pixel = 0; pixel < SYNTHETIC_WIDTH * SYNTHETIC_HEIGHT; pixel++) {
    const onChin = pixel % SYNTHETIC_WIDTH <= 150;
    image.data.set(onChin ? CHIN : BACKDROP, pixel * 3);
    if (onChin) outline.data[pixel] = 1;
  }

  it("learns the skin from the person's pixels in the face's box, not from the backdrop beside them", () => {
    const skin = learnSkin(image, body, outline);
    expect([skin.red, skin.green, skin.blue]).toEqual(CHIN);
    expect(passesForSkin(onePixel(CHIN), 0, skin)).toBe(true);
    expect(passesForSkin(onePixel(BACKDROP), 0, skin)).toBe(false);
    // Learnt from the whole box, it is a blend of both, far lighter than her chin.
    const fromBox = learnSkin(image, body);
    expect(fromBox.green).toBeGreaterThan(CHIN[1] + 30);
  });

  it("takes the whole box where the person's outline misses the face", () => {
    const skin = learnSkin(image, body, createMask(SYNTHETIC_WIDTH, SYNTHETIC_HEIGHT));
    expect(skin).toEqual(learnSkin(image, body));
  });
});
