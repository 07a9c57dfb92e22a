/** A Ghana MoMo number as Paystack takes it: 0 and nine digits, however it was typed (+233, spaces). */
export function momoNumber(typed: string): string | null {
  const digits = typed.replace(/[\s()-]/g, '');
  const local = /^\+?233(\d{9})$/.exec(digits)?.[1] ?? /^0(\d{9})$/.exec(digits)?.[1];
  return local ? `0${local}` : null;
}

/** Paystack's codes for Ghana's Mobile Money networks, with the prefixes each was given. */
const NETWORK_PREFIXES: readonly { code: string; prefixes: readonly string[] }[] = [
  { code: 'MTN', prefixes: ['024', '025', '053', '054', '055', '059'] },
  { code: 'VOD', prefixes: ['020', '050'] },
  { code: 'ATL', prefixes: ['026', '027', '056', '057'] },
];

/**
 * The networks a number's wallet may be on, the one its prefix was given first: numbers move
 * between networks (Ghana has number portability since 2011), so a prefix is a guess that Paystack's
 * resolve confirms, and the others are asked after it.
 */
export function momoNetworksToTry(localNumber: string): string[] {
  const byPrefix = NETWORK_PREFIXES.find((network) => network.prefixes.includes(localNumber.slice(0, 3)))?.code;
  const all = NETWORK_PREFIXES.map((network) => network.code);
  return byPrefix ? [byPrefix, ...all.filter((code) => code !== byPrefix)] : all;
}

/** "024•••4567": enough for a supplier, staff or a shopper to know the account, not enough to copy it. */
export function maskedAccount(accountNumber: string): string {
  return accountNumber.length <= 7 ? accountNumber : `${accountNumber.slice(0, 3)}•••${accountNumber.slice(-4)}`;
}
