import { InvalidInputError } from './domain-errors';

/** DECISIONS: any printable ASCII string of 8 to 255 characters (the shop's pages send random ids). */
const IDEMPOTENCY_KEY = /^[\x20-\x7e]{8,255}$/;

/** The request's Idempotency-Key header, if it sent one; a malformed key answers 400. */
export function readIdempotencyKey(header: string | undefined): string | null {
  if (header === undefined) return null;
  if (!IDEMPOTENCY_KEY.test(header)) throw new InvalidInputError({ 'Idempotency-Key': ['Idempotency-Key must be 8 to 255 printable ASCII characters'] });
  return header;
}
