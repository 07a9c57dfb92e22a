/**
 * The storefront rendered on the server (ADR 022): the backend loads this module's build
 * (`dist/.ssr/entry-server.cjs`) once and calls `render` for a storefront GET with the API answers
 * it already worked out for that page (`PreloadedAnswer`, the same data it writes into the page for
 * the browser's transport). Nothing here fetches: a query the server has no answer for renders its
 * loading state, exactly as the browser's first render will, and the browser asks for it.
 */
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { type Query, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { Writable } from 'node:stream';
import { apiPreloadKey } from '@shop/rules';
import { HttpError } from './api/http';
import { AppProviders } from './app/App';
import { createQueryClient } from './app/query-client';
import { AppRoutes } from './app/routes';
import { BROWSER_WITHOUT_CART_KEY } from './lib/use-cart';
import { ServerPageTitle } from './lib/use-page-title';
import { markServerPage, serializeServerState } from './app/server-state';
import { SUPPLIER_LANGUAGE_KEY } from './supplier/i18n/supplier-language';
import type { SupplierLanguage } from './supplier/i18n/messages';

/** One API answer as the server computed it: the body is already JSON text. */
export interface PreloadedAnswer {
  url: string;
  status: number;
  body: string;
  headers: Record<string, string>;
}

export interface RenderedPage {
  /** The markup that goes inside <div id="root">. */
  html: string;
  /** The React Query cache the markup was made from (`app/server-state.ts`), safe inside <script>. */
  state: string;
  /** Answers no query of the page used: left to the browser's transport, which still asks for them. */
  unused: PreloadedAnswer[];
  /**
   * Ant Design's styles for the markup (the supplier portal's; empty for the storefront, which has
   * no antd), as `<style>` tags for the head before the app's own: antd's CSS-in-JS would otherwise
   * write them only once its script runs. They carry antd's cache map, so the browser's antd takes
   * them as they are instead of working them out again.
   */
  antdStyles: string;
  /** The page's tab title, as `usePageTitle` sets it in the browser; undefined when no screen sets one (index.html's stays). */
  title?: string;
}

/** A page whose data reveals more queries (the landing page after "nobody is signed in") renders again; never more than this. */
const MAX_PASSES = 4;
// Bounds a render that hangs; antd's first styled render of the supplier sign-in took over 5 s on a busy 2-core CI host.
const RENDER_TIMEOUT_MS = 15_000;

function renderToHtml(element: React.ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(Buffer.from(chunk));
        done();
      },
      final(done) {
        clearTimeout(timer);
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    let failed = false;
    const fail = (error: unknown) => {
      failed = true;
      clearTimeout(timer);
      reject(error instanceof Error ? error : new Error(String(error)));
    };
    const stream = renderToPipeableStream(element, {
      // Wait for every lazy page chunk: the HTML must be the page, never a loading fallback.
      onAllReady: () => {
        if (!failed) stream.pipe(sink);
      },
      onShellError: fail,
      // An error inside a boundary would leave it to the browser with an error of its own: the whole page falls back instead.
      onError: fail,
    });
    const timer = setTimeout(() => {
      fail(new Error(`rendering took longer than ${RENDER_TIMEOUT_MS} ms`));
      stream.abort();
    }, RENDER_TIMEOUT_MS);
  });
}

/** The URL the generated client calls for a query: orval keys a query by its path, then its params. */
export function queryUrl(queryKey: readonly unknown[]): string | null {
  const [path, params] = queryKey;
  if (typeof path !== 'string' || !path.startsWith('/api/')) return null;
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries((params ?? {}) as Record<string, unknown>)) {
    if (value !== undefined) search.append(name, value === null ? 'null' : String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

function isEnabled(query: Query): boolean {
  const enabled = (query.options as { enabled?: boolean | ((query: Query) => boolean) }).enabled;
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

/**
 * Gives each query the last render asked for (and nothing answered yet) the server's answer, when
 * there is one. A query waiting to be enabled gets its data too (the product's reviews, fetched
 * when scrolled near): the browser shows cached data whether or not the query may fetch. A failure
 * goes in only where the browser would keep it too (`retryOnMount: false`: who is signed in, an
 * unknown product); any other stays with the browser's transport, so both render "loading" first.
 */
function answerQueries(queryClient: QueryClient, answers: Map<string, PreloadedAnswer>): boolean {
  let answered = false;
  for (const query of queryClient.getQueryCache().getAll()) {
    if (query.state.status !== 'pending') continue;
    const url = queryUrl(query.queryKey);
    const key = url && apiPreloadKey(url);
    const answer = key ? answers.get(key) : undefined;
    if (!key || !answer) continue;
    if (answer.status >= 200 && answer.status < 300) {
      queryClient.setQueryData(query.queryKey, { data: JSON.parse(answer.body) as unknown, status: answer.status, headers: new Headers(answer.headers) });
    } else if (isEnabled(query) && (query.options as { retryOnMount?: boolean }).retryOnMount === false) {
      query.setState({ status: 'error', error: new HttpError(answer.status, answer.body, ''), errorUpdatedAt: Date.now(), fetchFailureCount: 1 });
    } else continue;
    answers.delete(key);
    answered = true;
  }
  return answered;
}

/** What the server knows of the visitor's browser beyond the API answers. */
export interface PageFacts {
  /** False when the browser holds no cart-owner cookie: it has no cart the server could show it. */
  browserHasCart: boolean;
  /** The supplier portal's language: the supplier's choice (its cookie), else the browser's first language. */
  supplierLanguage: SupplierLanguage;
}

/** Renders the page at `url` (path and query) from `answers`; rejects when it cannot. */
export async function render(url: string, answers: PreloadedAnswer[], facts: PageFacts = { browserHasCart: true, supplierLanguage: 'en' }): Promise<RenderedPage> {
  markServerPage();
  const byKey = new Map(answers.map((answer) => [apiPreloadKey(answer.url), answer]));
  // Each request its own cache: nothing one visitor's page holds reaches another's.
  const queryClient = createQueryClient();
  if (!facts.browserHasCart) queryClient.setQueryData(BROWSER_WITHOUT_CART_KEY, true);
  // Carried to the browser with the cache: the portal hydrates in the language it was rendered in.
  queryClient.setQueryData(SUPPLIER_LANGUAGE_KEY, facts.supplierLanguage);
  // Each pass its own style cache and title, so only the last pass's (the page sent) are kept.
  let styleCache = createCache();
  let title: { title?: string } = {};
  const page = () => (
    <StrictMode>
      <StyleProvider cache={styleCache}>
        <ServerPageTitle.Provider value={title}>
          <AppProviders queryClient={queryClient}>
            <StaticRouter location={url}>
              <AppRoutes />
            </StaticRouter>
          </AppProviders>
        </ServerPageTitle.Provider>
      </StyleProvider>
    </StrictMode>
  );
  try {
    let html = await renderToHtml(page());
    for (let pass = 1; pass < MAX_PASSES && answerQueries(queryClient, byKey); pass++) {
      styleCache = createCache();
      title = {};
      html = await renderToHtml(page());
    }
    // The cache holds what the render registered: nothing when no antd part was on the page.
    const antdStyles = styleCache.cache.size > 0 ? extractStyle(styleCache) : '';
    return { html, state: serializeServerState(queryClient), unused: [...byKey.values()], antdStyles, title: title.title };
  } finally {
    queryClient.clear();
  }
}
