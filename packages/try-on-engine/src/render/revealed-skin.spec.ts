import { bodyShape, uncoveredBody } from '../person/person-regions';
import { colourPresence } from '../person/held-objects';
import { createMask, insideWithout } from '../shared/raster';
import { fillCapsule } from '../shared/shapes';
import { Mask, RgbImage } from '../shared/types';
import { Clavicles, paintedClavicles } from './clavicles';
import { measureBareArms } from './revealed-skin';
import { paintRevealedTorso, torsoSkinColour } from './painted-skin';
import { skinGrain } from '../shared/skin-grain';
import {
  SYNTHETIC_HEIGHT,
  SYNTHETIC_WIDTH,
  syntheticBody,
  syntheticBox,
  syntheticLimb,
} from '../testing/synthetic-body.fixture';

const body = syntheticBody({
  armLeft: syntheticLimb({ x: 100, y: 60 }, { x: 85, y: 160 }, { x: 80, y: 250 }),
  armRight: syntheticLimb({ x: 200, y: 60 }, { x: 215, y: 160 }, { x: 220, y: 250 }),
});

/** Skin of arms `radius` pixels thick, bare from `from` (a fraction of the upper arm) down to the wrist. */
function armSkin(radius: number, from: number) {
  const skin = createMask(SYNTHETIC_WIDTH, SYNTHETIC_HEIGHT);
  for (const arm of [body.armLeft, body.armRight]) {
    const start = {
      x: arm.root.x + (arm.middle.x - arm.root.x) * from,
      y: arm.root.y + (arm.middle.y - arm.root.y) * from,
    };
    fillCapsule(skin, start, arm.middle, radius);
    fillCapsule(skin, arm.middle, arm.end, radius * 0.85);
  }
  return skin;
}

/** How many pixels of `mask` lie on row `y`. */
function rowWidth(mask: ReturnType<typeof createMask>, y: number): number {
  let count = 0;
  for (let x = 0; x < mask.width; x++) if (mask.data[y * mask.width + x] > 0.5) count++;
  return count;
}

describe('the bare body a shorter top reveals', () => {
  it('measures each arm from the skin that shows below the old sleeve', () => {
    for (const radius of [8, 12]) {
      const arms = measureBareArms(body, armSkin(radius, 0.5));
      for (const measured of [arms.left, arms.right]) {
        expect(measured).toBeGreaterThanOrEqual(radius * 0.95);
        expect(measured).toBeLessThanOrEqual(radius * 1.25);
      }
    }
  });

  it('takes a usual arm when no skin of it shows (long sleeves)', () => {
    const arms = measureBareArms(body, createMask(SYNTHETIC_WIDTH, SYNTHETIC_HEIGHT));
    expect(arms.left).toBeCloseTo(body.shoulderWidth * 0.12);
    expect(arms.right).toBeCloseTo(body.shoulderWidth * 0.12);
  });

  it('has a waist and thin arms where the generous outline is as wide as a loose shirt', () => {
    const generous = bodyShape(body, SYNTHETIC_WIDTH, SYNTHETIC_HEIGHT, 'top');
    const fitted = bodyShape(body, SYNTHETIC_WIDTH, SYNTHETIC_HEIGHT, 'top', { left: 8, right: 8 });
    const waist = 60 + Math.round((220 - 60) * 0.6);
    // The torso alone at the waist: arms hang beside it and are counted apart.
    const torsoAt = (mask: ReturnType<typeof createMask>, y: number) => {
      let count = 0;
      for (let x = 110; x < 190; x++) if (mask.data[y * mask.width + x] > 0.5) count++;
      return count;
    };
    expect(torsoAt(fitted, waist)).toBeLessThan(torsoAt(generous, waist));
    expect(torsoAt(fitted, waist)).toBeGreaterThanOrEqual(2 * 0.38 * body.shoulderWidth - 2);
    // Under the chest the waist is narrower than the hips below it.
    expect(rowWidth(fitted, waist)).toBeLessThan(rowWidth(generous, waist));
    // Arms as thick as measured, not as the old sleeves.
    const elbowRow = 160;
    const armAt = (mask: ReturnType<typeof createMask>) => {
      let count = 0;
      for (let x = 50; x < 105; x++) if (mask.data[elbowRow * mask.width + x] > 0.5) count++;
      return count;
    };
    expect(armAt(fitted)).toBeLessThanOrEqual(18);
    expect(armAt(generous)).toBeGreaterThan(30);
    // No hole in the chest, whichever way the polygon runs.
    for (let y = 65; y < 220; y += 5) {
      for (let x = 115; x <= 185; x += 5) expect(fitted.data[y * SYNTHETIC_WIDTH + x]).toBe(1);
    }
  });
});

describe('which uncovered pixels are body', () => {
  it("takes the pixels beside bare skin for body, but not the old garment's dark colours there", () => {
    const width = SYNTHETIC_WIDTH;
    const image: RgbImage = { width, height: SYNTHETIC_HEIGHT, data: new Uint8Array(width * SYNTHETIC_HEIGHT * 3) };
    // Columns 0–99: light backdrop; 100–119: a dark old sleeve's hem beside the forearm; 120–159: the forearm's
    // skin; 160–179: its edge, blended with the backdrop; beyond: backdrop.
    const colourAt = (x: number) =>
      x < 100
        ? [230, 230, 230]
        : x < 120
          ? [50, 40, 60]
          : x < 160
            ? [200, 160, 140]
            : x < 180
              ? [215, 195, 185]
              : [230, 230, 230];
    const skin = createMask(width, SYNTHETIC_HEIGHT);
    const oldColour = createMask(width, SYNTHETIC_HEIGHT);
    for (let pixel = 0; pixel < width * SYNTHETIC_HEIGHT; pixel++) {
      const x = pixel % width;
      image.data.set(colourAt(x), pixel * 3);
      if (x >= 120 && x < 160) skin.data[pixel] = 1;
      // The old garment's colours: its dark hem and, as a light old garment's would, the colour of the arm's edge.
      if ((x >= 100 && x < 120) || (x >= 160 && x < 180)) oldColour.data[pixel] = 1;
    }
    const everywhere = createMask(width, SYNTHETIC_HEIGHT);
    everywhere.data.fill(1);
    const body = uncoveredBody({
      image,
      personMask: everywhere,
      outline: createMask(width, SYNTHETIC_HEIGHT),
      besideSkin: syntheticBox(95, 0, 185, SYNTHETIC_HEIGHT),
      skin,
      leftover: createMask(width, SYNTHETIC_HEIGHT),
      oldColours: colourPresence(image, oldColour),
      skinModel: {
        luma: 171,
        blueDifference: -20,
        redDifference: 20,
        spreadBlue: 10,
        spreadRed: 10,
        red: 200,
        green: 160,
        blue: 140,
      },
    });
    const at = (x: number) => body.data[100 * width + x];
    expect(at(110)).toBe(0);
    expect(at(140)).toBe(1);
    expect(at(170)).toBe(1);
  });
});

describe('the revealed torso as painted', () => {
  const arms = { left: 10, right: 10 };
  const skin = { colour: [200, 160, 140] as [number, number, number], grain: 0 };
  /** What `where` reveals under the new top (by default a crop top down to y 100), painted over a grey old top. */
  function paintRevealed(
    where: Mask,
    options: { newTop?: Mask; underGarment?: Mask; grain?: number; clavicles?: Clavicles } = {},
  ): RgbImage {
    const fill = {
      width: SYNTHETIC_WIDTH,
      height: SYNTHETIC_HEIGHT,
      data: new Uint8Array(SYNTHETIC_WIDTH * SYNTHETIC_HEIGHT * 3).fill(90),
    };
    const onBody = createMask(SYNTHETIC_WIDTH, SYNTHETIC_HEIGHT);
    onBody.data.fill(1);
    const newTop = options.newTop ?? syntheticBox(100, 40, 200, 100);
    const painted = { ...skin, grain: options.grain ?? 0, clavicles: options.clavicles };
    paintRevealedTorso(fill, where, onBody, newTop, body, arms, painted, options.underGarment);
    return fill;
  }
  const paintBelly = (where: Mask, underGarment?: Mask) => paintRevealed(where, { underGarment });
  const red = (image: RgbImage, x: number, y: number) => image.data[(y * image.width + x) * 3];
  const luma = (image: RgbImage, x: number, y: number) => {
    const index = (y * image.width + x) * 3;
    return 0.299 * image.data[index] + 0.587 * image.data[index + 1] + 0.114 * image.data[index + 2];
  };
  // The navel lies 0.74 of the way from the shoulders (y 60) to the hips (y 220), on the spine's line.
  const navelRow = Math.round(60 + 0.74 * 160);

  it('paints the belly in the skin colour, lit in its middle, darker at its sides and under the hem, with a navel', () => {
    const image = paintBelly(syntheticBox(105, 101, 195, 240));
    expect(Math.abs(red(image, 150, 140) - 200)).toBeLessThan(3);
    // Near the sides of the waist (half width 38 there) the body turns away from the light.
    expect(luma(image, 150 + 34, 150)).toBeLessThan(luma(image, 150, 150) * 0.85);
    expect(luma(image, 150, 101)).toBeLessThan(luma(image, 150, 130) * 0.88);
    expect(luma(image, 150, navelRow)).toBeLessThan(luma(image, 150, navelRow - 12) * 0.8);
    // Shadows on skin are warm: red keeps more of its light than blue.
    const [navelRed, navelBlue] = [red(image, 150, navelRow), image.data[(navelRow * SYNTHETIC_WIDTH + 150) * 3 + 2]];
    expect(navelRed / 200).toBeGreaterThan(navelBlue / 140);
  });

  it("gives a painted belly skin's soft unevenness, not one flat colour, smooth from pixel to pixel", () => {
    const image = paintBelly(syntheticBox(105, 101, 195, 240));
    // Between the hem's shadow and the navel, in the middle where the body's roundness darkens it by 1.4 % at most.
    const values: number[] = [];
    let largestStep = 0;
    for (let y = 115; y <= 150; y++)
      for (let x = 140; x <= 160; x++) {
        values.push(luma(image, x, y));
        largestStep = Math.max(largestStep, Math.abs(luma(image, x + 1, y) - luma(image, x, y)));
      }
    const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
    const spread = Math.sqrt(values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / values.length);
    // Without it the spread was 0.8 (the roundness alone); a photo's bare chest or arm spreads by 1.8 to 6 over as much.
    expect(spread).toBeGreaterThan(1.4);
    expect(spread).toBeLessThan(6);
    expect(Math.abs(mean - (0.299 * 200 + 0.587 * 160 + 0.114 * 140))).toBeLessThan(6);
    // No grain was asked for: the unevenness is soft from pixel to pixel.
    expect(largestStep).toBeLessThan(3);
  });

  it('draws no seam down the belly below a knot that hangs lower than the hem beside it', () => {
    // A crop top down to y 100 with a knot 20 pixels wide hanging to y 112 in the middle of its hem.
    const newTop = syntheticBox(100, 40, 200, 100);
    for (let y = 100; y <= 112; y++) for (let x = 140; x <= 160; x++) newTop.data[y * SYNTHETIC_WIDTH + x] = 1;
    const where = insideWithout(syntheticBox(105, 101, 195, 240), newTop);
    const image = paintRevealed(where, { newTop });
    // Across the knot's edge, 8 rows below the knot: taken column by column the shadow jumped by 6 levels there, now 0.7.
    let largestStep = 0;
    for (let x = 130; x < 150; x++)
      largestStep = Math.max(largestStep, Math.abs(luma(image, x + 1, 120) - luma(image, x, 120)));
    expect(largestStep).toBeLessThan(3);
    // The shadow below the hem stays: just under it the skin is darker than lower down.
    expect(luma(image, 120, 102)).toBeLessThan(luma(image, 120, 135) * 0.95);
  });

  it('shades a revealed upper arm as a round limb, whose mean across stays the colour spread along it', () => {
    // The left upper arm runs from (100, 60) to (85, 160), 10 pixels thick on each side of its line.
    const image = paintBelly(syntheticBox(70, 101, 195, 240));
    const lineX = Math.round(100 - 15 * ((130 - 60) / 100));
    let across = 0;
    for (let x = lineX - 9; x <= lineX + 9; x++) across += luma(image, x, 130) / 19;
    expect(Math.abs(across - 90)).toBeLessThan(3);
    // Its lit middle is lighter than the spread colour, as the arm's own middle is lighter than its mean.
    expect(luma(image, lineX, 130)).toBeGreaterThan(93);
    expect(luma(image, lineX + 9, 130)).toBeLessThan(luma(image, lineX, 130) * 0.9);
    expect(luma(image, lineX - 9, 130)).toBeLessThan(luma(image, lineX, 130) * 0.9);
  });

  it('leaves the navel out where the revealed belly ends at it, and keeps a garment that continues under the old top', () => {
    const short = paintBelly(syntheticBox(105, 101, 195, navelRow + 2));
    expect(luma(short, 150, navelRow)).toBeGreaterThan(luma(short, 150, navelRow - 12) * 0.97);
    const trousers = syntheticBox(105, 200, 195, 240);
    const withTrousers = paintBelly(syntheticBox(105, 101, 195, 240), trousers);
    expect(red(withTrousers, 150, 220)).toBe(90);
    expect(red(withTrousers, 150, 150)).toBeGreaterThan(150);
  });

  it("rounds and grains the chest a new neckline reveals, with the neckline's shadow on it", () => {
    // A top from y 40 to 200 whose neckline (x 125–175, down to y 80) reveals the chest the old top covered, above the
    // armpits (where the belly's painting begins).
    const top = syntheticBox(100, 40, 200, 200);
    const neckline = syntheticBox(125, 40, 175, 80);
    for (let pixel = 0; pixel < top.data.length; pixel++) if (neckline.data[pixel] > 0.5) top.data[pixel] = 0;
    const paintChest = (grain: number) => paintRevealed(neckline, { newTop: top, grain });
    const smooth = paintChest(0);
    // The spread colour stays the chest's, lit in its middle; beside the neckline's edges the top shades it.
    expect(Math.abs(luma(smooth, 150, 55) - 90)).toBeLessThan(6);
    expect(luma(smooth, 127, 55)).toBeLessThan(luma(smooth, 150, 55) * 0.92);
    expect(luma(smooth, 150, 79)).toBeLessThan(luma(smooth, 150, 55) * 0.92);
    // Not one flat colour: the photo's grain, on top of the skin's soft unevenness that the smooth chest has too.
    const grained = paintChest(3);
    const values: number[] = [];
    for (let x = 140; x <= 160; x++) values.push(luma(grained, x, 55) - luma(smooth, x, 55));
    const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
    const spread = Math.sqrt(values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / values.length);
    expect(spread).toBeGreaterThan(1.5);
  });

  it('draws the collarbones on a chest painted from the neck down', () => {
    // A wide neckline from y 40 to 90: its painted chest's top lies 20 pixels above the shoulders' line.
    const top = syntheticBox(100, 40, 200, 200);
    const neckline = syntheticBox(105, 40, 195, 90);
    for (let pixel = 0; pixel < top.data.length; pixel++) if (neckline.data[pixel] > 0.5) top.data[pixel] = 0;
    const onBody = syntheticBox(0, 0, SYNTHETIC_WIDTH - 1, SYNTHETIC_HEIGHT - 1);
    const clavicles = paintedClavicles(neckline, onBody, createMask(SYNTHETIC_WIDTH, SYNTHETIC_HEIGHT), body);
    expect(clavicles).toBeDefined();
    const plain = paintRevealed(neckline, { newTop: top });
    const drawn = paintRevealed(neckline, { newTop: top, clavicles });
    // Halfway along the right collarbone its crest lies at y 41.7 (3 pixels below the top, risen 2.5, sagged 1.2).
    expect(luma(drawn, 171, 42)).toBeGreaterThan(luma(plain, 171, 42));
    expect(luma(drawn, 171, 46)).toBeLessThan(luma(plain, 171, 46) - 2);
    expect(luma(drawn, 150, 80)).toBeCloseTo(luma(plain, 150, 80), 0);
  });

  it("gives painted skin the photo's own grain, and takes its colour from the torso's own skin where it shows", () => {
    const person = {
      width: SYNTHETIC_WIDTH,
      height: SYNTHETIC_HEIGHT,
      data: new Uint8Array(SYNTHETIC_WIDTH * SYNTHETIC_HEIGHT * 3),
    };
    const knownSkin = armSkin(10, 0);
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (let pixel = 0; pixel < knownSkin.data.length; pixel++) {
      // Normal noise of spread 3 from two uniform draws (Box–Muller).
      const noise = 3 * Math.sqrt(-2 * Math.log(random() + 1e-12)) * Math.cos(2 * Math.PI * random());
      for (let channel = 0; channel < 3; channel++)
        person.data[pixel * 3 + channel] = Math.round([150, 110, 90][channel] + noise);
    }
    const grain = skinGrain(person, knownSkin);
    expect(grain).toBeGreaterThan(2.4);
    expect(grain).toBeLessThan(3.6);
    expect(torsoSkinColour(person, knownSkin, body, [0, 0, 0])[0]).toBeCloseTo(150, -1);
    // A strip of belly skin below the old top, in its own lighter colour, wins over the arms.
    const belly = syntheticBox(115, 190, 185, 215);
    for (let pixel = 0; pixel < belly.data.length; pixel++) {
      if (belly.data[pixel] < 0.5) continue;
      knownSkin.data[pixel] = 1;
      person.data.set([210, 170, 150], pixel * 3);
    }
    expect(torsoSkinColour(person, knownSkin, body, [0, 0, 0])[0]).toBeCloseTo(210, -1);
  });
});
