import { Point } from './types';
import { abs, hypot, max, min } from './numeric';

export const add = (a: Point, b: Point): Point => ({ x: a.x + b.x, y: a.y + b.y });
export const subtract = (a: Point, b: Point): Point => ({ x: a.x - b.x, y: a.y - b.y });
export const scale = (a: Point, factor: number): Point => ({ x: a.x * factor, y: a.y * factor });
export const distance = (a: Point, b: Point): number => hypot(a.x - b.x, a.y - b.y);
export const midpoint = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
export const lerp = (a: Point, b: Point, t: number): Point => ({ x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t });

/** The distance from (x, y) to the segment between `from` and `to`. */
export function distanceToSegment(x: number, y: number, from: Point, to: Point): number {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  const share = Math.min(1, Math.max(0, ((x - from.x) * dx + (y - from.y) * dy) / (dx * dx + dy * dy || 1)));
  return hypot(x - (from.x + share * dx), y - (from.y + share * dy));
}

export function normalize(vector: Point): Point {
  const length = hypot(vector.x, vector.y);
  return length === 0 ? { x: 0, y: 0 } : { x: vector.x / length, y: vector.y / length };
}

export function angleOf(vector: Point): number {
  return Math.atan2(vector.y, vector.x);
}

export function smoothstep(edge0: number, edge1: number, value: number): number {
  const t = min(1, max(0, (value - edge0) / (edge1 - edge0)));
  return t * t * (3 - 2 * t);
}

/** Maps a point; every warp in the engine is one of these. */
export type PointTransform = (point: Point) => Point;

/** x' = a x + b y + c, y' = d x + e y + f */
export interface Affine {
  a: number;
  b: number;
  c: number;
  d: number;
  e: number;
  f: number;
}

export function applyAffine(affine: Affine, point: Point): Point {
  return {
    x: affine.a * point.x + affine.b * point.y + affine.c,
    y: affine.d * point.x + affine.e * point.y + affine.f,
  };
}

/** Rotation by `angle` and uniform `factor` about `from`, then moved onto `to`. */
export function similarity(from: Point, to: Point, angle: number, factor: number): Affine {
  const cos = Math.cos(angle) * factor;
  const sin = Math.sin(angle) * factor;
  return {
    a: cos,
    b: -sin,
    c: to.x - cos * from.x + sin * from.y,
    d: sin,
    e: cos,
    f: to.y - sin * from.x - cos * from.y,
  };
}

export function invertAffine(affine: Affine): Affine {
  const determinant = affine.a * affine.e - affine.b * affine.d;
  if (abs(determinant) < 1e-12) throw new Error('The affine map is singular.');
  const a = affine.e / determinant;
  const b = -affine.b / determinant;
  const d = -affine.d / determinant;
  const e = affine.a / determinant;
  return { a, b, c: -(a * affine.c + b * affine.f), d, e, f: -(d * affine.c + e * affine.f) };
}

/** Solves a dense linear system in place by Gaussian elimination with partial pivoting. */
export function solveLinearSystem(matrix: number[][], rightHandSide: number[]): number[] {
  const size = rightHandSide.length;
  const rows = matrix.map((row, index) => [...row, rightHandSide[index]]);
  for (let column = 0; column < size; column++) {
    let pivot = column;
    for (let row = column + 1; row < size; row++) if (abs(rows[row][column]) > abs(rows[pivot][column])) pivot = row;
    if (abs(rows[pivot][column]) < 1e-12) throw new Error('The linear system is singular.');
    [rows[column], rows[pivot]] = [rows[pivot], rows[column]];
    for (let row = column + 1; row < size; row++) {
      const factor = rows[row][column] / rows[column][column];
      for (let k = column; k <= size; k++) rows[row][k] -= factor * rows[column][k];
    }
  }
  const solution = new Array<number>(size).fill(0);
  for (let row = size - 1; row >= 0; row--) {
    let sum = rows[row][size];
    for (let k = row + 1; k < size; k++) sum -= rows[row][k] * solution[k];
    solution[row] = sum / rows[row][row];
  }
  return solution;
}

function radialBasis(squaredDistance: number): number {
  return squaredDistance === 0 ? 0 : squaredDistance * Math.log(squaredDistance) * 0.5;
}

export interface ThinPlateSpline {
  sources: Point[];
  weightsX: number[];
  weightsY: number[];
  /** Affine part: [constant, x, y] for each output coordinate. */
  affineX: [number, number, number];
  affineY: [number, number, number];
}

/**
 * Solves the thin-plate spline that carries each source point exactly onto its target with the least bending.
 * `regularization` > 0 trades exactness for smoothness. Needs at least three points not on one line.
 */
export function solveThinPlateSpline(sources: Point[], targets: Point[], regularization = 0): ThinPlateSpline {
  const count = sources.length;
  if (count < 3 || targets.length !== count)
    throw new Error('A thin-plate spline needs at least three matching point pairs.');
  const size = count + 3;
  const matrix: number[][] = Array.from({ length: size }, () => new Array<number>(size).fill(0));
  for (let i = 0; i < count; i++) {
    for (let j = 0; j < count; j++) {
      const dx = sources[i].x - sources[j].x;
      const dy = sources[i].y - sources[j].y;
      matrix[i][j] = radialBasis(dx * dx + dy * dy) + (i === j ? regularization : 0);
    }
    matrix[i][count] = 1;
    matrix[i][count + 1] = sources[i].x;
    matrix[i][count + 2] = sources[i].y;
    matrix[count][i] = 1;
    matrix[count + 1][i] = sources[i].x;
    matrix[count + 2][i] = sources[i].y;
  }
  const solutionX = solveLinearSystem(matrix, [...targets.map((point) => point.x), 0, 0, 0]);
  const solutionY = solveLinearSystem(matrix, [...targets.map((point) => point.y), 0, 0, 0]);
  return {
    sources,
    weightsX: solutionX.slice(0, count),
    weightsY: solutionY.slice(0, count),
    affineX: [solutionX[count], solutionX[count + 1], solutionX[count + 2]],
    affineY: [solutionY[count], solutionY[count + 1], solutionY[count + 2]],
  };
}

export function evaluateThinPlateSpline(spline: ThinPlateSpline, point: Point): Point {
  let x = spline.affineX[0] + spline.affineX[1] * point.x + spline.affineX[2] * point.y;
  let y = spline.affineY[0] + spline.affineY[1] * point.x + spline.affineY[2] * point.y;
  for (let i = 0; i < spline.sources.length; i++) {
    const dx = point.x - spline.sources[i].x;
    const dy = point.y - spline.sources[i].y;
    const basis = radialBasis(dx * dx + dy * dy);
    x += spline.weightsX[i] * basis;
    y += spline.weightsY[i] * basis;
  }
  return { x, y };
}
