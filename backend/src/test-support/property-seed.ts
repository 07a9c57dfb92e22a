import { randomInt } from 'node:crypto';
import fc from 'fast-check';

/**
 * One seed for every property test of a run: FC_SEED when given (to replay a run), else drawn once
 * by the global setup and handed to the test files through the environment.
 */
export function drawPropertySeed(): number {
  const given = process.env.FC_SEED;
  const seed = given === undefined || given === '' ? randomInt(-(2 ** 31), 2 ** 31) : Number(given);
  if (!Number.isSafeInteger(seed)) throw new Error(`FC_SEED must be a whole number, not '${given}'`);
  process.env.FC_SEED = String(seed);
  return seed;
}

/** Makes every fc.assert of this test file use the run's seed, and name it in a failure. */
export function usePropertySeed(): void {
  const seed = drawPropertySeed();
  const replay = (message: string | undefined, cause: unknown) => new Error(`${message ?? 'Property failed'}\n\nReplay this run: FC_SEED=${seed}`, { cause });
  fc.configureGlobal({
    seed,
    // Called for async properties too (fast-check takes one reporter or the other, not both).
    reporter: (details) => {
      if (details.failed) throw replay(fc.defaultReportMessage(details), details.errorInstance);
    },
  });
}
