import { Logger } from '@nestjs/common';
import { NestExpressApplication } from '@nestjs/platform-express';
import { IncomingMessage, Server, ServerResponse } from 'node:http';

/** How long requests in flight may take to finish after SIGTERM before their connections are cut. */
export const SHUTDOWN_GRACE_MS = 10_000;

/**
 * SIGTERM or SIGINT (a deploy, `docker compose stop`): stop listening at once, so the proxy sends new
 * requests to the other replicas; let the requests in flight finish, up to `graceMs`; only then stop
 * the jobs and close the database (ADR 074). Nest's own shutdown hooks would close the HTTP server
 * last, after the jobs and with no bound.
 */
export function closeGracefullyOnSignal(app: NestExpressApplication, graceMs = SHUTDOWN_GRACE_MS): void {
  const server = app.getHttpServer() as Server;
  const logger = new Logger('Shutdown');
  const inFlight = new Set<ServerResponse>();
  let draining = false;

  server.prependListener('request', (_request: IncomingMessage, response: ServerResponse) => {
    inFlight.add(response);
    // A keep-alive client must open its next request elsewhere: answers sent while draining close their connection.
    if (draining) response.shouldKeepAlive = false;
    response.once('close', () => {
      inFlight.delete(response);
      if (draining) setImmediate(() => server.closeIdleConnections());
    });
  });

  const stop = async (signal: NodeJS.Signals): Promise<void> => {
    if (draining) return;
    draining = true;
    logger.log(`${signal}: taking no new connections; ${inFlight.size} request(s) in flight get up to ${graceMs / 1000} s`);
    for (const response of inFlight) if (!response.headersSent) response.shouldKeepAlive = false;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    const cut = setTimeout(() => {
      logger.warn(`${inFlight.size} request(s) still in flight after ${graceMs / 1000} s: closing their connections`);
      server.closeAllConnections();
    }, graceMs);
    await closed;
    clearTimeout(cut);
    try {
      await app.close();
    } catch (error) {
      logger.error(`Shutdown failed: ${error instanceof Error ? error.message : error}`);
      process.exit(1);
    }
    logger.log('Stopped');
    process.exit(0);
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, (received) => void stop(received));
}
