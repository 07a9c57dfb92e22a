import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';
import { timestampColumn } from '../../../shared/money-column';

/** A photo the shopper sent with a return (a flaw, a wrong item), re-encoded without metadata; readable only through the console's route. */
@Entity('return_photos')
export class ReturnPhoto {
  @PrimaryColumn('uuid')
  returnId: string;

  /** 0, 1, 2: in the order the shopper added them. */
  @PrimaryColumn('smallint')
  position: number;

  @Column({ length: 30 })
  mimeType: string;

  @Column('bytea')
  data: Buffer;

  @CreateDateColumn(timestampColumn)
  createdAt: Date;
}
