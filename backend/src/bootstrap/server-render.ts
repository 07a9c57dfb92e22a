import { Logger } from '@nestjs/common';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { LinkPreview, PREVIEW_SITE_NAME, PreloadedAnswer } from '../modules/catalog/read-model/storefront-page-preloads';
import { escapeHtml } from '../shared/escape-html';

/** What the frontend's `src/entry-server.tsx` exports (built by `frontend/vite.ssr.config.ts`). */
export interface RenderedPage {
  html: string;
  state: string;
  unused: PreloadedAnswer[];
  /** Ant Design's styles for the markup, as `<style>` tags (the supplier portal's; empty for the storefront). */
  antdStyles: string;
  /** The page's tab title, as the browser's app would set it; undefined when the page sets none (index.html's stays). */
  title?: string;
}
/** What the server knows of the visitor's browser beyond the API answers. */
export interface PageFacts {
  /** False when the browser holds no cart-owner cookie: it has no cart the server could show it. */
  browserHasCart: boolean;
  /** The supplier portal's language (`supplierLanguageOf`). */
  supplierLanguage: SupplierLanguage;
}
export interface ServerRenderer {
  render(url: string, answers: PreloadedAnswer[], facts: PageFacts): Promise<RenderedPage>;
}

/** Where the frontend build puts the server bundle (a dot folder: express.static never serves it). */
export const SERVER_BUNDLE = join('.ssr', 'entry-server.cjs');

/**
 * Staff, rider and supplier screens behind a sign-in: Ant Design's own, the browser renders them.
 * The supplier sign-in is rendered, with antd's styles (ADR 060): suppliers open it on phones.
 */
const CLIENT_RENDERED = /^\/(?:admin|rider|supplier-dashboard)(?:\/|$)/;

export type SupplierLanguage = 'en' | 'zh-CN';

/** The supplier portal's page the server renders, in the supplier's language. */
export function isSupplierSignIn(path: string): boolean {
  return /^\/supplier-login\/?$/i.test(path);
}
const SUPPLIER_LANGUAGE_COOKIE = 'supplierLanguage';

/**
 * The supplier portal's language for a page the server renders: the supplier's choice (the cookie
 * the portal writes beside its local storage), else Chinese when the browser's first language is
 * (as the portal's `initialLanguage` reads `navigator.language`), else English.
 */
export function supplierLanguageOf(cookies: Record<string, unknown> | undefined, acceptLanguage: string | undefined): SupplierLanguage {
  const chosen = cookies?.[SUPPLIER_LANGUAGE_COOKIE];
  if (chosen === 'en' || chosen === 'zh-CN') return chosen;
  return /^\s*zh\b/i.test(acceptLanguage ?? '') ? 'zh-CN' : 'en';
}

const logger = new Logger('ServerRender');

/**
 * The storefront's server renderer from the built frontend, or null when the build has none (an
 * older build, a test's bare index.html) or it cannot load: pages are then the app's empty shell,
 * as before server rendering (ADR 022).
 */
export function loadServerRenderer(dist: string): ServerRenderer | null {
  const file = join(dist, SERVER_BUNDLE);
  if (!existsSync(file)) {
    logger.warn(`No server bundle at ${file}: storefront pages are served as the app shell`);
    return null;
  }
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const bundle = require(file) as Partial<ServerRenderer>;
    if (typeof bundle.render !== 'function') throw new Error('it exports no render function');
    return { render: bundle.render };
  } catch (error) {
    logger.error(`The server bundle ${file} did not load (${(error as Error).message}): storefront pages are served as the app shell`);
    return null;
  }
}

/** Whether the page at `path` is rendered on the server (the storefront, its policy pages and its 404). */
export function isServerRendered(path: string): boolean {
  return !CLIENT_RENDERED.test(path);
}

/** How many renders of the supplier sign-in are kept: one per language and cart cookie, with room for a change of settings. */
const KEPT_RENDERS = 16;

/**
 * The renderer, keeping the supplier sign-in's renders: that page holds nothing of the visitor but
 * what the render is given (its language, the cart-cookie fact, the shop's public answers), so the
 * same inputs make the same page. Working out antd's styles for it took 80-130 ms a request on an
 * idle host and 0.9-1.6 s while Lighthouse's browser shared the two cores, which is time before the
 * phone sees anything (ADR 060). The year is part of the key: the portal's footer shows it.
 */
export function keepingSupplierSignInRenders(renderer: ServerRenderer): ServerRenderer {
  const kept = new Map<string, Promise<RenderedPage>>();
  return {
    render(url, answers, facts) {
      if (!isSupplierSignIn(url.split('?')[0])) return renderer.render(url, answers, facts);
      const key = JSON.stringify([url, answers, facts, new Date().getFullYear()]);
      const known = kept.get(key);
      if (known) return known;
      const page = renderer.render(url, answers, facts);
      // The oldest goes first: a flood of query strings cannot grow the map.
      if (kept.size >= KEPT_RENDERS) kept.delete(kept.keys().next().value!);
      kept.set(key, page);
      // A failed render is tried again on the next request.
      page.catch(() => kept.delete(key));
      return page;
    },
  };
}

/**
 * Renders `url` from `answers`, or null when rendering fails: the shopper then gets the app shell
 * (the browser renders the page as before), never an error page. The failure is logged.
 */
export async function renderOrNull(renderer: ServerRenderer, url: string, answers: PreloadedAnswer[], facts: PageFacts): Promise<RenderedPage | null> {
  try {
    return await renderer.render(url, answers, facts);
  } catch (error) {
    logger.error(`Could not render ${url.split('?')[0]} on the server, serving the app shell: ${(error as Error).stack ?? String(error)}`);
    return null;
  }
}

const ROOT = '<div id="root"></div>';
const DESCRIPTION = /<meta\s+name="description"\s+content="([^"]*)"\s*\/?>/;
const TITLE = /<title>([^<]*)<\/title>/;
const NEEDS_SCRIPT_NOTICE = /<noscript>[\s\S]*?<\/noscript>/;

/** index.html's first style in the head: antd's go before it, so the shop's own rules win over them, as in the browser. */
const FIRST_HEAD_STYLE = /<style>|<link rel="stylesheet"/;

/**
 * index.html with `head` before </head> and, for a rendered page, its markup in #root followed by
 * the cache it was made from (main.tsx hydrates from it), antd's styles ahead of the shop's, the
 * page's title and its language. A rendered page reads without script, so the shell's "needs
 * JavaScript" notice goes. Function replacements: the markup's own `$&` is text.
 */
export function pageHtml(indexHtml: string, head: string, rendered: RenderedPage | null, lang = 'en'): string {
  let html = head ? indexHtml.replace('</head>', () => `${head}</head>`) : indexHtml;
  if (!rendered) return html;
  if (rendered.antdStyles) html = html.replace(FIRST_HEAD_STYLE, (first) => `${rendered.antdStyles}${first}`);
  if (lang !== 'en') html = html.replace('<html lang="en">', `<html lang="${lang}">`);
  if (rendered.title) html = html.replace(TITLE, () => `<title>${escapeHtml(rendered.title!)}</title>`);
  html = html.replace(NEEDS_SCRIPT_NOTICE, '');
  return html.replace(ROOT, () => `<div id="root">${rendered.html}</div><script type="application/json" id="ssr-state">${rendered.state}</script>`);
}

/**
 * X's large card shows its picture at about 2:1 and crops the rest: a square or portrait photo (most
 * clothes) would lose its top and bottom, so only a picture at least half again as wide as it is
 * high gets it; the others, and one of unknown size, show whole in the small card beside the text.
 */
function isWidePicture(size: { width: number; height: number } | null): boolean {
  return size !== null && size.width >= 1.5 * size.height;
}

/**
 * index.html with the page's own description and its Open Graph card (title, description, picture,
 * address: what WhatsApp and Facebook show for a shared link, none of which run script). `origin`:
 * the shop's public address, for the absolute URLs the card needs. What the preview leaves out is
 * index.html's own.
 */
export function withLinkPreview(indexHtml: string, preview: LinkPreview | undefined, origin: string, path: string): string {
  if (!preview) return indexHtml;
  const shellDescription = DESCRIPTION.exec(indexHtml)?.[1];
  const shellTitle = TITLE.exec(indexHtml)?.[1];
  const meta = (attribute: 'name' | 'property', key: string, value: string) => `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`;
  // index.html's own texts are HTML already.
  const metaAsIs = (key: string, html: string) => `<meta property="${key}" content="${html}">`;
  const { image } = preview;
  const card = [
    meta('property', 'og:type', preview.type),
    meta('property', 'og:site_name', PREVIEW_SITE_NAME),
    preview.title !== undefined ? meta('property', 'og:title', preview.title) : shellTitle ? metaAsIs('og:title', shellTitle) : '',
    preview.description !== undefined ? meta('property', 'og:description', preview.description) : shellDescription ? metaAsIs('og:description', shellDescription) : '',
    meta('property', 'og:url', `${origin}${preview.path ?? path}`),
    ...(image ? [meta('property', 'og:image', `${origin}${image.path}`), meta('property', 'og:image:alt', image.alt)] : []),
    // Both or neither: a reader lays the card out from them before it fetches the picture.
    ...(image?.size ? [meta('property', 'og:image:width', String(image.size.width)), meta('property', 'og:image:height', String(image.size.height))] : []),
    ...(image ? [meta('name', 'twitter:card', isWidePicture(image.size) ? 'summary_large_image' : 'summary'), meta('name', 'twitter:image:alt', image.alt)] : []),
  ].join('');
  return indexHtml.replace(DESCRIPTION, (shell) => `${preview.description !== undefined ? meta('name', 'description', preview.description) : shell}${card}`);
}
