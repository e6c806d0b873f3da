import {
  applyAffine,
  evaluateThinPlateSpline,
  invertAffine,
  similarity,
  solveLinearSystem,
  solveThinPlateSpline,
} from './geometry';
import { Point } from './types';

const close = (actual: Point, expected: Point, digits = 6) => {
  expect(actual.x).toBeCloseTo(expected.x, digits);
  expect(actual.y).toBeCloseTo(expected.y, digits);
};

describe('solveLinearSystem', () => {
  it('solves a system that needs pivoting', () => {
    const solution = solveLinearSystem(
      [
        [0, 2, 1],
        [1, 1, 1],
        [2, 1, 0],
      ],
      [7, 6, 4],
    );
    expect(solution[0]).toBeCloseTo(1);
    expect(solution[1]).toBeCloseTo(2);
    expect(solution[2]).toBeCloseTo(3);
  });

  it('refuses a singular system', () => {
    expect(() =>
      solveLinearSystem(
        [
          [1, 2],
          [2, 4],
        ],
        [1, 2],
      ),
    ).toThrow('singular');
  });
});

describe('similarity and invertAffine', () => {
  it('turns and scales about a pivot, and the inverse undoes it', () => {
    const pivot = { x: 10, y: 20 };
    const moved = { x: 100, y: 50 };
    const transform = similarity(pivot, moved, Math.PI / 2, 2);
    close(applyAffine(transform, pivot), moved);
    // One unit to the right of the pivot ends two units below the moved pivot after a quarter turn clockwise in image axes.
    close(applyAffine(transform, { x: 11, y: 20 }), { x: 100, y: 52 });
    const back = invertAffine(transform);
    close(applyAffine(back, applyAffine(transform, { x: -3, y: 7 })), { x: -3, y: 7 });
  });
});

describe('thin-plate spline', () => {
  const square = [
    { x: 0, y: 0 },
    { x: 100, y: 0 },
    { x: 100, y: 100 },
    { x: 0, y: 100 },
    { x: 50, y: 50 },
  ];

  it('passes exactly through every control point', () => {
    const targets = [
      { x: 10, y: 5 },
      { x: 120, y: -4 },
      { x: 115, y: 130 },
      { x: -8, y: 110 },
      { x: 60, y: 70 },
    ];
    const spline = solveThinPlateSpline(square, targets);
    square.forEach((source, index) => close(evaluateThinPlateSpline(spline, source), targets[index], 4));
  });

  it('reproduces an affine map everywhere, with no bending', () => {
    const affine = { a: 1.5, b: 0.2, c: 30, d: -0.1, e: 0.9, f: -12 };
    const spline = solveThinPlateSpline(
      square,
      square.map((point) => applyAffine(affine, point)),
    );
    for (const probe of [
      { x: 25, y: 75 },
      { x: -40, y: 10 },
      { x: 180, y: 220 },
    ]) {
      close(evaluateThinPlateSpline(spline, probe), applyAffine(affine, probe), 4);
    }
    spline.weightsX.forEach((weight) => expect(Math.abs(weight)).toBeLessThan(1e-6));
  });

  it('moves points near a displaced control point smoothly, less the farther they are', () => {
    const targets = square.map((point, index) => (index === 4 ? { x: 50, y: 70 } : point));
    const spline = solveThinPlateSpline(square, targets);
    const near = evaluateThinPlateSpline(spline, { x: 50, y: 45 }).y - 45;
    const far = evaluateThinPlateSpline(spline, { x: 50, y: 10 }).y - 10;
    expect(near).toBeGreaterThan(far);
    expect(far).toBeGreaterThan(0);
  });

  it('needs three points', () => {
    expect(() => solveThinPlateSpline(square.slice(0, 2), square.slice(0, 2))).toThrow('three');
  });
});
