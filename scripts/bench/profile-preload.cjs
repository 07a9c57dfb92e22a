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
