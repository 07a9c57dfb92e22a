import { jobFailures, jobRuns } from './process-metrics';

/**
 * Runs one round of a scheduled job, counting it in `shop_job_runs_total` and, if it throws, in
 * `shop_job_failures_total`; the error still reaches the caller, which logs it as before.
 */
export async function countedJobRun<T>(job: string, run: () => Promise<T>): Promise<T> {
  jobRuns.inc({ job });
  try {
    return await run();
  } catch (error) {
    jobFailures.inc({ job });
    throw error;
  }
}
