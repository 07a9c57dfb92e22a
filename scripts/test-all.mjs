#!/usr/bin/env node
/**
 * `npm test`: build, check the contract artefacts, type-check every project, then run every tier.
 * Backend integration tests run on PGlite and, when TEST_DATABASE_URL is set, again on PostgreSQL.
 * Fails if any part fails or runs no test at all, and says which suites the environment left out.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
/** @type {{ label: string, ok: boolean, passed: number, failed: number, ranNothing?: boolean }[]} */
const results = [];

/**
 * @param {string} label
 * @param {string} command
 * @param {string[]} args
 * @param {Record<string, string>} [env]
 */
function run(label, command, args, env = {}) {
  console.log(`\n== ${label}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const outcome = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  console.log(`== ${label}: ${outcome.status === 0 ? 'ok' : 'FAILED'} in ${seconds}s`);
  return outcome.status === 0;
}

/** A skipped or todo test is not a passed one: it counts as a failure. */
function jestCounts(file) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: report.numPassedTests, failed: report.numFailedTests + report.numRuntimeErrorTestSuites + report.numPendingTests + report.numTodoTests };
}

function playwrightCounts(file) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const stats = report.stats ?? {};
  return { passed: stats.expected ?? 0, failed: (stats.unexpected ?? 0) + (stats.flaky ?? 0) + (stats.skipped ?? 0) };
}

function tier(label, command, args, reportFile, counter, env) {
  const ok = run(label, command, args, env);
  let counts = { passed: 0, failed: ok ? 0 : 1 };
  try {
    counts = counter(reportFile);
  } catch {
    // No report means the runner died before testing anything: counted as a failure below.
  }
  const ranNothing = counts.passed + counts.failed === 0;
  results.push({ label, ok: ok && !ranNothing && counts.failed === 0, ...counts, ranNothing });
}

const reports = mkdtempSync(join(tmpdir(), 'shop-test-'));
const pg = process.env.TEST_DATABASE_URL;

if (!run('build', 'npm', ['run', 'build'])) process.exit(1);

// The spec and the generated client are artefacts: stale ones fail the run.
const specFresh = run('openapi spec is up to date', 'node', ['backend/dist/scripts/write-openapi.js', '--check']);
const clientFresh = run('generated client is up to date', 'node', ['scripts/check-generated-client.mjs']);
results.push({ label: 'contract artefacts', ok: specFresh && clientFresh, passed: Number(specFresh) + Number(clientFresh), failed: Number(!specFresh) + Number(!clientFresh) });

// Builds transpile without looking at types (esbuild, SWC): every project, tests included, is checked
// here, so a renamed API field fails in the UI code and the mocked tests that still use it.
const projects = [
  ['backend, specs included', 'backend/tsconfig.json'],
  ['frontend, component tests included', 'frontend/tsconfig.json'],
  ['shop rules (@shop/rules), specs included', 'packages/rules/tsconfig.json'],
  ['browser journeys', 'e2e/tsconfig.json'],
  ['scripts', 'scripts/tsconfig.json'],
];
const typed = projects.map(([name, project]) => run(`types: ${name}`, 'npx', ['tsc', '--noEmit', '-p', project]));
results.push({ label: 'type-check (tsc --noEmit)', ok: typed.every(Boolean), passed: typed.filter(Boolean).length, failed: typed.filter((ok) => !ok).length });

// The landing page's first-load JavaScript stays within its budget (issue 15, ADR 024): needs the build above.
const withinBudget = run('first-load budget', 'node', ['scripts/check-first-load-budget.mjs']);
results.push({ label: 'first-load budget', ok: withinBudget, passed: Number(withinBudget), failed: Number(!withinBudget) });

// PGlite loads its WebAssembly through a dynamic import, which jest's VM allows only with this flag.
const backendEnv = { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules`.trim() };
const backendArgs = (file) => ['-w', 'backend', 'jest', '--runInBand', '--json', `--outputFile=${file}`];
// backend/jest.config.js picks the specs by name: `*.postgres.spec.ts` only with TEST_DATABASE_URL,
// `*.embedded.spec.ts` (the embedded engine itself) only without, `*.redis.spec.ts` only with TEST_REDIS_URL.
tier('backend (PGlite)', 'npx', backendArgs(join(reports, 'backend-pglite.json')), join(reports, 'backend-pglite.json'), jestCounts, { ...backendEnv, TEST_DATABASE_URL: '' });
if (pg) {
  tier('backend (PostgreSQL)', 'npx', backendArgs(join(reports, 'backend-pg.json')), join(reports, 'backend-pg.json'), jestCounts, { ...backendEnv, TEST_DATABASE_URL: pg });
}
// Both cores: jest's default of cores - 1 leaves one idle here, and the suite is CPU-bound.
tier('frontend components', 'npx', ['-w', 'frontend', 'jest', '--maxWorkers=2', '--json', `--outputFile=${join(reports, 'frontend.json')}`], join(reports, 'frontend.json'), jestCounts);
tier('browser end-to-end', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], join(reports, 'e2e.json'), playwrightCounts, { PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, 'e2e.json') });

rmSync(reports, { recursive: true, force: true });

console.log('\n== summary');
for (const result of results) {
  const note = result.ranNothing ? ' (ran no test)' : '';
  console.log(`${result.ok ? 'ok    ' : 'FAILED'} ${result.label}: ${result.passed} passed, ${result.failed} failed${note}`);
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
console.log(`total: ${passed} passed, ${failed} failed`);
process.exit(results.every((result) => result.ok) ? 0 : 1);
