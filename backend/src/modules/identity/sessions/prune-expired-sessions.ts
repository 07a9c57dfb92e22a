import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DbSessionStore } from './db-session-store';

export const PRUNE_INTERVAL_MS = 60 * 60 * 1000;
/** Instances started together on one PostgreSQL spread their prunes over a few minutes. */
export const PRUNE_JITTER_MS = 5 * 60 * 1000;

/**
 * Reads skip expired sessions, but nothing else deletes them: without this the session tables
 * only grow. The first prune comes at a random point of the first hour, so a shop restarted more
 * often than hourly still prunes; then about hourly.
 */
@Injectable()
export class PruneExpiredSessions implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Sessions');
  private readonly stores: DbSessionStore[];
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(@InjectDataSource() dataSource: DataSource) {
    this.stores = [new DbSessionStore(dataSource, 'sessions'), new DbSessionStore(dataSource, 'supplier_sessions')];
  }

  onApplicationBootstrap(): void {
    this.schedule(Math.random() * PRUNE_INTERVAL_MS);
  }

  onApplicationShutdown(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  async pruneNow(): Promise<void> {
    for (const store of this.stores) {
      // One table failing (a database blip) must not stop the other or the next round.
      await store.prune().catch((error: unknown) => this.logger.warn(`Could not prune expired sessions: ${error instanceof Error ? error.message : error}`));
    }
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      void this.pruneNow().finally(() => this.schedule(PRUNE_INTERVAL_MS + (Math.random() * 2 - 1) * PRUNE_JITTER_MS));
    }, delayMs);
    // Housekeeping never keeps the process alive.
    this.timer.unref();
  }
}
