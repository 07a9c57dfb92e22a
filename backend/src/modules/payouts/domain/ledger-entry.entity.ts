import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { timestampColumn } from '../../../shared/money-column';

/**
 * open: owed (pending until due, then payable); in-payout: claimed by a transfer in flight; paid;
 * reversed: returned before it was paid, owed no more.
 */
export type LedgerStatus = 'open' | 'in-payout' | 'paid' | 'reversed';

/**
 * What the shop owes a supplier (ADR 070): one row per delivered unit of its product, at the cost
 * it published, or an adjustment (a negative amount) for a unit returned after it was paid, taken
 * off the next payout. Amounts in integer pesewas.
 */
@Entity('supplier_ledger_entries')
@Index('UQ_supplier_ledger_unit', ['orderItemId', 'unit'], { unique: true })
@Index('IDX_supplier_ledger_supplier_status', ['supplierId', 'status'])
@Check('CHK_supplier_ledger_kind', `"kind" IN ('unit', 'adjustment')`)
export class LedgerEntry {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid')
  supplierId: string;

  @Column({ type: 'varchar', length: 12 })
  kind: 'unit' | 'adjustment';

  @Index('IDX_supplier_ledger_order')
  @Column('uuid')
  orderId: string;

  @Column({ length: 50 })
  orderNumber: string;

  /** `<orderId>:<line index>`: the order line this unit came from. */
  @Column({ length: 80 })
  orderItemId: string;

  /** 1..quantity for a unit; for an adjustment, minus the unit it takes back. */
  @Column('integer')
  unit: number;

  @Column({ length: 255 })
  productName: string;

  /** Pesewas: the unit's published cost, or minus it for an adjustment. */
  @Column('integer')
  amount: number;

  /** When the order was delivered (an adjustment: when the unit came back). */
  @Column(timestampColumn)
  deliveredAt: Date;

  /** Days after deliveredAt before it is payable: the longer of the return window and the supplier's terms. */
  @Column('integer')
  holdDays: number;

  @Column({ type: 'varchar', length: 12, default: 'open' })
  status: LedgerStatus;

  @Index('IDX_supplier_ledger_payout')
  @Column({ type: 'uuid', nullable: true })
  payoutId: string | null;

  /** A unit returned: when; on a paid unit the adjustment row takes the money back. */
  @Column({ type: 'timestamptz', nullable: true })
  returnedAt: Date | null;

  /** The return it came back with, when the caller named one (a repeated return changes nothing). */
  @Column({ type: 'varchar', length: 100, nullable: true })
  returnId: string | null;

  @CreateDateColumn(timestampColumn)
  createdAt: Date;
}
