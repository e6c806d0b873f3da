import { parentPort, workerData } from 'node:worker_threads';
import { loadEngineModels } from './models';
import { analysePerson, detectPeopleOnly } from './person-analysis';
import { locateReplacedGarment, replacedGarmentBuffers } from './replaced-garment';
import type { NetworkRequest } from './networks';

// The engine's networks, on a thread of their own, and the old garment's regions (see networks.ts).
const port = parentPort;
if (!port) throw new Error('networks.thread.ts runs as a worker thread');
const models = loadEngineModels((workerData as { modelsDirectory?: string }).modelsDirectory);
models.then(
  () => port.postMessage({ ready: true }),
  (error: unknown) => port.postMessage({ failed: String(error) }),
);

port.on('message', async (request: NetworkRequest) => {
  try {
    const loaded = await models;
    if (request.call === 'detectPeople') {
      port.postMessage({ id: request.id, value: detectPeopleOnly(loaded, request.image, request.longSide) });
    } else if (request.call === 'analysePerson') {
      const analysis = analysePerson(loaded, request.image, request.detected);
      port.postMessage({ id: request.id, value: analysis }, [analysis.personMask.data.buffer as ArrayBuffer]);
    } else {
      const located = locateReplacedGarment(request.input);
      port.postMessage({ id: request.id, value: located }, replacedGarmentBuffers(located));
    }
  } catch (error) {
    port.postMessage({ id: request.id, failed: error instanceof Error ? error.message : String(error) });
  }
});
