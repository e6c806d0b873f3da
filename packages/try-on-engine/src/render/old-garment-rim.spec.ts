import { colourPresence } from '../person/held-objects';
import { oldGarmentLeftover } from '../person/old-garment-leftovers';
import { createMask, mapMask } from '../shared/raster';
import {
  SKIN_COLOUR,
  SKIN_MODEL,
  SYNTHETIC_HEIGHT,
  SYNTHETIC_WIDTH,
  syntheticPhoto,
} from '../testing/synthetic-body.fixture';
import { backdropOnOldGarment, oldGarmentRim, skinBlendOnGarment } from './old-garment-rim';

describe('oldGarmentRim', () => {
  // A red sleeve's outer side on a grey backdrop: the old garment's estimate from x 70, a shaded band it missed at x
  // 64–69, its outline blended with the backdrop at x 62–63; the new sleeve covers it from x 65. At rows 150–160 skin
  // lies along the outline instead, and at rows 180–185 the outline is in the skin's colour (as the shaded outline of
  // an arm whose skin is found farther in).
  const columnOf = (pixel: number) => pixel % SYNTHETIC_WIDTH;
  const rowOf = (pixel: number) => (pixel - columnOf(pixel)) / SYNTHETIC_WIDTH;
  const inRows = (pixel: number) => rowOf(pixel) >= 60 && rowOf(pixel) <= 200;
  const image = syntheticPhoto((x, y) => {
    if (y < 60 || y > 200 || x < 62) return [225, 225, 225];
    if (x < 64) return y >= 180 && y <= 185 ? SKIN_COLOUR : [230, 170, 180];
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
  const rim = oldGarmentRim(input, oldGarmentLeftover(input), SKIN_MODEL);
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
    const speckRim = oldGarmentRim(speckInput, oldGarmentLeftover(speckInput), SKIN_MODEL);
    expect(speckRim.data[100 * SYNTHETIC_WIDTH + 63]).toBe(0);
  });
});

describe('backdropOnOldGarment', () => {
  // A light grey backdrop left of x 75, the person's unsure outline at x 75–79 and the person from x 80, the old
  // garment as estimated from x 100. Leftovers at x 80–99: in the backdrop's colour at rows 50–70, in a white tee's at
  // rows 100–120, and in the backdrop's colour at rows 150–170 behind a strand of hair in the outline.
  const backdrop: [number, number, number] = [234, 234, 234];
  const rows = (y: number, from: number, to: number) => y >= from && y <= to;
  const image = syntheticPhoto((x, y) => {
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
  const image = syntheticPhoto((x, y) => {
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
    const across = syntheticPhoto((x, y) => {
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
