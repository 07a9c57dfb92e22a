import { CHROMIUM, CHROMIUM_FLAGS, rootRequire, startShop } from './lib.mjs';
const { chromium } = rootRequire('@playwright/test');
const shop = await startShop({});
try {
  for (let r = 0; r < 5; r++) {
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
    const page = await (await browser.newContext()).newPage();
    await page.goto(shop.base + '/robots.txt');
    const t = await page.evaluate(() => {
      const time = (f) => { const s = performance.now(); f(); return +(performance.now() - s).toFixed(2); };
      return {
        cookie: time(() => document.cookie),
        cookie2: time(() => document.cookie),
        session: time(() => sessionStorage.getItem('x')),
        local: time(() => localStorage.getItem('x')),
        local2: time(() => localStorage.getItem('y')),
        replace: time(() => history.replaceState({ idx: 0 }, '')),
        replace2: time(() => history.replaceState({ idx: 0 }, '')),
      };
    });
    console.log(JSON.stringify(t));
    await browser.close();
  }
} finally { await shop.stop(); }
