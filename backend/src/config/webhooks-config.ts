import { ConfigError } from './env-reader';

export interface WebhooksConfig {
  /**
   * WEBHOOK_ALLOW_PRIVATE=on: endpoints may use http:// and private or loopback addresses (testing
   * against a receiver on one's own machine). Off by default: the shop never posts into its own network.
   */
  allowPrivate: boolean;
  /** Send from this process (WEBHOOK_RELAY, on by default; tests turn it off unless they watch it). */
  relayInProcess: boolean;
  /** How often due retries are looked for (WEBHOOK_POLL_SECONDS, default 30). */
  pollSeconds: number;
  /** How long one attempt may take; 10 s unless a spec waits for a timeout. */
  timeoutMs: number;
}

export function loadWebhooksConfig(env: NodeJS.ProcessEnv): WebhooksConfig {
  const allow = (env.WEBHOOK_ALLOW_PRIVATE ?? 'off').toLowerCase();
  if (!['on', 'off'].includes(allow)) throw new ConfigError(`WEBHOOK_ALLOW_PRIVATE must be on or off, got '${env.WEBHOOK_ALLOW_PRIVATE}'`);
  const poll = env.WEBHOOK_POLL_SECONDS ?? '30';
  if (!/^[1-9]\d*$/.test(poll)) throw new ConfigError(`WEBHOOK_POLL_SECONDS must be a whole number of seconds, got '${poll}'`);
  return { allowPrivate: allow === 'on', relayInProcess: env.WEBHOOK_RELAY !== 'off', pollSeconds: Number(poll), timeoutMs: 10_000 };
}
