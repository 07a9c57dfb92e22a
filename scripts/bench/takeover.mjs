// How a storefront page is taken over by the app, for comparing builds of the frontend. Not part of
// `npm run bench`. Each build is a folder like frontend/dist (its .ssr included), served by its own
// shop on PGlite (FRONTEND_DIST):
//
//   node scripts/bench/takeover.mjs blocking <path> <cpu slowdown> <runs> before=/tmp/a after=frontend/dist
//     The main thread's blocking time after the first contentful paint (the sum over each task of
//     what it took beyond 50 ms, as TBT counts it), from a Chromium trace with the CPU slowed
//     through the DevTools protocol; builds measured in turn, the order alternating; medians.
//   node scripts/bench/takeover.mjs blocking-cpu <path> <cpu slowdown> <runs> before=/tmp/a after=frontend/dist
//     The same from loads at full speed, each task's thread time multiplied by the slowdown (as
//     Lighthouse simulates): what other processes take of the cores does not count.
//   node scripts/bench/takeover.mjs thread <path> <runs> before=/tmp/a after=frontend/dist
//     The main thread's time at full speed before the first contentful paint (the document's own
//     work: decoding, parsing, its style sheets, the first style and layout), of which the HTML
//     parser's, and after it; builds in turn, the order alternating; medians.
//   node scripts/bench/takeover.mjs tasks <path> <cpu slowdown> <build>
//     One cold load at full speed: each main-thread task whose thread time times the slowdown passes
//     50 ms, with the events it spent it on. Lighthouse simulates the load and places the first
//     contentful paint where it would be on a phone, often before tasks that came before it here:
//     so tasks before it are listed too (at negative times), and only those after it summed.
//   node scripts/bench/takeover.mjs commits <path> <build>
//     Each React commit while the page is taken over: whether it was rendered in slices (a
//     transition) or synchronously, and which components re-rendered at the top of it. Names need
//     a build left readable: `cd frontend && npx vite build --minify false --outDir /tmp/readable`,
//     then copy `dist/.ssr` into it.
import { CHROMIUM, CHROMIUM_FLAGS, median, placeGuestOrder, rootRequire, startShop } from './lib.mjs';

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2.625, isMobile: true, hasTouch: true };
const { chromium } = rootRequire('@playwright/test');

const [mode, path, ...rest] = process.argv.slice(2);
if (!['blocking', 'blocking-cpu', 'thread', 'tasks', 'commits'].includes(mode) || !path?.startsWith('/')) {
  throw new Error('usage: takeover.mjs blocking|blocking-cpu <path> <slowdown> <runs> name=dist... | takeover.mjs thread <path> <runs> name=dist... | takeover.mjs tasks <path> <slowdown> <dist> | takeover.mjs commits <path> <dist>');
}

/** The guest order each shop's `{order}` stands for, placed at its first load. */
const placedOrders = new Map();

/**
 * `/products/{id}` stands for the newest product's page of the shop asked (its ids are its own),
 * `/track?order={order}` for a guest order placed there once.
 */
async function resolvePath(base) {
  // Asked only for a path that needs them: a read beforehand would warm the shop's read model.
  if (!path.includes('{id}') && !path.includes('{order}')) return path;
  const products = await (await fetch(`${base}/api/products?limit=20`)).json();
  if (path.includes('{order}') && !placedOrders.has(base)) placedOrders.set(base, await placeGuestOrder(base, products));
  return path.replace('{id}', products[0].id).replace('{order}', encodeURIComponent(placedOrders.get(base) ?? ''));
}

async function withPage(base, prepare, use) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    await prepare(page, context);
    await page.goto(base + (await resolvePath(base)), { waitUntil: 'load' });
    return await use(page);
  } finally {
    await browser.close();
  }
}

/**
 * Blocking time after FCP of one cold load, from the renderer's top-level tasks. `measure` 'wall'
 * slows the CPU through the DevTools protocol and counts each task's duration; 'cpu' loads at full
 * speed and multiplies each task's thread time by the slowdown, as Lighthouse's simulation does
 * with what it observed: thread time leaves out what other processes took of the cores, so it
 * compares builds on a busy host.
 */
async function blockingAfterFirstPaint(base, slowdown, measure) {
  const { tasks } = await tasksAfterFirstPaint(base, slowdown, measure);
  return tasks.reduce((sum, task) => sum + blockingOf(task, slowdown, measure), 0);
}

/** What a task took beyond 50 ms, as TBT counts it: its duration, or its thread time times the slowdown. */
function blockingOf(task, slowdown, measure) {
  return Math.max(0, (measure === 'wall' ? task.dur / 1000 : ((task.tdur ?? task.dur) / 1000) * slowdown) - 50);
}

/**
 * The trace of one cold load: the page's main-thread events, its first contentful paint, and the
 * renderer's top-level tasks there, all of them and those from that paint on.
 */
async function tasksAfterFirstPaint(base, slowdown, measure) {
  let cdp;
  const events = [];
  return withPage(
    base,
    async (page, context) => {
      cdp = await context.newCDPSession(page);
      if (measure === 'wall') await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
      cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
      await cdp.send('Tracing.start', { categories: 'toplevel,devtools.timeline,disabled-by-default-devtools.timeline,loading', transferMode: 'ReportEvents' });
    },
    async () => {
      // The app starts after the main photos are shown (ADR 031): 7 s covers its takeover at 4x, 3 s at full speed.
      await new Promise((resolve) => setTimeout(resolve, measure === 'wall' ? 7000 : 3000));
      const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
      await cdp.send('Tracing.end');
      await complete;
      const document = events.find((event) => event.name === 'ParseHTML' && event.args?.beginData?.url?.startsWith(base));
      const fcp = events.find((event) => event.name === 'firstContentfulPaint' && event.pid === document.pid);
      const mainThread = events.filter((event) => event.pid === document.pid && event.tid === document.tid);
      const allTasks = mainThread.filter((event) => event.name === 'RunTask' && event.ph === 'X');
      return { tasks: allTasks.filter((event) => event.ts >= fcp.ts), allTasks, mainThread, fcp };
    },
  );
}

/** Each build (`name=dist`) served by a shop of its own, measured `runs` times in turn, the order alternating. */
async function acrossBuilds(builds, runs, measureOnce) {
  const shops = [];
  try {
    for (const build of builds) {
      const [name, dist] = build.split('=');
      shops.push({ name, shop: await startShop({ env: { FRONTEND_DIST: dist } }), figures: [] });
    }
    for (let run = 0; run < runs; run++) {
      for (const entry of run % 2 ? [...shops].reverse() : shops) entry.figures.push(await measureOnce(entry.shop.base));
    }
    return shops.map(({ name, figures }) => ({ name, figures }));
  } finally {
    for (const { shop } of shops) await shop.stop();
  }
}

async function blocking(args, measure) {
  const [slowdownArg, runsArg, ...builds] = args;
  const slowdown = Number(slowdownArg);
  const results = await acrossBuilds(builds, Number(runsArg), async (base) => Math.round(await blockingAfterFirstPaint(base, slowdown, measure)));
  for (const { name, figures } of results) console.log(`${name}: blocking after first contentful paint at ${slowdown}x (${measure === 'wall' ? 'CPU slowed' : 'thread time multiplied'}), median ${median(figures)} ms [${figures.join(', ')}]`);
}

async function thread(args) {
  const [runsArg, ...builds] = args;
  const threadMs = (events) => events.reduce((sum, event) => sum + (event.tdur ?? event.dur) / 1000, 0);
  const results = await acrossBuilds(builds, Number(runsArg), async (base) => {
    const { allTasks, mainThread, fcp } = await tasksAfterFirstPaint(base, 1, 'cpu');
    return {
      beforePaint: threadMs(allTasks.filter((task) => task.ts < fcp.ts)),
      parser: threadMs(mainThread.filter((event) => event.name === 'ParseHTML' && event.ph === 'X')),
      afterPaint: threadMs(allTasks.filter((task) => task.ts >= fcp.ts)),
    };
  });
  for (const { name, figures } of results) {
    const of = (key) => median(figures.map((figure) => figure[key])).toFixed(1);
    console.log(`${name}: main thread before the first contentful paint ${of('beforePaint')} ms (the HTML parser ${of('parser')} ms), after it ${of('afterPaint')} ms; medians of ${figures.length}`);
  }
}

/** What a complete event inside a task was: its name, and the script or function where it has one. */
function describe(event) {
  const data = event.args?.data ?? event.args?.beginData ?? {};
  const where = data.url ? data.url.replace(/^.*\//, '') : data.functionName || data.type || data.name || '';
  return where ? `${event.name} ${where}` : event.name;
}

async function tasks(args) {
  const [slowdownArg, dist] = args;
  const slowdown = Number(slowdownArg);
  const shop = await startShop({ env: { FRONTEND_DIST: dist } });
  try {
    const { allTasks, mainThread, fcp } = await tasksAfterFirstPaint(shop.base, slowdown, 'cpu');
    let total = 0;
    for (const task of allTasks) {
      const threadMs = (task.tdur ?? task.dur) / 1000;
      const blocking = blockingOf(task, slowdown, 'cpu');
      if (blocking === 0) continue;
      if (task.ts >= fcp.ts) total += blocking;
      const inside = mainThread.filter((event) => event.ph === 'X' && event !== task && event.ts >= task.ts && event.ts + (event.dur ?? 0) <= task.ts + task.dur && (event.dur ?? 0) >= 500);
      const parts = inside
        .sort((a, b) => b.dur - a.dur)
        .slice(0, 6)
        .map((event) => `${describe(event)} ${((event.tdur ?? event.dur) / 1000).toFixed(1)}`);
      console.log(`+${((task.ts - fcp.ts) / 1000).toFixed(0)} ms: ${threadMs.toFixed(1)} ms thread (${Math.round(blocking)} ms blocking at ${slowdown}x): ${parts.join('; ')}`);
    }
    console.log(`blocking after first contentful paint at ${slowdown}x: ${Math.round(total)} ms`);
  } finally {
    await shop.stop();
  }
}

/** Installed before the page's scripts: React DOM reports every commit to a devtools hook. */
function traceCommits() {
  const started = performance.now();
  let previousTree = new WeakSet();
  const nameOf = (fiber) => {
    const type = fiber.type;
    if (typeof type === 'function') return type.displayName || type.name || null;
    if (type && typeof type === 'object') return type.displayName || type.render?.name || type.type?.name || null;
    return null;
  };
  Object.assign(window, {
    __REACT_DEVTOOLS_GLOBAL_HOOK__: {
      supportsFiber: true,
      isDisabled: false,
      renderers: new Map(),
      inject: () => 1,
      checkDCE() {},
      onScheduleFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      onCommitFiberRoot(_renderer, root) {
        // React DOM 18.3.1 comes minified: in a readable build its performSyncWorkOnRoot is `Ek`
        // and flushSyncCallbacks `jg`, frames only a synchronous commit has.
        const synchronous = /at (Ek|jg) /.test(new Error().stack ?? '');
        const thisTree = new WeakSet();
        const tops = [];
        let rendered = 0;
        const walk = (first, parentRendered) => {
          for (let fiber = first; fiber; fiber = fiber.sibling) {
            thisTree.add(fiber);
            const before = fiber.alternate;
            // A fiber object the last commit did not hold was worked on in this one; with the same
            // props and state it was only cloned.
            const didRender = !previousTree.has(fiber) && nameOf(fiber) !== null && (!before || before.memoizedProps !== fiber.memoizedProps || before.memoizedState !== fiber.memoizedState);
            if (didRender) {
              rendered += 1;
              if (!parentRendered) tops.push(nameOf(fiber));
            }
            if (fiber.child) walk(fiber.child, didRender || parentRendered);
          }
        };
        walk(root.current.child, false);
        previousTree = thisTree;
        const counts = Object.entries(tops.reduce((all, name) => ({ ...all, [name]: (all[name] ?? 0) + 1 }), {}));
        console.log(`commit +${Math.round(performance.now() - started)} ms ${synchronous ? 'SYNCHRONOUS' : 'in slices'}: ${rendered} components; re-rendered from ${counts.map(([name, count]) => (count > 1 ? `${name} x${count}` : name)).join(', ')}`);
      },
    },
  });
}

async function commits(args) {
  const [dist] = args;
  const shop = await startShop({ env: { FRONTEND_DIST: dist } });
  try {
    await withPage(
      shop.base,
      async (page) => {
        page.on('console', (message) => message.text().startsWith('commit ') && console.log(message.text()));
        await page.addInitScript(traceCommits);
      },
      () => new Promise((resolve) => setTimeout(resolve, 6000)),
    );
  } finally {
    await shop.stop();
  }
}

await (mode === 'commits' ? commits(rest) : mode === 'tasks' ? tasks(rest) : mode === 'thread' ? thread(rest) : blocking(rest, mode === 'blocking' ? 'wall' : 'cpu'));
