#!/usr/bin/env node
/** Regenerates the orval client into a temporary folder and fails if it differs from the committed one. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const frontend = new URL('../frontend/', import.meta.url).pathname;
const committed = join(frontend, 'src/api/generated');
// Beside the committed folder, not in /tmp: the mutator import (../../../http) is relative to it.
const fresh = mkdtempSync(join(frontend, 'src/api/.generated-check-'));

const outcome = spawnSync('npx', ['orval', '--config', 'orval.config.cjs'], {
  cwd: frontend,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, ORVAL_OUTPUT_DIR: fresh },
});
if (outcome.status !== 0) {
  rmSync(fresh, { recursive: true, force: true });
  process.exit(outcome.status ?? 1);
}

const files = (dir) =>
  readdirSync(dir, { recursive: true })
    .map(String)
    .filter((file) => statSync(join(dir, file)).isFile())
    .sort();

const expected = files(fresh);
const actual = files(committed);
const stale = [
  ...expected.filter((file) => !actual.includes(file) || readFileSync(join(fresh, file), 'utf8') !== readFileSync(join(committed, file), 'utf8')),
  ...actual.filter((file) => !expected.includes(file)),
];
rmSync(fresh, { recursive: true, force: true });
if (stale.length > 0) {
  console.error(`The generated API client is stale (${stale.join(', ')}): run \`npm run openapi\` and commit the result.`);
  process.exit(1);
}
console.log(`The generated API client is up to date (${relative(process.cwd(), committed)}, ${actual.length} files).`);
