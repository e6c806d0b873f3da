import { ConcurrencyLimiter } from './decode-limiter';

describe('ConcurrencyLimiter', () => {
  it('runs at most its limit of tasks at once, the others in the order they came, and survives failures', async () => {
    const limiter = new ConcurrencyLimiter(2);
    let running = 0;
    let most = 0;
    const finished: number[] = [];
    const task = (index: number) =>
      limiter.run(async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running -= 1;
        if (index === 1) throw new Error('broken picture');
        finished.push(index);
      });
    const results = await Promise.allSettled([0, 1, 2, 3, 4, 5].map(task));
    expect(most).toBe(2);
    expect(results.map((result) => result.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);
    expect(finished).toEqual([0, 2, 3, 4, 5]);
    await expect(limiter.run(async () => 'still works')).resolves.toBe('still works');
  });
});
