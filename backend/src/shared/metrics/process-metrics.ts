import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

/**
 * What this process did, whichever app in it did it: HTTP answers, scheduled job runs, and Node's
 * own figures. One registry per process (prom-client refuses a metric registered twice, and a
 * test file may boot several shops); the database figures live in each app's own registry.
 */
export const processMetrics = new Registry();

export const httpRequests = new Counter({
  name: 'http_requests_total',
  help: 'HTTP answers sent, by method, Nest route pattern and status class',
  labelNames: ['method', 'route', 'status_class'] as const,
  registers: [processMetrics],
});

export const httpRequestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time from the request reaching the shop to its answer being sent, by method, Nest route pattern and status class',
  labelNames: ['method', 'route', 'status_class'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [processMetrics],
});

export const jobRuns = new Counter({
  name: 'shop_job_runs_total',
  help: 'Runs of a scheduled job, by job name',
  labelNames: ['job'] as const,
  registers: [processMetrics],
});

export const jobFailures = new Counter({
  name: 'shop_job_failures_total',
  help: 'Runs of a scheduled job that failed, by job name',
  labelNames: ['job'] as const,
  registers: [processMetrics],
});

export const replicaReads = new Counter({
  name: 'shop_replica_reads_total',
  help: 'Reads that may go to the read replica (DATABASE_REPLICA_URL), by outcome: replica (served there); behind, unavailable or cancelled (served by the primary)',
  labelNames: ['outcome'] as const,
  registers: [processMetrics],
});

let defaultMetricsStarted = false;

/** Node's figures (memory, CPU, GC, event-loop delay): sampled only once some app in the process serves /metrics. */
export function startDefaultMetrics(): void {
  if (defaultMetricsStarted) return;
  defaultMetricsStarted = true;
  collectDefaultMetrics({ register: processMetrics });
}
