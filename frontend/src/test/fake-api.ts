/**
 * The shop's API as component tests meet it (ADR 037): every request the app sends is answered
 * here by method and path, and kept as the server would read it. Nothing reaches a network, and a
 * request no test answered fails that test.
 *
 * It stands where the network does, under the transport (src/api/http.ts): it is the browser's
 * XMLHttpRequest, which axios sends every request with (photo uploads too, with their progress),
 * so axios and the transport's own code turn each answer into what the screens read (a non-2xx
 * into HttpError, a dropped connection into NetworkError, the page's preloaded answers first).
 */

import { STATUS_CODES } from 'node:http';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The statuses the shop's API answers with. */
export type Status = 200 | 201 | 202 | 204 | 400 | 401 | 403 | 404 | 409 | 413 | 429 | 500 | 502 | 503;

/** The reason phrase a browser reports with a status. */
const reason = (status: Status): string => STATUS_CODES[status] ?? '';

/** A request as the server would read it. */
export interface SentRequest {
  method: Method;
  /** Path and query as sent: `/api/products?limit=24&offset=0`. */
  url: string;
  path: string;
  /** The query's parameters (each name once in the shop's API). */
  query: Record<string, string>;
  /** The JSON body parsed, a FormData as sent, or undefined. */
  body: unknown;
  headers: Headers;
  /** Whether the browser sends the shop's cookies with it (always, for the shop's own client). */
  withCredentials: boolean;
  /** The `:name` segments of the route that answered it. */
  params: Record<string, string>;
  /** An upload's progress as the browser reports it (0..1); a no-op for other requests. */
  progress: (fraction: number) => void;
}

/** What the fake server does with one request. */
export type Answer =
  | { kind: 'reply'; status: Status; body: unknown; headers: Record<string, string> }
  | { kind: 'network-failure' }
  | { kind: 'later'; answer: Promise<Answer> };

export type Responder = Answer | ((request: SentRequest) => Answer);

/** An answer with this status and JSON body (none for undefined). */
export function reply<T>(status: Status, body?: T, headers: Record<string, string> = {}): Answer {
  return { kind: 'reply', status, body, headers };
}

/** 200 with this JSON body. */
export function ok<T>(body: T, headers: Record<string, string> = {}): Answer {
  return reply(200, body, headers);
}

/** A refusal in the API's error shape (ApiErrorDto): `{ statusCode, error, ...fields }`. */
export function apiError(status: Status, fields: { message?: string | string[]; fields?: Record<string, string[]> } & Record<string, unknown>): Answer {
  return reply(status, { statusCode: status, error: reason(status), ...fields });
}

/** A visitor's answer to GET /api/auth/user (and any admin route without a session). */
export const SIGNED_OUT = apiError(401, { message: 'Unauthorized' });

/** No answer at all: offline, DNS, a dropped connection. */
export function networkFailure(): Answer {
  return { kind: 'network-failure' };
}

/** An answer that never comes (the screen stays loading). */
export function never(): Answer {
  return { kind: 'later', answer: new Promise<Answer>(() => undefined) };
}

/** An answer the test sends when it chooses: `await act(async () => held.arrive(ok(body)))`. */
export function deferred(): { answer: Answer; arrive: (answer: Answer) => void } {
  let arrive: (answer: Answer) => void = () => undefined;
  const answer = new Promise<Answer>((resolve) => (arrive = resolve));
  return { answer: { kind: 'later', answer }, arrive };
}

interface Route {
  method: Method;
  pattern: RegExp;
  names: string[];
  answers: Responder[];
}

function compile(path: string): { pattern: RegExp; names: string[] } {
  const names: string[] = [];
  const source = path
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(segment.slice(1));
      return '([^/]+)';
    })
    .join('/');
  return { pattern: new RegExp(`^${source}$`), names };
}

function match(route: Pick<Route, 'method' | 'pattern' | 'names'>, method: string, path: string): Record<string, string> | null {
  if (route.method !== method) return null;
  const found = route.pattern.exec(path);
  if (!found) return null;
  return Object.fromEntries(route.names.map((name, index) => [name, decodeURIComponent(found[index + 1])]));
}

let routes: Route[] = [];
let requests: SentRequest[] = [];
let unanswered: string[] = [];

export const fakeApi = {
  /**
   * Answers `method path` (`:name` segments match any one segment; an exact path wins over a
   * pattern). With several answers the requests take them in turn and the last one stays;
   * answering a route again replaces it.
   */
  on(method: Method, path: string, ...answers: [Responder, ...Responder[]]): void {
    const { pattern, names } = compile(path);
    routes = [...routes.filter((route) => route.method !== method || route.pattern.source !== pattern.source), { method, pattern, names, answers: [...answers] }];
  },

  /** Every request sent so far, in order. */
  get requests(): readonly SentRequest[] {
    return requests;
  },

  /** The requests sent to `method path` (a route's pattern or an exact path), in order. */
  sent(method: Method, path: string): SentRequest[] {
    const route = { method, ...compile(path) };
    return requests.filter((request) => match(route, request.method, request.path) !== null);
  },

  /** The latest request sent to `method path`; fails if there was none. */
  last(method: Method, path: string): SentRequest {
    const sent = fakeApi.sent(method, path);
    const request = sent[sent.length - 1];
    if (!request) throw new Error(`no ${method} ${path} was sent (sent: ${requests.map((other) => `${other.method} ${other.url}`).join(', ') || 'nothing'})`);
    return request;
  },
};

function record(method: string, url: string, rawBody: unknown, headers: Headers, withCredentials: boolean, progress: SentRequest['progress']): { request: SentRequest; answer: Answer | null } {
  const parsed = new URL(url, 'http://shop.test');
  const body: unknown = typeof rawBody === 'string' && headers.get('content-type')?.includes('json') ? JSON.parse(rawBody) : (rawBody ?? undefined);
  const request: SentRequest = { method: method.toUpperCase() as Method, url: parsed.pathname + parsed.search, path: parsed.pathname, query: Object.fromEntries(parsed.searchParams), body, headers, withCredentials, params: {}, progress };
  requests.push(request);
  // The route with the fewest `:name` segments answers (`/messages/delivery` before `/messages/:id`); of equals, the latest.
  const candidates = [...routes].reverse().sort((a, b) => a.names.length - b.names.length);
  for (const route of candidates) {
    const params = match(route, request.method, request.path);
    if (!params) continue;
    request.params = params;
    const responder = route.answers.length > 1 ? route.answers.shift()! : route.answers[0];
    return { request, answer: typeof responder === 'function' ? responder(request) : responder };
  }
  unanswered.push(`${request.method} ${request.url}`);
  return { request, answer: null };
}

async function settle(answer: Answer): Promise<Exclude<Answer, { kind: 'later' }>> {
  return answer.kind === 'later' ? settle(await answer.answer) : answer;
}

function bodyText(body: unknown): string {
  if (body === undefined) return '';
  return typeof body === 'string' ? body : JSON.stringify(body);
}

function replyHeaders(answer: Extract<Answer, { kind: 'reply' }>): Headers {
  const headers = new Headers(answer.headers);
  if (answer.body !== undefined && !headers.has('content-type')) headers.set('content-type', typeof answer.body === 'string' ? 'text/plain' : 'application/json; charset=utf-8');
  return headers;
}

type Listener = (event: { lengthComputable: boolean; loaded: number; total: number }) => void;

/** The events of an XMLHttpRequest (or its `upload`) that axios listens to. */
class FakeEvents {
  private listeners = new Map<string, Set<Listener>>();

  addEventListener(type: string, listener: Listener): void {
    this.listeners.set(type, (this.listeners.get(type) ?? new Set()).add(listener));
  }

  removeEventListener(type: string, listener: Listener): void {
    this.listeners.get(type)?.delete(listener);
  }

  dispatch(type: string, event: Parameters<Listener>[0]): void {
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
}

/**
 * The browser's XMLHttpRequest as far as axios' XHR adapter uses it (src/api/http.ts sends every
 * request through axios): what it opens, its headers and body are recorded, the route's answer
 * comes back as the browser would give it (status, reason, headers, body text), no answer is a
 * network error, and an upload's progress reaches axios' `onUploadProgress`.
 */
class FakeXMLHttpRequest extends FakeEvents {
  readyState = 0;
  status = 0;
  statusText = '';
  responseText = '';
  responseType: XMLHttpRequestResponseType = '';
  responseURL = '';
  timeout = 0;
  withCredentials = false;
  readonly upload = new FakeEvents();
  onloadend: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onreadystatechange: (() => void) | null = null;
  private method = 'GET';
  private url = '';
  private readonly sentHeaders = new Headers();
  private answerHeaders = new Headers();
  private aborted = false;

  get response(): string {
    return this.responseText;
  }

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
    this.readyState = 1;
  }

  setRequestHeader(name: string, value: string): void {
    this.sentHeaders.append(name, value);
  }

  getAllResponseHeaders(): string {
    return [...this.answerHeaders].map(([name, value]) => `${name}: ${value}\r\n`).join('');
  }

  abort(): void {
    this.aborted = true;
    this.onabort?.();
  }

  send(body?: unknown): void {
    const progress = (fraction: number) => this.upload.dispatch('progress', { lengthComputable: true, loaded: fraction * 100, total: 100 });
    const { answer } = record(this.method, this.url, body ?? undefined, this.sentHeaders, this.withCredentials, progress);
    const finish = (settled: Exclude<Answer, { kind: 'later' }> | null) => {
      if (this.aborted) return;
      this.readyState = 4;
      if (!settled || settled.kind === 'network-failure') {
        this.onerror?.();
      } else {
        this.status = settled.status;
        this.statusText = reason(settled.status);
        this.answerHeaders = replyHeaders(settled);
        this.responseText = bodyText(settled.body);
        this.responseURL = new URL(this.url, window.location.href).href;
      }
      this.onreadystatechange?.();
      this.onloadend?.();
    };
    if (!answer) queueMicrotask(() => finish(null));
    else void settle(answer).then(finish);
  }
}

/** Every test starts with no routes and nothing sent; one that left a request unanswered fails. */
export function installFakeApi(): void {
  const real = { XMLHttpRequest: globalThis.XMLHttpRequest };
  beforeEach(() => {
    routes = [];
    requests = [];
    unanswered = [];
    Object.assign(globalThis, { XMLHttpRequest: FakeXMLHttpRequest });
  });
  afterEach(() => {
    for (const [name, value] of Object.entries(real)) {
      if (value === undefined) delete (globalThis as Record<string, unknown>)[name];
      else Object.assign(globalThis, { [name]: value });
    }
    if (unanswered.length > 0) throw new Error(`No test answered: ${unanswered.join(', ')}. Answer with fakeApi.on(method, path, ...).`);
  });
}
