import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { SweepUnusedPhotosCommand } from './sweep-unused-photos.command';
import { SweepUnusedPhotosHandler } from './sweep-unused-photos.handler';

const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/** About hourly, at a random point of the first hour (instances started together spread out). */
@Injectable()
export class SweepUnusedPhotosHourly implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Photos');
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(private readonly sweep: SweepUnusedPhotosHandler) {}

  onApplicationBootstrap(): void {
    this.schedule(Math.random() * SWEEP_INTERVAL_MS);
  }

  onApplicationShutdown(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      void this.sweep
        .execute(new SweepUnusedPhotosCommand())
        .catch((error: unknown) => this.logger.warn(`Could not sweep unused photos: ${error instanceof Error ? error.message : error}`))
        .finally(() => this.schedule(SWEEP_INTERVAL_MS));
    }, delayMs);
    // Housekeeping never keeps the process alive.
    this.timer.unref();
  }
}
