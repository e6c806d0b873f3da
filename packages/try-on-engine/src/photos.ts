import { TryOnEngineError } from './shared/errors';
import { decodeImage, resizeImage, workingSize } from './shared/image-io';
import { StageClock } from './shared/stage-clock';
import { GarmentCategory } from './shared/types';
import { Networks } from './person/networks';
import { buildBody } from './person/body';
import { inOneTone } from './person/one-tone';
import { fullToneRange } from './person/tone-range';
import { analyseGarment } from './garment/garment-analysis';
import { garmentStage } from './garment/garment-stage';
import { GARMENT_LONG_SIDE, garmentAtWorkingSize } from './garment/garment-frame';
import { lookForWearer, PersonContext } from './garment/garment-on-model';

export interface TryOnInput {
  personImage: Buffer;
  garmentImage: Buffer;
  /** Overrides the category detected from the garment's shape. */
  category?: GarmentCategory;
}

/**
 * The person and garment stages, side by side: the person photo's networks run on their own thread while the garment
 * is analysed here. The person photo's refusal comes first, whichever ends first.
 */
export async function analysePhotos(networks: Networks, input: TryOnInput, clock: StageClock) {
  const [original, garment] = await Promise.all([
    decodeImage(input.personImage, 'person'),
    decodeImage(input.garmentImage, 'garment'),
  ]);
  const size = workingSize(original.width, original.height);
  const working = await resizeImage(original, size.width, size.height);
  // A photo taken in dim light or faded is tried on brought up to a well-lit photo's range (see tone-range.ts).
  const toneRange = fullToneRange(working);
  const analysed = toneRange?.image ?? working;
  const garmentImage = await garmentAtWorkingSize(garment, GARMENT_LONG_SIDE);
  clock.lap('decode');

  // The networks run on their own thread while the garment is analysed here. The garment's first request (is it worn by
  // a model?) is sent first and is quick; it waits for the person photo only where its category depends on it. Both
  // requests are sent before the garment's analysis starts its pixel work.
  let settleContext!: { resolve(context: PersonContext): void; reject(reason: unknown): void };
  const personContext = new Promise<PersonContext>((resolve, reject) => (settleContext = { resolve, reject }));
  // The garment may be refused before it needs the context; the person's refusal is then reported below.
  personContext.catch(() => undefined);
  const quickLook = lookForWearer(networks, garmentImage);
  const personStarted = performance.now();
  const personAnalysing = networks.analysePerson(analysed).then((analysis) => {
    clock.record('person', performance.now() - personStarted);
    if (analysis.people.length === 0 || !analysis.pose) throw new TryOnEngineError('no_person_found');
    if (analysis.people.length > 1) throw new TryOnEngineError('several_people');
    // Checked once a person is found: a photo of no one says so first, in black and white or not.
    if (inOneTone(analysed, analysis.personMask)) throw new TryOnEngineError('black_and_white_photo');
    return { analysis, pose: analysis.pose, upperBody: buildBody(analysis.pose, 'top', working.height) };
  });
  personAnalysing.then(
    ({ upperBody }) => settleContext.resolve({ upperBodyOnly: !upperBody.kneesSeen }),
    (reason) => settleContext.reject(reason),
  );
  const garmentAnalysing = analyseGarment(networks, garmentImage, input.category, personContext, quickLook);
  // The person photo's refusal comes first, whichever analysis ends first, so that a pair always gets the same answer.
  const [personResult, garmentResult] = await Promise.allSettled([personAnalysing, garmentAnalysing]);
  if (personResult.status === 'rejected') throw personResult.reason;
  if (garmentResult.status === 'rejected') throw garmentResult.reason;
  const { analysis: personAnalysis, pose, upperBody } = personResult.value;
  return {
    original,
    working,
    toneRange,
    analysed,
    personAnalysis,
    pose,
    upperBody,
    garment: garmentStage(garmentResult.value),
  };
}
