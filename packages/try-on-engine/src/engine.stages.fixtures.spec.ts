/**
 * Every stage says how sure it is (see shared/stage-result.ts): the engine's result carries each stage's confidence and
 * the measures behind it, and a refusal carries those of the stages that ran before it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createTryOnEngine, StageConfidences, TryOnEngine, TryOnEngineError } from './index';
import { stopNetworks } from './person/networks';
import { FIXTURES, fixturesAvailable } from './testing/fixture-photos';

const describeWithFixtures = fixturesAvailable('stage confidence fixture tests') ? describe : describe.skip;
const read = (file: string) => readFileSync(path.join(FIXTURES, file));
const STANDING = 'person/dresscode-049447_0.jpg';

function expectSure(stages: Partial<StageConfidences>): void {
  for (const stage of Object.values(stages)) {
    expect(stage.confidence).toBeGreaterThanOrEqual(0);
    expect(stage.confidence).toBeLessThanOrEqual(1);
    for (const value of Object.values(stage.reasons)) if (value !== undefined) expect(Number.isNaN(value)).toBe(false);
  }
}

describeWithFixtures('stage confidences on the fixture photos', () => {
  let engine: TryOnEngine;

  beforeAll(async () => {
    engine = await createTryOnEngine();
  }, 60_000);

  afterAll(() => stopNetworks());

  it('gives every stage of a produced try-on a confidence and its named reasons', async () => {
    const result = await engine.generate({
      personImage: read(STANDING),
      garmentImage: read('garment/catvton-dress-21744571.jpg'),
    });
    expect(Object.keys(result.stages).sort()).toEqual(['check', 'fit', 'garment', 'person', 'render']);
    expectSure(result.stages);
    const { person, garment, fit, render, check } = result.stages;
    expect(Object.keys(person.reasons).sort()).toEqual([
      'detectorScore',
      'hipsVisible',
      'kneesSeen',
      'poseScore',
      'shouldersVisible',
    ]);
    expect(person.reasons.kneesSeen).toBe(1);
    // Laid flat on a plain backdrop: the cut-out's measures are read against it.
    expect(garment.reasons).toMatchObject({ worn: 0 });
    expect(garment.reasons.backdropShare).toBeGreaterThan(0.65);
    expect(garment.reasons.contrast).toBeGreaterThan(15);
    expect(garment.reasons.outlineRoughness).toBeLessThan(9);
    expect(fit.reasons.landedOnBody).toBeGreaterThan(0.6);
    expect(render.reasons.repainted).toBeGreaterThan(0);
    // The check's measures are its reasons, and it reads the render's, not the render's masks.
    expect(check.reasons).toEqual(result.measures);
    expect(check.reasons.paintedBody).toBe(render.reasons.paintedBody);
    expect(check.reasons.oldGarmentRepainted).toBe(render.reasons.oldGarmentRepainted);
    expect(check.confidence).toBeGreaterThan(0);
  }, 60_000);

  it('measures no backdrop for a garment photographed on a model', async () => {
    const result = await engine.generate({
      personImage: read(STANDING),
      garmentImage: read('garment/catvton-onmodel-dress-mison.jpg'),
    });
    expect(result.stages.garment.reasons.worn).toBe(1);
    expect(result.stages.garment.reasons.backdropShare).toBeUndefined();
    expect(result.stages.garment.reasons.contrast).toBeUndefined();
  }, 60_000);

  it('tells, on a refusal, how sure the stages that ran before it were', async () => {
    // An upper-body photo cannot wear a dress: the person stage refuses it, after the garment stage has answered.
    const error = await engine
      .generate({ personImage: read('person/studio-1.png'), garmentImage: read('garment/catvton-dress-21744571.jpg') })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TryOnEngineError);
    expect((error as TryOnEngineError).code).toBe('body_not_visible');
    const stages = (error as TryOnEngineError).stages ?? {};
    expect(Object.keys(stages)).toEqual(['garment']);
    expectSure(stages);
  }, 60_000);
});
