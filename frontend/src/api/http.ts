/**
 * The transport of the generated API client (orval `httpClient: 'fetch'` with this file's
 * `apiFetch` as mutator). SPEC §7, §8: every call sends cookies, and any non-2xx answer becomes an
 * Error whose message is `${status}: ${body text or statusText}`.
 *
 * It is a few lines over the browser's fetch rather than axios because axios alone was 58 kB
 * (minified) of the storefront's first-load JavaScript on shoppers' mid-range phones.
 */

import { apiPreloadKey } from '@shop/rules';

/** An HTTP failure as SPEC §8 words it; `status` is kept for callers that branch on it (401, 409). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = 'HttpError';
  }
}

/** No answer at all (offline, DNS, connection reset): screens say "could not reach the shop". */
export class NetworkError extends Error {
  constructor(readonly reason: unknown) {
    super('Network Error');
    this.name = 'NetworkError';
  }
}

export interface ApiRequest extends RequestInit {
  url: string;
}

/** What every generated call resolves to (orval's fetch client types: data, status, headers). */
export interface ApiResponse<T = unknown> {
  data: T;
  status: number;
  headers: Headers;
}

function parseBody(text: string, contentType: string | null): unknown {
  if (!text) return undefined;
  if (!contentType?.includes('json')) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text; // a proxy's broken answer: let the screen show it rather than a SyntaxError
  }
}

interface PreloadedAnswer {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

let preloaded: Map<string, PreloadedAnswer> | null = null;

/**
 * The answer the server wrote into the page for this GET (who is signed in, the catalog pages'
 * first data), once: the page renders without waiting for those round trips. Later calls go to
 * the network as usual.
 */
function takePreloaded(url: string, method: string | undefined): ApiResponse | null {
  if (method && method !== 'GET') return null;
  if (!preloaded) {
    preloaded = new Map();
    const script = document.getElementById('api-preload');
    try {
      if (script?.textContent) for (const [key, answer] of Object.entries(JSON.parse(script.textContent) as Record<string, PreloadedAnswer>)) preloaded.set(key, answer);
    } catch {
      // A broken block only costs the round trip it would have saved.
    }
    script?.remove();
  }
  if (preloaded.size === 0) return null;
  const key = apiPreloadKey(url);
  const answer = preloaded.get(key);
  if (!answer) return null;
  preloaded.delete(key);
  // A failure the server already knew (who is signed in: nobody) fails as the network answer would.
  if (answer.status < 200 || answer.status >= 300) throw new HttpError(answer.status, JSON.stringify(answer.body), '');
  return { data: answer.body, status: answer.status, headers: new Headers(answer.headers) };
}

/** Tests start each page afresh. */
export function forgetPreloadedAnswers(): void {
  preloaded = null;
}

/**
 * Every request of the generated client, exactly as the server reads it (url with query, method,
 * JSON body, headers). Component tests answer it where the network is, under this (test/fake-api.ts).
 */
export const transport = {
  async send({ url, ...init }: ApiRequest): Promise<ApiResponse> {
    const ready = takePreloaded(url, init.method);
    if (ready) return ready;
    let response: Response;
    let text: string;
    try {
      // 'include' is axios' withCredentials: the session cookie also goes along if the API is
      // ever served from another origin than the pages.
      response = await fetch(url, { ...init, credentials: 'include' });
      text = await response.text(); // inside the try: a connection can also drop mid-body
    } catch (error) {
      // A cancelled query (React Query aborts on unmount) must stay an AbortError it recognises.
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new NetworkError(error);
    }
    if (!response.ok) throw new HttpError(response.status, text, response.statusText);
    return { data: parseBody(text, response.headers.get('content-type')), status: response.status, headers: response.headers };
  },
};

/** The orval mutator: the generated code has already built the URL (with query), headers and body. */
export function apiFetch<T>(url: string, options?: RequestInit): Promise<T> {
  return transport.send({ ...options, url }) as Promise<T>;
}

/** SPEC §6: an auth failure is an error whose message starts with '401: ' and mentions Unauthorized. */
export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof Error && /^401: .*Unauthorized/.test(error.message);
}
