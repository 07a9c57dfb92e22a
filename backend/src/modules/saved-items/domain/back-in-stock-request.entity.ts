import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { timestampColumn } from '../../../shared/money-column';

/** open: waiting for the variant's stock; sent: its one text went to the outbox; cancelled by the shopper. */
export const BACK_IN_STOCK_STATUSES = ['open', 'sent', 'cancelled'] as const;
export type BackInStockStatus = (typeof BACK_IN_STOCK_STATUSES)[number];

/**
 * "Tell me when it's back" for one sold-out size x colour (issue 35): one text when its stock
 * returns, then the request ends. One open request per variant and phone, so a repeat is the same
 * request, never a second text.
 */
@Entity('back_in_stock_requests')
@Index('UQ_back_in_stock_requests_open', ['variantId', 'phone'], { unique: true, where: `"status" = 'open'` })
export class BackInStockRequest {
  /** Random: the guest's browser keeps it to cancel the request, so it is the key to it. */
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid')
  productId: string;

  @Column('uuid')
  variantId: string;

  /** E.164, as libphonenumber read it (Ghana by default). */
  @Column({ type: 'varchar', length: 20 })
  phone: string;

  /** The signed-in customer who asked; null for a guest. */
  @Index('IDX_back_in_stock_requests_user')
  @Column({ type: 'uuid', nullable: true })
  userId: string | null;

  @Column({ type: 'varchar', length: 12, default: 'open' })
  status: BackInStockStatus;

  @CreateDateColumn(timestampColumn)
  createdAt: Date;

  /** When the text was written to the outbox, or the request cancelled. */
  @Column({ ...timestampColumn, nullable: true })
  endedAt: Date | null;
}
