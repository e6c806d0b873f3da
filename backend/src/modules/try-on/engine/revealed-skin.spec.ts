import { bodyShape } from './person-regions';
import { fillCapsule, createMask } from './raster';
import { bareArmRadii } from './revealed-skin';
import { SYNTHETIC_HEIGHT, SYNTHETIC_WIDTH, syntheticBody, syntheticLimb } from './synthetic-body.fixture';

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
      const arms = bareArmRadii(body, armSkin(radius, 0.5));
      for (const measured of [arms.left, arms.right]) {
        expect(measured).toBeGreaterThanOrEqual(radius * 0.95);
        expect(measured).toBeLessThanOrEqual(radius * 1.25);
      }
    }
  });

  it('takes a usual arm when no skin of it shows (long sleeves)', () => {
    const arms = bareArmRadii(body, createMask(SYNTHETIC_WIDTH, SYNTHETIC_HEIGHT));
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
