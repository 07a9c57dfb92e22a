/**
 * The landing page's first-load JavaScript (issue 15): the entry chunk of index.html with its static
 * imports, plus the chunks the server preloads for `/` (the same routeChunkTags the server runs, from
 * the built backend), each gzipped as the server sends it (zlib's default level, like the compression
 * middleware). Bodies only, in kB of 1000 bytes as Vite's build report counts them. Needs `npm run
 * build` first. Read by the first-load budget check and by `npm run bench`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = new URL('..', import.meta.url).pathname;

/**
 * The budget, kB as Vite's build report counts them (1000 bytes), gzipped. Issue 15 set 90: the
 * landing page measured 86.2 once the shop's own router (ADR 029) replaced React Router's 15.6 kB,
 * and 84.1 with the ES2022 build (ADR 030). axios, the design card's HTTP client (ADR 048), is 22.3
 * kB of it in the `vendor` chunk that loads once the page is shown (ADR 031): 86.3 -> 108.5. React
 * Router, the card's router, came back in the same chunk (ADR 049): 108.5 -> 121.5. Sign-in by
 * SMS (ADR 059: its route, a phone in the account menu) and controls turned on in a transition (ADR
 * 058) took it from 121.96 to 122.12, the sign-in pages' form parts having left for their own chunk.
 * ADR 060 fixes the rule: the budget is what the design card's stack (React, React Router, axios,
 * React Query) costs on this page, measured (122.09) and rounded up to the next 0.1 kB plus 0.1 kB,
 * so a change that grows the first load fails here; moving it takes an ADR that says why.
 * ADR 068 moved it to 122.7 for what issue 35 put on every page: the heart on every card, kept
 * for a signed-in customer (0.29 kB, its logic loading after the page is shown, ADR 065), the
 * routes of My Account and the chat, the account menu's link, the status panel shared by a third page.
 * ADR 071 moved it to 122.9 for the cart reminder's page: its route, and the chunk names the app
 * keeps for it and for checkout's tick (0.17 kB, measured 122.84); to 123.0 for the footer's
 * WhatsApp order text keeping to the lines the cart page would order (measured 122.91). ADR 077
 * moved it to 123.6 for the parts of a server page taken over only on sight (hydrate-on-sight.tsx,
 * 0.55 kB, measured 123.46), which spare a phone the hydration of everything below its first screen.
 * ADR 078 brought it down to 119.1: the browser build leaves out axios' fetch adapter, which the
 * shop never uses (measured 119.00). ADR 082 brought it to 118.9: React DOM in a chunk of its own,
 * evaluated a task before the other libraries, and the server's cache read without a reviver
 * (measured 118.76). ADR 083 kept it: the wishlist heart's code fetched in one round trip costs
 * Vite's list of what to preload for it (measured 118.87). ADR 084 brought it to 118.6: the cards'
 * empty heart drawn by a style sheet's mask, not by a component carrying its path (measured 118.49).
 * On 2026-12-02 it came to 118.5: the rule of when staff may move an order's status, the console's
 * alone, left the shop's shared chunk (measured 118.37). ADR 087 moved it to 118.9: the offline
 * banner says when a page needs a connection (the worker's rule of which pages it keeps), and the
 * idle wait shared by the footer, the photos' wash and the worker, and a photo that cannot come
 * offline drawn as the shop's placeholder, not a broken image (measured 118.77). ADR 089 moved it to
 * 119.0: V8's compile hint on the first line of the takeover's chunks, five of them on this page
 * (measured 118.85).
 */
export const FIRST_LOAD_BUDGET_KB = 119.0;

/**
 * @param {{ frontendDist?: string, backendDist?: string }} [builds] where the frontend and backend builds are (default: the checkout's)
 * @returns {{ total: number, chunks: { file: string, bytes: number }[] }} gzip bytes, largest chunk first
 */
export function landingFirstLoad({ frontendDist = join(root, 'frontend', 'dist'), backendDist = join(root, 'backend', 'dist') } = {}) {
  const routeChunksJs = join(backendDist, 'bootstrap', 'route-chunks.js');
  if (!existsSync(join(frontendDist, '.vite', 'manifest.json')) || !existsSync(routeChunksJs)) {
    throw new Error(`build first (npm run build): ${frontendDist}/.vite/manifest.json or ${routeChunksJs} is missing`);
  }
  /** @type {{ readViteManifest: (dist: string) => Record<string, { file: string, imports?: string[] }>, routeChunkTags: (manifest: object, path: string) => string }} */
  const routeChunks = createRequire(import.meta.url)(routeChunksJs);
  const manifest = routeChunks.readViteManifest(frontendDist);

  /** The entry and every chunk it imports statically: what index.html's script loads before anything renders. */
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit('index.html');
  if (files.size === 0) throw new Error('the manifest has no index.html entry');
  // What the server's page for `/` preloads besides the entry (its modulepreload links, which the entry turns on once the page is shown, ADR 031).
  for (const [, file] of routeChunks.routeChunkTags(manifest, '/').matchAll(/rel="modulepreload"[^>]*href="\/([^"]+)"/g)) files.add(file);

  const chunks = [...files].map((file) => ({ file, bytes: gzipSync(readFileSync(join(frontendDist, file))).length })).sort((a, b) => b.bytes - a.bytes);
  return { total: chunks.reduce((sum, { bytes }) => sum + bytes, 0), chunks };
}
