#!/usr/bin/env node
/**
 * The landing page's first-load JavaScript stays within budget (issue 15): what
 * `landing-first-load.mjs` counts. Needs `npm run build` first.
 *
 * `node scripts/check-first-load-budget.mjs` fails naming the chunks when the sum is over budget.
 */
import { FIRST_LOAD_BUDGET_KB, landingFirstLoad } from './landing-first-load.mjs';

/** The budget (landing-first-load.mjs says how it grew); a regression fails. FIRST_LOAD_BUDGET_KB overrides it (to see it fail). */
const BUDGET_KB = Number(process.env.FIRST_LOAD_BUDGET_KB ?? FIRST_LOAD_BUDGET_KB);

let firstLoad;
try {
  firstLoad = landingFirstLoad();
} catch (error) {
  console.error(`first-load budget: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
const kb = (bytes) => (bytes / 1000).toFixed(2);
const list = firstLoad.chunks.map(({ file, bytes }) => `  ${kb(bytes).padStart(7)} kB  ${file}`).join('\n');

if (firstLoad.total > BUDGET_KB * 1000) {
  console.error(`first-load budget: FAILED: the landing page's first-load JS is ${kb(firstLoad.total)} kB gzip, over the ${BUDGET_KB} kB budget. Its chunks:\n${list}`);
  process.exit(1);
}
console.log(`first-load budget: the landing page's first-load JS is ${kb(firstLoad.total)} kB gzip (budget ${BUDGET_KB} kB):\n${list}`);
