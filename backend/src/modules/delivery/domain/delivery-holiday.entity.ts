import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A day off staff set because no table can know it in advance: the Eids, or a holiday declared at short notice. */
@Entity('delivery_holidays')
export class DeliveryHoliday {
  /** 'YYYY-MM-DD', Ghana calendar. */
  @PrimaryColumn({ type: 'date' })
  day: string;

  @Column({ length: 60 })
  name: string;
}
