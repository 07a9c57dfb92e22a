import { Controller, Get, Inject, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Response } from 'express';
import { ReplicaReads } from '../../database/replica-reads';
import { sendSerialised } from './products.controller';
import { CatalogReadCache } from './read-model/catalog-read-cache';
import { ProductSuggestionDto, SuggestProductsQueryDto } from './search/product-suggestion.dto';
import { SEARCH_PROVIDER, SearchProvider } from './search/search-provider';
import { normaliseSearchText } from './search/search-text';

/** Suggestions under the search box as a shopper types. */
const MAX_SUGGESTIONS = 6;

/**
 * The search box's suggestions (ADR 062). A tag of their own, so the generated client puts them in
 * a file only the search box loads, not in the catalog's that the landing page carries (ADR 060).
 * Listed before ProductsController in the module: its `products/:id` would take `suggestions`.
 */
@ApiTags('search')
@Controller('products')
export class ProductSuggestionsController {
  constructor(
    private readonly cache: CatalogReadCache,
    @Inject(SEARCH_PROVIDER) private readonly searchProvider: SearchProvider,
    private readonly reads: ReplicaReads,
  ) {}

  /** Up to six products whose words start as typed, for the search box; misspellings forgiven. From the replica when it is current (ADR 075). */
  @Get('suggestions')
  @ApiOkResponse({ type: [ProductSuggestionDto] })
  async suggestProducts(@Query() query: SuggestProductsQueryDto, @Res() res: Response): Promise<void> {
    const text = normaliseSearchText(query.q ?? '');
    const suggestions = await this.cache.get(`suggest:${text}`, async () => ({ value: text ? await this.reads.fromReplica(() => this.searchProvider.suggest(text, MAX_SUGGESTIONS)) : [] }));
    sendSerialised(res, suggestions!, false);
  }
}
