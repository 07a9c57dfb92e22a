import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Timestamped } from '../../../shared/timestamped';
import { User } from './user.entity';

/** Most addresses one customer keeps (issue 35): home, work, family, with room to spare. */
export const SAVED_ADDRESS_LIMIT = 5;

/**
 * A delivery address a signed-in customer keeps for checkout, with the same fields an order's
 * shipping address has (ADR 052, 053). Exactly one of a customer's addresses is the default while
 * any exist; the partial unique index makes a second default impossible, whatever the code does.
 */
@Entity('saved_addresses')
@Index('UQ_saved_addresses_default', ['userId'], { unique: true, where: '"isDefault"' })
export class SavedAddress extends Timestamped {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index('IDX_saved_addresses_user')
  @Column('uuid')
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user?: User;

  /** The customer's name for it ('Home', 'Office'); null when none was given. */
  @Column({ type: 'varchar', length: 40, nullable: true })
  label: string | null;

  @Column({ type: 'varchar', length: 300 })
  address: string;

  @Column({ type: 'varchar', length: 100 })
  city: string;

  @Column({ type: 'varchar', length: 40 })
  region: string;

  @Column({ type: 'varchar', length: 100 })
  country: string;

  /** GhanaPostGPS, stored as GA-183-8164. */
  @Column({ type: 'varchar', length: 20, nullable: true })
  digitalAddress: string | null;

  @Column({ type: 'varchar', length: 120, nullable: true })
  landmark: string | null;

  /** The delivery pin, both or neither. */
  @Column({ type: 'double precision', nullable: true })
  lat: number | null;

  @Column({ type: 'double precision', nullable: true })
  lng: number | null;

  @Column({ type: 'boolean', default: false })
  isDefault: boolean;
}
