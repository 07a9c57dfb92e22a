import { CHROMIUM, CHROMIUM_FLAGS, rootRequire, startShop } from './lib.mjs';
const { chromium } = rootRequire('@playwright/test');
const [path, dist, runsArg] = process.argv.slice(2);
const runs = Number(runsArg ?? 3);
const shop = await startShop({ env: { FRONTEND_DIST: dist } });
const stacks = new Map(); const self = new Map(); const incl = new Map();
try {
  for (let r = 0; r < runs; r++) {
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2.625, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 50 });
    await cdp.send('Profiler.start');
    await page.goto(shop.base + path, { waitUntil: 'load' });
    await page.waitForTimeout(1500);
    const { profile } = await cdp.send('Profiler.stop');
    await browser.close();
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    const parent = new Map();
    for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
    const counts = new Map();
    for (const s of profile.samples) counts.set(s, (counts.get(s) ?? 0) + 1);
    const dt = (profile.endTime - profile.startTime) / profile.samples.length / 1000;
    const label = (n) => `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}`;
    for (const [id, c] of counts) {
      const n = byId.get(id); const ms = c * dt;
      if (['(idle)', '(program)', '(garbage collector)', '(root)'].includes(n.callFrame.functionName)) { self.set(n.callFrame.functionName, (self.get(n.callFrame.functionName) ?? 0) + ms); continue; }
      self.set(label(n), (self.get(label(n)) ?? 0) + ms);
      if (process.env.FOCUS && label(n).match(process.env.FOCUS)) { const chain=[]; for (let p = parent.get(id), k=0; p !== undefined && k < 12; p = parent.get(p), k++) chain.push(label(byId.get(p))); const key = label(n)+' <- '+chain.join(' <- '); stacks.set(key,(stacks.get(key)??0)+ms); }
      const seen = new Set();
      for (let p = id; p !== undefined; p = parent.get(p)) { const l = label(byId.get(p)); if (!seen.has(l)) { seen.add(l); incl.set(l, (incl.get(l) ?? 0) + ms); } }
    }
  }
} finally { await shop.stop(); }
const top = (m, k) => [...m].sort((a, b) => b[1] - a[1]).slice(0, k).map(([l, ms]) => `${(ms / runs).toFixed(1).padStart(7)}  ${l}`).join('\n');
console.log('SELF (ms per load)\n' + top(self, 45));
console.log('\nINCLUSIVE\n' + top(incl, 70));

if (process.env.FOCUS) console.log('\nSTACKS\n' + top(stacks, 20));
