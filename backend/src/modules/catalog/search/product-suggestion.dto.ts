import { SearchTerm } from '../../../shared/http/search-term.decorator';

export class ProductSuggestionDto {
  id: string;
  name: string;
}

export class SuggestProductsQueryDto {
  /** What the shopper has typed so far; the last word may be half typed. */
  @SearchTerm()
  q?: string;
}
