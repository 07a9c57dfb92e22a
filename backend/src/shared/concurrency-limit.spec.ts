import { ConcurrencyLimit } from './concurrency-limit';

describe('a concurrency limit', () => {
  it('runs at most max tasks at once, in the order they came, and passes on results and errors', async () => {
    const limit = new ConcurrencyLimit(2);
    let running = 0;
    let peak = 0;
    const started: number[] = [];
    const task = (id: number) => async () => {
      started.push(id);
      running += 1;
      peak = Math.max(peak, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
      if (id === 3) throw new Error('task 3 failed');
      return id;
    };
    const results = await Promise.allSettled(Array.from({ length: 8 }, (_, id) => limit.run(task(id))));
    expect(peak).toBe(2);
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(results[3]).toEqual({ status: 'rejected', reason: new Error('task 3 failed') });
    expect(results.filter((result) => result.status === 'fulfilled').map((result) => result.value)).toEqual([0, 1, 2, 4, 5, 6, 7]);
    // A failed task gave its place back: the limit still takes two at once.
    expect(await Promise.all([limit.run(async () => 'a'), limit.run(async () => 'b')])).toEqual(['a', 'b']);
  });
});
