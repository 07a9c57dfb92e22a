// Part 5: does the shop scale out (issue 38, ADR 074)? Checkouts on one instance that runs its own
// jobs, then on two instances with the jobs in a worker, side by side in one run on one PostgreSQL
// and one Redis; then an instance killed with SIGKILL under that load, and Redis killed under it.
// Every order goes through a proxy's path as production has it: Redis-backed rate limits on, each
// shopper from an address of their own (X-Forwarded-For, TRUST_PROXY=1), e-mails through SMTP.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import {
  backendRequire,
  built,
  createBenchDatabase,
  databaseAcrossNetwork,
  dropBenchDatabase,
  fmt,
  freePort,
  guestOrderBody,
  percentile,
  productionShopEnv,
  sleep,
  startBackground,
  startProcess,
  STOCK_BY_PRODUCT,
  stockForCheckouts,
  table,
  tempDir,
  withPg,
} from './lib.mjs';

const CONNECTIONS = 16;
const TARGET_ORDERS_PER_SECOND = 300;
const TARGET_P99_MS = 100;
/** How long the worker may take to send every queued message after the load (a bound, not a wait). */
const DRAINED_WITHIN_MS = 180_000;

/** A real SMTP server on loopback counting each Message-ID it receives (the shop derives it from the outbox row). */
export async function startMailSink() {
  const { SMTPServer } = backendRequire('smtp-server');
  const received = new Map();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      let head = '';
      stream.on('data', (chunk) => {
        if (head.length < 8192) head += chunk.toString('latin1');
      });
      stream.on('end', () => {
        const id = /^message-id:\s*(\S+)/im.exec(head)?.[1] ?? `unnamed-${received.size}`;
        received.set(id, (received.get(id) ?? 0) + 1);
        callback();
      });
    },
  });
  // A sender killed mid-conversation (the worker at the end of a run, an instance killed -9) resets
  // its connection: part of what is measured, not a reason to end the bench.
  server.on('error', (error) => {
    if (error.code !== 'ECONNRESET') throw error;
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `smtp://127.0.0.1:${port}`, received, close: () => new Promise((resolve) => server.close(resolve)) };
}

export function startRedis(port) {
  return startBackground({
    name: 'redis',
    command: 'redis-server',
    args: ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    readyLine: /Ready to accept connections/,
  });
}

/** Every checkout of the run is a new shopper: unpaid orders are held per address, e-mail and phone. */
let shopper = 0;

/**
 * Checkouts from CONNECTIONS shoppers at a time, each connection bound to one instance as a proxy
 * would spread them. A checkout whose instance dies under it is sent again, same Idempotency-Key
 * and body, to the next instance: what the proxy's retry or the shopper's second tap does.
 */
export async function checkouts({ instances, seconds, makeBody, during = [] }) {
  const agents = instances.map(() => new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS }));
  const outcomes = [];
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const timers = during.map(({ atSecond, act }) => setTimeout(act, atSecond * 1000));
  const post = (index, key, body, forwardedFor) =>
    new Promise((resolve) => {
      const target = new URL(instances[index].base);
      const sent = performance.now();
      const request = http.request(
        {
          host: target.hostname,
          port: target.port,
          path: '/api/orders',
          method: 'POST',
          agent: agents[index],
          headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key, 'X-Forwarded-For': forwardedFor, 'Content-Length': Buffer.byteLength(body) },
        },
        (response) => {
          // A refusal's message says why; an order's body is not needed.
          let text = '';
          if (response.statusCode !== 201) response.on('data', (chunk) => (text += chunk));
          else response.resume();
          response.on('end', () => resolve({ status: response.statusCode, ms: performance.now() - sent, at: sent - started, error: text.slice(0, 200) || undefined }));
        },
      );
      request.on('error', (/** @type {NodeJS.ErrnoException} */ error) => resolve({ status: 0, error: error.code ?? error.message, ms: performance.now() - sent, at: sent - started }));
      request.end(body);
    });
  const loop = async (connection) => {
    while (performance.now() < deadline) {
      shopper += 1;
      const key = `scale-${process.pid}-${shopper}-${randomBytes(4).toString('hex')}`;
      const body = makeBody(shopper);
      const forwardedFor = `10.${(shopper >> 16) & 255}.${(shopper >> 8) & 255}.${shopper & 255}`;
      let index = connection % instances.length;
      let outcome = await post(index, key, body, forwardedFor);
      const tries = [outcome];
      // The instance went away: the next one takes the same checkout.
      for (let retry = 1; outcome.status === 0 && retry < instances.length * 3; retry += 1) {
        index = (index + 1) % instances.length;
        outcome = await post(index, key, body, forwardedFor);
        tries.push(outcome);
      }
      outcomes.push({ key, status: outcome.status, ms: tries.reduce((sum, t) => sum + t.ms, 0), at: tries[0].at, retried: tries.length > 1, error: tries[0].error });
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, (_, connection) => loop(connection)));
  for (const timer of timers) clearTimeout(timer);
  for (const agent of agents) agent.destroy();
  return { outcomes, seconds: (performance.now() - started) / 1000 };
}

/** 201: placed; 200: placed already, by an instance that died before it could answer (the same Idempotency-Key, sent again). */
export const placed = (outcome) => outcome.status === 201 || outcome.status === 200;

function summarise(label, { outcomes, seconds }, from = 0, to = Infinity) {
  const window = outcomes.filter((outcome) => outcome.at >= from * 1000 && outcome.at < to * 1000);
  const answered = window.filter((outcome) => placed(outcome) || outcome.status === 409);
  const times = answered.map((outcome) => outcome.ms).sort((a, b) => a - b);
  const span = Math.min(to, seconds) - from;
  return {
    label,
    ordersPerSecond: window.filter(placed).length / span,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    refused: window.filter((outcome) => outcome.status === 409).length,
    retried: window.filter((outcome) => outcome.retried).length,
    failed: window.filter((outcome) => !placed(outcome) && outcome.status !== 409).length,
    statuses: [...new Set(window.filter((outcome) => !placed(outcome) && outcome.status !== 409).map((outcome) => outcome.status || outcome.error))].join(', '),
  };
}


/**
 * What production's checkout path runs on, the bench's own: a database, a Redis and an SMTP server
 * that counts each Message-ID, with the settings every instance of the shop shares (rate and hold
 * limits on, behind a proxy).
 */
export async function startCheckoutServices(databaseName) {
  const db = await createBenchDatabase(databaseName);
  const redisPort = await freePort();
  const redis = await startRedis(redisPort);
  const mail = await startMailSink();
  const rules = backendRequire(built('node_modules', '@shop', 'rules', 'index.js'));
  const shared = {
    DATABASE_URL: await databaseAcrossNetwork(db.url),
    REDIS_URL: `redis://127.0.0.1:${redisPort}`,
    SMTP_URL: mail.url,
    NOTIFICATIONS_LOCAL_MAILBOX: 'on',
    RATE_LIMIT: 'on',
    TRUST_PROXY: '1',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    OUTBOX_POLL_SECONDS: '1',
    LOG_LEVEL: 'warn',
  };
  return { db, redis, mail, rules, shared };
}

export async function runInstancesBench({ duration = 6, warmup = 2 } = {}) {
  const seconds = Math.max(duration, 10);
  const { db, redis, mail, rules, shared } = await startCheckoutServices('instances');
  const startInstance = async (name, jobs) => {
    const port = await freePort();
    return startProcess({
      name,
      args: [built('main.js')],
      port,
      readyPath: '/api/health/ready',
      env: { ...productionShopEnv(port), ...shared, DATA_DIR: tempDir('bench-instance-'), JOBS: jobs },
    });
  };
  // Its start-up line is at info.
  const startWorker = () =>
    startBackground({
      name: 'worker',
      args: [built('worker.js')],
      env: { ...productionShopEnv(3000), ...shared, DATA_DIR: tempDir('bench-worker-'), LOG_LEVEL: 'info' },
      readyLine: /Worker running/,
    });

  try {
    // The first instance migrates and seeds the demo catalog.
    let first = await startInstance('instance 1', 'in-process');
    const products = await (await fetch(`${first.base}/api/products`)).json();
    const { sellable, scarce, plenty, before } = await stockForCheckouts(db.url, products, { scarceUnits: 300, plentyUnits: 10_000_000 });
    const makeBody = (n) => {
      const lines = [{ product: plenty[n % plenty.length], quantity: 1 + (n % 2) }];
      if (n % 3 === 0) lines.push({ product: scarce, quantity: 1 });
      return guestOrderBody(rules, n, lines);
    };
    const run = async (instances, extra = {}) => {
      await checkouts({ instances, seconds: warmup, makeBody });
      const result = await checkouts({ instances, seconds, makeBody, ...extra });
      const failure = result.outcomes.find((outcome) => !placed(outcome) && outcome.status !== 409);
      console.log(`    ${fmt.int(summarise('', result).ordersPerSecond)} orders/s${failure ? `; a failure: ${failure.status} ${failure.error}` : ''}`);
      return result;
    };

    console.log('  one instance, jobs in-process');
    const one = await run([first]);
    await first.stop();

    first = await startInstance('instance 1', 'off');
    let second = await startInstance('instance 2', 'off');
    const worker = await startWorker();
    console.log('  two instances, jobs in the worker');
    const two = await run([first, second]);

    const killAt = seconds / 2;
    console.log(`  two instances, instance 2 killed with SIGKILL at ${killAt} s`);
    const killed = await run([first, second], { during: [{ atSecond: killAt, act: () => second.child.kill('SIGKILL') }] });

    second = await startInstance('instance 2', 'off');
    console.log(`  two instances, Redis killed with SIGKILL at ${killAt} s`);
    const redisGone = await run([first, second], { during: [{ atSecond: killAt, act: () => redis.child.kill('SIGKILL') }] });

    // Every accepted checkout is in the database once; the stock that left equals the units sold;
    // the worker sends each queued message once.
    const accepted = [one, two, killed, redisGone].flatMap((result) => result.outcomes.filter(placed).map((outcome) => outcome.key));
    const drainedBy = Date.now() + DRAINED_WITHIN_MS;
    let backlog;
    for (;;) {
      backlog = await withPg(db.url, async (client) => (await client.query(`SELECT count(*)::int AS n FROM outbox_messages WHERE status IN ('queued', 'sending')`)).rows[0].n);
      if (backlog === 0 || Date.now() > drainedBy) break;
      await sleep(500);
    }
    const check = await withPg(db.url, async (client) => {
      await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      const { rows: keys } = await client.query(`SELECT "idempotencyKey" AS key, count(*)::int AS n FROM orders WHERE "idempotencyKey" = ANY($1) GROUP BY 1`, [accepted]);
      const { rows: stock } = await client.query(STOCK_BY_PRODUCT, [sellable.map((p) => p.id)]);
      const { rows: sold } = await client.query(`SELECT item->>'productId' AS id, sum((item->>'quantity')::int)::int AS units FROM orders, jsonb_array_elements(items) item GROUP BY 1`);
      const { rows: negative } = await client.query(`SELECT count(*)::int AS n FROM product_variants WHERE stock < 0`);
      const { rows: emails } = await client.query(`SELECT count(*)::int AS n FROM outbox_messages WHERE channel = 'email' AND status = 'sent'`);
      await client.query('COMMIT');
      const soldById = new Map(sold.map((row) => [row.id, row.units]));
      let oversold = 0;
      for (const row of stock) oversold += Math.abs((soldById.get(row.id) ?? 0) - (before.get(row.id) - row.stock));
      return {
        lost: accepted.length - keys.length,
        duplicated: keys.filter((row) => row.n > 1).length,
        oversold,
        negative: negative[0].n,
        emailsSent: emails[0].n,
        scarceLeft: stock.find((row) => row.id === scarce.id).stock,
      };
    });
    const sentTwice = [...mail.received.values()].filter((count) => count > 1).length;
    await worker.stop();

    const rows = [
      summarise('one instance (jobs in-process)', one),
      summarise('two instances + worker', two),
      summarise('  kill -9 of instance 2: before', killed, 0, killAt),
      summarise('  kill -9 of instance 2: after', killed, killAt),
      summarise('  Redis killed: before', redisGone, 0, killAt),
      summarise('  Redis killed: after', redisGone, killAt),
    ];
    const scaling = rows[1].ordersPerSecond / rows[0].ordersPerSecond;
    const orderTable = table(
      ['POST /api/orders', 'orders/s', 'p50', 'p99', 'refused (409)', 'sent again', 'failed', 'target'],
      rows.map((row, index) => [
        row.label,
        fmt.int(row.ordersPerSecond),
        fmt.ms(row.p50),
        fmt.ms(row.p99),
        row.refused,
        row.retried,
        `${row.failed}${row.statuses ? ` (${row.statuses})` : ''}`,
        index === 1 ? (row.ordersPerSecond >= TARGET_ORDERS_PER_SECOND && row.p99 < TARGET_P99_MS ? 'met' : 'MISSED') : '',
      ]),
    );
    const outcome =
      `${CONNECTIONS} checkouts at a time, ${seconds} s a run after ${warmup} s of warm-up; two instances do ${fmt.pct(scaling)} of one instance's orders/s. ` +
      `Accepted orders: ${accepted.length}, missing from the database: ${check.lost}, recorded twice: ${check.duplicated}; ` +
      `oversold units: ${check.oversold}, variants below zero: ${check.negative} (scarce product left at ${check.scarceLeft}). ` +
      `E-mails sent: ${check.emailsSent}, received by SMTP: ${mail.received.size} distinct, received twice: ${sentTwice}; outbox still queued: ${backlog}.`;
    return { orderTable, outcome, rows, check, sentTwice, backlog };
  } finally {
    await redis.stop().catch(() => {});
    await mail.close();
    await dropBenchDatabase(db.name);
  }
}
