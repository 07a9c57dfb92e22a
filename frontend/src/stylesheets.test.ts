import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import postcss from 'postcss';

/*
 * Vite's CSS minifier only warns about a missing or stray brace and ships the file misread: every
 * rule after it lost or swallowed into the broken one, in a build that passes. Every stylesheet
 * must parse.
 */
const src = __dirname;
const stylesheets = readdirSync(src, { recursive: true })
  .map(String)
  .filter((file) => file.endsWith('.css'));

it('finds the stylesheets', () => {
  expect(stylesheets).toEqual(expect.arrayContaining(['global.css', 'storefront/cart.css']));
});

it.each(stylesheets)('%s parses', (file) => {
  expect(() => postcss.parse(readFileSync(join(src, file), 'utf8'), { from: file })).not.toThrow();
});
