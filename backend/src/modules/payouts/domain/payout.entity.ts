import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { Timestamped } from '../../../shared/timestamped';

/**
 * sending: claimed its rows, the transfer not yet accepted; pending: Paystack accepted it; paid;
 * failed and reversed: its rows are payable again.
 */
export type PayoutStatus = 'sending' | 'pending' | 'paid' | 'failed' | 'reversed';

/** One transfer to one supplier in one payout run; its reference is the same however often the run is retried. */
@Entity('supplier_payouts')
@Index('UQ_supplier_payouts_run_supplier', ['runId', 'supplierId'], { unique: true })
@Index('IDX_supplier_payouts_supplier', ['supplierId', 'createdAt'])
export class Payout extends Timestamped {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid')
  runId: string;

  @Column('uuid')
  supplierId: string;

  @Index('UQ_supplier_payouts_reference', { unique: true })
  @Column({ length: 50 })
  reference: string;

  /** Pesewas. */
  @Column('integer')
  amount: number;

  @Column({ type: 'varchar', length: 12 })
  status: PayoutStatus;

  @Column({ length: 100 })
  recipientCode: string;

  /** Where it went, as the supplier knows it ("MTN Mobile Money 024•••4567"). */
  @Column({ length: 150 })
  destination: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  transferCode: string | null;

  /** Staff's sentence: what Paystack last said. */
  @Column({ type: 'text', nullable: true })
  detail: string | null;

  /** When an instance last asked Paystack to send it: another waits before sending it again. */
  @Column({ type: 'timestamptz', nullable: true })
  sendingAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  settledAt: Date | null;

  @Column({ length: 255 })
  startedBy: string;
}
