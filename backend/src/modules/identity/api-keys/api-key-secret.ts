import { createHash, randomBytes } from 'node:crypto';

/**
 * What a key starts with: `sk_test_` in a shop taking TEST MODE payments (no provider keys), else
 * `sk_live_`, so a key copied from a trial shop is told apart at a glance. The authenticator looks a
 * key up by its whole hash, so keys of either start keep working whatever mode the shop is in now.
 */
export const API_KEY_PREFIXES = { live: 'sk_live_', test: 'sk_test_' } as const;
/** How much of a secret lists show: the prefix and four characters of the random part. */
const SHOWN_LENGTH = API_KEY_PREFIXES.live.length + 4;

/** The prefix and 32 random bytes in base64url: what the integrator sends as `Authorization: Bearer`. */
export function newApiKeySecret(testMode: boolean): { secret: string; prefix: string; secretHash: string } {
  const secret = `${testMode ? API_KEY_PREFIXES.test : API_KEY_PREFIXES.live}${randomBytes(32).toString('base64url')}`;
  return { secret, prefix: secret.slice(0, SHOWN_LENGTH), secretHash: hashApiKeySecret(secret) };
}

export function hashApiKeySecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** The token of an `Authorization: Bearer <token>` header (RFC 6750), or null when the header is another scheme or malformed. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer +([A-Za-z0-9\-._~+/]+=*) *$/i.exec(header ?? '');
  return match ? match[1] : null;
}
