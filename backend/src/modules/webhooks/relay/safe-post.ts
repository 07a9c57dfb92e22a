import { lookup as dnsLookup, LookupAddress } from 'node:dns';
import { request as httpRequest, IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP } from 'node:net';

export const WEBHOOK_TIMEOUT_MS = 10_000;
/** An answer is read up to this many bytes, then the connection is dropped: nobody's endpoint fills our memory. */
export const WEBHOOK_MAX_ANSWER_BYTES = 64 * 1024;
/** What an attempt keeps of the answer for the delivery log. */
export const WEBHOOK_EXCERPT_BYTES = 1024;

export interface PostOutcome {
  /** The endpoint's HTTP status, or null when none came. */
  statusCode: number | null;
  excerpt: string | null;
  /** Why the attempt failed; null on a 2xx. */
  error: string | null;
  durationMs: number;
}

export interface PostOptions {
  allowPrivate: boolean;
  timeoutMs?: number;
}

/** Loopback, private, link-local, carrier-grade NAT, multicast and reserved ranges: never an integrator's public endpoint. */
const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['198.51.100.0', 24], ['203.0.113.0', 24], ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [['::', 128], ['::1', 128], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8], ['64:ff9b::', 96], ['2001:db8::', 32]] as const) NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');

export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  if (family === 6) {
    // An IPv4 address written as IPv6 (::ffff:127.0.0.1) is that IPv4 address.
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
    if (mapped) return !NOT_PUBLIC.check(mapped[1], 'ipv4');
    return !NOT_PUBLIC.check(address, 'ipv6');
  }
  return !NOT_PUBLIC.check(address, 'ipv4');
}

/**
 * Why a subscription's URL is refused before any request (scheme, a private literal host), or null.
 * Worded for the store admin who typed it: the operator's WEBHOOK_ALLOW_PRIVATE goes to the log and docs.
 */
export function endpointRefusal(url: string, allowPrivate: boolean): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'Enter the full address, starting with https://, e.g. https://books.example.com/webhooks';
  }
  if (parsed.protocol !== 'https:' && !(allowPrivate && parsed.protocol === 'http:')) return 'The address must start with https://, so that events travel encrypted';
  if (parsed.username || parsed.password) return 'The address must not contain a user name or password: the shop signs each event instead';
  if (allowPrivate) return null;
  const host = parsed.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const localName = host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local') || host.endsWith('.internal');
  if (localName || (isIP(host) && !isPublicAddress(host))) return 'Webhook addresses must be reachable on the public internet: this one points at a private or local network address';
  return null;
}

/**
 * POSTs a webhook the careful way: the address is checked after DNS resolution (so a public name
 * pointing at 127.0.0.1 is refused) and the connection goes to the checked address; redirects are
 * reported, never followed; the whole exchange has `timeoutMs`; the answer is read up to
 * WEBHOOK_MAX_ANSWER_BYTES. Never throws: every failure is an outcome.
 */
export function safePost(url: string, body: string, headers: Record<string, string>, { allowPrivate, timeoutMs = WEBHOOK_TIMEOUT_MS }: PostOptions): Promise<PostOutcome> {
  const started = Date.now();
  const finish = (statusCode: number | null, excerpt: string | null, error: string | null): PostOutcome => ({ statusCode, excerpt, error, durationMs: Date.now() - started });
  const refused = endpointRefusal(url, allowPrivate);
  if (refused) return Promise.resolve(finish(null, null, refused));
  const target = new URL(url);
  const literal = target.hostname.replace(/^\[|\]$/g, '');

  return new Promise<PostOutcome>((resolve) => {
    let settled = false;
    const done = (outcome: PostOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(outcome);
    };
    const checkedLookup = (hostname: string, options: object, callback: (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void) => {
      dnsLookup(hostname, { all: true }, (error, addresses) => {
        if (error) return callback(error, '');
        const blocked = allowPrivate ? undefined : addresses.find((entry) => !isPublicAddress(entry.address));
        if (blocked) return callback(Object.assign(new Error(`${hostname} resolves to ${blocked.address}, which is not a public address`), { code: 'EBLOCKED' }), '');
        if ((options as { all?: boolean }).all) return callback(null, addresses);
        callback(null, addresses[0].address, addresses[0].family);
      });
    };
    if (isIP(literal) && !allowPrivate && !isPublicAddress(literal)) return done(finish(null, null, `${literal} is not a public address`));

    const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
    const request = send(target, { method: 'POST', headers: { ...headers, 'content-length': Buffer.byteLength(body).toString() }, lookup: checkedLookup as never, agent: false }, (response: IncomingMessage) => {
      const chunks: Buffer[] = [];
      let size = 0;
      let truncated = false;
      const reply = () => {
        const text = Buffer.concat(chunks).subarray(0, WEBHOOK_EXCERPT_BYTES).toString('utf8');
        const status = response.statusCode ?? null;
        const error =
          status !== null && status >= 200 && status < 300
            ? null
            : status !== null && status >= 300 && status < 400
              ? `Answered ${status} (a redirect to ${response.headers.location ?? 'nowhere'}): redirects are not followed`
              : `Answered ${status}`;
        done(finish(status, text + (truncated ? ' [answer cut off]' : ''), error));
      };
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > WEBHOOK_MAX_ANSWER_BYTES) {
          truncated = true;
          chunks.push(chunk.subarray(0, Math.max(WEBHOOK_MAX_ANSWER_BYTES - (size - chunk.length), 0)));
          reply();
          response.destroy();
          return;
        }
        chunks.push(chunk);
      });
      response.on('end', reply);
      response.on('error', (error) => done(finish(response.statusCode ?? null, null, error.message)));
    });
    const timer = setTimeout(() => {
      request.destroy();
      done(finish(null, null, `No answer within ${timeoutMs / 1000} s`));
    }, timeoutMs);
    request.on('error', (error) => done(finish(null, null, error.message)));
    request.end(body);
  });
}
