// Part 6: catalog reads on one instance against two reading a streaming replica (issue 38, ADR 075).
// The bench makes a PostgreSQL primary and a hot standby of its own (initdb, pg_basebackup), as
// the instances bench makes its own Redis: the machine's PostgreSQL is left as it is. The reads are
// ones the read model cannot answer from memory (each product page and each search asked once),
// so every one reaches a database: the primary, or the replica through ReplicaReads.
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { benchRequire, built, fmt, freePort, pgClient, productionShopEnv, sleep, startBackground, startProcess, table, tempDir } from './lib.mjs';
import { INSERT_PRODUCTS } from './scale.mjs';

const PRODUCTS = 20_000;
const CONNECTIONS = 32;
const SEARCH_WORDS = ['kente', 'stole', 'smock', 'dress', 'wrap', 'batakari', 'kaba', 'shirt'];

/** Debian's PostgreSQL binaries (PG_BIN to choose): initdb, pg_basebackup and postgres. */
function postgresBin() {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const newest = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a))[0] : null;
  if (!newest) throw new Error('no PostgreSQL binaries under /usr/lib/postgresql: set PG_BIN');
  return join(root, newest, 'bin');
}

/** PostgreSQL refuses to run as root: as root, its programs run as the postgres user. */
function asPostgres(program, args) {
  return process.getuid?.() === 0 ? { command: 'runuser', args: ['-u', 'postgres', '--', program, ...args] } : { command: program, args };
}

function runPostgresTool(bin, program, args) {
  const { command, args: all } = asPostgres(join(bin, program), args);
  execFileSync(command, all, { stdio: 'pipe' });
}

function startCluster(bin, dir, port, name) {
  const { command, args } = asPostgres(join(bin, 'postgres'), ['-D', dir, '-p', String(port), '-k', join(dir, '..'), '-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200']);
  return startBackground({ name, command, args, readyLine: /ready to accept (read-only )?connections/ });
}

const METRICS_TOKEN = randomBytes(24).toString('hex');

/** Where ReplicaReads sent its reads so far, summed over `instances` (`shop_replica_reads_total`). */
async function replicaOutcomes(instances) {
  const totals = {};
  for (const instance of instances) {
    const text = await (await fetch(`${instance.base}/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } })).text();
    for (const [, outcome, value] of text.matchAll(/^shop_replica_reads_total\{outcome="([a-z]+)"\} (\d+)/gm)) totals[outcome] = (totals[outcome] ?? 0) + Number(value);
  }
  return totals;
}

/** Waits until the replica has replayed everything the primary has written. */
async function untilReplayed(primaryUrl, replicaUrl) {
  const primary = pgClient(primaryUrl);
  const replica = pgClient(replicaUrl);
  await primary.connect();
  await replica.connect();
  try {
    const { rows } = await primary.query('SELECT pg_current_wal_flush_lsn()::text AS lsn');
    for (;;) {
      const { rows: replayed } = await replica.query('SELECT pg_last_wal_replay_lsn() >= $1::pg_lsn AS done', [rows[0].lsn]);
      if (replayed[0].done) return;
      await sleep(100);
    }
  } finally {
    await primary.end();
    await replica.end();
  }
}

export async function runReplicaBench({ duration = 6, warmup = 2 } = {}) {
  const autocannon = benchRequire('autocannon');
  const bin = postgresBin();
  const dir = await mkdtemp(join(tmpdir(), 'bench-replica-'));
  if (process.getuid?.() === 0) await chown(dir, Number(execFileSync('id', ['-u', 'postgres']).toString()), Number(execFileSync('id', ['-g', 'postgres']).toString()));
  const [primaryPort, replicaPort] = [await freePort(), await freePort()];
  const primaryUrl = `postgres://postgres@127.0.0.1:${primaryPort}/shop_bench`;
  const replicaUrl = `postgres://postgres@127.0.0.1:${replicaPort}/shop_bench`;
  const started = [];
  try {
    runPostgresTool(bin, 'initdb', ['-D', join(dir, 'primary'), '-A', 'trust', '-U', 'postgres', '--no-sync']);
    started.push(await startCluster(bin, join(dir, 'primary'), primaryPort, 'primary'));
    const admin = pgClient(`postgres://postgres@127.0.0.1:${primaryPort}/postgres`);
    await admin.connect();
    await admin.query('CREATE DATABASE shop_bench');
    await admin.end();

    const startInstance = async (name, replica) => {
      const port = await freePort();
      const instance = await startProcess({
        name,
        args: [built('main.js')],
        port,
        readyPath: '/api/health/ready',
        env: { ...productionShopEnv(port), DATABASE_URL: primaryUrl, ...(replica ? { DATABASE_REPLICA_URL: replicaUrl } : {}), DATA_DIR: tempDir('bench-replica-shop-'), JOBS: 'off', LOG_LEVEL: 'warn', METRICS_TOKEN },
      });
      started.push(instance);
      return instance;
    };

    // The first instance migrates and seeds the demo catalog; the bench's catalog goes beside it.
    const first = await startInstance('instance 1', false);
    const client = pgClient(primaryUrl);
    await client.connect();
    await client.query(INSERT_PRODUCTS, [PRODUCTS]);
    // Every table, the search documents too: their GIN index's pending list slows the first minutes of searches.
    await client.query('VACUUM ANALYZE');
    await client.query(`SELECT pg_notify('shop_changes', 'catalog:*')`);
    const ids = (await client.query('SELECT id FROM products WHERE "isActive" ORDER BY id')).rows.map((row) => row.id);
    await client.end();

    runPostgresTool(bin, 'pg_basebackup', ['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres', '-D', join(dir, 'replica'), '-R', '-X', 'stream', '-c', 'fast']);
    started.push(await startCluster(bin, join(dir, 'replica'), replicaPort, 'replica'));
    await untilReplayed(primaryUrl, replicaUrl);

    // Every request of the whole bench a different product page, or a different search: none is
    // answered from memory. A page is a cheap read, a search at this size a costly one.
    let nextPage = 0;
    let nextSearch = 0;
    const paths = {
      'product pages': () => `/api/products/${ids[nextPage++ % ids.length]}`,
      searches: () => {
        const n = nextSearch++;
        return `/api/products?search=${SEARCH_WORDS[n % SEARCH_WORDS.length]}+${1 + ((n * 7919) % PRODUCTS)}`;
      },
    };
    const load = (instances, kind, seconds) =>
      Promise.all(
        instances.map((instance) =>
          autocannon({
            url: instance.base,
            connections: CONNECTIONS / instances.length,
            duration: seconds,
            requests: [{ setupRequest: (request) => ({ ...request, path: paths[kind]() }) }],
          }),
        ),
      );
    const measure = async (setup, instances) => {
      const measured = [];
      for (const kind of Object.keys(paths)) {
        await load(instances, kind, warmup);
        const before = await replicaOutcomes(instances);
        const results = await load(instances, kind, duration);
        const after = await replicaOutcomes(instances);
        const requests = results.reduce((sum, result) => sum + result.requests.total, 0);
        const choices = Object.fromEntries(Object.entries(after).map(([outcome, value]) => [outcome, value - (before[outcome] ?? 0)]));
        const chosen = Object.values(choices).reduce((sum, value) => sum + value, 0);
        measured.push({
          setup,
          kind,
          perSecond: requests / duration,
          p50: Math.max(...results.map((result) => result.latency.p50)),
          p99: Math.max(...results.map((result) => result.latency.p99)),
          failed: results.reduce((sum, result) => sum + result.non2xx + result.errors, 0),
          onReplica: chosen > 0 ? (choices.replica ?? 0) / chosen : null,
        });
        console.log(`  ${setup}, ${kind}: ${fmt.int(requests / duration)} reads/s`);
      }
      return measured;
    };

    const rows = await measure('one instance, primary only', [first]);
    const second = await startInstance('instance 2', false);
    rows.push(...(await measure('two instances, primary only', [first, second])));
    for (const instance of [first, second]) await instance.stop();
    const readingReplica = [await startInstance('instance 1 (replica)', true), await startInstance('instance 2 (replica)', true)];
    rows.push(...(await measure('two instances, reading the replica', readingReplica)));
    for (const instance of readingReplica) await instance.stop();
    // The first row again, last: a host or a database that sped up or slowed down meanwhile shows here.
    rows.push(...(await measure('one instance, primary only, again', [await startInstance('instance 1', false)])));

    const oneInstance = (kind) => rows.find((row) => row.kind === kind).perSecond;
    const readTable = table(
      ['catalog reads (each asked once)', 'reads', 'reads/s', 'x one instance', 'p50', 'p99', 'failed', 'loads served by the replica'],
      rows.map((row) => [row.setup, row.kind, fmt.int(row.perSecond), `${(row.perSecond / oneInstance(row.kind)).toFixed(2)}x`, fmt.ms(row.p50), fmt.ms(row.p99), String(row.failed), row.onReplica === null ? '-' : fmt.pct(row.onReplica)]),
    );
    const throughReplica = rows.filter((row) => row.setup.includes('replica')).map((row) => `${row.kind} ${(row.perSecond / oneInstance(row.kind)).toFixed(2)}x`);
    const met = rows.filter((row) => row.setup.includes('replica')).every((row) => row.perSecond >= 2 * oneInstance(row.kind));
    const outcome =
      `${CONNECTIONS} connections, ${duration} s a run after ${warmup} s of warm-up; ${fmt.int(PRODUCTS)} generated products plus the demo catalog; ` +
      `the primary, the replica, the instances and the load share this machine's ${cpus().length} cores. Through the replica, two instances read ${throughReplica.join(', ')} one instance's rate (target: 2x, ${met ? 'met' : 'MISSED'}).`;
    return { readTable, outcome };
  } finally {
    for (const process of started.reverse()) await process.stop();
    await rm(dir, { recursive: true, force: true });
  }
}
