import { createHash, randomBytes } from 'node:crypto';

export const API_KEY_PREFIX = 'sk_live_';
/** How much of a secret lists show: the prefix and four characters of the random part. */
const SHOWN_LENGTH = API_KEY_PREFIX.length + 4;

/** `sk_live_` and 32 random bytes in base64url: what the integrator sends as `Authorization: Bearer`. */
export function newApiKeySecret(): { secret: string; prefix: string; secretHash: string } {
  const secret = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
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
