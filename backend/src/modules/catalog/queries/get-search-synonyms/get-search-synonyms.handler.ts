import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { SearchSynonymGroup } from '../../search/search-synonym-group.entity';
import { SearchSynonymsDto } from '../../search/search-synonyms.dto';

@Injectable()
export class GetSearchSynonymsHandler {
  constructor(@InjectRepository(SearchSynonymGroup) private readonly groups: Repository<SearchSynonymGroup>) {}

  async execute(): Promise<SearchSynonymsDto> {
    const groups = await this.groups.find({ order: { position: 'ASC' } });
    return { groups: groups.map(({ terms }) => ({ terms })) };
  }
}
