/**
 * The shop's search text rules, shared by the search provider and its tests: how a query is
 * normalised, which of its words may be misspelt, and how synonyms widen it. The query keeps
 * websearch syntax ("quoted phrases", -exclude, or).
 */

/** Lower case, accents dropped ("Kenté" is "kente"), spaces collapsed: what the lexicon holds. */
export function normaliseSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

const WORD = /[\p{L}\p{N}]+/gu;

/** Words a shopper may have misspelt: three letters or more, not numbers, not excluded, not "or". */
export function correctableWords(text: string): string[] {
  const words = new Set<string>();
  for (const match of normaliseSearchText(text).matchAll(WORD)) {
    const word = match[0];
    const excluded = match.index > 0 && text.normalize('NFD').toLowerCase()[match.index - 1] === '-';
    if (word.length >= 3 && !/^\p{N}+$/u.test(word) && word !== 'or' && !excluded) words.add(word);
  }
  return [...words];
}

/** The query with whole words replaced (a correction), its syntax kept. */
export function replaceWords(text: string, replacements: ReadonlyMap<string, string>): string {
  return normaliseSearchText(text).replace(WORD, (word) => replacements.get(word) ?? word);
}

/**
 * A query of plain words as "any of them" ("hd sankofa" is "hd or sankofa"); null for one word, or
 * a query with its own phrases, exclusions or "or".
 */
export function anyOfTheWords(text: string): string | null {
  const normalised = normaliseSearchText(text);
  if (/"|(^|\s)-|(^|\s)or(\s|$)/.test(normalised)) return null;
  const words = normalised.match(WORD) ?? [];
  return words.length >= 2 ? words.join(' or ') : null;
}

const MAX_VARIANTS = 12;

/**
 * The query as typed, then once per other term of each synonym group it mentions: "fugu red"
 * with fugu = batakari = smock gives "fugu red", "batakari red", "smock red". A term of several
 * words goes in as a phrase. Excluded terms (-fugu) are not widened.
 */
export function synonymVariants(text: string, groups: readonly (readonly string[])[]): string[] {
  let variants = [normaliseSearchText(text)];
  for (const group of groups) {
    const found = group.find((term) => termPattern(term).test(variants[0]));
    if (!found) continue;
    const widened = variants.flatMap((variant) => [
      variant,
      ...group.filter((term) => term !== found).map((term) => variant.replace(termPattern(found), (_, before: string) => `${before}${term.includes(' ') ? `"${term}"` : term}`)),
    ]);
    variants = [...new Set(widened)].slice(0, MAX_VARIANTS);
  }
  return variants;
}

function termPattern(term: string): RegExp {
  const escaped = term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+');
  // A whole word or phrase, not inside a quoted phrase's word nor after a minus.
  return new RegExp(`(^|[^\\p{L}\\p{N}\\-"])${escaped}(?![\\p{L}\\p{N}])`, 'u');
}

/**
 * Edits between two words, a swap of neighbours counting as one (optimal string alignment):
 * "dashki" is one from "dashiki", "ketne" one from "kente".
 */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) => Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}

/** A word without vowels or doubled letters, as the lexicon's skeleton column keeps it. */
export function skeleton(word: string): string {
  return word.replace(/[aeiouy]/g, '').replace(/(.)\1+/g, '$1');
}
