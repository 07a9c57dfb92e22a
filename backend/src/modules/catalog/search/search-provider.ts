import { ProductCategory, ProductSort } from '../domain/catalog-constants';

export interface ProductSearch {
  text: string;
  category?: ProductCategory;
  featured?: boolean;
  includeInactive: boolean;
  sort: ProductSort;
  limit: number;
  offset: number;
}

export interface ProductSearchResult {
  /** One page of matching products, in order. */
  ids: string[];
  total: number;
  /**
   * The query with its misspelt words corrected, when the query as typed found few products:
   * the page then holds what either finds, the typed query's first.
   */
  correctedText: string | null;
}

export interface ProductSuggestion {
  id: string;
  name: string;
}

/**
 * How the catalog is searched (ADR 062). PostgreSQL's full text and trigram search answer today;
 * a dedicated engine can take its place behind this interface without the catalog changing.
 */
export interface SearchProvider {
  search(search: ProductSearch): Promise<ProductSearchResult>;
  /** Products whose words start as typed (the last word may be half typed), best first. */
  suggest(text: string, limit: number): Promise<ProductSuggestion[]>;
}

export const SEARCH_PROVIDER = Symbol('SearchProvider');
