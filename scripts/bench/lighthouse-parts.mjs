// How much of a page's Lighthouse figure is the page's (ADR 090). Not part of `npm run bench`.
//
//   node scripts/bench/lighthouse-parts.mjs <path> <runs> <cpu slowdown> [dist]
//     Lighthouse runs of one page at a fixed slowdown (the build in frontend/dist unless named, served by a shop of
//     its own), each audited as measured, with the page's tasks at their thread time (own-cpu.mjs), and without the
//     tasks after its first contentful paint (the document alone: what no change to the app's takeover removes);
//     medians. `/products/{id}` is the newest product's page, `/track?order={order}` a guest order's.
import { lighthouseRun } from './lighthouse.mjs';
import { cleanup, ensureBenchTools, median, resolvePagePath, startShop } from './lib.mjs';
import { tasksAtThreadTime, withoutTasksAfterFirstPaint } from './own-cpu.mjs';

const [path, runs = '5', slowdown = '4', dist = 'frontend/dist'] = process.argv.slice(2);
if (!path?.startsWith('/')) throw new Error('usage: lighthouse-parts.mjs <path> <runs> <cpu slowdown> [dist]');
ensureBenchTools();
const edits = { 'tasks at thread time': tasksAtThreadTime, 'document alone': withoutTasksAfterFirstPaint };
try {
  const shop = await startShop({ env: { FRONTEND_DIST: dist } });
  const page = await resolvePagePath(shop.base, path);
  const figures = { measured: [], ...Object.fromEntries(Object.keys(edits).map((name) => [name, []])) };
  for (let run = 0; run < Number(runs); run += 1) {
    const { lhr, edited } = await lighthouseRun(shop.base + page, Number(slowdown), null, path, { edits });
    if (lhr.runtimeError) continue;
    figures.measured.push({ performance: Math.round(lhr.categories.performance.score * 100), tbt: lhr.audits['total-blocking-time'].numericValue });
    for (const name of Object.keys(edits)) figures[name].push(edited[name]);
    console.log(`${path} at ${slowdown}x (index ${Math.round(lhr.environment.benchmarkIndex)}): ${Object.entries(figures).map(([name, list]) => `${name} ${list.at(-1).performance}, TBT ${Math.round(list.at(-1).tbt)} ms`).join('; ')}`);
  }
  for (const [name, list] of Object.entries(figures)) {
    console.log(`${name}: median performance ${median(list.map((each) => each.performance))}, median TBT ${Math.round(median(list.map((each) => each.tbt)))} ms (${list.map((each) => Math.round(each.tbt)).sort((a, b) => a - b).join(', ')})`);
  }
} finally {
  await cleanup();
}
