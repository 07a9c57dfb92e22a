#!/usr/bin/env node
// `npm run bench [-- --only=api|scale|search|instances|replica|embedded|lighthouse] [--duration=6]`: prints the figures that
// docs/benchmarks.md records. Needs the local PostgreSQL (BENCH_PG_URL, default
// postgres://postgres@127.0.0.1:5432/postgres); every database it makes is dropped at the end.
import { cpus, totalmem } from 'node:os';
import { cleanup, ensureBenchTools, ensureBuilt } from './bench/lib.mjs';

const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [key, value = 'true'] = arg.replace(/^--/, '').split('=');
    return [key, value];
  }),
);
const SECTIONS = ['api', 'scale', 'search', 'instances', 'replica', 'embedded', 'lighthouse'];
const only = args.only ? args.only.split(',') : SECTIONS;
for (const section of only) if (!SECTIONS.includes(section)) throw new Error(`--only must be one of ${SECTIONS.join('|')}`);
const duration = Number(args.duration ?? 6);

let stopping = false;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  await cleanup();
  process.exit(code);
}
process.on('SIGINT', () => stop(130));
process.on('SIGTERM', () => stop(143));

async function main() {
  const started = Date.now();
  console.log(`bench: ${only.join(', ')} on ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, node ${process.version}, ${new Date().toISOString()}`);
  ensureBenchTools();
  await ensureBuilt({ frontend: only.includes('lighthouse') });
  const out = [];
  if (only.includes('api')) {
    const { runApiBench } = await import('./bench/api.mjs');
    console.log('\n== API against the limit ==');
    const api = await runApiBench({ duration, warmup: Math.max(1, Math.round(duration / 3)), pglite: args.pglite !== 'false' });
    out.push('## API (reads at 50 connections)', api.readTable, '', '## POST /api/orders (PostgreSQL)', api.orderTable, '');
    out.push(
      `Targets: reads >= 70% of bare Nest: ${api.summary.map((s) => `${s.route} ${s.met ? 'met' : 'MISSED'}`).join('; ')}. ` +
        `Orders >= 200/s with p99 < 100 ms and nothing oversold: ${api.orders.met ? 'met' : 'MISSED'} ` +
        `(${api.orders.ordersInDatabase} orders in the database, scarce product left at ${api.orders.scarceLeft}).`,
      '',
    );
  }
  if (only.includes('scale')) {
    const { runScaleBench } = await import('./bench/scale.mjs');
    console.log('\n== Product list at scale ==');
    const scale = await runScaleBench();
    out.push('## Product list latency by catalog size (PostgreSQL, sequential requests)', scale.latencyTable, '', '## Query plans at the largest size', scale.planTable, '');
  }
  if (only.includes('search')) {
    const { runSearchBench } = await import('./bench/search.mjs');
    console.log('\n== Misspelt searches ==');
    const search = await runSearchBench();
    out.push('## Misspelt searches (PostgreSQL, sequential requests, each search asked once)', search.table, '', search.misses, '');
  }
  if (only.includes('instances')) {
    const { runInstancesBench } = await import('./bench/instances.mjs');
    console.log('\n== Checkouts on one instance and on two ==');
    const instances = await runInstancesBench({ duration, warmup: Math.max(1, Math.round(duration / 3)) });
    out.push('## Scaling out: checkouts on one instance and on two with a worker (PostgreSQL, Redis, SMTP)', instances.orderTable, '', instances.outcome, '');
  }
  if (only.includes('replica')) {
    const { runReplicaBench } = await import('./bench/replica.mjs');
    console.log('\n== Catalog reads on one instance and on two reading a replica ==');
    const replica = await runReplicaBench({ duration, warmup: Math.max(1, Math.round(duration / 3)) });
    out.push('## Catalog reads through a streaming replica (PostgreSQL primary and hot standby of the bench\'s own)', replica.readTable, '', replica.outcome, '');
  }
  if (only.includes('embedded')) {
    const { runEmbeddedBench } = await import('./bench/embedded.mjs');
    console.log('\n== Checkouts on the embedded database ==');
    const embedded = await runEmbeddedBench();
    out.push('## Checkouts on the embedded database as unpaid orders pile up (PGlite in DATA_DIR, hold limits on)', embedded.orderTable, '', embedded.outcome, '');
  }
  if (only.includes('lighthouse')) {
    const { runLighthouseBench } = await import('./bench/lighthouse.mjs');
    console.log('\n== Lighthouse, mobile ==');
    const lighthouse = await runLighthouseBench();
    out.push('## Lighthouse 12, mobile preset at 390x844 (simulated throttling, medians)', lighthouse.table, '', lighthouse.machine, '', lighthouse.firstLoad, '', lighthouse.throttled, '', lighthouse.verdict, '');
  }
  console.log(`\n${out.join('\n')}`);
  console.log(`bench finished in ${Math.round((Date.now() - started) / 1000)} s`);
}

main()
  .then(() => stop(0))
  .catch(async (error) => {
    console.error(error);
    await stop(1);
  });
