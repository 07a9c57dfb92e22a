import { Column, Entity, PrimaryColumn } from 'typeorm';
import { timestampColumn } from '../../../shared/money-column';

/**
 * A search that found nothing, counted for staff: what shoppers look for and the shop does not
 * stock or does not call that way. Never who searched.
 */
@Entity('search_misses')
export class SearchMiss {
  /** As typed, in lower case with spaces collapsed. */
  @PrimaryColumn({ type: 'varchar', length: 100 })
  term: string;

  @Column('integer')
  searches: number;

  @Column(timestampColumn)
  lastSearchedAt: Date;
}
