import { Body } from './body';
import { colourPresence } from './held-objects';
import { hemAcrossBody } from './old-garment';
import { oldGarmentLeftover, sleeveInsides } from './old-garment-leftovers';
import { collarInHeadZone } from './old-collar';
import { backdropOnOldGarment, oldGarmentRim, skinBlendOnGarment } from '../render/old-garment-rim';
import { headMask } from './person-regions';
import { createMask, mapMask } from '../shared/raster';
import {
  SYNTHETIC_HEIGHT,
  SYNTHETIC_WIDTH,
  syntheticBody,
  syntheticBox,
  syntheticLimb,
} from '../testing/synthetic-body.fixture';
import { RgbImage } from '../shared/types';

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

const skinColour: [number, number, number] = [224, 180, 150];
// The face's skin in luma, Cb and Cr (189.7, 105.6, 152.4).
const skinModel = {
  luma: 189.7,
  blueDifference: 105.6,
  redDifference: 152.4,
  spreadBlue: 4,
  spreadRed: 4,
  red: skinColour[0],
  green: skinColour[1],
  blue: skinColour[2],
};

describe('collarInHeadZone', () => {
  // Eyes at y = 20, so the chin line (0.3 shoulder widths below) is at y = 50; brown hair above and beside the face,
  // a collar at y 52–58 across the neck, joined to a tee below the shoulders.
  const hairColour: [number, number, number] = [110, 70, 40];
  const findCollar = (paintNeck: (x: number, y: number) => [number, number, number] | undefined, tee: number[]) => {
    const image = photo((x, y) => {
      const neck = paintNeck(x, y);
      if (neck) return neck;
      if (y > 58) return tee as [number, number, number];
      if (y < 5 || x < 125 || x > 175) return hairColour;
      return skinColour;
    });
    const skin = mapMask(createMask(SYNTHETIC_WIDTH, SYNTHETIC_HEIGHT), (_value, pixel) =>
      image.data[pixel * 3] === skinColour[0] ? 1 : 0,
    );
    const oldGarment = syntheticBox(0, 70, SYNTHETIC_WIDTH, SYNTHETIC_HEIGHT);
    const collar = collarInHeadZone({
      image,
      head: headMask(body(), SYNTHETIC_WIDTH, SYNTHETIC_HEIGHT),
      skin,
      personMask: mapMask(createMask(SYNTHETIC_WIDTH, SYNTHETIC_HEIGHT), () => 1),
      oldColours: colourPresence(image, oldGarment),
      oldGarment,
      body: body(),
      skinModel,
    });
    return (x: number, y: number) => collar.data[y * SYNTHETIC_WIDTH + x];
  };
  const lilac: [number, number, number] = [170, 150, 210];
  const crewNeck = (x: number, y: number) => (y >= 52 && y <= 58 && x >= 125 && x <= 175 ? lilac : undefined);

  it("takes the old garment's collar below the chin", () => {
    const at = findCollar(crewNeck, lilac);
    expect(at(150, 55)).toBe(1);
    expect(at(130, 55)).toBe(1);
  });

  it('leaves the face, the hair and the skin as they are', () => {
    const at = findCollar(crewNeck, lilac);
    expect(at(150, 30)).toBe(0);
    expect(at(110, 40)).toBe(0);
    expect(at(150, 2)).toBe(0);
  });

  it("takes the specks of the collar's weave and the pixels blending its edge into the neck", () => {
    const speckled = (x: number, y: number) =>
      x === 150 && y === 55 ? ([240, 240, 240] as [number, number, number]) : crewNeck(x, y);
    const at = findCollar(speckled, lilac);
    expect(at(150, 55)).toBe(1);
    expect(at(150, 51)).toBe(1);
    expect(at(150, 49)).toBe(0);
  });

  it("leaves the neck's shaded side, though it is in a red-brown garment's colours", () => {
    const shadedSkin: [number, number, number] = [168, 124, 100];
    const shadedSide = (x: number, y: number) => (y >= 52 && y <= 58 && x >= 160 && x <= 175 ? shadedSkin : undefined);
    const at = findCollar(shadedSide, shadedSkin);
    expect(at(168, 55)).toBe(0);
  });

  it("leaves dark hair tips in the collar's colours that rest on hair, not on the garment", () => {
    // A dark purple crew neck at y 56–58; beside the neck, a tuft of the hair's tips as dark as it at y 50–52, with
    // brown hair between it and the tee: joined to the collar across that gap, it was painted as a notch in the hair.
    const purple: [number, number, number] = [60, 40, 80];
    const at = findCollar((x, y) => {
      if (y >= 50 && y <= 52 && x >= 112 && x <= 118) return purple;
      return y >= 56 && y <= 58 && x >= 125 && x <= 175 ? purple : undefined;
    }, purple);
    expect(at(150, 57)).toBe(1);
    expect(at(115, 51)).toBe(0);
  });

  it("takes a pale collar's wings beside the neck, in colours the hair's also has", () => {
    // A pink shirt collar at y 52–58 with wings out to x 110, and a pink strand in the brown hair above: the wings'
    // colour is one of the hair's, and they were kept as hair beside every new neckline (viton-00034_00).
    const pink: [number, number, number] = [226, 190, 176];
    const at = findCollar((x, y) => {
      if (y >= 8 && y <= 18 && x >= 112 && x <= 114) return pink;
      return y >= 52 && y <= 58 && x >= 110 && x <= 190 ? pink : undefined;
    }, pink);
    expect(at(115, 55)).toBe(1);
    expect(at(185, 55)).toBe(1);
    expect(at(150, 30)).toBe(0);
    expect(at(113, 12)).toBe(0);
  });

  it('still takes a maroon collar, whose colour is only a little bluer than the skin', () => {
    const maroon: [number, number, number] = [150, 110, 112];
    const at = findCollar((x, y) => (y >= 52 && y <= 58 && x >= 125 && x <= 175 ? maroon : undefined), maroon);
    expect(at(150, 55)).toBe(1);
  });
});

describe('sleeveInsides', () => {
  // A grey tee over the torso and short sleeves down to y 119; the shoulders are at y 60, 100 px apart.
  const tee = syntheticBox(70, 60, 230, 120);
  const isIn = (box: number[], x: number, y: number) => x >= box[0] && x <= box[2] && y >= box[1] && y <= box[3];
  const insideBelowHem = [72, 120, 79, 129];
  const hairBesideArm = [62, 70, 69, 200];
  const image = photo((x, y) => {
    if (isIn(insideBelowHem, x, y)) return [15, 12, 10];
    if (isIn(hairBesideArm, x, y)) return [20, 15, 10];
    return tee.data[y * SYNTHETIC_WIDTH + x] > 0.5 ? [120, 120, 120] : white;
  });
  const nothing = createMask(SYNTHETIC_WIDTH, SYNTHETIC_HEIGHT);
  const insides = sleeveInsides({
    image,
    personMask: mapMask(nothing, () => 1),
    skin: nothing,
    head: nothing,
    oldGarment: tee,
    body: body(),
  });
  const at = (x: number, y: number) => insides.data[y * SYNTHETIC_WIDTH + x];

  it('takes the dark inside of the old sleeve seen below its hem', () => {
    expect(at(75, 120)).toBe(1);
    expect(at(78, 129)).toBe(1);
  });

  it('leaves dark hair beside the arm, which is larger, and everything lighter', () => {
    expect(at(66, 100)).toBe(0);
    expect(at(66, 75)).toBe(0);
    expect(at(90, 140)).toBe(0);
  });
});

describe('oldGarmentLeftover', () => {
  // A white tee down to y 120 over a white-and-black skirt from y 160; beside the left sleeve, a strip of it the person
  // mask is only 0.3 sure of (white on a light backdrop), and as unsure a strip of the light backdrop above the
  // shoulders; below the tee's hem, white down to the skirt.
  const tee = syntheticBox(70, 60, 230, 120);
  const skirt = syntheticBox(80, 160, 220, 260);
  const isIn = (box: number[], x: number, y: number) => x >= box[0] && x <= box[2] && y >= box[1] && y <= box[3];
  const sleeveEdge = [66, 60, 69, 120];
  const aboveShoulder = [110, 30, 120, 59];
  const belowHem = [100, 118, 110, 159];
  const image = photo((x, y) => {
    if (isIn(sleeveEdge, x, y) || isIn(aboveShoulder, x, y)) return [236, 236, 236];
    if (isIn(belowHem, x, y)) return [240, 240, 240];
    if (skirt.data[y * SYNTHETIC_WIDTH + x] > 0.5) return (x >> 3) % 2 ? [240, 240, 240] : [10, 10, 10];
    return tee.data[y * SYNTHETIC_WIDTH + x] > 0.5 ? [240, 240, 240] : [200, 200, 205];
  });
  const personMask = mapMask(createMask(SYNTHETIC_WIDTH, SYNTHETIC_HEIGHT), (_value, pixel) => {
    const x = pixel % SYNTHETIC_WIDTH;
    const y = (pixel - x) / SYNTHETIC_WIDTH;
    if (isIn(sleeveEdge, x, y) || isIn(aboveShoulder, x, y)) return 0.3;
    return tee.data[pixel] > 0.5 || skirt.data[pixel] > 0.5 || isIn(belowHem, x, y) ? 1 : 0;
  });
  const nothing = createMask(SYNTHETIC_WIDTH, SYNTHETIC_HEIGHT);
  const leftover = oldGarmentLeftover({
    image,
    oldGarment: tee,
    oldColours: colourPresence(image, tee),
    otherColours: colourPresence(image, skirt),
    otherFromRow: 160,
    newCoverage: nothing,
    personMask,
    kept: nothing,
    reach: 30,
    aboveRow: SYNTHETIC_HEIGHT,
    body: body(),
  });
  const at = (x: number, y: number) => leftover.data[y * SYNTHETIC_WIDTH + x];

  it("takes the sleeve's edge the person mask is unsure of, but not the backdrop", () => {
    expect(at(67, 90)).toBe(1);
    expect(at(66, 110)).toBe(1);
    expect(at(50, 90)).toBe(0);
  });

  it('leaves what the person mask is unsure of above the shoulders', () => {
    expect(at(115, 40)).toBe(0);
  });

  it("takes white below the hem, though the skirt is white too, but not next to the skirt's top", () => {
    expect(at(105, 125)).toBe(1);
    expect(at(105, 129)).toBe(1);
    expect(at(105, 135)).toBe(0);
  });
});

describe('oldGarmentRim', () => {
  // A red sleeve's outer side on a grey backdrop: the old garment's estimate from x 70, a shaded band it missed at x
  // 64–69, its outline blended with the backdrop at x 62–63; the new sleeve covers it from x 65. At rows 150–160 skin
  // lies along the outline instead, and at rows 180–185 the outline is in the skin's colour (as the shaded outline of
  // an arm whose skin is found farther in).
  const columnOf = (pixel: number) => pixel % SYNTHETIC_WIDTH;
  const rowOf = (pixel: number) => (pixel - columnOf(pixel)) / SYNTHETIC_WIDTH;
  const inRows = (pixel: number) => rowOf(pixel) >= 60 && rowOf(pixel) <= 200;
  const image = photo((x, y) => {
    if (y < 60 || y > 200 || x < 62) return [225, 225, 225];
    if (x < 64) return y >= 180 && y <= 185 ? skinColour : [230, 170, 180];
    return x < 70 ? [120, 30, 50] : [180, 40, 65];
  });
  const mask = (holds: (x: number, pixel: number) => boolean) =>
    mapMask(createMask(SYNTHETIC_WIDTH, SYNTHETIC_HEIGHT), (_value, pixel) =>
      inRows(pixel) && holds(columnOf(pixel), pixel) ? 1 : 0,
    );
  const oldGarment = mask((x) => x >= 70 && x <= 200);
  const personMask = mapMask(createMask(SYNTHETIC_WIDTH, SYNTHETIC_HEIGHT), (_value, pixel) => {
    const x = columnOf(pixel);
    if (!inRows(pixel) || x < 62 || x > 200) return 0;
    return x < 64 ? 0.6 : 1;
  });
  const newCoverage = mask((x) => x >= 65 && x <= 200);
  const kept = mask((x, pixel) => rowOf(pixel) >= 150 && rowOf(pixel) <= 160 && x >= 60 && x <= 64);
  const input = {
    image,
    oldGarment,
    oldColours: colourPresence(image, oldGarment),
    newCoverage,
    personMask,
    kept,
    reach: 30,
    aboveRow: SYNTHETIC_HEIGHT,
  };
  const rim = oldGarmentRim(input, oldGarmentLeftover(input), skinModel);
  const at = (x: number, y: number) => rim.data[y * SYNTHETIC_WIDTH + x];

  it('takes the blended outline and the missed band beyond the new sleeve, in none of the old colours', () => {
    expect(at(62, 100)).toBe(1);
    expect(at(63, 100)).toBe(1);
    expect(at(64, 100)).toBe(1);
  });

  it('takes the backdrop beside it, but not beyond, nor under the new sleeve', () => {
    expect(at(59, 100)).toBe(1);
    expect(at(55, 100)).toBe(0);
    expect(at(66, 100)).toBe(0);
  });

  it('leaves skin along the outline, the outline beside it and the backdrop there', () => {
    expect(at(63, 155)).toBe(0);
    expect(at(63, 146)).toBe(0);
    expect(at(58, 155)).toBe(0);
    expect(at(63, 140)).toBe(1);
  });

  it("leaves an outline in the skin's colours", () => {
    expect(at(63, 182)).toBe(0);
    expect(at(63, 175)).toBe(1);
  });

  it('leaves a speck of such an outline', () => {
    // The same outline over three rows only: 9 of its pixels.
    const speck = mapMask(personMask, (value, pixel) => (rowOf(pixel) >= 99 && rowOf(pixel) <= 101 ? value : 0));
    const speckInput = { ...input, personMask: speck, kept: createMask(SYNTHETIC_WIDTH, SYNTHETIC_HEIGHT) };
    const speckRim = oldGarmentRim(speckInput, oldGarmentLeftover(speckInput), skinModel);
    expect(speckRim.data[100 * SYNTHETIC_WIDTH + 63]).toBe(0);
  });
});

describe('backdropOnOldGarment', () => {
  // A light grey backdrop left of x 75, the person's unsure outline at x 75–79 and the person from x 80, the old
  // garment as estimated from x 100. Leftovers at x 80–99: in the backdrop's colour at rows 50–70, in a white tee's at
  // rows 100–120, and in the backdrop's colour at rows 150–170 behind a strand of hair in the outline.
  const backdrop: [number, number, number] = [234, 234, 234];
  const rows = (y: number, from: number, to: number) => y >= from && y <= to;
  const image = photo((x, y) => {
    if (x < 75) return backdrop;
    if (x < 80) return rows(y, 150, 170) ? [120, 80, 60] : [233, 233, 232];
    if (x < 100 && rows(y, 100, 120)) return [244, 244, 240];
    return [236, 235, 235];
  });
  const personMask = mapMask(createMask(SYNTHETIC_WIDTH, SYNTHETIC_HEIGHT), (_value, pixel) => {
    const x = pixel % SYNTHETIC_WIDTH;
    return x < 75 ? 0 : x < 80 ? 0.3 : 1;
  });
  const oldGarment = mapMask(personMask, (_value, pixel) => (pixel % SYNTHETIC_WIDTH >= 100 ? 1 : 0));
  const leftover = mapMask(createMask(SYNTHETIC_WIDTH, SYNTHETIC_HEIGHT), (_value, pixel) => {
    const x = pixel % SYNTHETIC_WIDTH;
    const y = (pixel - x) / SYNTHETIC_WIDTH;
    return x >= 80 && x < 100 && (rows(y, 50, 70) || rows(y, 100, 120) || rows(y, 150, 170)) ? 1 : 0;
  });
  const found = new Set(backdropOnOldGarment(image, personMask, oldGarment, leftover));
  const at = (x: number, y: number) => (found.has(y * SYNTHETIC_WIDTH + x) ? 1 : 0);

  it("takes a leftover in the backdrop's colour joined to it through the unsure outline, and that outline", () => {
    expect(at(90, 60)).toBe(1);
    expect(at(99, 60)).toBe(1);
    expect(at(77, 60)).toBe(1);
  });

  it("leaves a leftover in the old garment's own colour, and one the hair parts from the backdrop", () => {
    expect(at(90, 110)).toBe(0);
    expect(at(90, 160)).toBe(0);
  });

  it('follows the backdrop into the estimate six pixels deep, but not further, nor into the rest of the person', () => {
    expect(at(105, 60)).toBe(1);
    expect(at(106, 60)).toBe(0);
    expect(at(90, 85)).toBe(0);
  });
});

describe('skinBlendOnGarment', () => {
  // Skin left of x 100, its outline blending into a light backdrop at x 100–102 and the backdrop from x 103 (the
  // person mask is sure of it to x 105). The old garment's estimate covers x 100–105. At rows 200–220 a red sleeve's
  // edge lies there instead, and at rows 300–320 the backdrop begins only at x 120.
  const skin = [200, 160, 130];
  const backdrop = [225, 225, 225];
  const blend = (share: number) =>
    skin.map((value, channel) => Math.round(value * share + backdrop[channel] * (1 - share)));
  const image = photo((x, y) => {
    if (x < 100) return skin as [number, number, number];
    if (x < 103) return (rows(y) === 'red' ? [180, 40, 65] : blend((103 - x) / 4)) as [number, number, number];
    return backdrop as [number, number, number];
  });
  function rows(y: number): 'red' | 'far' | 'plain' {
    return y >= 200 && y <= 220 ? 'red' : y >= 300 && y <= 320 ? 'far' : 'plain';
  }
  const mask = (holds: (x: number, y: number) => boolean) =>
    mapMask(createMask(SYNTHETIC_WIDTH, SYNTHETIC_HEIGHT), (_value, pixel) => {
      const x = pixel % SYNTHETIC_WIDTH;
      return holds(x, (pixel - x) / SYNTHETIC_WIDTH) ? 1 : 0;
    });
  const personMask = mask((x, y) => x < (rows(y) === 'far' ? 120 : 106));
  const found = new Set(
    skinBlendOnGarment(
      image,
      personMask,
      mask((x) => x >= 100 && x <= 105),
      mask((x) => x < 100),
    ),
  );
  const at = (x: number, y: number) => (found.has(y * SYNTHETIC_WIDTH + x) ? 1 : 0);

  it("takes the skin's blend with the backdrop and the backdrop the estimate took in", () => {
    for (const x of [100, 101, 102, 104]) expect(at(x, 100)).toBe(1);
  });

  it('leaves a red sleeve there, and pixels with no backdrop near them', () => {
    expect(at(101, 210)).toBe(0);
    expect(at(101, 310)).toBe(0);
  });

  it('takes such a blend along a column too: skin above, the backdrop below', () => {
    // The same edge turned across: skin above row 100, the blend at rows 100–102, the backdrop below; a red sleeve's
    // edge at columns 200–220.
    const across = photo((x, y) => {
      if (y < 100) return skin as [number, number, number];
      if (y < 103) return (x >= 200 && x <= 220 ? [180, 40, 65] : blend((103 - y) / 4)) as [number, number, number];
      return backdrop as [number, number, number];
    });
    const inRows = (from: number, to: number) => mask((_x, y) => y >= from && y <= to);
    const blends = new Set(skinBlendOnGarment(across, inRows(0, 105), inRows(100, 105), inRows(0, 99)));
    expect(blends.has(101 * SYNTHETIC_WIDTH + 50)).toBe(true);
    expect(blends.has(101 * SYNTHETIC_WIDTH + 210)).toBe(false);
  });
});
