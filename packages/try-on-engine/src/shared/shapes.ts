import { Mask, Point } from './types';
import { ceil, floor, max, min } from './numeric';

/** Shapes drawn into a mask: polygons and capsules (a limb is a capsule around its bone). */

/** Paints a filled polygon (even-odd rule) with `value`, keeping the maximum where it overlaps. */
export function fillPolygon(mask: Mask, polygon: Point[], value = 1): void {
  if (polygon.length < 3) return;
  const minY = max(0, floor(Math.min(...polygon.map((point) => point.y))));
  const maxY = min(mask.height - 1, ceil(Math.max(...polygon.map((point) => point.y))));
  for (let y = minY; y <= maxY; y++) {
    const scanY = y + 0.5;
    const crossings: number[] = [];
    for (let i = 0; i < polygon.length; i++) {
      const a = polygon[i];
      const b = polygon[(i + 1) % polygon.length];
      if ((a.y <= scanY && b.y > scanY) || (b.y <= scanY && a.y > scanY)) {
        crossings.push(a.x + ((scanY - a.y) / (b.y - a.y)) * (b.x - a.x));
      }
    }
    crossings.sort((p, q) => p - q);
    for (let i = 0; i + 1 < crossings.length; i += 2) {
      const from = max(0, ceil(crossings[i] - 0.5));
      const to = min(mask.width - 1, floor(crossings[i + 1] - 0.5));
      for (let x = from; x <= to; x++) {
        const index = y * mask.width + x;
        if (mask.data[index] < value) mask.data[index] = value;
      }
    }
  }
}

/** Paints a segment with round ends (a limb) of the given radius. */
export function fillCapsule(mask: Mask, from: Point, to: Point, radius: number, value = 1): void {
  const minX = max(0, floor(min(from.x, to.x) - radius));
  const maxX = min(mask.width - 1, ceil(max(from.x, to.x) + radius));
  const minY = max(0, floor(min(from.y, to.y) - radius));
  const maxY = min(mask.height - 1, ceil(max(from.y, to.y) + radius));
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  const lengthSquared = dx * dx + dy * dy || 1;
  for (let y = minY; y <= maxY; y++) {
    for (let x = minX; x <= maxX; x++) {
      const t = min(1, max(0, ((x - from.x) * dx + (y - from.y) * dy) / lengthSquared));
      const distanceX = x - (from.x + t * dx);
      const distanceY = y - (from.y + t * dy);
      if (distanceX * distanceX + distanceY * distanceY <= radius * radius) {
        const index = y * mask.width + x;
        if (mask.data[index] < value) mask.data[index] = value;
      }
    }
  }
}
