import type { TryOnCategory } from '../entities/virtual-try-on.entity';

/** What a provider gets to work on; the images are read only if the provider needs the bytes. */
export interface TryOnSubmission {
  tryOnId: string;
  category: TryOnCategory | null;
  images(): Promise<{ person: Buffer; garment: Buffer }>;
}

export type TryOnProviderStatus =
  | { state: 'queued'; queuePosition: number | null }
  | { state: 'processing' }
  | { state: 'completed'; image: Buffer }
  /** `message` is shown to the user: map the provider's error names to plain words. */
  | { state: 'failed'; code: string; message: string };

/**
 * Who generates the image. `local` runs our engine in our Bull workers and reports results itself; external
 * providers (`fashn`, `http`) are polled by the status processor (20 s after submit, then every 10 s) until
 * they complete, fail or time out. Wrapping an HTTP client:
 *
 *   class FashnTryOnProvider implements TryOnProvider {
 *     readonly name = 'fashn'; readonly needsPolling = true;
 *     constructor(private readonly client: FashnClient) {}
 *     async submit(submission) {
 *       const { person, garment } = await submission.images();
 *       const { id } = await this.client.run({ model_image: dataUri(person), garment_image: dataUri(garment), category: toFashnCategory(submission.category) });
 *       return { providerJobId: id };
 *     }
 *     async status(id) {
 *       const answer = await this.client.status(id);
 *       if (answer.status === 'completed') return { state: 'completed', image: await this.client.download(answer.output[0]) };
 *       if (answer.status === 'failed') return { state: 'failed', code: answer.error.name, message: messageFor(answer.error) };
 *       return answer.status === 'processing' ? { state: 'processing' } : { state: 'queued', queuePosition: null };
 *     }
 *   }
 */
export interface TryOnProvider {
  readonly name: string;
  readonly needsPolling: boolean;
  /** Must be safe to call twice for one try-on (a retried request): the same job, not a second one. */
  submit(submission: TryOnSubmission): Promise<{ providerJobId: string }>;
  status(providerJobId: string): Promise<TryOnProviderStatus>;
  cancel?(providerJobId: string): Promise<void>;
}

export const TRY_ON_PROVIDER = Symbol('TRY_ON_PROVIDER');
