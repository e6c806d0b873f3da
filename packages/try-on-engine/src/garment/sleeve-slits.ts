import { createMask, dilate, mapMask } from '../shared/raster';
import { labelComponents } from '../shared/components';
import { Mask } from '../shared/types';

/**
 * The slits of backdrop between a sleeve hanging beside a garment's body and the body, in a garment cut out of its
 * backdrop. The cut-out's clean-up closes it (the closing heals light stripes the backdrop flood ran into), and closes
 * such a slit too: the backdrop in it was drawn with the garment, a white patch beside the sleeve on the person. Laid
 * out as a gap in the garment's shape, the sleeves were found apart from the body and the cells between them stretched
 * into strands past the cuffs: the slits are only left out of what is drawn, and out of the sleeves' regions.
 */

/**
 * A gap the closing bridged is a slit when the garment's edge beside it (within SLIT_RIM pixels) is steep for at least
 * this share of it: 0.8–1 beside the slits under the fixtures' sleeves, none along a white blouse's seams on white paper.
 */
const OUTLINED_SLIT = 0.75;
const SLIT_RIM = 2;

export interface SlitInput {
  /** The cut-out before and after its closing. */
  opened: Mask;
  closed: Mask;
  /** Edge strength, and how steep an edge outlines the garment (the backdrop flood's barrier). */
  edges: Mask;
  steep: number;
  /** The widest gap the closing bridges. */
  longest: number;
}

/**
 * The slits' mouths: what the closing added across a gap, and a closing down the columns would not have (a light
 * stripe across the garment is healed down them), where it opens onto the backdrop below, as a slit under an arm does,
 * and is outlined (a flood's leak along a white blouse's faint seam from below is not). Undefined when there is none.
 */
export function slitMouths({ opened, closed, edges, steep, longest }: SlitInput): Mask | undefined {
  const { width, height } = closed;
  const downColumns = closeColumnGaps(opened, longest);
  const across = mapMask(closed, (value, pixel) => (value > 0.5 && downColumns.data[pixel] <= 0.5 ? 1 : 0));
  const { labels, sizes } = labelComponents(across);
  if (sizes.length === 1) return undefined;
  const opensBelow = new Uint8Array(sizes.length);
  for (let pixel = 0; pixel < labels.length - width; pixel++)
    if (labels[pixel] > 0 && closed.data[pixel + width] <= 0.5) opensBelow[labels[pixel]] = 1;
  // The pixels beside the garment, and how many of them lie on a steep edge.
  const besideGarment = dilate(opened, SLIT_RIM);
  const rim = new Int32Array(sizes.length);
  const steepRim = new Int32Array(sizes.length);
  for (let pixel = 0; pixel < labels.length; pixel++) {
    const label = labels[pixel];
    if (label === 0 || besideGarment.data[pixel] <= 0.5) continue;
    rim[label]++;
    if (edges.data[pixel] > steep) steepRim[label]++;
  }
  const isMouth = opensBelow.map((opens, label) => (opens && steepRim[label] >= rim[label] * OUTLINED_SLIT ? 1 : 0));
  if (!isMouth.includes(1)) return undefined;
  const mouths = createMask(width, height);
  for (let pixel = 0; pixel < labels.length; pixel++) if (isMouth[labels[pixel]]) mouths.data[pixel] = 1;
  return mouths;
}

/** Fills each column's gaps of at most `longest` pixels between garment pixels (a closing by a vertical line). */
function closeColumnGaps(mask: Mask, longest: number): Mask {
  const { width, height } = mask;
  const closed = { ...mask, data: new Float32Array(mask.data) };
  // Row by row, with each column's last garment row so far.
  const lastInside = new Int32Array(width).fill(-1);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (mask.data[y * width + x] <= 0.5) continue;
      const last = lastInside[x];
      if (last >= 0 && y - last - 1 <= longest)
        for (let gap = last + 1; gap < y; gap++) closed.data[gap * width + x] = 1;
      lastInside[x] = y;
    }
  }
  return closed;
}
