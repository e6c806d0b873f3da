import type { FashnProtocolClient } from './fashn-protocol.client';
import { TryOnProviderError } from './provider-errors';
import type { TryOnProvider, TryOnProviderStatus, TryOnSubmission } from './try-on-provider';

/**
 * A provider that generates elsewhere and is polled: the hosted FASHN API (`fashn`) or a self-hosted
 * service speaking its protocol (`http`). A final error of the service fails the try-on (and refunds);
 * a passing one (timeout, 5xx, rate limit) is tried again at the next poll until the try-on times out.
 */
export class ExternalTryOnProvider implements TryOnProvider {
  readonly needsPolling = true;

  constructor(
    readonly name: 'fashn' | 'http',
    private readonly client: FashnProtocolClient,
  ) {}

  async submit(submission: TryOnSubmission): Promise<{ providerJobId: string }> {
    const { person, garment } = await submission.images();
    const { externalId } = await this.client.submit({
      personImage: person,
      garmentImage: garment,
      category: submission.category ?? undefined,
    });
    return { providerJobId: externalId };
  }

  async status(providerJobId: string): Promise<TryOnProviderStatus> {
    try {
      const status = await this.client.status(providerJobId);
      if (status.state === 'completed') return { state: 'completed', image: status.image };
      if (status.state === 'failed') return { state: 'failed', code: status.code, message: status.message };
      if (status.state === 'processing') return { state: 'processing' };
      return { state: 'queued', queuePosition: status.queuePosition ?? null };
    } catch (error) {
      if (error instanceof TryOnProviderError && !error.retryable)
        return { state: 'failed', code: error.code, message: error.message };
      throw error;
    }
  }
}
