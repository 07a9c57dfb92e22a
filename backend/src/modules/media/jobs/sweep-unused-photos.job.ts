import { Injectable, Logger } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { hourlyAtARandomMinute } from '../../../shared/scheduled-jobs';
import { SweepUnusedPhotosCommand } from '../commands/sweep-unused-photos/sweep-unused-photos.command';
import { SweepUnusedPhotosHandler } from '../commands/sweep-unused-photos/sweep-unused-photos.handler';
import { countedJobRun } from '../../../shared/metrics/job-runs';

export const SWEEP_UNUSED_PHOTOS_JOB = 'sweep-unused-photos';

/** Instances sharing one database may sweep at once: marking is idempotent, and deleting what another just deleted changes nothing. */
@Injectable()
export class SweepUnusedPhotosJob {
  private readonly logger = new Logger('Photos');

  constructor(private readonly sweep: SweepUnusedPhotosHandler) {}

  @Cron(hourlyAtARandomMinute(), { name: SWEEP_UNUSED_PHOTOS_JOB, waitForCompletion: true, unrefTimeout: true })
  async sweepNow(): Promise<void> {
    await countedJobRun(SWEEP_UNUSED_PHOTOS_JOB, () => this.sweep.execute(new SweepUnusedPhotosCommand())).catch((error: unknown) => this.logger.warn(`Could not sweep unused photos: ${error instanceof Error ? error.message : error}`));
  }
}
