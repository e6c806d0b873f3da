import { Body } from './body';
import {
  SYNTHETIC_HEIGHT,
  SYNTHETIC_WIDTH,
  syntheticBody,
  syntheticBox,
  syntheticLimb,
} from '../testing/synthetic-body.fixture';
import { createMask, mapMask, maskArea } from '../shared/raster';
import {
  armLines,
  bottomUnderTop,
  growUncovered,
  keepOnePieceAboveBottom,
  onePieceAboveTop,
  separateTopFromBottom,
  sleeveLines,
} from './top-and-bottom';

function body(armsSeen = true): Body {
  return syntheticBody({
    armLeft: syntheticLimb({ x: 100, y: 60 }, { x: 85, y: 150 }, { x: 80, y: 240 }, armsSeen),
    armRight: syntheticLimb({ x: 200, y: 60 }, { x: 215, y: 150 }, { x: 220, y: 240 }, armsSeen),
  });
}

const box = syntheticBox;

const union = (...masks: ReturnType<typeof box>[]) =>
  mapMask(masks[0], (_value, pixel) => (masks.some((mask) => mask.data[pixel] > 0.5) ? 1 : 0));
const at = (mask: ReturnType<typeof box>, x: number, y: number) => mask.data[y * SYNTHETIC_WIDTH + x];

describe('separateTopFromBottom', () => {
  // A top from the shoulders to y = 190 whose estimate bled into the skirt below (y 190–330), a sleeve down the
  // left arm beside the skirt, and an island of top colours inside the skirt.
  const topSample = box(110, 90, 190, 170);
  const skirt = box(110, 190, 190, 330);
  const sleeve = box(70, 60, 101, 250);
  const bledTop = union(box(100, 60, 200, 190), skirt, sleeve);
  const belowWaist = box(0, 175, SYNTHETIC_WIDTH, SYNTHETIC_HEIGHT);

  it('takes the bottom out of a top that bled into it and keeps the top itself', () => {
    const separated = separateTopFromBottom(bledTop, skirt, belowWaist, topSample);
    expect(at(separated, 150, 250)).toBe(0);
    expect(at(separated, 150, 320)).toBe(0);
    expect(at(separated, 150, 120)).toBe(1);
    expect(at(separated, 150, 185)).toBe(1);
  });

  it('keeps a sleeve that the bottom estimate reaches, where the zone leaves the arms out', () => {
    const bottomWithSleeve = union(skirt, box(70, 200, 95, 250));
    const zone = mapMask(belowWaist, (value, pixel) =>
      value > 0.5 && armLines(body(), SYNTHETIC_WIDTH, SYNTHETIC_HEIGHT, 0.1).data[pixel] < 0.5 ? 1 : 0,
    );
    const separated = separateTopFromBottom(bledTop, bottomWithSleeve, zone, topSample);
    expect(at(separated, 82, 230)).toBe(1);
    expect(at(separated, 150, 250)).toBe(0);
  });

  it('drops pieces of the top left without a connection to its colour sample', () => {
    const island = box(140, 260, 160, 280);
    const bottomAroundIsland = mapMask(skirt, (value, pixel) => (island.data[pixel] > 0.5 ? 0 : value));
    const separated = separateTopFromBottom(bledTop, bottomAroundIsland, belowWaist, topSample);
    expect(at(separated, 150, 270)).toBe(0);
  });

  it('changes nothing when the bottom estimate lies outside the zone', () => {
    const separated = separateTopFromBottom(bledTop, skirt, createMask(SYNTHETIC_WIDTH, SYNTHETIC_HEIGHT), topSample);
    expect(maskArea(separated)).toBe(maskArea(bledTop));
  });
});

describe('armLines', () => {
  it('draws a band along each seen arm and nothing for unseen arms', () => {
    const lines = armLines(body(), SYNTHETIC_WIDTH, SYNTHETIC_HEIGHT, 0.1);
    expect(at(lines, 85, 150)).toBe(1);
    expect(at(lines, 82, 200)).toBe(1);
    expect(at(lines, 150, 200)).toBe(0);
    expect(maskArea(armLines(body(false), SYNTHETIC_WIDTH, SYNTHETIC_HEIGHT, 0.1))).toBe(0);
  });
});

describe('sleeveLines', () => {
  // A strap dress from the shoulders down, its sides just inside the arms' lines (x 100 and 200 at the shoulders).
  const dress = box(102, 60, 198, 330);

  it('draws the band along an arm only as far down as the garment covers its line', () => {
    // A short sleeve on the left arm (down to y 100), none on the right.
    const lines = sleeveLines(body(), union(dress, box(70, 55, 110, 100)), 0.1);
    expect(at(lines, 95, 90)).toBe(1);
    // Below the sleeve's end (and the band's round end past it) the dress's side beside the arm is no sleeve.
    expect(at(lines, 95, 130)).toBe(0);
    expect(at(lines, 210, 90)).toBe(0);
    expect(maskArea(lines)).toBeLessThan(maskArea(armLines(body(), SYNTHETIC_WIDTH, SYNTHETIC_HEIGHT, 0.1)) / 3);
  });

  it('draws the whole band along an arm in a long sleeve, across a short gap in it and below hair over the shoulder', () => {
    const longSleeve = union(dress, box(60, 55, 110, 250));
    const lines = sleeveLines(body(), longSleeve, 0.1);
    expect(at(lines, 82, 200)).toBe(1);
    expect(at(lines, 85, 150)).toBe(1);
    // A band 4 pixels high across the sleeve at y 120 (shorter than the 6 of a gap) in other colours, and the top 12
    // pixels of the sleeve hidden by hair (less than the 20 a sleeve may begin below the shoulder).
    const interrupted = mapMask(longSleeve, (value, pixel) => {
      const [x, y] = [pixel % SYNTHETIC_WIDTH, Math.floor(pixel / SYNTHETIC_WIDTH)];
      return x < 102 && ((y >= 120 && y < 124) || y < 72) ? 0 : value;
    });
    expect(at(sleeveLines(body(), interrupted, 0.1), 82, 200)).toBe(1);
    // A gap longer than that ends the sleeve: only the band above it is drawn.
    const cut = mapMask(longSleeve, (value, pixel) => {
      const [x, y] = [pixel % SYNTHETIC_WIDTH, Math.floor(pixel / SYNTHETIC_WIDTH)];
      return x < 102 && y >= 120 && y < 135 ? 0 : value;
    });
    const ended = sleeveLines(body(), cut, 0.1);
    expect(at(ended, 90, 110)).toBe(1);
    expect(at(ended, 82, 200)).toBe(0);
  });
});

describe('growUncovered', () => {
  it("reaches further where the person's outline ends, to take an old sleeve's edge against the backdrop", () => {
    // The old garment's region ends at column 99.
    const uncovered = box(60, 40, 100, 160);
    const inside = mapMask(uncovered, () => 1);
    const grownInside = growUncovered(uncovered, undefined, inside);
    expect(at(grownInside, 101, 100)).toBe(1);
    expect(at(grownInside, 102, 100)).toBe(0);
    // The person ends with the old garment: beyond it lies the backdrop.
    const endsThere = mapMask(uncovered, (_value, pixel) => (pixel % SYNTHETIC_WIDTH < 100 ? 1 : 0));
    const grownToBackdrop = growUncovered(uncovered, undefined, endsThere);
    expect(at(grownToBackdrop, 103, 100)).toBe(1);
    expect(at(grownToBackdrop, 104, 100)).toBe(0);
  });

  it('takes the edge left between the old garment and the skin, and some skin beyond it', () => {
    // The old garment's region ends at row 99; its edge, rows 100–101, is neither; the skin starts at row 102.
    const uncovered = box(60, 40, 140, 100);
    const inside = mapMask(uncovered, () => 1);
    const skin = box(60, 102, 140, 160);
    const grown = growUncovered(uncovered, undefined, inside, { skin });
    expect([at(grown, 100, 100), at(grown, 100, 101), at(grown, 100, 104)]).toEqual([1, 1, 1]);
    expect(at(grown, 100, 105)).toBe(0);
    // Without skin beside it, the region reaches its usual 2 pixels.
    const elsewhere = growUncovered(uncovered, undefined, inside, { skin: box(200, 100, 220, 160) });
    expect([at(elsewhere, 100, 101), at(elsewhere, 100, 102)]).toEqual([1, 0]);
    // What stays (the person's own bottom) is no edge: it keeps all but the usual 2 pixels.
    const kept = growUncovered(uncovered, undefined, inside, { skin, kept: box(60, 100, 140, 102) });
    expect([at(kept, 100, 101), at(kept, 100, 102), at(kept, 100, 104)]).toEqual([1, 0, 0]);
  });
});

describe('keepOnePieceAboveBottom', () => {
  it('keeps a one-piece down to the new bottom, in its columns and beside them', () => {
    // A dress under new trousers, cut at the waist: the band between its cut and the waistband was painted as a belly.
    const uncovered = createMask(60, 100, 1);
    const trousers = createMask(60, 100);
    // The waistband slopes: its top at row 50 in column 20, down to row 59 in column 29.
    for (let x = 20; x < 30; x++) for (let y = 50 + (x - 20); y < 100; y++) trousers.data[y * 60 + x] = 1;
    keepOnePieceAboveBottom(uncovered, trousers);
    expect(uncovered.data[49 * 60 + 20]).toBe(0);
    expect(uncovered.data[50 * 60 + 20]).toBe(1);
    expect(uncovered.data[58 * 60 + 29]).toBe(0);
    expect(uncovered.data[59 * 60 + 29]).toBe(1);
    // Beside the trousers, the dress stays above their highest row.
    expect(uncovered.data[49 * 60 + 5]).toBe(0);
    expect(uncovered.data[50 * 60 + 5]).toBe(1);
  });
});

describe('onePieceAboveTop', () => {
  it("marks a dress's neckline above a new top's neckline, in the top's columns only, and not the skin", () => {
    // A slip dress from row 20 down, but for the skin of a V neckline (columns 25–34 above row 40); a new top from
    // row 45 in columns 10–49, whose own neckline dips to row 55 in columns 25–34.
    const width = 60;
    const dress = createMask(width, 100);
    const skin = createMask(width, 100);
    const top = createMask(width, 100);
    for (let y = 20; y < 100; y++) {
      for (let x = 0; x < width; x++) {
        const inV = x >= 25 && x < 35 && y < 40;
        (inV ? skin : dress).data[y * width + x] = 1;
      }
    }
    for (let y = 45; y < 100; y++)
      for (let x = 10; x < 50; x++) if (!(x >= 25 && x < 35 && y < 55)) top.data[y * width + x] = 1;
    const leftover = createMask(width, 100);
    onePieceAboveTop(leftover, dress, top, skin);
    // Above the new top: the dress beside the V and below it, down to the new neckline.
    expect(leftover.data[30 * width + 15]).toBe(1);
    expect(leftover.data[44 * width + 30]).toBe(1);
    expect(leftover.data[54 * width + 30]).toBe(1);
    // The V's skin, but for the dress's edge grown into it.
    expect(leftover.data[25 * width + 30]).toBe(0);
    // Under the new top, and beside it, the dress stays.
    expect(leftover.data[60 * width + 30]).toBe(0);
    expect(leftover.data[30 * width + 5]).toBe(0);
  });
});

describe('bottomUnderTop', () => {
  // A long old top (x 90–210, down to y 260) over trousers (x 95–205 from y 225); the left forearm hangs close beside
  // it, so that the band along the arm reaches over the top's side.
  const closeArm = syntheticBody({
    armLeft: syntheticLimb({ x: 100, y: 60 }, { x: 90, y: 150 }, { x: 88, y: 240 }),
    armRight: syntheticLimb({ x: 200, y: 60 }, { x: 215, y: 150 }, { x: 220, y: 240 }),
  });
  const person = {
    width: SYNTHETIC_WIDTH,
    height: SYNTHETIC_HEIGHT,
    data: new Uint8Array(SYNTHETIC_WIDTH * SYNTHETIC_HEIGHT * 3),
  };
  const personMask = box(60, 0, 240, SYNTHETIC_HEIGHT);
  const oldTop = box(90, 60, 210, 260);
  const trousers = box(95, 225, 205, SYNTHETIC_HEIGHT);

  it("continues the trousers over the top's side beside a bare arm, but not over the arm", () => {
    const bareArm = box(72, 60, 89, 245);
    const under = bottomUnderTop(person, personMask, trousers, oldTop, closeArm, bareArm);
    expect(under).toBeDefined();
    expect(at(under!.underGarment, 97, 240)).toBeGreaterThan(0.5);
    expect(at(under!.underGarment, 150, 240)).toBeGreaterThan(0.5);
    expect(at(under!.underGarment, 80, 240)).toBeLessThan(0.5);
    // Above the hips the old top stays the top's.
    expect(at(under!.underGarment, 150, 200)).toBeLessThan(0.5);
  });

  it('leaves the whole band along an arm in a long old sleeve, which shows no skin, to the arm', () => {
    const under = bottomUnderTop(
      person,
      personMask,
      trousers,
      oldTop,
      closeArm,
      createMask(SYNTHETIC_WIDTH, SYNTHETIC_HEIGHT),
    );
    expect(at(under!.underGarment, 97, 240)).toBeLessThan(0.5);
    expect(at(under!.underGarment, 150, 240)).toBeGreaterThan(0.5);
  });

  it('finds nothing to continue when the bottom hardly shows', () => {
    expect(
      bottomUnderTop(person, personMask, box(95, 255, 205, 262), oldTop, closeArm, box(72, 60, 89, 245)),
    ).toBeUndefined();
  });
});
