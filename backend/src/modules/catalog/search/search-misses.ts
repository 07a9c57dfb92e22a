import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ReplicaReads } from '../../../database/replica-reads';
import { SearchMissDto } from './search-synonyms.dto';

/** Distinct terms kept; past it the least recent go, so typing cannot fill the database. */
const MAX_TERMS = 1000;

/**
 * Searches that found nothing, counted per term for staff (issue 36): what to stock or what to
 * add as a synonym. Nothing about who searched is kept.
 */
@Injectable()
export class SearchMisses {
  private readonly logger = new Logger(SearchMisses.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly reads: ReplicaReads,
  ) {}

  /**
   * Counts a search that found nothing. It is awaited (one upsert, on the rare empty answer) so the
   * count has landed when the answer goes out; a failure is logged, never the shopper's error.
   */
  async record(text: string): Promise<void> {
    const term = text.toLowerCase().replace(/\s+/g, ' ').trim();
    if (!term) return;
    await this.count(term).catch((error: unknown) => this.logger.warn(`A search that found nothing was not counted: ${String(error)}`));
  }

  private async count(term: string): Promise<void> {
    const [{ added }]: { added: boolean }[] = await this.dataSource.query(
      `INSERT INTO search_misses (term, searches, "lastSearchedAt") VALUES ($1, 1, now())
       ON CONFLICT (term) DO UPDATE SET searches = search_misses.searches + 1, "lastSearchedAt" = now()
       RETURNING (xmax = 0) AS added`,
      [term],
    );
    if (added) {
      await this.dataSource.query(`DELETE FROM search_misses WHERE term IN (SELECT term FROM search_misses ORDER BY "lastSearchedAt" DESC, term OFFSET ${MAX_TERMS})`);
    }
  }

  /** The most searched first: a report, read on the replica when it is current (ADR 075). */
  async list(limit: number): Promise<SearchMissDto[]> {
    return this.reads.query(`SELECT term, searches, "lastSearchedAt" FROM search_misses ORDER BY searches DESC, "lastSearchedAt" DESC, term LIMIT $1`, [limit]);
  }
}
