import { CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';
import { timestampColumn } from '../../../shared/money-column';

/**
 * A delivered order the ledger has read, whether or not it held a supplier's product: the sweep
 * looks for delivered orders without one (a listener that died after the delivery's commit).
 */
@Entity('supplier_ledger_orders')
export class LedgerOrder {
  @PrimaryColumn('uuid')
  orderId: string;

  @CreateDateColumn(timestampColumn)
  recordedAt: Date;
}
