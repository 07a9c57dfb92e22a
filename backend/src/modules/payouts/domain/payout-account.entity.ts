import { Column, Entity, PrimaryColumn } from 'typeorm';
import { Timestamped } from '../../../shared/timestamped';

/** Where a supplier is paid: a Mobile Money wallet or a Ghanaian bank account, registered with Paystack as a transfer recipient. */
@Entity('supplier_payout_accounts')
export class PayoutAccount extends Timestamped {
  @PrimaryColumn('uuid')
  supplierId: string;

  @Column({ type: 'varchar', length: 12 })
  type: 'mobile_money' | 'ghipss';

  /** Paystack's code for the network or bank (MTN, VOD, ATL; 040100). */
  @Column({ length: 20 })
  bankCode: string;

  @Column({ length: 100 })
  bankName: string;

  @Column({ length: 20 })
  accountNumber: string;

  /** The holder's name as Paystack resolved it. */
  @Column({ length: 150 })
  accountName: string;

  @Column({ length: 100 })
  recipientCode: string;
}
