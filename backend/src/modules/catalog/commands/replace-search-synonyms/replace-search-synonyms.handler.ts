import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ChangeNotifications } from '../../../../database/change-notifications';
import { InvalidInputError } from '../../../../shared/http/domain-errors';
import { CatalogReadCache } from '../../read-model/catalog-read-cache';
import { SEARCH_SYNONYMS_TOPIC } from '../../search/postgres-search.provider';
import { SearchSynonymGroup } from '../../search/search-synonym-group.entity';
import { SearchSynonymsDto } from '../../search/search-synonyms.dto';
import { normaliseSearchText } from '../../search/search-text';

/**
 * Replaces the synonym groups, as staff saved them. Terms are kept as searches are read (lower
 * case, no accents); a term in two groups would make one search mean two things, so it is refused.
 */
@Injectable()
export class ReplaceSearchSynonymsHandler {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly cache: CatalogReadCache,
    private readonly notifications: ChangeNotifications,
  ) {}

  async execute({ groups }: SearchSynonymsDto): Promise<SearchSynonymsDto> {
    const normalised = groups.map((group) => [...new Set(group.terms.map(normaliseSearchText))]);
    const seenIn = new Map<string, number>();
    const fields: Record<string, string[]> = {};
    normalised.forEach((terms, index) => {
      if (terms.length < 2) fields[`groups.${index}.terms`] = ['a group needs at least two different terms'];
      for (const term of terms) {
        const earlier = seenIn.get(term);
        if (earlier !== undefined) fields[`groups.${index}.terms`] = [`"${term}" is already in group ${earlier + 1}`];
        else seenIn.set(term, index);
      }
    });
    if (Object.keys(fields).length > 0) throw new InvalidInputError(fields);

    await this.dataSource.transaction(async (manager) => {
      await manager.createQueryBuilder().delete().from(SearchSynonymGroup).execute();
      if (normalised.length > 0) await manager.insert(SearchSynonymGroup, normalised.map((terms, position) => ({ terms, position })));
      // Cached search pages were found with the old groups, and the search provider keeps them.
      await this.cache.changing(manager);
      await this.notifications.announce(manager, `${SEARCH_SYNONYMS_TOPIC}:*`);
    });
    return { groups: normalised.map((terms) => ({ terms })) };
  }
}
