import { passesForDeepShadedSkin, passesForShadedSkin, passesForSkin, SkinModel } from './person-regions';

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
