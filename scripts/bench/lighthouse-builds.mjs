// Lighthouse on two or more builds of the frontend, for telling whether a change moves a page's
// blocking time. Not part of `npm run bench`. Each build is a folder like frontend/dist (its .ssr
// included), served by a shop of its own on PGlite (FRONTEND_DIST). Runs alternate between the
// builds, the order reversed every round, at one fixed CPU slowdown (not calibrated: the builds are
// compared with each other, on the same host in the same minutes); medians at the end.
//
//   node scripts/bench/lighthouse-builds.mjs <path> <runs> <cpu slowdown> before=/tmp/a after=frontend/dist
//
// A build may name the browser Lighthouse loads it in after an @ (Debian's chromium by default), to
// tell what the browser itself costs on this host from what the page costs:
//
//   node scripts/bench/lighthouse-builds.mjs <path> 6 4 full=frontend/dist shell=frontend/dist@/usr/bin/chromium-headless-shell
//
// Each run is also audited with the page's tasks at their thread time (own-cpu.mjs, ADR 090), which
// leaves out the time the page's main thread spent waiting for a core: that median tells builds apart
// where Lighthouse's own is within the noise.
//
// `/products/{id}` stands for the newest product's page, `/track?order={order}` for a guest order.
import { lighthouseRun } from './lighthouse.mjs';
import { tasksAtThreadTime } from './own-cpu.mjs';
import { CHROMIUM, cleanup, ensureBenchTools, median, resolvePagePath, startShop } from './lib.mjs';

const [path, runs = '8', slowdown = '4', ...builds] = process.argv.slice(2);
if (!path?.startsWith('/') || builds.length < 2 || builds.some((build) => !build.includes('='))) {
  throw new Error('usage: lighthouse-builds.mjs <path> <runs> <cpu slowdown> name=dist[@chromium] name=dist[@chromium]...');
}
ensureBenchTools();

try {
  const shops = [];
  for (const build of builds) {
    const [name, where] = build.split('=');
    const [dist, chromePath = CHROMIUM] = where.split('@');
    const shop = await startShop({ env: { FRONTEND_DIST: dist } });
    shops.push({ name, chromePath, url: shop.base + (await resolvePagePath(shop.base, path)), tbt: [], performance: [], threadTimeTbt: [] });
  }
  for (let round = 0; round < Number(runs); round += 1) {
    for (const shop of round % 2 ? [...shops].reverse() : shops) {
      const { lhr, edited } = await lighthouseRun(shop.url, Number(slowdown), null, shop.name, { chromePath: shop.chromePath, edits: { threadTime: tasksAtThreadTime } });
      const threadTime = edited.threadTime;
      const tbt = Math.round(lhr.audits['total-blocking-time'].numericValue);
      const performance = Math.round(lhr.categories.performance.score * 100);
      shop.tbt.push(tbt);
      shop.performance.push(performance);
      if (threadTime) shop.threadTimeTbt.push(Math.round(threadTime.tbt));
      console.log(`${shop.name}: performance ${performance}, TBT ${tbt} ms; tasks at thread time ${threadTime ? `${threadTime.performance}, ${Math.round(threadTime.tbt)} ms` : 'n/a'} (index ${Math.round(lhr.environment.benchmarkIndex)})`);
    }
  }
  for (const shop of shops) {
    console.log(
      `${shop.name}: median TBT ${median(shop.tbt)} ms (${[...shop.tbt].sort((a, b) => a - b).join(', ')}), median performance ${median(shop.performance)}; ` +
        `tasks at thread time: median TBT ${median(shop.threadTimeTbt)} ms (${[...shop.threadTimeTbt].sort((a, b) => a - b).join(', ')})`,
    );
  }
} finally {
  await cleanup();
}
