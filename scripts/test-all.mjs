#!/usr/bin/env node
/**
 * `npm test`: build, then run every check and tier in lanes side by side (they share nothing: own
 * ports, databases and Redis key prefixes), each lane's output printed whole when it ends.
 * Backend specs all run on PGlite; with TEST_DATABASE_URL the ones that reach a database run again
 * on PostgreSQL. Fails if any part fails or runs no test at all, and says which suites the
 * environment left out.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const started = Date.now();
/** @type {{ label: string, ok: boolean, passed: number, failed: number, seconds: number, ranNothing?: boolean, failures?: string[], slowest?: { name: string, seconds: number }[] }[]} */
const results = [];

/**
 * Runs one command, its output kept until it ends and then printed in one piece, so lanes running
 * side by side do not interleave their lines.
 * @param {string} label
 * @param {string} command
 * @param {string[]} args
 * @param {Record<string, string>} [env]
 * @returns {Promise<{ ok: boolean, seconds: number }>}
 */
function run(label, command, args, env = {}) {
  const begun = Date.now();
  console.log(`== ${label}: started (${command} ${args.join(' ')})`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - begun) / 1000);
      process.stdout.write(`\n== ${label} (output)\n${Buffer.concat(output).toString()}`);
      console.log(`== ${label}: ${code === 0 ? 'ok' : 'FAILED'} in ${seconds}s`);
      resolve({ ok: code === 0, seconds });
    });
  });
}

const relative = (file) => file.replace(root, '');

/**
 * A skipped or todo test is not a passed one: it counts as a failure. The summary names the failures
 * and the slowest files, since a long run's log is often read only from its end.
 */
function jestCounts(file) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const failures = report.testResults.flatMap((suite) => {
    const tests = suite.assertionResults.filter((test) => test.status !== 'passed').map((test) => `${relative(suite.name)} › ${test.fullName} (${test.status})`);
    return tests.length > 0 || suite.status === 'passed' ? tests : [`${relative(suite.name)}: ${String(suite.message).split('\n').find((line) => line.trim()) ?? 'did not run'}`];
  });
  const slowest = report.testResults
    .map((suite) => ({ name: relative(suite.name), seconds: Math.round((suite.endTime - suite.startTime) / 1000) }))
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, 5);
  return { passed: report.numPassedTests, failed: report.numFailedTests + report.numRuntimeErrorTestSuites + report.numPendingTests + report.numTodoTests, failures, slowest };
}

function playwrightCounts(file) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const stats = report.stats ?? {};
  const failures = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) if (test.status !== 'expected') failures.push(`${[...titles, spec.title].join(' › ')} (${test.status})`);
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, [suite.title]);
  return { passed: stats.expected ?? 0, failed: (stats.unexpected ?? 0) + (stats.flaky ?? 0) + (stats.skipped ?? 0), failures };
}

/** A test runner's tier: counted from its JSON report, and failed when it ran nothing. */
async function tier(label, command, args, reportFile, counter, env) {
  const { ok, seconds } = await run(label, command, args, env);
  let counts = { passed: 0, failed: ok ? 0 : 1 };
  try {
    counts = counter(reportFile);
  } catch {
    // No report means the runner died before testing anything: counted as a failure below.
  }
  const ranNothing = counts.passed + counts.failed === 0;
  results.push({ label, ok: ok && !ranNothing && counts.failed === 0, ...counts, ranNothing, seconds });
}

/** Checks that pass or fail as a whole, one count each. */
async function checks(label, steps) {
  let seconds = 0;
  const outcomes = [];
  for (const [name, command, args] of steps) {
    const outcome = await run(`${label}: ${name}`, command, args);
    seconds += outcome.seconds;
    outcomes.push(outcome.ok);
  }
  results.push({ label, ok: outcomes.every(Boolean), passed: outcomes.filter(Boolean).length, failed: outcomes.filter((ok) => !ok).length, seconds });
}

const reports = mkdtempSync(join(tmpdir(), 'shop-test-'));
const pg = process.env.TEST_DATABASE_URL;

// The backend build only transpiles (with the Swagger plugin); the type-check below checks.
const builds = await Promise.all([run('build: frontend', 'npm', ['run', 'build', '-w', 'frontend']), run('build: backend', 'npm', ['run', 'build', '-w', 'backend'])]);
if (!builds.every((build) => build.ok)) process.exit(1);

// PGlite loads its WebAssembly through a dynamic import, which jest's VM allows only with this flag.
const backendEnv = { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules`.trim() };
// One worker, not --runInBand: jest.config.js's workerIdleMemoryLimit can only recycle a worker.
const backendArgs = (file, ...more) => ['-w', 'backend', 'jest', '--maxWorkers=1', '--json', `--outputFile=${file}`, ...more];

// backend/jest.config.js picks the specs by name: `*.postgres.spec.ts` only with TEST_DATABASE_URL,
// `*.embedded.spec.ts` (the embedded engine itself) only without, `*.redis.spec.ts` only with TEST_REDIS_URL.
const pgliteLane = tier('backend (PGlite)', 'npx', backendArgs(join(reports, 'backend-pglite.json')), join(reports, 'backend-pglite.json'), jestCounts, { ...backendEnv, TEST_DATABASE_URL: '' });

// The second engine runs only the specs that reach a database (jest.database-specs.cjs).
const postgresLane = (async () => {
  if (!pg) return;
  const report = join(reports, 'backend-pg.json');
  await tier('backend (PostgreSQL)', 'npx', backendArgs(report, `--filter=${join(root, 'backend', 'jest.database-specs.cjs')}`), report, jestCounts, { ...backendEnv, TEST_DATABASE_URL: pg });
})();

// A lane of its own: behind another tier, the journeys were the last to end while a core stood idle.
const e2eReport = join(reports, 'e2e.json');
const journeysLane = tier('browser end-to-end', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], e2eReport, playwrightCounts, { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport });

const checksLane = (async () => {
  // The spec and the generated client are artefacts: stale ones fail the run.
  await checks('contract artefacts', [
    ['openapi spec is up to date', 'node', ['backend/dist/scripts/write-openapi.js', '--check']],
    ['generated client is up to date', 'node', ['scripts/check-generated-client.mjs']],
  ]);
  // Builds transpile without looking at types (esbuild, SWC, the backend's transpile-only emit):
  // every project, tests included, is checked here, so a renamed API field fails in the UI code and
  // the mocked tests that still use it.
  await checks('type-check (tsc --noEmit)', [
    ['backend, specs included', 'npx', ['tsc', '--noEmit', '-p', 'backend/tsconfig.json']],
    ['frontend, component tests included', 'npx', ['tsc', '--noEmit', '-p', 'frontend/tsconfig.json']],
    ['shop rules (@shop/rules), specs included', 'npx', ['tsc', '--noEmit', '-p', 'packages/rules/tsconfig.json']],
    ['browser journeys', 'npx', ['tsc', '--noEmit', '-p', 'e2e/tsconfig.json']],
    ['scripts', 'npx', ['tsc', '--noEmit', '-p', 'scripts/tsconfig.json']],
  ]);
  // The landing page's first-load JavaScript stays within its budget (issue 15, ADR 024).
  await checks('first-load budget', [['landing page', 'node', ['scripts/check-first-load-budget.mjs']]]);
  // The takeover's chunks (the storefront's, the supplier sign-in's) carry V8's compile hint where V8 reads it, and no other chunk does (ADR 089).
  await checks('compile hints', [['takeover chunks', 'node', ['scripts/check-compile-hints.mjs']]]);
  // One worker: the other lanes hold the other core.
  const report = join(reports, 'frontend.json');
  await tier('frontend components', 'npx', ['-w', 'frontend', 'jest', '--maxWorkers=1', '--json', `--outputFile=${report}`], report, jestCounts);
})();

await Promise.all([pgliteLane, postgresLane, journeysLane, checksLane]);
rmSync(reports, { recursive: true, force: true });

console.log('\n== summary');
for (const result of results) {
  const note = result.ranNothing ? ' (ran no test)' : '';
  console.log(`${result.ok ? 'ok    ' : 'FAILED'} ${result.label} (${result.seconds}s): ${result.passed} passed, ${result.failed} failed${note}`);
  for (const failure of (result.failures ?? []).slice(0, 20)) console.log(`         failed: ${failure}`);
  if (result.slowest) console.log(`         slowest files: ${result.slowest.map(({ name, seconds }) => `${name} ${seconds}s`).join(', ')}`);
}
/** Backend specs whose names end with `suffix`, relative to backend/src. */
const specsNamed = (suffix) => readdirSync(join(root, 'backend', 'src'), { recursive: true }).map(String).filter((file) => file.endsWith(suffix)).sort();
const optional = [
  { variable: 'TEST_DATABASE_URL', suffix: '.postgres.spec.ts', kind: 'PostgreSQL-only', example: 'postgres://postgres@127.0.0.1:5432/shop_test', note: 'a database of its own, its name containing "test"; .ci/run does this' },
  { variable: 'TEST_REDIS_URL', suffix: '.redis.spec.ts', kind: 'Redis-only', example: 'redis://127.0.0.1:6379', note: 'a Redis the tests may write to; .ci/run does this' },
];
for (const { variable, suffix, kind, example, note } of optional) {
  const specs = specsNamed(suffix);
  if (!process.env[variable] && specs.length > 0) {
    console.log(`NOT RUN: ${kind} suites (${specs.join(', ')}) need ${variable}; run them with ${variable}=${example} npm test (${note})`);
  }
}
const passed = results.reduce((sum, result) => sum + result.passed, 0);
const failed = results.reduce((sum, result) => sum + result.failed, 0);
console.log(`npm test finished in ${Math.round((Date.now() - started) / 1000)}s`);
console.log(`total: ${passed} passed, ${failed} failed`);
process.exit(results.every((result) => result.ok) ? 0 : 1);
