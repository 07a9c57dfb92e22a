/**
 * Money rules shared by the server and the storefront: amounts are Ghana cedis held as integer
 * pesewas (1 cedi = 100 pesewas) and written as decimal strings with two places ("112.00").
 * This file imports nothing: it runs in the server and in the browser alike.
 */

export type Pesewas = number;

/** An amount as the API takes it: up to 8 digits of cedis and at most 2 decimals ("112", "112.5", "112.00"). */
export const MONEY_AMOUNT = /^\d{1,8}(\.\d{1,2})?$/;

/** What the shop parses: up to 13 whole digits, so sums of stored amounts (revenue) stay safe integers of pesewas. */
const DECIMAL_AMOUNT = /^(\d{1,13})(?:\.(\d{1,2}))?$/;

/** The most one stored amount holds: numeric(10,2), i.e. ₵99,999,999.99. Sums (revenue) may exceed it. */
export const MAX_STORED_AMOUNT: Pesewas = 99_999_999_99;

/** "112.5" -> 11250. Throws on anything that is not a non-negative amount with at most 2 decimals. */
export function toPesewas(amount: string | number): Pesewas {
  const text = typeof amount === 'number' ? amountNumberToText(amount) : amount.trim();
  const match = DECIMAL_AMOUNT.exec(text);
  if (!match) throw new RangeError(`Not a money amount: '${amount}'`);
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** A typed decimal amount with any number of decimals ('99.999'), for telling such a one apart. */
const LONG_DECIMAL_AMOUNT = /^(\d{1,13})\.(\d{3,20})$/;

/** True for an amount typed with more than the 2 decimals a cedi amount has ('99.999'): the server refuses it. */
export function hasMoreThanTwoDecimals(amount: string): boolean {
  return LONG_DECIMAL_AMOUNT.test(amount.trim());
}

/**
 * A typed amount rounded half up to the pesewa ('99.999' -> 10000, '10.005' -> 1001), from its
 * decimal text so no float rounds it first; null when it is not a non-negative decimal amount.
 * For previews only: what is stored and sent keeps at most 2 decimals (toPesewas).
 */
export function roundedToPesewas(amount: string): Pesewas | null {
  const text = amount.trim();
  const long = LONG_DECIMAL_AMOUNT.exec(text);
  if (!long) {
    try {
      return toPesewas(text);
    } catch {
      return null;
    }
  }
  const [, whole, decimals] = long;
  const pesewas = Number(whole) * 100 + Number(decimals.slice(0, 2));
  return decimals[2] >= '5' ? pesewas + 1 : pesewas;
}

/** What a form accepts in an amount field: a MONEY_AMOUNT once trimmed (the form sends it trimmed). */
export function isMoneyAmount(amount: unknown): boolean {
  if (typeof amount !== 'string' && typeof amount !== 'number') return false;
  try {
    return toPesewas(amount) <= MAX_STORED_AMOUNT;
  } catch {
    return false;
  }
}

/** 11250 -> "112.50" */
export function fromPesewas(pesewas: Pesewas): string {
  if (!Number.isSafeInteger(pesewas)) throw new RangeError(`Not a whole number of pesewas: ${pesewas}`);
  const sign = pesewas < 0 ? '-' : '';
  const abs = Math.abs(pesewas);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** numerator/denominator of an amount, rounded half up to the pesewa, in integers only. */
export function multiplyRoundHalfUp(pesewas: Pesewas, numerator: number, denominator: number): Pesewas {
  if (pesewas < 0) throw new RangeError('Negative amounts are not rounded here');
  if (!Number.isSafeInteger(pesewas * numerator * 2 + denominator)) throw new RangeError(`Too large to round exactly: ${pesewas} x ${numerator}/${denominator}`);
  return Math.floor((pesewas * numerator * 2 + denominator) / (denominator * 2));
}

/** "1234.5" -> "₵1,234.50" */
export function formatCedis(amount: string | number | Pesewas, options: { fromPesewas?: boolean } = {}): string {
  const pesewas = options.fromPesewas ? (amount as number) : toPesewas(amount);
  const [whole, fraction] = fromPesewas(pesewas).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `₵${grouped}.${fraction}`;
}

function amountNumberToText(amount: number): string {
  if (!Number.isFinite(amount) || amount < 0) throw new RangeError(`Not a money amount: ${amount}`);
  // Numbers arrive from JSON clients (e.g. supplier cost prices); more than 2 decimals is refused.
  const text = String(amount);
  if (/e/i.test(text)) throw new RangeError(`Not a money amount: ${amount}`);
  return text;
}
