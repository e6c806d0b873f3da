import { TryOnEngineError } from '../shared/errors';
import { checkResult, RESULT_LIMITS } from './result-check';

const right = { coverage: 1.4, changedOutside: 0, colourShift: 5, oldGarmentLeft: 0.01 };

function refusal(measures: typeof right): TryOnEngineError | undefined {
  try {
    checkResult(measures);
    return undefined;
  } catch (error) {
    return error as TryOnEngineError;
  }
}

describe('result self-check', () => {
  it('lets a right image through', () => {
    expect(refusal(right)).toBeUndefined();
  });

  it.each([
    ['a garment fragment', { ...right, coverage: RESULT_LIMITS.smallestCoverage / 2 }, /Only part of the garment/],
    [
      'a garment blown up over the photo',
      { ...right, coverage: RESULT_LIMITS.largestCoverage * 1.5 },
      /far larger than your body/,
    ],
    [
      'changes to the background',
      { ...right, changedOutside: RESULT_LIMITS.changedOutside * 2 },
      /far larger than your body/,
    ],
    [
      'the old garment showing beside the new one',
      { ...right, oldGarmentLeft: RESULT_LIMITS.oldGarmentLeft * 2 },
      /still show beside the new garment/,
    ],
    [
      'a garment in the wrong colours',
      { ...right, colourShift: RESULT_LIMITS.colourShift * 1.5 },
      /colours came out wrong/,
    ],
  ])('refuses %s with a plain message', (_name, measures, message) => {
    const error = refusal(measures);
    expect(error).toBeInstanceOf(TryOnEngineError);
    expect(error?.code).toBe('result_check_failed');
    expect(error?.message).toMatch(message);
  });

  it('lets a top hanging from straps cover less of the torso (a bralette), down to its own floor', () => {
    const bralette = { ...right, coverage: 0.2 };
    expect(refusal(bralette)?.code).toBe('result_check_failed');
    expect(() => checkResult(bralette, { strapsEnd: 100 })).not.toThrow();
    expect(() =>
      checkResult({ ...right, coverage: RESULT_LIMITS.smallestStrappedCoverage / 2 }, { strapsEnd: 100 }),
    ).toThrow(/Only part of the garment/);
  });
});
