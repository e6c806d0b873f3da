import { extractLandmarks } from '../garment/garment-landmarks';
import { planPlacement, sleeveOverFoldedArm } from './fitting';
import { syntheticBody, syntheticLimb } from '../testing/synthetic-body.fixture';
import {
  cardiganWithHangingSleeves,
  GARMENT_HEIGHT,
  GARMENT_WIDTH,
  longSleevedTop,
} from '../testing/synthetic-garment.fixture';
import { createMask } from '../shared/raster';
import { fillPolygon } from '../shared/shapes';
import { legAtRow } from '../person/legs';
import { Body } from '../person/body';
import { distance } from '../shared/geometry';

const longSleevedTopLandmarks = (cuffY: number) => extractLandmarks(longSleevedTop(cuffY), 'top')!;

// Shoulders 100 apart; the left arm hangs down and a little out, 150 px from shoulder to wrist.
const body = syntheticBody({
  armLeft: syntheticLimb({ x: 100, y: 60 }, { x: 90, y: 135 }, { x: 85, y: 210 }),
  armRight: syntheticLimb({ x: 200, y: 60 }, { x: 210, y: 135 }, { x: 215, y: 210 }),
});

describe('planPlacement', () => {
  it('ends a sleeve longer than the arm at the wrist, so the hand stays uncovered', () => {
    // The garment is scaled to the shoulders; a long sleeve kept its photo's length and covered the hand (the floral
    // long sleeve on studio-1 hid both hands down to the fingertips).
    const landmarks = longSleevedTopLandmarks(470);
    const placement = planPlacement(landmarks, 'top', body, false);
    const cuff = placement.place(landmarks.leftSleeve!.end);
    expect(distance(cuff, body.armLeft.end)).toBeLessThan(12);
    const otherCuff = placement.place(landmarks.rightSleeve!.end);
    expect(distance(otherCuff, body.armRight.end)).toBeLessThan(12);
  });

  it("moves the mesh just past a sleeve's tip with the sleeve", () => {
    // The mesh reaches a cell past the garment's bounds. Left with the torso there while the tip turned with the arm,
    // the cells between stretched into a streak out of the tip of every sleeve touching the bounds.
    const landmarks = longSleevedTopLandmarks(400);
    const placement = planPlacement(landmarks, 'top', body, false);
    const { left, bottom } = landmarks.bounds;
    const pairs = [
      [
        { x: landmarks.leftSleeve!.end.x, y: bottom },
        { x: landmarks.leftSleeve!.end.x, y: bottom + 6 },
      ],
      [
        { x: left, y: 360 },
        { x: left - 6, y: 360 },
      ],
    ];
    // Six photo pixels apart, at about half the photo's scale.
    for (const [inside, beyond] of pairs)
      expect(distance(placement.place(beyond), placement.place(inside))).toBeLessThan(6);
  });

  it('keeps a sleeve that ends above the wrist as long as it is', () => {
    const landmarks = longSleevedTopLandmarks(300);
    const placement = planPlacement(landmarks, 'top', body, false);
    const cuff = placement.place(landmarks.leftSleeve!.end);
    const shoulder = placement.place(landmarks.leftSleeve!.upper);
    const placedLength = distance(cuff, shoulder);
    const photoLength = distance(landmarks.leftSleeve!.end, landmarks.leftSleeve!.upper) * placement.scale;
    expect(placedLength).toBeCloseTo(photoLength, 0);
    expect(distance(cuff, body.armLeft.end)).toBeGreaterThan(20);
  });

  it('keeps a sleeve hanging against the body a piece of its own below the armpit', () => {
    // A cardigan laid flat with its sleeves hanging against its body, cuffs below the hem.
    const landmarks = extractLandmarks(cardiganWithHangingSleeves(), 'top')!;
    expect(landmarks.leftSleeve?.besideBody).toBe(true);
    const placement = planPlacement(landmarks, 'top', body, false);
    // Below the armpit the body's edge and the sleeve beside it are different pieces: the mesh is not stretched
    // between them. At the shoulder they are one piece of cloth.
    expect(placement.place({ x: 110, y: 300 }).piece).toBe(0);
    expect(placement.place({ x: 60, y: 300 }).piece).toBe(1);
    expect(placement.place({ x: 340, y: 300 }).piece).toBe(1);
    expect(placement.place({ x: 290, y: 300 }).piece).toBe(0);
    expect(placement.place({ x: 110, y: 80 }).piece).toBeUndefined();
    // A T-shirt's sleeves stand away from its body: no pieces anywhere.
    const tee = longSleevedTopLandmarks(300);
    expect(planPlacement(tee, 'top', body, false).place({ x: 60, y: 250 }).piece).toBeUndefined();
  });

  it('wraps a garment photographed flat round the body: its middle and its length at full size, its sides as wide', () => {
    // Scaled as a whole to the width it is seen at, a flat tee ended high on a long-bodied person's belly and its print
    // looked squat; a garment photographed on a model already shows the wrap.
    const landmarks = longSleevedTopLandmarks(300);
    const flat = planPlacement(landmarks, 'top', body, false);
    const worn = planPlacement(landmarks, 'top', body, true);
    const middle = (landmarks.torsoLeft + landmarks.torsoRight) / 2;
    const waistY = (landmarks.shoulderY + landmarks.hemY) / 2;
    for (const x of [landmarks.torsoLeft, landmarks.torsoRight])
      expect(flat.place({ x, y: waistY }).x).toBeCloseTo(worn.place({ x, y: waistY }).x, 0);
    const printWidth = (placement: typeof flat) =>
      placement.place({ x: middle + 10, y: waistY }).x - placement.place({ x: middle - 10, y: waistY }).x;
    expect(printWidth(flat) / printWidth(worn)).toBeGreaterThan(1.15);
    const length = (placement: typeof flat) =>
      placement.place({ x: middle, y: landmarks.hemY }).y - placement.place({ x: middle, y: landmarks.shoulderY }).y;
    expect(length(flat) / length(worn)).toBeGreaterThan(1.15);
  });

  it("lays a model's sloping shoulder line on the person's level one", () => {
    // The tie shirt's model leans on one arm, her shoulders dropping 0.085 px per px across the photo. Placed as if
    // level, the garment's lower shoulder sat below the person's and left it bare above the sleeve.
    // Its body only: the sleeves' shoulder caps turn with the arms.
    const level = { ...longSleevedTopLandmarks(300), leftSleeve: undefined, rightSleeve: undefined };
    const slope = -0.1;
    const middle = (level.torsoLeft + level.torsoRight) / 2;
    const [left, right] = [level.torsoLeft, level.torsoRight];
    const onShoulders = (x: number) => ({ x, y: level.shoulderY + slope * (x - middle) });
    // The person's shoulders are level (y 60 both): so are the model's placed shoulder points.
    const placement = planPlacement({ ...level, shoulderSlope: slope }, 'top', body, true);
    const placedY = (x: number) => placement.place(onShoulders(x)).y;
    expect(Math.abs(placedY(left) - placedY(right))).toBeLessThan(1);
    expect(Math.abs(placedY(left) - placedY(middle))).toBeLessThan(1);
    // Taken as level, the garment's left shoulder landed lower than its right.
    const asLevel = planPlacement(level, 'top', body, true);
    expect(asLevel.place(onShoulders(left)).y - asLevel.place(onShoulders(right)).y).toBeGreaterThan(5);
  });

  it('tells a sleeve that would lie along a forearm folded across the body', () => {
    // Hands clasped in front: each wrist 0.1 shoulder widths from the middle, the elbows out beside the body.
    const folded = syntheticBody({
      armLeft: syntheticLimb({ x: 100, y: 60 }, { x: 95, y: 135 }, { x: 140, y: 170 }),
      armRight: syntheticLimb({ x: 200, y: 60 }, { x: 205, y: 135 }, { x: 160, y: 170 }),
    });
    const longSleeves = longSleevedTopLandmarks(470);
    const shortSleeves = longSleevedTopLandmarks(150);
    expect(sleeveOverFoldedArm(longSleeves, folded, planPlacement(longSleeves, 'top', folded, false))).toBe(true);
    expect(sleeveOverFoldedArm(shortSleeves, folded, planPlacement(shortSleeves, 'top', folded, false))).toBe(false);
    expect(sleeveOverFoldedArm(longSleeves, body, planPlacement(longSleeves, 'top', body, false))).toBe(false);
  });
});

describe('a dress on legs standing apart', () => {
  /** A sleeveless dress laid flat, 200 wide at the top (x 100–300), its hem `hemWidth` wide at y 480. */
  function dress(hemWidth: number) {
    const mask = createMask(GARMENT_WIDTH, GARMENT_HEIGHT);
    fillPolygon(mask, [
      { x: 100, y: 70 },
      { x: 170, y: 60 },
      { x: 230, y: 60 },
      { x: 300, y: 70 },
      { x: 200 + hemWidth / 2, y: 480 },
      { x: 200 - hemWidth / 2, y: 480 },
    ]);
    return extractLandmarks(mask, 'dress')!;
  }
  /** The synthetic body with its knees and ankles seen, each leg leaning out by `spread` pixels at the knee. */
  function legsApart(spread: number): Body {
    return {
      ...body,
      kneesSeen: true,
      anklesSeen: true,
      legLeft: syntheticLimb({ x: 120, y: 220 }, { x: 120 - spread, y: 320 }, { x: 120 - 1.7 * spread, y: 390 }),
      legRight: syntheticLimb({ x: 180, y: 220 }, { x: 180 + spread, y: 320 }, { x: 180 + 1.7 * spread, y: 390 }),
    };
  }

  it('widens a straight dress towards its hem until the legs are under it', () => {
    // Placed at its own width, a straight midi dress let a thigh step out of its side, painted beside it.
    const landmarks = dress(200);
    const apart = legsApart(40);
    const placement = planPlacement(landmarks, 'dress', apart, false);
    const hemLeft = placement.place({ x: 100, y: 480 });
    const hemRight = placement.place({ x: 300, y: 480 });
    const legLeft = legAtRow(apart, apart.legLeft, hemLeft.y)!;
    const legRight = legAtRow(apart, apart.legRight, hemRight.y)!;
    expect(hemLeft.x).toBeLessThanOrEqual(legLeft.x - legLeft.halfWidth - 2);
    expect(hemRight.x).toBeGreaterThanOrEqual(legRight.x + legRight.halfWidth + 2);
    // The shoulders stay where they were.
    const unseenLegs = planPlacement(landmarks, 'dress', { ...apart, kneesSeen: false }, false);
    expect(distance(placement.place({ x: 110, y: 70 }), unseenLegs.place({ x: 110, y: 70 }))).toBeLessThan(1);
    expect(unseenLegs.place({ x: 100, y: 480 }).x).toBeGreaterThan(legLeft.x - legLeft.halfWidth);
  });

  it('keeps a dress whose hem already covers the legs as it is, and a top whatever the legs', () => {
    const flared = dress(360);
    const apart = legsApart(20);
    const placed = planPlacement(flared, 'dress', apart, false).place({ x: 20, y: 480 });
    const asPhotographed = planPlacement(flared, 'dress', { ...apart, kneesSeen: false }, false).place({
      x: 20,
      y: 480,
    });
    expect(distance(placed, asPhotographed)).toBeLessThan(0.01);
    const top = longSleevedTopLandmarks(300);
    const topPlaced = planPlacement(top, 'top', legsApart(60), false).place({ x: 100, y: 400 });
    expect(distance(topPlaced, planPlacement(top, 'top', body, false).place({ x: 100, y: 400 }))).toBeLessThan(0.01);
  });
});
