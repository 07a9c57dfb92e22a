import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One entry of Vite's build manifest (`frontend/dist/.vite/manifest.json`). */
interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type ViteManifest = Record<string, ManifestChunk>;

/** Where the page keeps the app's chunk preloads until the entry starts the app (entry-client.ts). */
const APP_CHUNKS_ID = 'app-chunks';

/** Every storefront page: the header's cart badge and account menu. */
const SHOP_SHELL = ['src/storefront/layout/header-with-cart.tsx'];

/**
 * The lazy chunks each storefront route renders first (frontend/src/app/routes.tsx). Without
 * these hints a phone discovers them one level at a time: the app's script, then the route's
 * chunk, then that chunk's imports, a round trip each on a slow network.
 */
export const ROUTE_MODULES: [RegExp, string[]][] = [
  [/^\/$/, ['src/storefront/home-route.tsx', 'src/storefront/landing.page.tsx']],
  [/^\/products$/, ['src/storefront/product-list.page.tsx']],
  [/^\/products\/[^/]+$/, ['src/storefront/product-detail.page.tsx']],
  [/^\/cart$/, ['src/storefront/cart.page.tsx']],
  [/^\/cart\/return\/[^/]+$/, ['src/storefront/cart-return.page.tsx']],
  [/^\/checkout$/, ['src/storefront/checkout.page.tsx']],
  [/^\/track$/, ['src/storefront/track.page.tsx']],
  [/^\/test-payment\/[^/]+$/, ['src/storefront/test-payment.page.tsx']],
  [/^\/confirm-order\/[^/]+$/, ['src/storefront/confirm-order.page.tsx']],
  [/^\/support$/, ['src/storefront/support.page.tsx']],
  [/^\/about$/, ['src/storefront/about.page.tsx']],
  [/^\/(?:privacy|terms|shipping|returns)$/, ['src/storefront/policy.page.tsx']],
  [/^\/login$/, ['src/storefront/login.page.tsx']],
  [/^\/login\/phone$/, ['src/storefront/phone-login.page.tsx']],
  [/^\/signup$/, ['src/storefront/signup.page.tsx']],
  [/^\/account$/, ['src/storefront/account.page.tsx']],
];

/**
 * The supplier portal's page the server renders (ADR 060): antd's, without the storefront's header
 * and footer. Its chunks wait inert like a storefront page's (ADR 031) and come once its first
 * frame is painted: asked for with the page (ADR 050, when the browser rendered it), 300 kB of
 * script shared the connection with the page and, in Lighthouse's simulation, held up its first paint.
 */
export const PORTAL_ROUTE_MODULES: [RegExp, string[]][] = [[/^\/supplier-login$/, ['src/supplier/supplier-layout.tsx', 'src/supplier/supplier-login.page.tsx']]];

/** Whether `path` is one of the pages the server renders (any other rendered path is the storefront's 404 page). */
export function isStorefrontRoute(path: string): boolean {
  return [...ROUTE_MODULES, ...PORTAL_ROUTE_MODULES].some(([pattern]) => pattern.test(path));
}

/**
 * Parts every rendered page carries in its HTML but whose code comes after the page (the footer,
 * ADR 024): their styles are written in with the route's, or the markup would show unstyled until
 * then, and for good without script. Their code is not preloaded.
 */
export const RENDERED_BEFORE_THEIR_CODE = ['src/storefront/layout/site-footer.tsx'];

/** Any other path: the 404 page, whose styles a server-rendered 404 needs at once (ADR 022). */
export const NOT_FOUND_MODULES = ['src/storefront/not-found.page.tsx'];

export function readViteManifest(dist: string): ViteManifest | null {
  const file = join(dist, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ViteManifest) : null;
}

/** The text of a built stylesheet (`assets/x.css`), or null when the build has no such file. */
export type StylesheetText = (file: string) => string | null;

/** Reads each built stylesheet once, on first use. */
export function stylesheetReader(dist: string): StylesheetText {
  const texts = new Map<string, string | null>();
  return (file) => {
    if (!texts.has(file)) {
      const path = join(dist, file);
      texts.set(file, existsSync(path) ? readFileSync(path, 'utf8') : null);
    }
    return texts.get(file)!;
  };
}

/**
 * `<link rel="modulepreload">` and stylesheet preloads for the chunks a route needs, with their
 * static imports, leaving out the entry and its imports (index.html loads them already). Empty for other routes.
 * For a page whose markup the server rendered (ADR 022) pass `inline`: its stylesheets are written
 * into the page instead, so the markup is styled at its first paint without a round trip per
 * file (a route has up to ten small ones); any other path is then the 404 page. The chunks wait
 * inert until the page's main photo is shown (ADR 031); the portal's page (PORTAL_ROUTE_MODULES)
 * goes without the storefront's header and footer.
 */
export function routeChunkTags(manifest: ViteManifest, path: string, inline?: StylesheetText): string {
  const portalModules = PORTAL_ROUTE_MODULES.find(([pattern]) => pattern.test(path))?.[1];
  const modules = portalModules ?? ROUTE_MODULES.find(([pattern]) => pattern.test(path))?.[1] ?? (inline ? NOT_FOUND_MODULES : undefined);
  if (!modules) return '';
  const seen = new Set<string>();
  const scripts: string[] = [];
  const sheets: string[] = [];
  // index.html loads the entry and preloads its imports already.
  const skipEntry = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) skipEntry(imported);
  };
  skipEntry('index.html');
  const visit = (key: string, withCode: boolean) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    if (withCode) scripts.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported, withCode);
    // After its imports' styles, as Vite's loader adds them: a module's own rules win over what it builds on.
    sheets.push(...(chunk.css ?? []));
  };
  // The app the entry loads once the page is shown (ADR 031), then the route's own chunks.
  for (const key of [...(manifest['index.html']?.dynamicImports ?? []), ...(portalModules ? [] : SHOP_SHELL), ...modules]) visit(key, true);
  if (inline && !portalModules) for (const key of RENDERED_BEFORE_THEIR_CODE) visit(key, false);
  const styles = [...new Set(sheets)].map((file) => (inline ? styleTag(file, inline(file)) : `<link rel="preload" as="style" href="/${file}">`));
  const preloads = scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
  return [
    ...styles,
    // Inert until the entry moves them into the head: the page's photos come first.
    `<template id="${APP_CHUNKS_ID}">`,
    ...preloads,
    '</template>',
  ].join('');
}

/**
 * index.html with the app's own stylesheets (tokens, resets, layout and the shared parts) written
 * in, for pages the server rendered: the first paint then waits for no request but the page itself.
 */
export function withEntryStylesInline(indexHtml: string, inline: StylesheetText): string {
  return indexHtml.replace(/<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g, (link, file: string) => {
    const text = inline(file);
    return text === null ? link : styleTag(file, text);
  });
}

/**
 * A stylesheet written into the page, and linked as a disabled stylesheet: the browser never fetches
 * a disabled link, yet Vite's loader finds it and loads the route's chunk without fetching the file
 * again, so the page hydrates as soon as its script is in (a shopper's typing before then would not
 * reach the form) and a phone downloads each style once.
 */
function styleTag(file: string, text: string | null): string {
  if (text === null) return `<link rel="stylesheet" href="/${file}">`;
  // CSS holds '</style' only inside a string, where '<\/style' reads the same.
  return `<style>${text.replace(/<\/style/gi, '<\\/style')}</style><link rel="stylesheet" href="/${file}" disabled>`;
}
