import { randomInt } from 'node:crypto';

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** "GH-7KQ2-M9XD-4TRB": 12 Crockford base32 characters (60 bits) from a secure source, unguessable and easy to read out. */
export function newOrderNumber(): string {
  const chars = Array.from({ length: 12 }, () => CROCKFORD[randomInt(32)]).join('');
  return grouped(chars);
}

export const ORDER_NUMBER = /^GH-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

function grouped(chars: string): string {
  return `GH-${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`;
}

/**
 * Shoppers type and read out order numbers: accept any spacing, dashes, case and the letters
 * Crockford reads as digits (O -> 0, I/L -> 1), with or without the GH prefix, and give back the
 * stored form. Anything else comes back as typed (upper case) and matches no order.
 */
export function normaliseOrderNumber(input: string): string {
  const compact = input.toUpperCase().replace(/[\s\-_.]/g, '');
  const body = compact.length === 14 && compact.startsWith('GH') ? compact.slice(2) : compact.length === 12 ? compact : null;
  return body === null ? compact : grouped(body.replace(/O/g, '0').replace(/[IL]/g, '1'));
}

/** The stored form of an order number as typed, or null when the text is not one (it then matches no order). */
export function asOrderNumber(input: string): string | null {
  const normalised = normaliseOrderNumber(input);
  return ORDER_NUMBER.test(normalised) ? normalised : null;
}
