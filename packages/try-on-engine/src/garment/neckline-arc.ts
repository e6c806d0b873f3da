import { Planes } from './v-neckline';
import { max, round } from '../shared/numeric';
import { Mask } from '../shared/types';

/** Arcs read along a neckline's edge on the garment photo: where the edge runs, how deep it dips, its colour step. */

/** The arcs' shapes, from nearly a V to nearly a U (see `arcShape`). */
export const POWERS = [1.5, 2, 3];
/** Each arc is read at this many points; READ_STRIDE, prime to it, spreads the order they are read in. */
const ARC_POINTS = 64;
const READ_STRIDE = 23;
/** Its ends, where it meets the bands at the neck points, are not read: this share of the half turn at either end. */
const END_SKIPPED = 0.12;
/** The colours either side of the arc are compared this many pixels from it, across it, on the blurred photo. */
export const EDGE_OFFSET = 2;
/** Colours this far apart (RGB distance) make an edge. */
export const EDGE_CONTRAST = 14;
/** A neckline is an edge along at least this share of it (a label's or a print's edges follow no arc that far). */
const EDGE_SHARE = 0.8;
const EVEN_COLOUR = 40;

/** A half superellipse hanging from two ends on the same row (see `arcShape`). */
export interface Arc {
  centre: number;
  halfWidth: number;
  depth: number;
  power: number;
  /** The row of its ends. */
  endRow: number;
  /** The share of it that is an edge. */
  share: number;
  /** Its points and normals (see `ArcReader.points`). */
  points: Float64Array;
}

/** A superellipse's lower half for one power, at unit half width and depth, in the order its points are read. */
interface ArcShape {
  across: Float64Array;
  down: Float64Array;
  /** The normal at each point before it is scaled by the half width and depth. */
  normalAcross: Float64Array;
  normalDown: Float64Array;
}

/**
 * The lower half of |x / halfWidth|^power + |y / depth|^power = 1: 2 an ellipse, less nearer a V, more nearer a U. Its
 * points are read spread along it, each next far from the last, so that an arc that is no edge fails after a few.
 */
function arcShape(power: number): ArcShape {
  const shape = {
    across: new Float64Array(ARC_POINTS),
    down: new Float64Array(ARC_POINTS),
    normalAcross: new Float64Array(ARC_POINTS),
    normalDown: new Float64Array(ARC_POINTS),
  };
  for (let index = 0; index < ARC_POINTS; index++) {
    const along = (index * READ_STRIDE) % ARC_POINTS;
    const turn = Math.PI * (END_SKIPPED + ((1 - 2 * END_SKIPPED) * along) / (ARC_POINTS - 1));
    const [cos, sin] = [Math.cos(turn), Math.sin(turn)];
    const across = Math.sign(cos) * Math.abs(cos) ** (2 / power);
    const down = Math.abs(sin) ** (2 / power);
    shape.across[index] = across;
    shape.down[index] = down;
    shape.normalAcross[index] = Math.sign(across) * Math.abs(across) ** (power - 1);
    shape.normalDown[index] = down ** (power - 1);
  }
  return shape;
}

const SHAPES = POWERS.map(arcShape);

/**
 * Reads arcs on the blurred photo of the neck's region: how much of one is an edge (where the colours across it, on the
 * garment, differ) and how even the colours beside it are.
 */
export class ArcReader {
  private readonly down: Float32Array[];
  private readonly across: Float32Array[];
  private readonly height: number;
  /** 1 where the colours differ enough across some direction for any arc through the pixel to be an edge there. */
  private readonly mayBeEdge: Uint8Array;

  constructor(
    private readonly planes: Planes,
    private readonly mask: Mask,
  ) {
    const { width } = planes;
    this.height = planes.channels[0].height;
    const size = width * this.height;
    this.down = [new Float32Array(size), new Float32Array(size), new Float32Array(size)];
    this.across = [new Float32Array(size), new Float32Array(size), new Float32Array(size)];
    this.mayBeEdge = new Uint8Array(size);
    const gradient = new Float32Array(size);
    const reach = EDGE_OFFSET * width;
    for (let channel = 0; channel < 3; channel++) {
      const plane = planes.channels[channel].data;
      const [down, across] = [this.down[channel], this.across[channel]];
      for (let y = EDGE_OFFSET; y < this.height - EDGE_OFFSET; y++)
        for (let x = EDGE_OFFSET, pixel = y * width + EDGE_OFFSET; x < width - EDGE_OFFSET; x++, pixel++) {
          const vertical = plane[pixel + reach] - plane[pixel - reach];
          const horizontal = plane[pixel + EDGE_OFFSET] - plane[pixel - EDGE_OFFSET];
          down[pixel] = vertical;
          across[pixel] = horizontal;
          gradient[pixel] += vertical * vertical + horizontal * horizontal;
        }
    }
    // Across any direction the difference is at most the gradient's length: where that is short, no arc is an edge.
    for (let pixel = 0; pixel < size; pixel++)
      this.mayBeEdge[pixel] = gradient[pixel] >= EDGE_CONTRAST * EDGE_CONTRAST ? 1 : 0;
  }

  /** The pixel of the planes at (x, y), or −1 where the edges are not read. */
  private planePixel(x: number, y: number): number {
    const column = round(x) - this.planes.left;
    const row = round(y) - this.planes.top;
    if (column < EDGE_OFFSET || column >= this.planes.width - EDGE_OFFSET) return -1;
    if (row < EDGE_OFFSET || row >= this.height - EDGE_OFFSET) return -1;
    return row * this.planes.width + column;
  }

  private onGarment(x: number, y: number): boolean {
    return this.mask.data[round(y) * this.mask.width + round(x)] > 0.5;
  }

  /** The arc's points (x, y) and unit normals, relative to its centre and ends' row, in reading order. */
  static points(halfWidth: number, depth: number, power: number): Float64Array {
    const shape = SHAPES[POWERS.indexOf(power)];
    const points = new Float64Array(ARC_POINTS * 4);
    for (let index = 0; index < ARC_POINTS; index++) {
      const normalX = shape.normalAcross[index] / halfWidth;
      const normalY = shape.normalDown[index] / depth;
      const length = Math.sqrt(normalX * normalX + normalY * normalY);
      points[index * 4] = shape.across[index] * halfWidth;
      points[index * 4 + 1] = shape.down[index] * depth;
      points[index * 4 + 2] = normalX / length;
      points[index * 4 + 3] = normalY / length;
    }
    return points;
  }

  /** The share of the points where the arc is an edge; 0 once it cannot reach EDGE_SHARE. */
  edgeShare(points: Float64Array, centre: number, endRow: number): number {
    const mostMissed = ARC_POINTS * (1 - EDGE_SHARE);
    const contrast = EDGE_CONTRAST * EDGE_CONTRAST;
    let missed = 0;
    for (let index = 0; index < ARC_POINTS * 4 && missed <= mostMissed; index += 4) {
      const x = centre + points[index];
      const y = endRow + points[index + 1];
      const normalX = points[index + 2];
      const normalY = points[index + 3];
      const pixel = this.planePixel(x, y);
      if (
        pixel < 0 ||
        this.mayBeEdge[pixel] === 0 ||
        !this.onGarment(x + normalX * EDGE_OFFSET, y + normalY * EDGE_OFFSET) ||
        !this.onGarment(x - normalX * EDGE_OFFSET, y - normalY * EDGE_OFFSET)
      ) {
        missed++;
        continue;
      }
      let sum = 0;
      for (let channel = 0; channel < 3; channel++) {
        const difference = normalX * this.across[channel][pixel] + normalY * this.down[channel][pixel];
        sum += difference * difference;
      }
      if (sum < contrast) missed++;
    }
    return missed > mostMissed ? 0 : 1 - missed / ARC_POINTS;
  }

  /** The colours `offset` pixels below (`side` 1) or above (−1) each of the arc's points, three values a point. */
  private sideColours(arc: Arc, side: 1 | -1, offset: number): number[] {
    const { points } = arc;
    const colours: number[] = [];
    const [red, green, blue] = this.planes.channels.map((plane) => plane.data);
    for (let index = 0; index < ARC_POINTS * 4; index += 4) {
      const x = arc.centre + points[index] + side * points[index + 2] * offset;
      const y = arc.endRow + points[index + 1] + side * points[index + 3] * offset;
      const pixel = this.planePixel(x, y);
      if (pixel >= 0) colours.push(red[pixel], green[pixel], blue[pixel]);
    }
    return colours;
  }

  /** The larger of the shares of the points whose colour beside the arc, below or above, is near that side's mean. */
  evenSide(arc: Arc, offset: number): number {
    let most = 0;
    for (const side of [1, -1] as const) {
      const colours = this.sideColours(arc, side, offset);
      const count = colours.length / 3;
      let [red, green, blue] = [0, 0, 0];
      for (let index = 0; index < colours.length; index += 3) {
        red += colours[index];
        green += colours[index + 1];
        blue += colours[index + 2];
      }
      [red, green, blue] = [red / count, green / count, blue / count];
      let near = 0;
      for (let index = 0; index < colours.length; index += 3) {
        const distance =
          (colours[index] - red) ** 2 + (colours[index + 1] - green) ** 2 + (colours[index + 2] - blue) ** 2;
        if (distance < EVEN_COLOUR * EVEN_COLOUR) near++;
      }
      most = max(most, near / max(1, count));
    }
    return most;
  }
}
