import { Injectable } from '@nestjs/common';
import { ChangeNotifications } from '../../../database/change-notifications';
import { NotifiedCache } from '../../../database/notified-cache';
import { ReplicaReads } from '../../../database/replica-reads';
import { ProductSearch, ProductSearchResult, ProductSuggestion, SearchProvider } from './search-provider';
import { anyOfTheWords, correctableWords, editDistance, normaliseSearchText, replaceWords, skeleton, synonymVariants } from './search-text';

/** Announced by whoever saves the synonym groups: every instance reads them again. */
export const SEARCH_SYNONYMS_TOPIC = 'search-synonyms';

/** Fewer products than this for the query as typed, and its misspelt words are corrected too. */
const FEW_RESULTS = 3;
/** Lexicon words a misspelt word is compared with, from each of the two ways of finding them. */
const CANDIDATES = 8;
/** Matches a search ranks; past this many it lists the newest first, and any of the words lists no more. */
const RANK_AT_MOST = 2000;
/** Known words of the same first letter and about the same length, compared by edits here. */
const SAME_START_CANDIDATES = 100;
const CONFIG = `'public.shop_search'`;

// Each order ends on the id so pages never repeat or skip a product.
const ORDER_BY: Record<ProductSearch['sort'], string> = {
  relevance: 'exact DESC, rank DESC, "createdAt" DESC, id',
  newest: '"createdAt" DESC, id',
  'price-asc': 'price, id',
  'price-desc': 'price DESC, id',
  name: 'name, id',
};

/**
 * Known words alike in their trigrams, in their skeleton, or in their first letter and length:
 * a short word or a swap shares few trigrams ("wie" and "wide", "asatne" and "asante").
 */
const CANDIDATES_OF = (word: string, wordSkeleton: string) => `
  (SELECT word, products FROM search_words WHERE word % ${word} ORDER BY similarity(word, ${word}) DESC, products DESC LIMIT ${CANDIDATES})
  UNION (SELECT word, products FROM search_words WHERE skeleton = ${wordSkeleton} ORDER BY products DESC LIMIT ${CANDIDATES})
  UNION (SELECT word, products FROM search_words WHERE left(word, 1) = left(${word}, 1) AND length(word) BETWEEN length(${word}) - 2 AND length(${word}) + 2
          ORDER BY products DESC, word LIMIT ${SAME_START_CANDIDATES})`;

interface Candidate {
  word: string;
  products: number;
  similarity: number;
}

/**
 * Search in the shop's own PostgreSQL (ADR 062), the same on PGlite: full-text search of each
 * product's document (migration 1795698000000) with websearch syntax and synonyms, ranked; when
 * that finds few, the query again with each word the lexicon does not know replaced by its
 * nearest known word (trigram similarity, the same vowel-less skeleton, or the same first letter,
 * then fewest edits); and when even that finds few, the products with any of the words (at most
 * RANK_AT_MOST past those with all of them).
 */
@Injectable()
export class PostgresSearchProvider implements SearchProvider {
  /**
   * Every search reads the groups, staff rarely change them: kept until they are saved again on any
   * instance (a round trip less a search, issue 36). A topic of their own, not the catalog's: every
   * sale announces the catalog, and would have them read again after each one.
   */
  private readonly synonyms: NotifiedCache<string[][]>;

  constructor(
    private readonly reads: ReplicaReads,
    notifications: ChangeNotifications,
  ) {
    this.synonyms = new NotifiedCache<string[][]>(notifications, { topic: SEARCH_SYNONYMS_TOPIC, maxEntries: 1 });
  }

  async search(search: ProductSearch): Promise<ProductSearchResult> {
    const synonyms = await this.synonymGroups();
    const typed = synonymVariants(search.text, synonyms);
    // The spelling is looked up beside the search as typed, not after it: a search that finds few
    // needs it next, and one round trip after the other was most of a misspelt search (issue 36).
    const [asTyped, correctedText] = await Promise.all([this.page(search, typed, []), this.correct(search.text)]);
    if (asTyped.total >= FEW_RESULTS) return { ...asTyped, correctedText: null };
    const corrected = correctedText ? synonymVariants(correctedText, synonyms) : [];
    const withCorrections = corrected.length > 0 ? await this.page(search, typed, corrected) : asTyped;
    if (withCorrections.total >= FEW_RESULTS) return { ...withCorrections, correctedText };
    // Still few: the products with every word first, then those with any of them. A search that
    // finds its product as typed ("Photo Journey Kaba") is answered, not widened.
    const loose = asTyped.total === 0 ? anyOfTheWords(correctedText ?? search.text) : null;
    if (!loose) return { ...withCorrections, correctedText };
    const first =
      search.offset === 0 && search.limit >= FEW_RESULTS ? withCorrections.ids : (await this.page({ ...search, offset: 0, limit: FEW_RESULTS }, typed, corrected)).ids;
    const onThisPage = first.slice(search.offset, search.offset + search.limit);
    // Any of the words is a loose net, one of them often in thousands of products (issue 36:
    // counting them all was the slowest part of a misspelt search): it lists at most RANK_AT_MOST.
    const rest = await this.page(
      { ...search, offset: Math.max(0, search.offset - first.length), limit: search.limit - onThisPage.length },
      typed,
      [...corrected, ...synonymVariants(loose, synonyms)],
      { excluding: first, atMost: true },
    );
    return { ids: [...onThisPage, ...rest.ids], total: first.length + rest.total, correctedText };
  }

  async suggest(text: string, limit: number): Promise<ProductSuggestion[]> {
    const found = await this.suggestFor(normaliseSearchText(text), limit);
    if (found.length > 0) return found;
    const corrected = await this.correct(text);
    return corrected ? this.suggestFor(corrected, limit) : [];
  }

  private async suggestFor(text: string, limit: number): Promise<ProductSuggestion[]> {
    const words = text.match(/[\p{L}\p{N}]+/gu) ?? [];
    if (words.length === 0) return [];
    // Every word whole but the last, which may be half typed: "kente clu" is kente & clu:*.
    const query = words.map((word, index) => (index === words.length - 1 ? `${word}:*` : word)).join(' & ');
    return this.reads.query(
      `SELECT id, name FROM (
         SELECT s."productId" AS id, s.name, ts_rank(s.document, q) AS rank, s."createdAt" FROM product_search s, to_tsquery(${CONFIG}, $1) AS q
          WHERE s."isActive" AND s.document @@ q) AS ranked
        ORDER BY rank DESC, "createdAt" DESC, id LIMIT $2`,
      [query, limit],
    );
  }

  /** The matches of the typed variants, and of the corrected ones if any, and the filters. */
  private matching(search: ProductSearch, typed: string[], corrected: string[], excluding: string[]) {
    const params: unknown[] = [];
    const param = (value: unknown) => {
      params.push(value);
      return `$${params.length}`;
    };
    const tsquery = (variants: string[]) => variants.map((variant) => `websearch_to_tsquery(${CONFIG}, ${param(variant)})`).join(' || ');
    const typedQuery = tsquery(typed);
    const anyQuery = corrected.length > 0 ? `${typedQuery} || ${tsquery(corrected)}` : typedQuery;
    const where = ['s.document @@ q.any'];
    if (!search.includeInactive) where.push('s."isActive"');
    if (search.category) where.push(`s.category = ${param(search.category)}`);
    if (search.featured !== undefined) where.push(`s."isFeatured" = ${param(search.featured)}`);
    if (excluding.length > 0) where.push(`s."productId" <> ALL (${param(excluding)}::uuid[])`);
    return { sql: `FROM (SELECT ${typedQuery} AS typed, ${anyQuery} AS any) AS q, product_search s WHERE ${where.join(' AND ')}`, params, param };
  }

  /**
   * One page for the typed variants, and the corrected ones if any, with its total, in one
   * statement (issue 36: each round trip costs most under load). The count comes first, from the
   * GIN index's bitmap; it decides which of two lists is read, the other never runs. Ranking reads
   * every match's document: past RANK_AT_MOST matches of a word in thousands of products, the ranks
   * barely differ and the newest come first, read down the createdAt index. Products the typed
   * query finds come first when ranking. `atMost`: counted no further than RANK_AT_MOST, the
   * newest that many listed, and no page goes past them.
   */
  private async page(
    search: ProductSearch,
    typed: string[],
    corrected: string[],
    { excluding = [], atMost = false }: { excluding?: string[]; atMost?: boolean } = {},
  ): Promise<Omit<ProductSearchResult, 'correctedText'>> {
    const { sql, params, param } = this.matching(search, typed, corrected, excluding);
    const limit = `${param(search.limit)}::int`;
    const offset = `${param(search.offset)}::int`;
    const counted = atMost ? `SELECT count(*)::int AS total FROM (SELECT 1 ${sql} LIMIT ${RANK_AT_MOST + 1}) AS capped` : `SELECT count(*)::int AS total ${sql}`;
    // On the narrow rows of product_search alone (migration 1795698000000): no product row per match.
    const listed = (order: string, ranked: string, pageSize: string) =>
      `ARRAY(SELECT id::text AS listed FROM (SELECT s."productId" AS id, s."createdAt", s.price, s.name${ranked} ${sql}) AS found ORDER BY ${order} LIMIT ${pageSize} OFFSET ${offset})`;
    const ranked = search.sort === 'relevance' ? ', s.document @@ q.typed AS exact, ts_rank(s.document, q.any) AS rank' : '';
    const many = search.sort === 'relevance' ? ORDER_BY.newest : ORDER_BY[search.sort];
    const [row]: { total: number; ids: string[] }[] = await this.reads.query(
      `SELECT ${atMost ? `least(total, ${RANK_AT_MOST})` : 'total'} AS total,
              CASE WHEN total = 0 THEN '{}'::text[]
                   WHEN total > ${RANK_AT_MOST} THEN ${listed(many, '', atMost ? `least(${limit}, greatest(0, ${RANK_AT_MOST} - ${offset}))` : limit)}
                   ELSE ${listed(ORDER_BY[search.sort], ranked, limit)} END AS ids
         FROM (${counted}) AS counted`,
      params,
    );
    return { ids: row.ids, total: row.total };
  }

  /**
   * The query with each word the shop does not know replaced by its nearest known word; null when
   * none is. The synonyms' words are known; one statement for the others: the lexicon's words are
   * known too, the rest come back with their candidates.
   */
  private async correct(text: string): Promise<string | null> {
    const synonymTerms = new Set((await this.synonymGroups()).flat());
    const words = correctableWords(text).filter((word) => !synonymTerms.has(word));
    if (words.length === 0) return null;
    const rows: (Candidate & { typed: string })[] = await this.reads.query(
      `SELECT w.typed, c.word, c.products, similarity(c.word, w.typed) AS similarity
         FROM unnest($1::text[], $2::text[]) AS w(typed, skeleton)
        CROSS JOIN LATERAL (${CANDIDATES_OF('w.typed', 'w.skeleton')}) AS c
        WHERE NOT EXISTS (SELECT 1 FROM search_words known WHERE known.word = w.typed)`,
      [words, words.map(skeleton)],
    );
    const replacements = new Map<string, string>();
    for (const word of words) {
      const nearest = this.nearest(word, rows.filter((row) => row.typed === word));
      if (nearest) replacements.set(word, nearest);
    }
    return replacements.size > 0 ? replaceWords(text, replacements) : null;
  }

  /**
   * The fewest edits away, then the most alike, then the most used. A word with its vowels
   * dropped ("bttkr") may be many edits away but keeps its skeleton; anything else more than a
   * third of its letters away is a different word.
   */
  private nearest(word: string, candidates: Candidate[]): string | null {
    const scored = candidates
      .map((candidate) => ({ ...candidate, edits: editDistance(word, candidate.word), sameSkeleton: skeleton(candidate.word) === skeleton(word) }))
      .filter((candidate) => candidate.sameSkeleton || candidate.edits <= Math.max(1, Math.ceil(word.length / 3)))
      .sort((a, b) => a.edits - b.edits || b.similarity - a.similarity || b.products - a.products);
    return scored[0]?.word ?? null;
  }

  private synonymGroups(): Promise<string[][]> {
    return this.synonyms.get('synonyms', async () => {
      const rows: { terms: string[] }[] = await this.reads.query(`SELECT terms FROM search_synonyms ORDER BY position`);
      return rows.map((row) => row.terms);
    });
  }
}
