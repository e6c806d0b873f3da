import { Injectable, Logger } from '@nestjs/common';
import { HandlesJob } from '../../../common/jobs/handles-job.decorator';
import type { JobContext, JobHandler } from '../../../common/jobs/queue-definition';
import { StorageService } from '../../../common/storage/storage.service';
import type { TryOnEngine } from '@tvt/try-on-engine';
import { TryOnLifecycle } from '../try-on-lifecycle.service';
import { GenerateTryOnJob, tryOnQueue } from '../try-on.queue';

export const GENERATION_FAILED_MESSAGE =
  'We could not generate your try-on image. Your credit has been refunded; please try again.';

/** Runs the local engine, in worker processes only (the API never loads it). One model load per process. */
@Injectable()
@HandlesJob(tryOnQueue, 'generate')
export class GenerateTryOnHandler implements JobHandler<GenerateTryOnJob> {
  private readonly logger = new Logger('GenerateTryOn');
  private engine: Promise<TryOnEngine> | null = null;

  constructor(
    private readonly lifecycle: TryOnLifecycle,
    private readonly storage: StorageService,
  ) {}

  async warmUp(): Promise<void> {
    const engine = await this.loadEngine();
    this.logger.log(`engine models loaded in ${engine.modelLoadMilliseconds} ms`);
  }

  async handle({ tryOnId }: GenerateTryOnJob, context: JobContext): Promise<void> {
    const tryOn = await this.lifecycle.processing(tryOnId, 'analysing');
    if (!tryOn) return;
    const [personImage, garmentImage] = await Promise.all([
      this.storage.get(tryOn.personImageKey),
      this.storage.get(tryOn.garmentImageKey),
    ]);
    const { TryOnEngineError } = await import('@tvt/try-on-engine');
    const engine = await this.loadEngine();
    if (!(await this.lifecycle.processing(tryOnId, 'fitting'))) return;
    let image: Buffer;
    try {
      image = (await engine.generate({ personImage, garmentImage, category: tryOn.category ?? undefined })).image;
    } catch (error) {
      // A refusal is the answer, not a crash: no retry, the user reads the engine's own words.
      if (error instanceof TryOnEngineError) return this.lifecycle.failed(tryOnId, error.code, error.message);
      throw error;
    }
    if (!(await this.lifecycle.processing(tryOnId, 'finishing'))) return;
    await this.lifecycle.completed(tryOnId, image, 'engine');
    this.logger.log(`try-on ${tryOnId} completed (try ${context.attempt})`);
  }

  async failedForGood({ tryOnId }: GenerateTryOnJob, error: Error): Promise<void> {
    this.logger.error(`try-on ${tryOnId}: ${error.message}`);
    await this.lifecycle.failed(tryOnId, 'generation_failed', GENERATION_FAILED_MESSAGE);
  }

  private loadEngine(): Promise<TryOnEngine> {
    // Imported here so that API processes, which never generate, never load the models or their runtime.
    this.engine ??= import('@tvt/try-on-engine').then(({ createTryOnEngine }) => createTryOnEngine());
    return this.engine;
  }
}
