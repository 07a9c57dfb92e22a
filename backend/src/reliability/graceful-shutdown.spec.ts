import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { killAllShops, sleep, startShop } from '../test-support/shop-process';

/**
 * SIGTERM during a request (ADR 074): the built server stops taking connections at once, the request
 * in flight still gets its answer, and the process then exits cleanly. The request is a sign-in whose
 * body arrives in two parts, the second after the signal.
 */
describe('SIGTERM while a request is in flight', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-shutdown-'));
  afterAll(async () => {
    await killAllShops();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('finishes the request, refuses new connections, and exits with 0', async () => {
    const shop = await startShop({ DATA_DIR: dataDir });
    const body = JSON.stringify({ email: 'nobody@example.com', password: 'not-the-password' });
    const answer = new Promise<number>((resolve, reject) => {
      const call = request(`${shop.baseUrl}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode!));
      });
      call.on('error', reject);
      call.write(body.slice(0, 10));
      // The rest after the signal: the server is reading this request when SIGTERM arrives.
      setTimeout(() => call.end(body.slice(10)), 1_500);
    });
    await sleep(300);
    shop.child.kill('SIGTERM');
    await sleep(500);
    await expect(fetch(`${shop.baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) })).rejects.toThrow();
    expect(await answer).toBe(401);
    expect(await shop.exited).toBe(0);
    expect(shop.output()).toMatch(/SIGTERM: taking no new connections; 1 request\(s\) in flight/);
  });
});
