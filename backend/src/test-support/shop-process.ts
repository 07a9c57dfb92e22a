import { ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { testEnv } from './test-env';

/** The compiled server: reliability tests run the real process, the way production does. */
export const SERVER_ENTRY = join(__dirname, '..', '..', 'dist', 'main.js');

export interface ShopProcess {
  port: number;
  baseUrl: string;
  child: ChildProcess;
  /** The last part of what the process printed, for failure messages. */
  output: () => string;
  /** Resolves when the process has exited (at once if it already has). */
  exited: Promise<number | null>;
  /** SIGKILL: no shutdown hook runs, like a crash or an OOM kill. */
  kill: () => Promise<void>;
  /** SIGTERM and wait for the graceful shutdown (SIGKILL after a grace period). */
  stop: () => Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

const children = new Set<ShopProcess>();

/**
 * Starts `node dist/main.js` with the given environment and waits until GET /api/health answers
 * 200. Rate limits are off (many checkouts come from one IP) and the demo catalog is not seeded,
 * unless the caller says otherwise.
 */
export async function startShop(env: Record<string, string>, options: { readyTimeoutMs?: number } = {}): Promise<ShopProcess> {
  if (!existsSync(SERVER_ENTRY)) throw new Error(`${SERVER_ENTRY} is missing: run \`npm run build -w backend\` first`);
  // A port found free can be taken before the shop listens on it (another test's outgoing connection,
  // a browser): the shop then exits with EADDRINUSE, and another free port is tried.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startShopOnPort(await freePort(), env, options);
    } catch (error) {
      if (!(error instanceof PortTakenError) || attempt === 5) throw error;
    }
  }
}

class PortTakenError extends Error {}

async function startShopOnPort(port: number, env: Record<string, string>, { readyTimeoutMs = 90_000 } = {}): Promise<ShopProcess> {
  const childEnv: Record<string, string> = testEnv({
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    HOST: '127.0.0.1',
    PORT: String(port),
    RATE_LIMIT: 'off',
    SEED_DEMO_CATALOG: 'off',
    // No storefront: these tests talk to the API only.
    FRONTEND_DIST: join(__dirname, 'no-frontend'),
    ...env,
  });
  const child = spawn(process.execPath, [SERVER_ENTRY], { env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const exited = new Promise<number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    child.once('exit', (code) => resolve(code));
  });
  const isRunning = () => child.exitCode === null && child.signalCode === null;
  const shop: ShopProcess = {
    port,
    baseUrl: `http://127.0.0.1:${port}`,
    child,
    output: () => output,
    exited,
    kill: async () => {
      if (isRunning()) child.kill('SIGKILL');
      await exited;
      children.delete(shop);
    },
    stop: async () => {
      if (isRunning()) child.kill('SIGTERM');
      const timer = setTimeout(() => isRunning() && child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
      children.delete(shop);
    },
  };
  children.add(shop);

  const deadline = Date.now() + readyTimeoutMs;
  while (Date.now() < deadline) {
    if (!isRunning()) {
      await exited;
      children.delete(shop);
      const failure = `The shop exited with code ${child.exitCode} before it was ready:\n${output.slice(-4_000)}`;
      throw output.includes('EADDRINUSE') ? new PortTakenError(failure) : new Error(failure);
    }
    try {
      const response = await fetch(`${shop.baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) });
      // The log line proves the answer came from this shop, not from whatever else holds the port.
      if (response.status === 200 && output.includes('Shop listening on')) return shop;
    } catch {
      // Not listening yet.
    }
    await sleep(200);
  }
  await shop.kill();
  throw new Error(`The shop was not ready within ${readyTimeoutMs} ms:\n${output.slice(-4_000)}`);
}

/** For afterAll: no test leaves a server running, whatever failed. */
export async function killAllShops(): Promise<void> {
  await Promise.all([...children].map((shop) => shop.kill()));
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** A tiny HTTP client with a cookie jar, like one browser; every call has a deadline. */
export class Browser {
  private readonly cookies = new Map<string, string>();

  async request(
    baseUrl: string,
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
    timeoutMs = 30_000,
  ): Promise<{ status: number; body: any; ms: number }> {
    const started = Date.now();
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(this.cookies.size ? { cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ') } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const index = pair.indexOf('=');
      this.cookies.set(pair.slice(0, index).trim(), pair.slice(index + 1).trim());
    }
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // Not JSON: the test sees the raw text.
    }
    return { status: response.status, body: parsed, ms: Date.now() - started };
  }
}
