// `node -r scripts/bench/profile-preload.cjs ...`: once the file BENCH_PROFILE_OUT + '.start'
// appears, samples the CPU for BENCH_PROFILE_MS and writes BENCH_PROFILE_OUT. A file, not a
// signal: Nest's shutdown hooks own SIGTERM/SIGUSR2, and --cpu-prof writes nothing when a signal
// ends the process.
const { Session } = require('node:inspector');
const { existsSync, writeFileSync } = require('node:fs');

const out = process.env.BENCH_PROFILE_OUT;
const length = Number(process.env.BENCH_PROFILE_MS ?? 5000);
const session = new Session();
session.connect();
const poll = setInterval(() => {
  if (!existsSync(`${out}.start`)) return;
  clearInterval(poll);
  session.post('Profiler.enable', () =>
    session.post('Profiler.setSamplingInterval', { interval: 250 }, () =>
      session.post('Profiler.start', () => {
        setTimeout(() => session.post('Profiler.stop', (error, result) => error || writeFileSync(out, JSON.stringify(result.profile))), length).unref();
      }),
    ),
  );
}, 100);
poll.unref();

// With BENCH_STATEMENTS_OUT set, counts the SQL statements pg sends (each query text, parameters
// apart): the file BENCH_STATEMENTS_OUT + '.reset' starts a count, BENCH_STATEMENTS_OUT + '.dump'
// writes it to BENCH_STATEMENTS_OUT as JSON ({ text: count }); the triggers are removed once read.
const statementsOut = process.env.BENCH_STATEMENTS_OUT;
if (statementsOut) {
  const { unlinkSync } = require('node:fs');
  const { join } = require('node:path');
  const pg = require(require.resolve('pg', { paths: [join(process.cwd(), 'backend')] }));
  let counts = null;
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function countedQuery(config, ...rest) {
    if (counts) {
      const text = (typeof config === 'string' ? config : config?.text ?? '?').replace(/\s+/g, ' ').trim();
      counts.set(text, (counts.get(text) ?? 0) + 1);
    }
    return query.call(this, config, ...rest);
  };
  setInterval(() => {
    if (existsSync(`${statementsOut}.reset`)) {
      counts = new Map();
      unlinkSync(`${statementsOut}.reset`);
    }
    if (existsSync(`${statementsOut}.dump`)) {
      writeFileSync(statementsOut, JSON.stringify(Object.fromEntries(counts ?? [])));
      counts = null;
      unlinkSync(`${statementsOut}.dump`);
    }
  }, 50).unref();
}
