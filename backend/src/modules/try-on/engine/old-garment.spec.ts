import { Body } from './body';
import { colourPresence } from './held-objects';
import { collarInHeadZone, hemAcrossBody } from './old-garment';
import { headMask } from './person-regions';
import { createMask, mapMask } from './raster';
import {
  SYNTHETIC_HEIGHT,
  SYNTHETIC_WIDTH,
  syntheticBody,
  syntheticBox,
  syntheticLimb,
} from './synthetic-body.fixture';
import { RgbImage } from './types';

/** The synthetic body, with a head in the proportions `buildBody` gives it (0.42 shoulder widths). */
function body(): Body {
  return {
    ...syntheticBody({
      armLeft: syntheticLimb({ x: 100, y: 60 }, { x: 85, y: 150 }, { x: 80, y: 240 }),
      armRight: syntheticLimb({ x: 200, y: 60 }, { x: 215, y: 150 }, { x: 220, y: 240 }),
    }),
    headRadius: 42,
  };
}

/** A photo in one colour, with `paint` deciding each pixel's colour from its row and column. */
function photo(paint: (x: number, y: number) => [number, number, number]): RgbImage {
  const data = new Uint8Array(SYNTHETIC_WIDTH * SYNTHETIC_HEIGHT * 3);
  for (let y = 0; y < SYNTHETIC_HEIGHT; y++)
    for (let x = 0; x < SYNTHETIC_WIDTH; x++) data.set(paint(x, y), (y * SYNTHETIC_WIDTH + x) * 3);
  return { width: SYNTHETIC_WIDTH, height: SYNTHETIC_HEIGHT, data };
}

const white: [number, number, number] = [222, 222, 218];

describe('hemAcrossBody', () => {
  // The hips are at y = 220 and the shoulder width is 100: hems are looked for between y 160 and 270.
  it('finds the shadow line of a white tank over white shorts', () => {
    const tankOverShorts = photo((_x, y) => (y >= 228 && y <= 233 ? [176, 176, 172] : white));
    const hem = hemAcrossBody(tankOverShorts, body());
    expect(hem).toBeDefined();
    expect(Math.abs((hem?.y ?? 0) - 230)).toBeLessThanOrEqual(3);
  });

  it('finds none on a plain one-piece, on a dark one or on a striped one', () => {
    expect(
      hemAcrossBody(
        photo(() => white),
        body(),
      ),
    ).toBeUndefined();
    const darkDress = photo((_x, y) => (y >= 228 && y <= 233 ? [20, 20, 22] : [32, 32, 34]));
    expect(hemAcrossBody(darkDress, body())).toBeUndefined();
    const stripes = photo((_x, y) => (y % 30 < 6 ? [150, 150, 150] : white));
    expect(hemAcrossBody(stripes, body())).toBeUndefined();
  });
});

describe('collarInHeadZone', () => {
  // Eyes at y = 20, so the chin line (0.3 shoulder widths below) is at y = 50; brown hair above and beside the face,
  // a lilac crew neck at y 52–58 across the neck, joined to a lilac tee below the shoulders.
  const skinColour: [number, number, number] = [224, 180, 150];
  const hairColour: [number, number, number] = [110, 70, 40];
  const lilac: [number, number, number] = [170, 150, 210];
  const image = photo((x, y) => {
    if (y >= 52 && y <= 58 && x >= 125 && x <= 175) return lilac;
    if (y > 58) return lilac;
    if (y < 5 || x < 125 || x > 175) return hairColour;
    return skinColour;
  });
  const skin = mapMask(createMask(SYNTHETIC_WIDTH, SYNTHETIC_HEIGHT), (_value, pixel) =>
    image.data[pixel * 3] === skinColour[0] ? 1 : 0,
  );
  const personMask = mapMask(createMask(SYNTHETIC_WIDTH, SYNTHETIC_HEIGHT), () => 1);
  const tee = syntheticBox(0, 70, SYNTHETIC_WIDTH, SYNTHETIC_HEIGHT);
  const collar = collarInHeadZone({
    image,
    head: headMask(body(), SYNTHETIC_WIDTH, SYNTHETIC_HEIGHT),
    skin,
    personMask,
    oldColours: colourPresence(image, tee),
    oldGarment: tee,
    body: body(),
  });
  const at = (x: number, y: number) => collar.data[y * SYNTHETIC_WIDTH + x];

  it("takes the old garment's collar below the chin", () => {
    expect(at(150, 55)).toBe(1);
    expect(at(130, 55)).toBe(1);
  });

  it('leaves the face, the hair and the skin as they are', () => {
    expect(at(150, 30)).toBe(0);
    expect(at(110, 40)).toBe(0);
    expect(at(150, 2)).toBe(0);
  });
});
