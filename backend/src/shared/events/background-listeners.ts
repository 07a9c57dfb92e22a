import { BeforeApplicationShutdown, Injectable, Logger } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';

/** How long shutdown waits for listeners still at work before the database closes. */
export const BACKGROUND_LISTENERS_GRACE_MS = 5_000;

/**
 * Listener runs begun and not yet ended, in this process. Process-wide because the decorator is
 * applied to classes, not instances: a process runs one shop (the specs that start two wait for both).
 */
const running = new Set<Promise<unknown>>();

/**
 * A domain event's listener that runs after the emitter's caller has gone on, as `{ async: true }`
 * would (a staff member's answer does not wait for the supplier ledger), but counted from the
 * moment of the emit until it ends: shutdown lets it finish before the database closes, and a spec
 * can wait for it instead of racing it. `emitAsync` still waits for it.
 */
export function OnEventInBackground(event: string): MethodDecorator {
  return (target, key, descriptor) => {
    const handle = descriptor.value as unknown as (...args: unknown[]) => Promise<unknown>;
    const inBackground = function (this: unknown, ...args: unknown[]): Promise<unknown> {
      const run = new Promise((resolve) => setImmediate(resolve)).then(() => handle.apply(this, args));
      running.add(run);
      const forget = () => running.delete(run);
      run.then(forget, forget);
      return run;
    };
    descriptor.value = inBackground as unknown as typeof descriptor.value;
    return OnEvent(event)(target, key, descriptor);
  };
}

/** Resolves once every listener run begun so far, and every run those began, has ended. */
export async function backgroundListenersSettled(): Promise<void> {
  while (running.size > 0) await Promise.allSettled([...running]);
}

/** Nest closes the database in `onApplicationShutdown`, after every `beforeApplicationShutdown`. */
@Injectable()
export class BackgroundListenersAtShutdown implements BeforeApplicationShutdown {
  private readonly logger = new Logger('Shutdown');

  async beforeApplicationShutdown(): Promise<void> {
    if (running.size === 0) return;
    let timer: NodeJS.Timeout | undefined;
    const outOfTime = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), BACKGROUND_LISTENERS_GRACE_MS)));
    const ended = await Promise.race([backgroundListenersSettled(), outOfTime]);
    clearTimeout(timer);
    if (ended === 'late') this.logger.warn(`${running.size} event listener run(s) still at work after ${BACKGROUND_LISTENERS_GRACE_MS / 1000} s: the database closes under them`);
  }
}
