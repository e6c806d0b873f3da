import { bodyUnderSoftEdge, SOFT_EDGE, softEdge } from './soft-edge';
import { createMask } from '../shared/raster';
import { fillPolygon } from '../shared/shapes';

describe('the old garment under the new one soft edge', () => {
  // A new garment covering x 20–59 of every row; beyond its left edge the repainted body, beyond its right the backdrop.
  const coverage = createMask(80, 40);
  fillPolygon(coverage, [
    { x: 20, y: -1 },
    { x: 60, y: -1 },
    { x: 60, y: 41 },
    { x: 20, y: 41 },
  ]);

  it('is the covered pixels within SOFT_EDGE of the outline', () => {
    const edge = softEdge(coverage);
    const row = 20 * 80;
    expect(edge.data[row + 19]).toBe(0);
    expect(edge.data[row + 20]).toBe(1);
    expect(edge.data[row + 20 + SOFT_EDGE - 1]).toBe(1);
    expect(edge.data[row + 20 + SOFT_EDGE + 1]).toBe(0);
    expect(edge.data[row + 59]).toBe(1);
  });

  it('is painted as body beside the repainted body and as backdrop beside the backdrop', () => {
    // The bare outline reaches under the whole garment, as a shoulder's does under a tee's edge; beyond the garment it
    // is body on the left only.
    const body = createMask(80, 40);
    for (let pixel = 0; pixel < body.data.length; pixel++) if (pixel % 80 < 60) body.data[pixel] = 1;
    bodyUnderSoftEdge(body, softEdge(coverage), coverage);
    const row = 20 * 80;
    expect(body.data[row + 21]).toBe(1);
    // Painted as body there, it was a pink line between a white tee's shoulder and the backdrop.
    expect(body.data[row + 58]).toBe(0);
    // Away from the edge nothing changes.
    expect(body.data[row + 40]).toBe(1);
  });
});
