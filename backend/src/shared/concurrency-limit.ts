/**
 * Runs at most `max` tasks at once; the others wait their turn, first come first served. For work
 * whose memory grows with how many run together (decoding an image, an scrypt hash) and that is
 * CPU-bound anyway, so running more at once than there are cores buys no speed.
 */
export class ConcurrencyLimit {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(readonly max: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active < this.max) this.active += 1;
    // The finishing task hands its place straight to the next, so no late arrival can jump the queue.
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.active -= 1;
    }
  }
}
