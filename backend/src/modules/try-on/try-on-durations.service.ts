import { Inject, Injectable } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { tryOnConfig } from '../../config/configuration';
import { TryOnQueries } from './try-on.queries';

const RECENT_TRY_ONS = 20;
// Every status answer and event asks; one read per process in this time is plenty for an estimate.
const REMEMBER_MILLISECONDS = 30_000;

/** How long try-ons take, measured on the recent ones of a provider: from a worker taking one to its result. */
@Injectable()
export class TryOnDurations {
  private remembered = new Map<string, { milliseconds: number | null; readAt: number }>();

  constructor(
    private readonly queries: TryOnQueries,
    @Inject(tryOnConfig.KEY) private readonly config: ConfigType<typeof tryOnConfig>,
  ) {}

  /** Try-ons the local workers run at once. */
  get workers(): number {
    return Math.max(1, this.config.workerConcurrency);
  }

  /** The median of the recent completed try-ons of this provider; null while none was measured. */
  async typicalMilliseconds(provider: string): Promise<number | null> {
    const remembered = this.remembered.get(provider);
    if (remembered && Date.now() - remembered.readAt < REMEMBER_MILLISECONDS) return remembered.milliseconds;
    const milliseconds = await this.queries.medianMilliseconds(provider, RECENT_TRY_ONS);
    this.remembered.set(provider, { milliseconds, readAt: Date.now() });
    return milliseconds;
  }

  /** A try-on just finished: the next estimate reads the measures again. */
  forget(provider: string): void {
    this.remembered.delete(provider);
  }
}
