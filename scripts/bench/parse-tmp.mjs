import { startShop } from './lib.mjs';
const shop = await startShop({});
try {
  for (const path of ['/products', '/', '/track']) {
    const html = await (await fetch(shop.base + path)).text();
    const json = html.match(/<script[^>]*id="ssr-state"[^>]*>([\s\S]*?)<\/script>/)?.[1];
    if (!json) { console.log(path, 'no state'); continue; }
    const reviver = (_k, v) => { if (v && typeof v === 'object') { if ('$headers' in v) return new Headers(v.$headers); if ('$httpError' in v) return { e: 1 }; } return v; };
    const t = (f) => { const s = performance.now(); for (let i = 0; i < 50; i++) f(); return ((performance.now() - s) / 50).toFixed(3); };
    // cold: first call
    let s = performance.now(); JSON.parse(json, reviver); const cold = (performance.now() - s).toFixed(3);
    const walk = (v) => { if (v === null || typeof v !== 'object') return v; if (Array.isArray(v)) { for (let i = 0; i < v.length; i++) { const x = v[i]; if (x !== null && typeof x === 'object') v[i] = walk(x); } return v; } if ('$headers' in v) return new Headers(v.$headers); if ('$httpError' in v) return { e: 1 }; for (const k in v) { const x = v[k]; if (x !== null && typeof x === 'object') v[k] = walk(x); } return v; };
    s = performance.now(); walk(JSON.parse(json)); const cold2 = (performance.now() - s).toFixed(3);
    console.log(path, 'walk cold', cold2, 'warm', t(() => walk(JSON.parse(json))));
    console.log(path, json.length, 'reviver cold', cold, 'warm', t(() => JSON.parse(json, reviver)), 'plain', t(() => JSON.parse(json)));
  }
} finally { await shop.stop(); }
