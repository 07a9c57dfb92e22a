/** The relay's idea of now: a spec moves it forward instead of sleeping through three days of retries. */
export const WEBHOOK_CLOCK = Symbol('WEBHOOK_CLOCK');

export interface WebhookClock {
  now(): Date;
}

export const systemClock: WebhookClock = { now: () => new Date() };
