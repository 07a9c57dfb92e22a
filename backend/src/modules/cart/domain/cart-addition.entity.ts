import { CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';
import { timestampColumn } from '../../../shared/money-column';

/**
 * An add-to-cart already applied, by the Idempotency-Key the browser sent with it: a phone that
 * lost the answer on a flaky connection, or sends its offline queue when back online, sends the
 * same addition again and it is not counted twice (ADR 021).
 */
@Entity('cart_additions')
export class CartAddition {
  @PrimaryColumn({ length: 64 })
  sessionId: string;

  @PrimaryColumn({ length: 255 })
  key: string;

  @CreateDateColumn(timestampColumn)
  createdAt: Date;
}
