import { createMask, unionMasks } from '../shared/raster';
import { fillPolygon } from '../shared/shapes';
import { armBesideSleeveEdges } from './sleeve-edges';
import {
  hangingArms,
  SYNTHETIC_HEIGHT,
  SYNTHETIC_WIDTH,
  syntheticBody,
  syntheticBox,
} from '../testing/synthetic-body.fixture';
import { Mask, Point } from '../shared/types';

describe('armBesideSleeveEdges', () => {
  const body = syntheticBody(hangingArms());
  const at = (mask: Mask, x: number, y: number) => mask.data[y * SYNTHETIC_WIDTH + x];
  // The torso (x 110–190) and the right arm (x 185–226), its line from (200, 60) to the elbow at (208, 160).
  const person = unionMasks(syntheticBox(110, 60, 190, 230), syntheticBox(185, 60, 226, 240));
  const polygon = (points: Point[]) => {
    const mask = createMask(SYNTHETIC_WIDTH, SYNTHETIC_HEIGHT);
    fillPolygon(mask, points);
    return mask;
  };
  /** The garment's layers: all of it on the sleeves' layer but the torso (x 110–190). */
  const sleeveLayer = (coverage: Mask) => {
    const layer = new Uint8Array(coverage.data.length);
    for (let pixel = 0; pixel < layer.length; pixel++) {
      const x = pixel % SYNTHETIC_WIDTH;
      if (coverage.data[pixel] > 0.5 && (x < 110 || x > 190)) layer[pixel] = 1;
    }
    return layer;
  };
  const strip = (coverage: Mask) =>
    armBesideSleeveEdges({
      body,
      coverage,
      layer: sleeveLayer(coverage),
      personMask: person,
      radii: { left: 17, right: 17 },
      repaintReach: 7,
    }).strip;

  it('takes the arm beside a sleeve placed inside it at the top, where the sleeve grows wider than the arm below', () => {
    // The tee's right sleeve reaches x 212 down to y 100, then flares out past the arm (x 232) to its hem at y 120.
    const tee = unionMasks(
      syntheticBox(110, 60, 190, 200),
      polygon([
        { x: 190, y: 60 },
        { x: 212, y: 60 },
        { x: 212, y: 100 },
        { x: 232, y: 100 },
        { x: 232, y: 120 },
        { x: 190, y: 120 },
      ]),
    );
    const edges = strip(tee);
    expect([at(edges, 216, 70), at(edges, 220, 90), at(edges, 224, 95)]).toEqual([1, 1, 1]);
    // Not what the sleeve covers, nor the torso; and below the hem the arm stays bare.
    expect([at(edges, 205, 80), at(edges, 150, 80), at(edges, 220, 130), at(edges, 222, 160)]).toEqual([0, 0, 0, 0]);
  });

  it('leaves the arm below a slanted hem, and beside a sleeve that never reaches past the arm, as it is', () => {
    // The sleeve's outer side ends higher than its inner side: beyond it, further down, is the bare arm.
    const slanted = unionMasks(
      syntheticBox(110, 60, 190, 200),
      polygon([
        { x: 190, y: 60 },
        { x: 214, y: 60 },
        { x: 214, y: 90 },
        { x: 204, y: 120 },
        { x: 190, y: 120 },
      ]),
    );
    const edges = strip(slanted);
    expect(edges.data.some((value) => value > 0.5)).toBe(false);
  });

  it("takes the arm beside a sleeve down to within the repaint's reach of the bare arm below its hem", () => {
    // The sleeve's pixels reach x 224 and the arm's x 225, down to its hem at y 110, below which the arm is bare: that
    // last column is the arm's soft edge, taken; repainted just above the hem, it cut a corner out of the bare arm.
    const tee = unionMasks(syntheticBox(110, 60, 190, 200), syntheticBox(190, 60, 225, 110));
    const edges = strip(tee);
    expect([at(edges, 225, 80), at(edges, 225, 95)]).toEqual([1, 1]);
    expect([at(edges, 225, 103), at(edges, 225, 106), at(edges, 225, 109), at(edges, 225, 112)]).toEqual([0, 0, 0, 0]);
  });

  it("leaves an arm hanging against the garment's body as it is, and hair lying on the shoulder beside the sleeve", () => {
    // The tee's body (its torso's layer) covers the arm's line, the sleeve ends at the shoulder: the arm is beyond the
    // body's edge, and no sleeve is beside it.
    const againstBody = unionMasks(syntheticBox(110, 60, 212, 200), syntheticBox(190, 40, 228, 60));
    const layer = new Uint8Array(againstBody.data.length);
    for (let pixel = 0; pixel < layer.length; pixel++)
      if (againstBody.data[pixel] > 0.5 && pixel < 60 * SYNTHETIC_WIDTH) layer[pixel] = 1;
    const hanging = armBesideSleeveEdges({
      body,
      coverage: againstBody,
      layer,
      personMask: person,
      radii: { left: 17, right: 17 },
      repaintReach: 7,
    }).strip;
    expect(hanging.data.some((value) => value > 0.5)).toBe(false);
    // A sleeve as wide as the arm below the shoulder joint (y 60), narrower over the shoulder's cap, with a lock of hair
    // lying on the shoulder beside it: nothing beside the upper arm, so nothing over the cap either.
    const wrapping = unionMasks(syntheticBox(190, 44, 212, 60), syntheticBox(185, 60, 228, 120));
    const withHair = unionMasks(person, syntheticBox(213, 44, 224, 54));
    const edges = armBesideSleeveEdges({
      body,
      coverage: wrapping,
      layer: sleeveLayer(wrapping),
      personMask: withHair,
      radii: { left: 17, right: 17 },
      repaintReach: 7,
    }).strip;
    expect(edges.data.some((value) => value > 0.5)).toBe(false);
  });

  it('takes nothing beside a sleeveless top', () => {
    const edges = strip(syntheticBox(110, 60, 190, 200));
    expect(edges.data.some((value) => value > 0.5)).toBe(false);
  });
});
