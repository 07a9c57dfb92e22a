/** What a review shows when its stored name has nothing that can be shown. */
export const ANONYMOUS_REVIEWER = 'A shopper';

// Anything that could identify or reach the reviewer beyond a name: e-mail addresses, order numbers
// (GH-...), phone numbers and other words with digits.
const NOT_A_NAME = /[@\d]/;

/**
 * The name a public review shows: the first name and the last name's initial ("Ama Mensah" ->
 * "Ama M."), never an e-mail address, phone or order number, whatever was typed as the name.
 */
export function reviewerDisplayName(storedName: string): string {
  const words = storedName
    .split(/\s+/)
    .map((word) => word.replace(/^[^\p{L}]+|[^\p{L}.'-]+$/gu, ''))
    .filter((word) => word.length > 0 && !NOT_A_NAME.test(word) && /\p{L}/u.test(word));
  if (words.length === 0) return ANONYMOUS_REVIEWER;
  const first = words[0];
  if (words.length === 1) return first;
  const initial = [...words[words.length - 1]].find((char) => /\p{L}/u.test(char))!;
  return `${first} ${initial.toUpperCase()}.`;
}
