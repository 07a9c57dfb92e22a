import { randomInt } from 'node:crypto';

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** "GH-7KQ2-M9XD-4TRB": 12 Crockford base32 characters (60 bits) from a secure source, unguessable and easy to read out. */
export function newOrderNumber(): string {
  const chars = Array.from({ length: 12 }, () => CROCKFORD[randomInt(32)]).join('');
  return `GH-${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`;
}

export const ORDER_NUMBER = /^GH-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

/** Shoppers type order numbers: accept lower case and the letters Crockford reads as digits. */
export function normaliseOrderNumber(input: string): string {
  return input.trim().toUpperCase().replace(/O/g, '0').replace(/[IL]/g, '1');
}
