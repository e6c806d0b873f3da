/**
 * Runs at most `limit` tasks at once, the others wait in order. Decoding a picture takes a core and up to a few
 * hundred megabytes; this keeps many uploads arriving together from taking more than the process can give.
 */
export class ConcurrencyLimiter {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly limit: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running += 1;
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      // The slot passes straight to the next task, so a newcomer cannot overtake it.
      if (next) next();
      else this.running -= 1;
    }
  }
}

/** The one limit on decoding pictures in this process, shared by every route that takes images. */
export const MAXIMUM_PARALLEL_DECODES = 2;
export const imageDecodes = new ConcurrencyLimiter(MAXIMUM_PARALLEL_DECODES);
