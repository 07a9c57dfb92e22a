import { dehydrate, hydrate, type DehydratedState, type Query, type QueryClient } from '@tanstack/react-query';
import { HttpError } from '../api/http';

/*
 * The React Query cache a server-rendered page was made from, carried in the page as JSON so the
 * browser hydrates with exactly the data the server rendered (ADR 022). Two things in it are not
 * plain JSON: each answer's Headers (the product list reads X-Total-Count) and a known failure
 * (who is signed in: nobody, a 401), which travel as tagged objects.
 */

export const SERVER_STATE_ELEMENT_ID = 'ssr-state';

interface TaggedHeaders {
  $headers: [string, string][];
}
interface TaggedHttpError {
  $httpError: { status: number; body: string };
}

/** A query the browser takes as it is: an answer, or a failure it would not ask again on mount. */
function isCarried(query: Query): boolean {
  if (query.state.status === 'success') return true;
  const retryOnMount = (query.options as { retryOnMount?: boolean }).retryOnMount;
  return query.state.status === 'error' && query.state.error instanceof HttpError && retryOnMount === false;
}

/** The cache as JSON safe to put inside a <script> element ('<' cannot end it early). */
export function serializeServerState(queryClient: QueryClient): string {
  const state = dehydrate(queryClient, { shouldDehydrateQuery: isCarried });
  const json = JSON.stringify(state, (_key, value: unknown) => {
    if (value instanceof Headers) return { $headers: [...value.entries()] } satisfies TaggedHeaders;
    if (value instanceof HttpError) return { $httpError: { status: value.status, body: value.body } } satisfies TaggedHttpError;
    return value;
  });
  return json.replace(/</g, '\\u003c');
}

let serverPage = false;

/** Set by the server's renderer and by the browser taking its page over: the page's markup (the footer's too) is the server's. */
export function markServerPage(): void {
  serverPage = true;
}

/** Whether the app renders, or started on, a page the server rendered. */
export function startedOnServerPage(): boolean {
  return serverPage;
}

/** The tagged objects of a parsed cache made live again, in place. */
function revive(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if ('$headers' in value) return new Headers((value as TaggedHeaders).$headers);
  if ('$httpError' in value) {
    const { status, body } = (value as TaggedHttpError).$httpError;
    return new HttpError(status, body, '');
  }
  const fields = value as Record<string, unknown>;
  for (const key in fields) {
    const field = fields[key];
    if (field !== null && typeof field === 'object') fields[key] = revive(field);
  }
  return value;
}

/** Puts the server's cache into the browser's, before the first render. */
export function hydrateServerState(queryClient: QueryClient, json: string): void {
  markServerPage();
  // Parsed plainly and then walked: a reviver, called from the parser for each of the thousands of
  // values a product list carries, took twice as long (ADR 082).
  const state = revive(JSON.parse(json)) as DehydratedState;
  // Kept while nothing reads them: a part of the page taken over only when the shopper nears it
  // (ADR 077) must find the answers its server HTML was made from, however late that is.
  hydrate(queryClient, state, { defaultOptions: { queries: { gcTime: Infinity } } });
}
