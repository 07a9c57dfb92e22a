import { anyOfTheWords, correctableWords, editDistance, normaliseSearchText, replaceWords, skeleton, synonymVariants } from './search-text';

describe('search text', () => {
  it('normalises case, accents and spaces', () => {
    expect(normaliseSearchText('  Kenté   CLOTH ')).toBe('kente cloth');
  });

  it('offers for correction only words of three letters or more, not numbers, "or" or excluded words', () => {
    expect(correctableWords('kenti or 2024 xl -clutch "royl purple"')).toEqual(['kenti', 'royl', 'purple']);
  });

  it('replaces whole words only, keeping the query syntax', () => {
    expect(replaceWords('Kenti "kenti cloth" -kentis', new Map([['kenti', 'kente']]))).toBe('kente "kente cloth" -kentis');
  });

  it('widens a query once per other term of each group it mentions, phrases quoted', () => {
    const groups = [['fugu', 'batakari', 'smock'], ['ankara', 'wax print']];
    expect(synonymVariants('red fugu', groups)).toEqual(['red fugu', 'red batakari', 'red smock']);
    expect(synonymVariants('ankara fugu', groups)).toHaveLength(6);
    expect(synonymVariants('ankara dress', groups)).toEqual(['ankara dress', '"wax print" dress']);
    expect(synonymVariants('wax  print dress', groups)).toEqual(['wax print dress', 'ankara dress']);
    // Not inside another word, not an excluded term.
    expect(synonymVariants('fugus -ankara', groups)).toEqual(['fugus -ankara']);
  });

  it('reads a query of plain words as any of them, and leaves one with its own syntax alone', () => {
    expect(anyOfTheWords('HD  Sankofa')).toBe('hd or sankofa');
    expect(anyOfTheWords('sankofa')).toBeNull();
    expect(anyOfTheWords('"royal purple" clutch')).toBeNull();
    expect(anyOfTheWords('kente -clutch')).toBeNull();
    expect(anyOfTheWords('kente or clutch')).toBeNull();
    expect(anyOfTheWords('wide-leg jumpsuit')).toBe('wide or leg or jumpsuit');
  });

  it('counts a swap of neighbours as one edit', () => {
    expect(editDistance('ketne', 'kente')).toBe(1);
    expect(editDistance('dashki', 'dashiki')).toBe(1);
    expect(editDistance('kente', 'kente')).toBe(0);
    expect(editDistance('', 'abc')).toBe(3);
  });

  it('keeps a skeleton without vowels or doubled letters, as the lexicon does', () => {
    expect(skeleton('batakari')).toBe('btkr');
    expect(skeleton('bttkr')).toBe('btkr');
  });
});
