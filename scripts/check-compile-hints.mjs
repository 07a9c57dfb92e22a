#!/usr/bin/env node
/**
 * The chunks a page's takeover runs carry V8's compile hint on their first line, and no other chunk
 * does (ADR 089): the storefront's `react`, `vendor` and `shop` chunks and its pages, and the
 * supplier sign-in with every chunk it imports. V8 reads the hint on the first line only: a build
 * step that put something above it (as Vite's preload map would) would leave it without effect,
 * which nothing else would notice. Needs `npm run build` first.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const HINT = '//# allFunctionsCalledOnLoad';
const dist = join(new URL('..', import.meta.url).pathname, 'frontend', 'dist');

/** @type {Record<string, { file: string, name?: string, src?: string, imports?: string[] }>} */
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const supplierSignIn = new Set();
const withImports = (key) => {
  if (!manifest[key] || supplierSignIn.has(manifest[key].file)) return;
  supplierSignIn.add(manifest[key].file);
  for (const imported of manifest[key].imports ?? []) withImports(imported);
};
withImports('src/supplier/supplier-login.page.tsx');
const isTakeoverChunk = (chunk) =>
  ['react', 'vendor', 'shop'].includes(chunk.name ?? '') || /^src\/storefront\/[^/]+\.page\.tsx$/.test(chunk.src ?? '') || supplierSignIn.has(chunk.file);

const chunks = Object.values(manifest).filter(({ file }) => file.endsWith('.js'));
const takeover = chunks.filter(isTakeoverChunk);
const faults = [];
if (supplierSignIn.size === 0 || !['react', 'vendor', 'shop'].every((name) => takeover.some((chunk) => chunk.name === name))) {
  faults.push('the react, vendor or shop chunk or the supplier sign-in is missing from the build');
}
for (const chunk of chunks) {
  const code = readFileSync(join(dist, chunk.file), 'utf8');
  if (isTakeoverChunk(chunk) && !code.startsWith(`${HINT}\n`)) faults.push(`${chunk.file} lacks the compile hint on its first line`);
  if (!isTakeoverChunk(chunk) && code.includes(HINT)) faults.push(`${chunk.file} carries the compile hint, though no page's takeover runs it`);
}
if (faults.length > 0) {
  console.error(`compile hints: FAILED:\n  ${faults.join('\n  ')}`);
  process.exit(1);
}
console.log(`compile hints: ${takeover.length} takeover chunks start with the hint, ${chunks.length - takeover.length} other chunks do not carry it`);
