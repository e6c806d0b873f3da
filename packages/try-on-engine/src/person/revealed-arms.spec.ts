import { colourPresence } from './held-objects';
import { uncoveredBody } from './person-regions';
import { learnSkin } from './skin-model';
import { createMask } from '../shared/raster';
import { acrossRevealedArm, armColourAcross, withHiddenSide } from './revealed-arms';
import {
  clearBesideRevealedArms,
  measureBareArms,
  paintedArmsOnPerson,
  photographedArms,
  revealedArmsMask,
  uncoverRevealedArms,
} from '../render/revealed-skin';
import { paintRevealedTorso } from '../render/painted-skin';
import { Mask, RgbImage } from '../shared/types';
import { SYNTHETIC_HEIGHT, SYNTHETIC_WIDTH, syntheticBody, syntheticLimb } from '../testing/synthetic-body.fixture';

// A vertical left arm whose pose line (x = 80) lies 6 pixels beside the arm itself (x 76–96), under a white short
// sleeve down to its hem at y = 120. The arm's right side (x 92–96) is in shadow, orange-brown, and the skin colour
// misses it; the old garment's estimate took it, as it did on the photos.
const body = syntheticBody({
  armLeft: syntheticLimb({ x: 80, y: 60 }, { x: 80, y: 180 }, { x: 80, y: 290 }),
  armRight: syntheticLimb({ x: 220, y: 60 }, { x: 220, y: 180 }, { x: 220, y: 290 }),
});
const HEM = 120;
const LIT: [number, number, number] = [235, 200, 170];
const SHADED: [number, number, number] = [185, 125, 85];
const SLEEVE: [number, number, number] = [240, 240, 240];

function scene() {
  const { width, height } = { width: SYNTHETIC_WIDTH, height: SYNTHETIC_HEIGHT };
  const image: RgbImage = { width, height, data: new Uint8Array(width * height * 3).fill(200) };
  const skin = createMask(width, height);
  const oldGarment = createMask(width, height);
  const personMask = createMask(width, height);
  const paint = (x: number, y: number, colour: [number, number, number]) => image.data.set(colour, (y * width + x) * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const pixel = y * width + x;
      const face = Math.hypot(x - body.head.x, y - body.head.y) < 15;
      const sleeve = y >= 50 && y <= HEM && x >= 68 && x <= 104;
      const arm = y > HEM && y <= 290 && x >= 76 && x <= 96;
      const torso = y >= 60 && y <= 300 && x > 100 && x <= 200;
      if (face) paint(x, y, LIT);
      if (sleeve) paint(x, y, SLEEVE);
      else if (arm) paint(x, y, x >= 92 ? SHADED : LIT);
      if (sleeve || arm || torso || face) personMask.data[pixel] = 1;
      if (arm && x < 92) skin.data[pixel] = 1;
      if (sleeve || (arm && x >= 92 && y <= 200)) oldGarment.data[pixel] = 1;
    }
  }
  return { image, skin, oldGarment, personMask, skinModel: learnSkin(image, body) };
}

/**
 * The scene with the old sleeve's hem slanting up to the arm's outer edge (10 rows higher there than at its inner
 * edge), and the sleeve's pale outline beside it not in the old garment's estimate, as on the photos.
 */
function slantedHemScene() {
  const parts = scene();
  const { image, skin, oldGarment } = parts;
  const hemAt = (x: number) => HEM - Math.round((96 - x) / 2);
  for (let x = 76; x <= 96; x++)
    for (let y = hemAt(x) + 1; y <= HEM; y++) {
      const pixel = y * SYNTHETIC_WIDTH + x;
      image.data.set(x >= 92 ? SHADED : LIT, pixel * 3);
      oldGarment.data[pixel] = x >= 92 ? 1 : 0;
      skin.data[pixel] = x >= 92 ? 0 : 1;
    }
  for (let x = 68; x <= 81; x++)
    for (let y = HEM - 25; y <= hemAt(x); y++) oldGarment.data[y * SYNTHETIC_WIDTH + x] = 0;
  return parts;
}

function measure(changes: { oldGarment?: Mask; newSleeves?: Mask } = {}, parts = scene()) {
  const { image, skin, oldGarment, personMask, skinModel } = parts;
  return measureBareArms(body, skin, {
    image,
    personMask,
    skinModel,
    oldGarment: changes.oldGarment ?? oldGarment,
    newSleeves: changes.newSleeves,
  });
}

/** The columns of row `y` inside the revealed arm's painted part. */
function tubeColumns(arm: NonNullable<ReturnType<typeof measure>['revealedLeft']>, y: number): number[] {
  const columns: number[] = [];
  for (let x = 0; x < SYNTHETIC_WIDTH; x++) if (acrossRevealedArm(arm, x, y) >= 0) columns.push(x);
  return columns;
}

describe('an arm a shorter top reveals', () => {
  it('continues the arm below the old sleeve: its place and width, its shaded side included', () => {
    const arm = measure().revealedLeft;
    expect(arm).toBeDefined();
    if (!arm) return;
    // Across points to smaller x on an arm hanging down: the arm's middle (x 86) is 6 pixels across the other way.
    expect(arm.centre).toBeGreaterThanOrEqual(-8);
    expect(arm.centre).toBeLessThanOrEqual(-4);
    expect(arm.halfWidth).toBeGreaterThanOrEqual(9.5);
    expect(arm.paintedTo).toBeGreaterThan(HEM - 60);
    const above = tubeColumns(arm, HEM - 5);
    expect(above[0]).toBeGreaterThanOrEqual(74);
    expect(above[0]).toBeLessThanOrEqual(77);
    expect(above[above.length - 1]).toBeGreaterThanOrEqual(95);
    expect(above[above.length - 1]).toBeLessThanOrEqual(98);
    const colour = [0, 0, 0];
    armColourAcross(arm, 0.02, colour);
    expect(colour[0]).toBeLessThan(200);
    armColourAcross(arm, 0.6, colour);
    expect(colour[0]).toBeGreaterThan(225);
  });

  it('is measured below a hem slanting up to its outer edge, where the sleeve is no garment above the skin', () => {
    const arm = measure({}, slantedHemScene()).revealedLeft;
    expect(arm).toBeDefined();
    expect(arm?.halfWidth).toBeGreaterThanOrEqual(9.5);
  });

  it('keeps the shaded side below the hem as photographed, and nothing of the sleeve', () => {
    const arms = measure();
    const painted = revealedArmsMask(arms, SYNTHETIC_WIDTH, SYNTHETIC_HEIGHT);
    const kept = painted && photographedArms(arms, painted);
    expect(kept).toBeDefined();
    if (!kept) return;
    const at = (x: number, y: number) => kept.data[y * SYNTHETIC_WIDTH + x];
    expect(at(94, 150)).toBe(1);
    expect(at(94, 195)).toBe(1);
    expect(at(86, 100)).toBe(0);
    expect(at(100, 150)).toBe(0);
  });

  it('is left to the pose line where no old sleeve covers the arm, or a new sleeve covers its hem', () => {
    expect(measure({ oldGarment: createMask(SYNTHETIC_WIDTH, SYNTHETIC_HEIGHT) }).revealedLeft).toBeUndefined();
    const newSleeve = createMask(SYNTHETIC_WIDTH, SYNTHETIC_HEIGHT);
    for (let y = 40; y <= HEM + 30; y++) for (let x = 66; x <= 106; x++) newSleeve.data[y * SYNTHETIC_WIDTH + x] = 1;
    expect(measure({ newSleeves: newSleeve }).revealedLeft).toBeUndefined();
    // No skin of the right arm shows anywhere.
    expect(measure().revealedRight).toBeUndefined();
  });

  it('leaves no body beside the painted arm, where the old sleeve flared, but on the arm and away from it', () => {
    const body = createMask(SYNTHETIC_WIDTH, SYNTHETIC_HEIGHT, 1);
    const arms = measure();
    const painted = revealedArmsMask(arms, SYNTHETIC_WIDTH, SYNTHETIC_HEIGHT);
    if (painted) clearBesideRevealedArms(body, arms, painted, 100);
    const at = (x: number, y: number) => body.data[y * SYNTHETIC_WIDTH + x];
    expect(at(101, HEM - 5)).toBe(0);
    expect(at(70, HEM - 5)).toBe(0);
    expect(at(86, HEM - 5)).toBe(1);
    expect(at(130, HEM - 5)).toBe(1);
    expect(at(101, HEM + 60)).toBe(1);
  });

  it('paints the revealed arm in the colours of the arm below, without a step at the old hem', () => {
    const { image } = scene();
    const arms = measure();
    const fill: RgbImage = { ...image, data: new Uint8Array(image.data) };
    const where = createMask(SYNTHETIC_WIDTH, SYNTHETIC_HEIGHT);
    for (let y = 50; y <= HEM + 3; y++) for (let x = 68; x <= 104; x++) where.data[y * SYNTHETIC_WIDTH + x] = 1;
    const onBody = createMask(SYNTHETIC_WIDTH, SYNTHETIC_HEIGHT, 1);
    const newTop = createMask(SYNTHETIC_WIDTH, SYNTHETIC_HEIGHT);
    paintRevealedTorso(fill, where, onBody, newTop, body, arms, { colour: LIT, grain: 0.8 });
    const difference = (x: number) => {
      let sum = 0;
      for (let channel = 0; channel < 3; channel++)
        sum += Math.abs(
          fill.data[((HEM - 2) * SYNTHETIC_WIDTH + x) * 3 + channel] -
            image.data[((HEM + 12) * SYNTHETIC_WIDTH + x) * 3 + channel],
        );
      return sum / 3;
    };
    // Across the arm's lit middle and its shaded side, the row painted above the hem matches the arm below it.
    for (const x of [80, 86, 90, 94]) expect(difference(x)).toBeLessThan(12);
  });

  it('fades into the arm as photographed below the hem, over the shadow of the old sleeve there', () => {
    const { image } = scene();
    const measured = measure().revealedLeft;
    expect(measured).toBeDefined();
    if (!measured) return;
    // The photo's arm lies in the old sleeve's shadow for 20 rows below its hem.
    const shadowed: RgbImage = { ...image, data: new Uint8Array(image.data) };
    for (let y = HEM + 1; y <= HEM + 20; y++)
      for (let x = 76; x <= 96; x++)
        for (let channel = 0; channel < 3; channel++) {
          const index = (y * SYNTHETIC_WIDTH + x) * 3 + channel;
          shadowed.data[index] = Math.round(image.data[index] * 0.85);
        }
    const arm = { ...measured, photo: shadowed };
    const arms = { ...measure(), revealedLeft: arm };
    const fill: RgbImage = { ...shadowed, data: new Uint8Array(shadowed.data) };
    const paintedToRow = Math.floor(60 + arm.paintedTo);
    const where = createMask(SYNTHETIC_WIDTH, SYNTHETIC_HEIGHT);
    for (let y = 50; y <= paintedToRow; y++) for (let x = 68; x <= 104; x++) where.data[y * SYNTHETIC_WIDTH + x] = 1;
    const onBody = createMask(SYNTHETIC_WIDTH, SYNTHETIC_HEIGHT, 1);
    paintRevealedTorso(fill, where, onBody, createMask(SYNTHETIC_WIDTH, SYNTHETIC_HEIGHT), body, arms, {
      colour: LIT,
      grain: 0.8,
    });
    const red = (x: number, y: number) => fill.data[(y * SYNTHETIC_WIDTH + x) * 3];
    for (const x of [82, 86, 90]) {
      // Painted in the lit colours above the hem, as photographed at the fade's end, with no step between.
      expect(Math.abs(red(x, HEM - 2) - LIT[0])).toBeLessThan(8);
      expect(Math.abs(red(x, paintedToRow) - shadowed.data[(paintedToRow * SYNTHETIC_WIDTH + x) * 3])).toBeLessThan(6);
      for (let y = HEM - 2; y <= paintedToRow + 2; y++) expect(Math.abs(red(x, y + 1) - red(x, y))).toBeLessThan(13);
    }
  });

  it('widens an arm seen from the side towards the body, its outer edge kept where it was seen', () => {
    const measured = measure().revealedLeft;
    expect(measured).toBeDefined();
    if (!measured) return;
    // Only the arm's outer strip (x 76–84) showed below the sleeve; the other arm is 10.5 pixels wide at half.
    const strip = { ...measured, centre: 0, halfWidth: 4 };
    const other = { ...measured, halfWidth: 10.5 };
    const widened = withHiddenSide(strip, other, { x: 150, y: 60 });
    const columns = tubeColumns(widened, HEM - 5);
    expect(Math.abs(columns[0] - tubeColumns(strip, HEM - 5)[0])).toBeLessThanOrEqual(1);
    expect(columns[columns.length - 1]).toBeGreaterThanOrEqual(89);
    expect(withHiddenSide(measured, other, { x: 150, y: 60 })).toBe(measured);
  });

  it('paints an arm widened over the body only above the old hem, and below it only where the photo shows the arm', () => {
    const measured = measure().revealedLeft;
    expect(measured).toBeDefined();
    if (!measured) return;
    // Widened towards the body by 3.5 pixels (to 0.7 of a 20-pixel half width), over x 76–103.
    const widened = withHiddenSide(measured, { ...measured, halfWidth: 20 }, { x: 150, y: 60 });
    const belowHem = Math.ceil(60 + widened.fadeFrom) + 1;
    expect(belowHem).toBeLessThan(60 + widened.paintedTo);
    expect(acrossRevealedArm(widened, 101, HEM - 5)).toBeGreaterThanOrEqual(0);
    // Below the hem the photo shows the body there, not the arm (x 76–96): it is no part of the painted arm.
    expect(acrossRevealedArm(widened, 101, belowHem)).toBe(-1);
    expect(acrossRevealedArm(widened, 86, belowHem)).toBeGreaterThanOrEqual(0);
  });

  it('paints the arm as body where the person mask missed the old sleeve, white against a white backdrop', () => {
    const { image, skin, personMask, oldGarment, skinModel } = scene();
    for (let y = 50; y <= HEM; y++) for (let x = 68; x <= 104; x++) personMask.data[y * SYNTHETIC_WIDTH + x] = 0;
    const arms = measure();
    const painted = paintedArmsOnPerson(arms, personMask, oldGarment);
    expect(painted).toBeDefined();
    if (!painted) return;
    // The painted arm's round end above the shoulder lies on neither the person nor the old sleeve: it is not painted.
    expect(revealedArmsMask(arms, SYNTHETIC_WIDTH, SYNTHETIC_HEIGHT)?.data[49 * SYNTHETIC_WIDTH + 86]).toBe(1);
    expect(painted.data[49 * SYNTHETIC_WIDTH + 86]).toBe(0);
    const nothing = createMask(SYNTHETIC_WIDTH, SYNTHETIC_HEIGHT);
    const uncovered = createMask(SYNTHETIC_WIDTH, SYNTHETIC_HEIGHT);
    uncoverRevealedArms(uncovered, painted, nothing);
    const bodyPixels = uncoveredBody({
      image,
      personMask,
      outline: nothing,
      besideSkin: nothing,
      skin,
      leftover: nothing,
      oldColours: colourPresence(image, nothing),
      skinModel,
      paintedArms: painted,
    });
    const at = (mask: typeof painted, x: number, y: number) => mask.data[y * SYNTHETIC_WIDTH + x];
    for (const [x, y] of [
      [80, HEM - 20],
      [90, HEM - 40],
    ]) {
      expect(at(uncovered, x, y)).toBe(1);
      expect(at(bodyPixels, x, y)).toBe(1);
    }
    expect(at(bodyPixels, 60, HEM - 20)).toBe(0);
  });
});
