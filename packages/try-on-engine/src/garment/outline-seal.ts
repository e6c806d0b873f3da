import { createMask, dilate } from '../shared/raster';
import { Mask } from '../shared/types';
import { floor, max } from '../shared/numeric';

/**
 * A white garment on white or off-white paper has the colour of the paper's own shadows everywhere (grey, the paper's
 * hue), so no colour test tells them apart: only its outline does, a faint edge with gaps where the fabric is as bright
 * as the paper. The outline's edges, taken down to just above the paper's own grain and thickened to close those gaps,
 * make a wall the backdrop's flood cannot cross; what lies inside the wall is the garment.
 */

/** Edges this many times the paper's grain (along the border) belong to an outline. */
const GRAIN_FACTOR = 3;
/** Never below this (0..255 luma per pixel): JPEG blocks on clean paper. */
const FAINTEST_OUTLINE = 0.6;
/** The gaps along a faint outline this many pixels wide are closed. */
export const SEAL_RADIUS = 3;
/** A stretch of the border shorter than this share of its side, between two outline points, is a garment's cut edge. */
const BORDER_GAP = 0.3;

/** The edge strength above which a pixel is part of an outline, from the edges along the photo's border. */
function outlineLevel(edges: Mask, distance: Mask, nearBackdrop: number): number {
  const { width, height } = edges;
  const ring = 6;
  const grain: number[] = [];
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      if (x >= ring && y >= ring && x < width - ring && y < height - ring) continue;
      const index = y * width + x;
      if (distance.data[index] < nearBackdrop) grain.push(edges.data[index]);
    }
  }
  grain.sort((a, b) => a - b);
  const level = grain.length === 0 ? FAINTEST_OUTLINE : grain[floor(grain.length * 0.95)] * GRAIN_FACTOR;
  return max(FAINTEST_OUTLINE, level);
}

/**
 * A sleeve or a hem running off the photo's edge has no outline there, and the flood would start inside it: a short
 * stretch of the border between two points where the outline meets it (not reaching a corner) is walled off too.
 */
function closeAlongBorder(wall: Mask): void {
  const { width, height, data } = wall;
  const sides: number[][] = [
    Array.from({ length: width }, (_, x) => x),
    Array.from({ length: width }, (_, x) => (height - 1) * width + x),
    Array.from({ length: height }, (_, y) => y * width),
    Array.from({ length: height }, (_, y) => y * width + width - 1),
  ];
  for (const side of sides) {
    let lastWall = -1;
    for (let position = 0; position < side.length; position++) {
      if (data[side[position]] < 0.5) continue;
      const gap = position - lastWall - 1;
      if (lastWall >= 0 && gap > 0 && gap < side.length * BORDER_GAP)
        for (let between = lastWall + 1; between < position; between++) data[side[between]] = 1;
      lastWall = position;
    }
  }
}

/** The outline wall as an edge map (1 on the wall, 0 elsewhere), for a flood with any barrier between 0 and 1. */
export function sealedOutline(edges: Mask, distance: Mask, nearBackdrop: number): Mask {
  const level = outlineLevel(edges, distance, nearBackdrop);
  const wall = createMask(edges.width, edges.height);
  for (let index = 0; index < wall.data.length; index++) wall.data[index] = edges.data[index] > level ? 1 : 0;
  const sealed = dilate(wall, SEAL_RADIUS);
  closeAlongBorder(sealed);
  return sealed;
}
