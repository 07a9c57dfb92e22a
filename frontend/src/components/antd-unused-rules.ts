import type { CSSObject, Transformer } from '@ant-design/cssinjs';

/**
 * Appearances of antd's parts that no screen of the shop asks for. antd writes the rules of every
 * appearance a part can take as soon as the part is on a page; these were 61 of the 151 kB of antd
 * rules the server sent with the supplier sign-in (ADR 080). `antd-unused-rules.test.tsx` fails when
 * a screen asks for one of them.
 */
const NEVER_RENDERED: readonly RegExp[] = [
  // <Button color="blue" ...>: the shop's buttons take the default, primary, danger or link colour.
  /\.ant-btn-color-(?!(?:default|primary|dangerous|link)(?![\w-]))[a-z]+(?![\w-])/,
  // <Tabs tabPosition="left|right|bottom"> or type="card": the shop's tabs are a line on top.
  /\.ant-tabs-(?:left|right|bottom|card)(?![\w-])/,
];

/** The selectors of a rule's key, split at the commas outside brackets (`:where(a, b)` stays whole). */
function selectorsOf(key: string): string[] {
  const selectors: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < key.length; index++) {
    const char = key[index];
    if (char === '(' || char === '[') depth++;
    else if (char === ')' || char === ']') depth--;
    else if (char === ',' && depth === 0) {
      selectors.push(key.slice(start, index));
      start = index + 1;
    }
  }
  selectors.push(key.slice(start));
  return selectors;
}

/** A selector without what is inside brackets: `:not(.ant-tabs-left)` does not ask for the left side. */
function outsideBrackets(selector: string): string {
  let outside = selector;
  for (let previous = ''; previous !== outside; ) {
    previous = outside;
    outside = outside.replace(/\([^()]*\)|\[[^[\]]*\]/g, '');
  }
  return outside;
}

/**
 * The style without the rules whose every selector is one of the appearances above. A rule shared
 * with a used appearance stays whole: its key renamed could meet the next rule's (`-top, -bottom`
 * then `-top`), and an object keeps one rule a key.
 */
export function withoutUnusedRules(style: CSSObject): CSSObject {
  const unused = (key: string, value: unknown) =>
    // Only a nested rule is a candidate: a property's key never names a class.
    typeof value === 'object' && value !== null && key.includes('.ant-') && selectorsOf(key).every((selector) => NEVER_RENDERED.some((pattern) => pattern.test(outsideBrackets(selector))));
  const entries = Object.entries(style);
  const kept = entries.filter(([key, value]) => !unused(key, value));
  return kept.length === entries.length ? style : (Object.fromEntries(kept) as CSSObject);
}

/** For antd's StyleProvider: on the server's pages and in the browser alike. */
export const unusedAntdRules: Transformer = { visit: withoutUnusedRules };
