import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * Words shoppers use for the same thing ("fugu", "batakari", "smock"): a search for one finds
 * products described with any of them. Staff edit the groups in Settings.
 */
@Entity('search_synonyms')
export class SearchSynonymGroup {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Lower case, without accents; a term may be several words ("wax print"). */
  @Column('text', { array: true })
  terms: string[];

  /** Where staff put the group in their list. */
  @Column('smallint')
  position: number;
}
