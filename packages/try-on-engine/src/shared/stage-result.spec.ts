import { confidenceOf, confident, sureness } from './stage-result';

describe('a stage saying how sure it is', () => {
  it('reads a measure as the share of the way from unsure to sure, in either direction', () => {
    expect(sureness(0.25, 0.25, 0.5)).toBe(0);
    expect(sureness(0.375, 0.25, 0.5)).toBeCloseTo(0.5);
    expect(sureness(0.9, 0.25, 0.5)).toBe(1);
    expect(sureness(0.1, 0.25, 0.5)).toBe(0);
    // Better when lower: a rough outline is a fragment's.
    expect(sureness(9, 9, 6)).toBe(0);
    expect(sureness(7.5, 9, 6)).toBeCloseTo(0.5);
    expect(sureness(4, 9, 6)).toBe(1);
  });

  it('cannot doubt a measure it did not take, and doubts one that is not a number', () => {
    expect(sureness(undefined, 0, 1)).toBe(1);
    expect(sureness(Number.NaN, 0, 1)).toBe(0);
    expect(sureness(Infinity, 40, 15)).toBe(0);
  });

  it('is as sure as its least sure measure, and keeps the measures as its reasons', () => {
    const stage = confident({ landedOnBody: 0.75, sizeToBody: 1 }, [0.5, 1, 0.8]);
    expect(stage).toEqual({ confidence: 0.5, reasons: { landedOnBody: 0.75, sizeToBody: 1 } });
    expect(confident({}, []).confidence).toBe(1);
    expect(confidenceOf({ ...stage, data: 'the masks' } as typeof stage)).toEqual(stage);
  });
});
