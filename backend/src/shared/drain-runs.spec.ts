import { DrainRuns } from './drain-runs';

/** A drain that ends when the test lets it, counting its runs. */
function heldDrains() {
  const releases: (() => void)[] = [];
  let started = 0;
  const drain = () => {
    started += 1;
    return new Promise<number>((resolve) => releases.push(() => resolve(started)));
  };
  const releaseNext = async () => {
    while (releases.length === 0) await new Promise((resolve) => setImmediate(resolve));
    releases.shift()!();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { drain, releaseNext, started: () => started };
}

describe('a relay’s runs', () => {
  it('starts one more run after the one under way when woken during it, however often, and no more', async () => {
    const held = heldDrains();
    const runs = new DrainRuns(held.drain, () => undefined);
    runs.wake();
    runs.wake();
    runs.wake();
    expect(held.started()).toBe(1);
    await held.releaseNext();
    expect(held.started()).toBe(2);
    await held.releaseNext();
    expect(held.started()).toBe(2);
  });

  it('runs one at a time when asked directly, each answering its own count', async () => {
    const held = heldDrains();
    const runs = new DrainRuns(held.drain, () => undefined);
    const first = runs.runOnce();
    const second = runs.runOnce();
    expect(held.started()).toBe(1);
    await held.releaseNext();
    await held.releaseNext();
    await expect(Promise.all([first, second])).resolves.toEqual([1, 2]);
  });

  it('reports a failed run and starts none once stopped', async () => {
    const failures: string[] = [];
    let calls = 0;
    const runs = new DrainRuns(async () => {
      calls += 1;
      throw new Error('database gone');
    }, (error) => failures.push(error.message));
    runs.wake();
    await new Promise((resolve) => setImmediate(resolve));
    expect(failures).toEqual(['database gone']);
    await runs.stop();
    runs.wake();
    expect(calls).toBe(1);
  });
});
