import { max } from './numeric';

/**
 * Working arrays reused from call to call, one per numbered slot. Full-size arrays allocated per call cost more in
 * garbage collection and zeroing than the work done in them; the engine runs one step at a time, and a function
 * below uses its slots only until it returns, never across a call to another one that uses the same slots. Their
 * contents are whatever the last user left.
 */
const scratchMemory: ArrayBuffer[] = [];
export function scratch(slot: number, bytes: number): ArrayBuffer {
  const held = scratchMemory[slot];
  if (held && held.byteLength >= bytes) return held;
  const grown = new ArrayBuffer(max(bytes, held ? held.byteLength * 2 : 0));
  scratchMemory[slot] = grown;
  return grown;
}
export const scratchFloats = (slot: number, length: number) => new Float32Array(scratch(slot, length * 4), 0, length);
export const scratchIntegers = (slot: number, length: number) => new Int32Array(scratch(slot, length * 4), 0, length);
export const scratchBytes = (slot: number, length: number) => new Uint8Array(scratch(slot, length), 0, length);
/** The slots: two for the blur, one for dilating and eroding, one for labelling, three for filling holes. */
export const BLUR_BUFFER = 0;
export const BLUR_ROWS = 1;
export const MORPH_ROWS = 2;
export const LABEL_STACK = 3;
export const HOLE_SEEN = 4;
export const HOLE_STACK = 5;
export const HOLE_PART = 6;
