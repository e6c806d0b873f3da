import { clavicleShade, paintedClavicles } from './clavicles';
import { createMask } from '../shared/raster';
import {
  hangingArms,
  SYNTHETIC_HEIGHT,
  SYNTHETIC_WIDTH,
  syntheticBody,
  syntheticBox,
} from '../testing/synthetic-body.fixture';

// Shoulders at y 60 from x 100 to 200: the collarbones run from x 146 and 154 out to 112 and 188, from 3 pixels below
// the painted chest's top in the middle.
const body = syntheticBody(hangingArms());
const onBody = syntheticBox(0, 0, SYNTHETIC_WIDTH - 1, SYNTHETIC_HEIGHT - 1);
const noPhotoSkin = createMask(SYNTHETIC_WIDTH, SYNTHETIC_HEIGHT);

describe('paintedClavicles', () => {
  it('draws the collarbones in a chest painted from the shoulders down', () => {
    const painted = syntheticBox(100, 65, 200, 120);
    expect(paintedClavicles(painted, onBody, noPhotoSkin, body)).toBeDefined();
  });

  it('draws none where the painted skin holds less than most of their lines (a narrow neckline)', () => {
    const painted = syntheticBox(130, 65, 170, 120);
    expect(paintedClavicles(painted, onBody, noPhotoSkin, body)).toBeUndefined();
  });

  it('draws none below photo skin that shows the collarbones already (an old wide neckline)', () => {
    const painted = syntheticBox(100, 62, 200, 120);
    const photoSkin = syntheticBox(100, 40, 200, 61);
    expect(paintedClavicles(painted, onBody, photoSkin, body)).toBeUndefined();
    // Skin of the neck alone above the painted chest is no collarbone.
    expect(paintedClavicles(painted, onBody, syntheticBox(135, 40, 165, 61), body)).toBeDefined();
  });
});

describe('clavicleShade', () => {
  const clavicles = paintedClavicles(syntheticBox(100, 65, 200, 120), onBody, noPhotoSkin, body)!;

  it('lights the bone and shades the hollow above it and the chest just below it', () => {
    // Halfway along the right collarbone (x 171) its crest lies at y 66.7: risen 2.5 pixels from y 68, sagged 1.2.
    const crest = clavicleShade(clavicles, 171, 67);
    expect(crest).toBeGreaterThan(1.005);
    expect(clavicleShade(clavicles, 171, 62)).toBeLessThan(crest - 0.03);
    expect(clavicleShade(clavicles, 171, 71)).toBeLessThan(crest - 0.03);
    // The two sides are alike.
    expect(clavicleShade(clavicles, 129, 67)).toBeCloseTo(crest, 3);
  });

  it('follows the neck base down a chest painted from lower', () => {
    const lower = paintedClavicles(syntheticBox(100, 75, 200, 130), onBody, noPhotoSkin, body)!;
    expect(clavicleShade(lower, 171, 77)).toBeCloseTo(clavicleShade(clavicles, 171, 67), 3);
  });

  it('dips at the top of the breastbone and leaves the chest below and beyond the shoulders alone', () => {
    expect(clavicleShade(clavicles, 150, 68)).toBeLessThan(0.98);
    expect(clavicleShade(clavicles, 150, 110)).toBeCloseTo(1, 3);
    expect(clavicleShade(clavicles, 215, 55)).toBeCloseTo(1, 3);
  });
});
