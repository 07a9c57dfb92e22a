import { Body, Controller, Get, Put, Query } from '@nestjs/common';
import { ApiOkResponse } from '@nestjs/swagger';
import { AdminOnly } from '../identity/guards/auth.guards';
import { ReplaceSearchSynonymsHandler } from './commands/replace-search-synonyms/replace-search-synonyms.handler';
import { GetSearchSynonymsHandler } from './queries/get-search-synonyms/get-search-synonyms.handler';
import { SearchMisses } from './search/search-misses';
import { SearchMissDto, SearchMissesQueryDto, SearchSynonymsDto } from './search/search-synonyms.dto';

/** What staff tune the storefront search with (ADR 062). */
@Controller('admin/search')
@AdminOnly('catalog')
export class AdminSearchController {
  constructor(
    private readonly getSynonyms: GetSearchSynonymsHandler,
    private readonly replaceSynonyms: ReplaceSearchSynonymsHandler,
    private readonly misses: SearchMisses,
  ) {}

  @Get('synonyms')
  @ApiOkResponse({ type: SearchSynonymsDto })
  getSearchSynonyms(): Promise<SearchSynonymsDto> {
    return this.getSynonyms.execute();
  }

  /** Replaces every group. */
  @Put('synonyms')
  @ApiOkResponse({ type: SearchSynonymsDto })
  replaceSearchSynonyms(@Body() body: SearchSynonymsDto): Promise<SearchSynonymsDto> {
    return this.replaceSynonyms.execute(body);
  }

  /** Searches that found nothing, most searched first; never who searched. */
  @Get('misses')
  @ApiOkResponse({ type: [SearchMissDto] })
  listSearchMisses(@Query() query: SearchMissesQueryDto): Promise<SearchMissDto[]> {
    return this.misses.list(query.limit ?? 50);
  }
}
