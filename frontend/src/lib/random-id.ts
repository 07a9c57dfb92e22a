const ALPHANUMERIC = 'abcdefghijklmnopqrstuvwxyz0123456789';
/** The largest multiple of 36 below 256: bytes at or above it are redrawn so every character is equally likely. */
const UNBIASED_LIMIT = 256 - (256 % ALPHANUMERIC.length);

/**
 * `length` random lower-case letters and digits from the browser's secure random source.
 * crypto.getRandomValues works on plain http too, unlike crypto.randomUUID (secure contexts only),
 * so a phone on the shop's LAN address gets the same ids as one on https.
 */
export function randomId(length: number): string {
  let id = '';
  const bytes = new Uint8Array(length * 2);
  while (id.length < length) {
    crypto.getRandomValues(bytes);
    for (const byte of bytes) {
      if (byte < UNBIASED_LIMIT) id += ALPHANUMERIC[byte % ALPHANUMERIC.length];
      if (id.length === length) break;
    }
  }
  return id;
}
