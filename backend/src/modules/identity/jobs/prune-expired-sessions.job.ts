import { Injectable, Logger } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { hourlyAtARandomMinute } from '../../../shared/scheduled-jobs';
import { DbSessionStore } from '../sessions/db-session-store';
import { countedJobRun } from '../../../shared/metrics/job-runs';

export const PRUNE_EXPIRED_SESSIONS_JOB = 'prune-expired-sessions';

/**
 * Reads skip expired sessions, but nothing else deletes them: without this the session tables
 * only grow. Instances sharing one PostgreSQL may prune at once: a row is deleted by one of them.
 */
@Injectable()
export class PruneExpiredSessionsJob {
  private readonly logger = new Logger('Sessions');
  private readonly stores: DbSessionStore[];

  constructor(@InjectDataSource() dataSource: DataSource) {
    this.stores = [new DbSessionStore(dataSource, 'sessions'), new DbSessionStore(dataSource, 'supplier_sessions')];
  }

  @Cron(hourlyAtARandomMinute(), { name: PRUNE_EXPIRED_SESSIONS_JOB, waitForCompletion: true, unrefTimeout: true })
  async pruneNow(): Promise<void> {
    // One round, failed when either table failed; one table failing (a database blip) must not stop the other or the next round.
    await countedJobRun(PRUNE_EXPIRED_SESSIONS_JOB, async () => {
      let failure: unknown = null;
      for (const store of this.stores) {
        await store.prune().catch((error: unknown) => {
          failure = error;
          this.logger.warn(`Could not prune expired sessions: ${error instanceof Error ? error.message : error}`);
        });
      }
      if (failure) throw failure;
    }).catch(() => undefined);
  }
}
