import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { timestampColumn } from '../../../shared/money-column';

/** What staff read about an order's payments; written in the same transaction as the change it describes. */
@Entity('payment_history')
@Index('IDX_payment_history_order', ['orderId', 'createdAt'])
export class PaymentHistoryEntry {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  orderId: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  reference: string | null;

  @Column({ length: 40 })
  kind: string;

  @Column({ type: 'text' })
  detail: string;

  @Column({ ...timestampColumn, default: () => 'clock_timestamp()' })
  createdAt: Date;
}
