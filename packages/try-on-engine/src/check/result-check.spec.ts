import { TryOnEngineError } from '../shared/errors';
import { checkResult, RESULT_LIMITS, resultConfidence } from './result-check';

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

describe("the result check's confidence", () => {
  it('is sure of a result well inside every limit', () => {
    expect(resultConfidence(right)).toEqual({ confidence: 1, reasons: right });
  });

  it('falls as a measure nears its limit, and is none at the limit', () => {
    const near = resultConfidence({ ...right, colourShift: (RESULT_LIMITS.colourShift + 15) / 2 });
    expect(near.confidence).toBeCloseTo(0.5);
    expect(resultConfidence({ ...right, oldGarmentLeft: RESULT_LIMITS.oldGarmentLeft }).confidence).toBe(0);
    expect(resultConfidence({ ...right, coverage: RESULT_LIMITS.largestCoverage }).confidence).toBe(0);
  });

  it('reads a strapped top against its own smallest coverage', () => {
    const small = { ...right, coverage: RESULT_LIMITS.smallestStrappedCoverage };
    expect(resultConfidence(small).confidence).toBe(0);
    expect(resultConfidence(small, { strapsEnd: 10 }).confidence).toBe(0);
    const cups = { ...right, coverage: RESULT_LIMITS.smallestStrappedCoverage * 1.5 };
    expect(resultConfidence(cups, { strapsEnd: 10 }).confidence).toBeCloseTo(0.5);
    expect(resultConfidence(cups).confidence).toBe(0);
  });
});
