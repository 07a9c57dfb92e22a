#!/usr/bin/env node
/**
 * `npm start`: builds what changed since the last build, then serves the shop. Each part's build
 * writes a fingerprint of its inputs (their paths and contents) beside its output; a part whose
 * inputs hash to the same fingerprint is not built again. The two builds run side by side.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const STAMP = '.build-inputs';
const SKIPPED = new Set(['node_modules', 'dist']);

/** Inputs every part shares: the shop rules and the installed packages. */
const shared = ['packages/rules/src', 'packages/rules/package.json', 'package-lock.json', 'tsconfig.json'];
const parts = [
  { name: 'frontend', output: 'frontend/dist', inputs: ['frontend/src', 'frontend/public', 'frontend/index.html', 'frontend/package.json', 'frontend/tsconfig.json', 'frontend/vite.config.ts', 'frontend/vite.ssr.config.ts', 'frontend/build.mjs', 'frontend/storefront-chunks.ts', ...shared] },
  { name: 'backend', output: 'backend/dist', inputs: ['backend/src', 'backend/build.js', 'backend/package.json', 'backend/tsconfig.json', 'backend/tsconfig.build.json', ...shared] },
];

/** Every file under `path` (or `path` itself), sorted, relative to the repo. */
function filesUnder(path) {
  const absolute = join(root, path);
  if (!existsSync(absolute)) return [];
  if (!statSync(absolute).isDirectory()) return [path];
  return readdirSync(absolute, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .filter((file) => !file.split('/').some((segment) => SKIPPED.has(segment) || segment.startsWith('.generated-check-')));
}

function fingerprint(inputs) {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap(filesUnder).sort()) hash.update(`${file}\0`).update(readFileSync(join(root, file))).update('\0');
  return hash.digest('hex');
}

function build(name) {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build', '-w', name], { cwd: root, stdio: 'inherit' });
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`the ${name} build failed (exit ${code})`))));
  });
}

async function buildIfChanged({ name, output, inputs }) {
  const stampFile = join(root, output, STAMP);
  const wanted = fingerprint(inputs);
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8').trim() === wanted) {
    console.log(`${name}: unchanged since its last build`);
    return;
  }
  const started = Date.now();
  await build(name);
  writeFileSync(stampFile, `${wanted}\n`);
  console.log(`${name}: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

try {
  await Promise.all(parts.map(buildIfChanged));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
// The shop in this process's place: signals and the exit code pass straight through.
const server = spawn(process.execPath, [join(root, 'backend/dist/main.js')], { cwd: root, stdio: 'inherit' });
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.on(signal, () => server.kill(signal));
server.on('close', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
