import { Inject, Injectable, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { addIntervalJob, stopIntervalJob } from '../../shared/scheduled-jobs';
import { EmbeddedDatabase } from '../embedded-database';
import { countedJobRun } from '../../shared/metrics/job-runs';

/** How often a running shop asks whether its newest backup is BACKUP_HOURS old. */
const BACKUP_CHECK_MS = 10 * 60_000;
export const BACK_UP_EMBEDDED_DATABASE_JOB = 'back-up-embedded-database';

/**
 * Only while the embedded engine runs on DATA_DIR with backups on (ADR 035): a copy at start when
 * the newest is BACKUP_HOURS old, then the same question every ten minutes. One process at most
 * runs it, since DATA_DIR is locked to the process that opened it.
 */
@Injectable()
export class BackUpEmbeddedDatabaseJob implements OnApplicationBootstrap, OnModuleDestroy {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly registry: SchedulerRegistry,
    private readonly database: EmbeddedDatabase,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.database.backups || !this.config.jobsInProcess) return;
    const backUpIfDue = () => void countedJobRun(BACK_UP_EMBEDDED_DATABASE_JOB, () => this.database.backUpIfDue()).catch(() => undefined);
    backUpIfDue();
    addIntervalJob(this.registry, BACK_UP_EMBEDDED_DATABASE_JOB, BACKUP_CHECK_MS, backUpIfDue);
  }

  /** The copy being written is waited for by EmbeddedDatabase, before the engine stops. */
  onModuleDestroy(): void {
    stopIntervalJob(this.registry, BACK_UP_EMBEDDED_DATABASE_JOB);
  }
}
