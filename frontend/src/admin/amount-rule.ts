import { formatCedis, hasMoreThanTwoDecimals, isMoneyAmount, MAX_STORED_AMOUNT, toPesewas } from '@shop/rules';

/** Why a typed amount is not one the shop takes, in the words of the mistake; null when it is. */
export function amountMistake(value: string, example: string): string | null {
  const typed = value.trim();
  if (isMoneyAmount(typed)) return null;
  if (typed.startsWith('-')) return 'An amount cannot be negative';
  if (/^\d+(\.\d+)?$/.test(typed)) {
    return hasMoreThanTwoDecimals(typed) ? `At most 2 decimals, like ${example}` : `At most ${formatCedis(MAX_STORED_AMOUNT, { fromPesewas: true })}`;
  }
  return `Enter an amount like ${example}`;
}

/**
 * The rule of an amount field: empty passes (a required rule speaks for it), then an amount like
 * `example` with at most 2 decimals, then `problem` of its pesewas (null when there is none).
 */
export function amountRule(example: string, problem: (pesewas: number) => string | null = () => null) {
  return {
    validator: (_: unknown, value: string | undefined) => {
      if (!value) return Promise.resolve();
      const mistake = amountMistake(value, example);
      if (mistake) return Promise.reject(new Error(mistake));
      const message = problem(toPesewas(value.trim()));
      return message ? Promise.reject(new Error(message)) : Promise.resolve();
    },
  };
}
