/**
 * Same-realm stand-ins for the Math functions used in per-pixel loops. Jest runs tests inside a vm context where calls
 * into Math are not inlined and cost about a hundred times more, which would make the fixture tests take minutes.
 * Valid for the magnitudes pixel work uses (|value| < 2^31).
 */
export const min = (a: number, b: number): number => (a < b ? a : b);
export const max = (a: number, b: number): number => (a > b ? a : b);
export const clamp = (value: number, low: number, high: number): number =>
  value < low ? low : value > high ? high : value;
export const abs = (value: number): number => (value < 0 ? -value : value);
export const sqrt = (value: number): number => value ** 0.5;
export const hypot = (x: number, y: number): number => (x * x + y * y) ** 0.5;

export function floor(value: number): number {
  const truncated = value | 0;
  return truncated > value ? truncated - 1 : truncated;
}

export const ceil = (value: number): number => -floor(-value);
export const round = (value: number): number => floor(value + 0.5);
export const hypot3 = (x: number, y: number, z: number): number => (x * x + y * y + z * z) ** 0.5;

/** Luma (Rec. 601, 0–255) of a colour, and of a pixel of interleaved RGB data. */
export const colourLuma = (red: number, green: number, blue: number): number =>
  0.299 * red + 0.587 * green + 0.114 * blue;
export const luma = (data: ArrayLike<number>, pixel: number): number =>
  colourLuma(data[pixel * 3], data[pixel * 3 + 1], data[pixel * 3 + 2]);
