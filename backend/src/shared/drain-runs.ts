/**
 * A relay's runs, one at a time per process. `runOnce` waits for the run under way and starts a new
 * one; `wake` starts one in the background or, during one, another right after it (the run under
 * way may have missed the rows that woke it); `stop` lets the run under way end and starts no more.
 */
export class DrainRuns {
  private running: Promise<number> | null = null;
  private wokenWhileRunning = false;
  private stopped = false;

  constructor(
    private readonly drain: () => Promise<number>,
    private readonly failed: (error: Error) => void,
  ) {}

  /** How many rows the run tried. */
  async runOnce(): Promise<number> {
    while (this.running) await this.running.catch(() => 0);
    this.running = this.drain().finally(() => (this.running = null));
    return this.running;
  }

  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.wokenWhileRunning = true;
      return;
    }
    this.wokenWhileRunning = false;
    this.runOnce()
      .catch((error: Error) => this.failed(error))
      .finally(() => {
        if (this.wokenWhileRunning) this.wake();
      });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.running;
  }
}
