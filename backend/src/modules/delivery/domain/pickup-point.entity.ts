import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { Timestamped } from '../../../shared/timestamped';

/** A place where shoppers collect their parcels for free; an inactive one is kept but not offered. */
@Entity('pickup_points')
export class PickupPoint extends Timestamped {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ length: 80 })
  name: string;

  @Column({ length: 300 })
  address: string;

  @Column({ type: 'varchar', length: 13, nullable: true })
  digitalAddress: string | null;

  @Column({ length: 200 })
  openingHours: string;

  @Column({ length: 30 })
  phone: string;

  @Column({ default: true })
  isActive: boolean;
}
