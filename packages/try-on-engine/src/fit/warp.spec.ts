import { Placement } from './fitting';
import { createMask } from '../shared/raster';
import { WarpedGarment, warpGarment } from './warp';

const WIDTH = 120;
const HEIGHT = 100;

describe('warpGarment', () => {
  /** A plain 100 × 60 garment photo whose right part (x ≥ 50) is placed 40 px further right, as a separate `piece`. */
  function warpTwoParts(pieces: boolean): WarpedGarment {
    const garment = { width: 100, height: 60, data: new Uint8Array(100 * 60 * 3).fill(128) };
    const garmentAlpha = createMask(100, 60, 1);
    const placement: Placement = {
      scale: 1,
      place: (point) =>
        point.x < 50
          ? { ...point, layer: 0, piece: pieces ? 0 : undefined }
          : { x: point.x + 40, y: point.y, layer: 1, piece: pieces ? 1 : undefined },
    };
    return warpGarment(
      garment,
      garmentAlpha,
      { left: 0, top: 0, right: 99, bottom: 59 },
      placement,
      WIDTH + 40,
      HEIGHT,
    );
  }
  const coveredInGap = (warped: WarpedGarment) => {
    let covered = 0;
    for (let y = 10; y < 50; y++)
      for (let x = 60; x < 80; x++) if (warped.alpha.data[y * (WIDTH + 40) + x] > 0.5) covered++;
    return covered;
  };

  it('never stretches the mesh between two pieces of cloth placed apart', () => {
    // A sleeve hanging beside the body is a piece of its own: stretched to the torso, the mesh drew strips of fabric
    // along the body's side that hung below the tucked hem.
    expect(coveredInGap(warpTwoParts(true))).toBe(0);
    expect(coveredInGap(warpTwoParts(false))).toBe(800);
  });

  it('draws a cell stretched between a sleeve and the body with the body, under the sleeve', () => {
    // On the sleeve's layer such cells were neither tucked in with the body nor covered by the sleeve: strands of the
    // long sleeve's edge hung past its cuff over the trousers.
    const warped = warpTwoParts(false);
    let stretched = 0;
    let onSleeveLayer = 0;
    for (let y = 10; y < 50; y++)
      for (let x = 60; x < 80; x++) {
        if (warped.alpha.data[y * (WIDTH + 40) + x] <= 0.5) continue;
        stretched++;
        if (warped.layer[y * (WIDTH + 40) + x] === 1) onSleeveLayer++;
      }
    expect(stretched).toBe(800);
    expect(onSleeveLayer).toBe(0);
    // The sleeve's own cells stay on its layer.
    expect(warped.layer[30 * (WIDTH + 40) + 120]).toBe(1);
  });

  it('leaves out the cells the mesh turns over where it folds', () => {
    // Between a torso and a sleeve turned with the arm the mesh folds over itself; the turned-over cells drew a ladder
    // of lilac and purple beside the VANS tee's dark sleeves. Here a lilac (x < 50) and purple garment is folded at
    // x = 50, its purple half turned over onto the lilac one.
    const lilac = [200, 186, 215];
    const purple = [60, 44, 67];
    const garment = { width: 100, height: 60, data: new Uint8Array(100 * 60 * 3) };
    for (let pixel = 0; pixel < 100 * 60; pixel++) garment.data.set(pixel % 100 < 50 ? lilac : purple, pixel * 3);
    const placement: Placement = {
      scale: 1,
      place: ({ x, y }) => ({ x: x <= 50 ? x : 100 - x, y, layer: 0 }),
    };
    const bounds = { left: 0, top: 0, right: 99, bottom: 59 };
    const warped = warpGarment(garment, createMask(100, 60, 1), bounds, placement, WIDTH, HEIGHT);
    // The lilac half shows, not the purple one drawn after it over it; the cell across the fold goes with it.
    for (let x = 5; x <= 45; x++) expect(warped.color[(30 * WIDTH + x) * 3]).toBeCloseTo(lilac[0], 0);
  });
});
