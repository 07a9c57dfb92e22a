#!/usr/bin/env node
/**
 * `npm test`: build, check the contract artefacts, then run every tier. Backend integration tests
 * run on PGlite and, when TEST_DATABASE_URL is set, again on PostgreSQL. Fails if any part fails
 * or runs no test at all.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const results = [];

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

// PGlite loads its WebAssembly through a dynamic import, which jest's VM allows only with this flag.
const backendEnv = { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules`.trim() };
const backendArgs = (file) => ['-w', 'backend', 'jest', '--runInBand', '--json', `--outputFile=${file}`];
tier('backend (PGlite)', 'npx', backendArgs(join(reports, 'backend-pglite.json')), join(reports, 'backend-pglite.json'), jestCounts, { ...backendEnv, TEST_DATABASE_URL: '' });
if (pg) {
  // `*.embedded.spec.ts` test the embedded engine itself (its DATA_DIR): nothing to run again on PostgreSQL.
  const pgArgs = [...backendArgs(join(reports, 'backend-pg.json')), '--testPathIgnorePatterns', '\\.embedded\\.spec\\.ts$'];
  tier('backend (PostgreSQL)', 'npx', pgArgs, join(reports, 'backend-pg.json'), jestCounts, { ...backendEnv, TEST_DATABASE_URL: pg });
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
const passed = results.reduce((sum, result) => sum + result.passed, 0);
const failed = results.reduce((sum, result) => sum + result.failed, 0);
console.log(`total: ${passed} passed, ${failed} failed`);
process.exit(results.every((result) => result.ok) ? 0 : 1);
