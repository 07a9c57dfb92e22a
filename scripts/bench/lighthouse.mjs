// Part 4: the phone. Lighthouse 12, mobile preset (its default form factor and simulated
// throttling), against the built shop on a fresh PostgreSQL bench database.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createBenchDatabase, dropBenchDatabase, fmt, rootRequire, startShop, table } from './lib.mjs';

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const TARGETS = { performance: 90, accessibility: 95, landingJsKb: 200 };
// Set to a folder to keep each page's full Lighthouse report (opportunities, diagnostics) as JSON.
const REPORT_DIR = process.env.LIGHTHOUSE_REPORT_DIR;

export async function runLighthouseBench() {
  const { default: lighthouse } = await import(rootRequire.resolve('lighthouse'));
  const chromeLauncher = await import(rootRequire.resolve('chrome-launcher'));
  const db = await createBenchDatabase('lighthouse');
  const shop = await startShop({ databaseUrl: db.url });
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'] });
  const rows = [];
  const misses = [];
  try {
    const [product] = await (await fetch(`${shop.base}/api/products?limit=1`)).json();
    const pages = [
      ['/', '/'],
      ['/products', '/products'],
      ['/products/{id}', `/products/${product.id}`],
      ['/cart', '/cart'],
    ];
    for (const [label, path] of pages) {
      const { lhr } = await lighthouse(`${shop.base}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
      });
      if (lhr.runtimeError) console.log(`  ${label}: Lighthouse runtime error ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
      if (REPORT_DIR) {
        mkdirSync(REPORT_DIR, { recursive: true });
        writeFileSync(join(REPORT_DIR, `${label === '/' ? 'root' : label.slice(1).replace(/[^a-z0-9]+/gi, '_')}.json`), JSON.stringify(lhr));
      }
      const score = (id) => Math.round((lhr.categories[id]?.score ?? NaN) * 100);
      const requests = lhr.audits['network-requests']?.details?.items ?? [];
      const bytes = (type) => requests.filter((item) => item.resourceType === type).reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
      const js = bytes('Script');
      const css = bytes('Stylesheet');
      const row = {
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        lcp: lhr.audits['largest-contentful-paint'].numericValue,
        tbt: lhr.audits['total-blocking-time'].numericValue,
        cls: lhr.audits['cumulative-layout-shift'].numericValue,
        js,
        css,
      };
      rows.push([label, row.performance, row.accessibility, row.bestPractices, fmt.ms(row.lcp), fmt.ms(row.tbt), Number.isFinite(row.cls) ? row.cls.toFixed(3) : 'n/a', fmt.kb(js), fmt.kb(css)]);
      if (row.performance < TARGETS.performance) misses.push(`${label} performance ${row.performance} (${topOpportunities(lhr)})`);
      if (row.accessibility < TARGETS.accessibility) misses.push(`${label} accessibility ${row.accessibility} (${failedAudits(lhr, 'accessibility')})`);
      if (label === '/' && js / 1024 > TARGETS.landingJsKb) misses.push(`landing JS ${fmt.kb(js)} > ${TARGETS.landingJsKb} kB`);
      console.log(`  ${label}: performance ${row.performance}, accessibility ${row.accessibility}, LCP ${fmt.ms(row.lcp)}, JS ${fmt.kb(js)}`);
    }
  } finally {
    await chrome.kill();
    await shop.stop();
    await dropBenchDatabase(db.name);
  }
  return {
    table: table(['page', 'performance', 'accessibility', 'best practices', 'LCP', 'TBT', 'CLS', 'JS (transferred)', 'CSS (transferred)'], rows),
    verdict: misses.length === 0 ? 'Targets met: performance >= 90, accessibility >= 95 on every page, landing JS <= 200 kB.' : `Targets missed: ${misses.join('; ')}`,
  };
}

/** The opportunities Lighthouse ranks highest: where to look when the score misses. */
function topOpportunities(lhr) {
  return lhr.categories.performance.auditRefs
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit.details?.type === 'opportunity' && (audit.metricSavings?.LCP || audit.numericValue) > 0 && audit.score !== null && audit.score < 0.9)
    .slice(0, 3)
    .map((audit) => audit.title)
    .join(', ');
}

function failedAudits(lhr, category) {
  return lhr.categories[category].auditRefs
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
    .map((audit) => audit.id)
    .join(', ');
}
