/**
 * The transport of the generated API client (ADR 048, amending 006): orval generates its axios
 * client with this file's `apiClient` as the mutator, over one axios instance (`api`). SPEC §7, §8:
 * every call sends cookies (`withCredentials`), and any non-2xx answer becomes an `HttpError` whose
 * message is `${status}: ${body text or statusText}`; no answer at all is a `NetworkError`. Writes
 * carry JSON only (ADR 011), which axios sends for the generated calls' bodies. Every call resolves
 * to `{ data, status, headers }` (`ApiResponse`), as the fetch transport before it did, so screens,
 * the server render's cache and the page's preloaded answers keep one shape. axios arrives with the
 * app, after the page's main photo (ADR 031), not with the page.
 */

import axios, { type AxiosRequestConfig, type AxiosResponse } from 'axios';
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

/** What every generated call resolves to: the parsed body, the status and the answer's headers. */
export interface ApiResponse<T = unknown> {
  data: T;
  status: number;
  headers: Headers;
}

/**
 * A query string as the server's page preloads key it (`apiPreloadKey`) and as the shop's URLs have
 * always read: each parameter once, `null` spelled out, undefined ones left out.
 */
function serializeQuery(params: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined) search.append(name, value === null ? 'null' : String(value));
  }
  return search.toString();
}

/** The shop's one axios instance: every request of the generated client and the photo uploads. */
export const api = axios.create({
  // The session cookie also goes along if the API is ever served from another origin than the pages.
  withCredentials: true,
  // The shop has no XSRF cookie (ADR 011: no CSRF tokens); without this, Chrome's cookieStore is read before each request.
  withXSRFToken: false,
  paramsSerializer: { serialize: serializeQuery },
  // The body stays text: parsed below by its content type, and a failure's body goes into HttpError as sent.
  responseType: 'text',
  transformResponse: (text: unknown) => text,
});

function parseBody(text: unknown, contentType: string | null): unknown {
  if (typeof text !== 'string') return text ?? undefined;
  if (!text) return undefined;
  if (!contentType?.includes('json')) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text; // a proxy's broken answer: let the screen show it rather than a SyntaxError
  }
}

function toHeaders(headers: AxiosResponse['headers']): Headers {
  const result = new Headers();
  for (const [name, value] of Object.entries(headers as Record<string, unknown>)) {
    if (value !== undefined && value !== null) result.set(name, Array.isArray(value) ? value.join(', ') : String(value));
  }
  return result;
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
  if (method && method.toUpperCase() !== 'GET') return null;
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

/** axios' failure as the screens read it (SPEC §8), or a cancellation as React Query expects it. */
function transportError(error: unknown, signal: AxiosRequestConfig['signal']): unknown {
  if (axios.isCancel(error)) {
    // The signal's reason, as fetch rejects with: a cancelled query (React Query aborts on unmount)
    // stays an AbortError; a timeout (AbortSignal.timeout) is no answer, a NetworkError.
    const reason = (signal as AbortSignal | undefined)?.reason as unknown;
    if (reason === undefined || (reason instanceof DOMException && reason.name === 'AbortError')) return reason ?? new DOMException('The operation was aborted.', 'AbortError');
    return new NetworkError(reason);
  }
  if (!axios.isAxiosError(error)) return error;
  const { response } = error;
  if (!response) return new NetworkError(error);
  const body: unknown = response.data;
  return new HttpError(response.status, typeof body === 'string' ? body : body == null ? '' : JSON.stringify(body), response.statusText);
}

/**
 * The orval mutator: the generated code gives the URL, method, params, headers, JSON body and
 * signal; `options` are a caller's own (an Idempotency-Key header, a timeout signal, an upload's
 * `onUploadProgress`).
 */
export async function apiClient<T>(config: AxiosRequestConfig, options?: AxiosRequestConfig): Promise<ApiResponse<T>> {
  const request: AxiosRequestConfig = { ...config, ...options, headers: { ...config.headers, ...options?.headers } };
  const ready = takePreloaded(api.getUri(request), request.method);
  if (ready) return ready as ApiResponse<T>;
  let response: AxiosResponse<unknown>;
  try {
    response = await api.request<unknown>(request);
  } catch (error) {
    throw transportError(error, request.signal);
  }
  const headers = toHeaders(response.headers);
  return { data: parseBody(response.data, headers.get('content-type')) as T, status: response.status, headers };
}

/** SPEC §6: an auth failure is an error whose message starts with '401: ' and mentions Unauthorized. */
export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof Error && /^401: .*Unauthorized/.test(error.message);
}
