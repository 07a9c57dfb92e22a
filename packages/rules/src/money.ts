/**
 * Money rules shared by the server and the storefront: amounts are Ghana cedis held as integer
 * pesewas (1 cedi = 100 pesewas) and written as decimal strings with two places ("112.00").
 * This file imports nothing: it runs in the server and in the browser alike.
 */

export type Pesewas = number;

/** An amount as the API takes it: up to 8 digits of cedis and at most 2 decimals ("112", "112.5", "112.00"). */
export const MONEY_AMOUNT = /^\d{1,8}(\.\d{1,2})?$/;

/** "112.5" -> 11250. Throws on anything that is not a non-negative amount with at most 2 decimals. */
export function toPesewas(amount: string | number): Pesewas {
  const text = typeof amount === 'number' ? amountNumberToText(amount) : amount.trim();
  if (!MONEY_AMOUNT.test(text)) throw new RangeError(`Not a money amount: '${amount}'`);
  const [cedis, fraction = ''] = text.split('.');
  return Number(cedis) * 100 + Number(fraction.padEnd(2, '0'));
}

/** What a form accepts in an amount field: a MONEY_AMOUNT once trimmed (the form sends it trimmed). */
export function isMoneyAmount(amount: unknown): boolean {
  if (typeof amount !== 'string' && typeof amount !== 'number') return false;
  try {
    toPesewas(amount);
    return true;
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
