import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { Timestamped } from '../../../shared/timestamped';

/** A rider is staff of the delivery round only: an account an admin creates, seeing its own deliveries and nothing else of the console. */
export type UserRole = 'customer' | 'admin' | 'rider';

@Entity('users')
export class User extends Timestamped {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Stored lower-cased so uniqueness is case-insensitive. */
  @Index('UQ_users_email', { unique: true })
  @Column({ length: 255 })
  email: string;

  @Column({ length: 255 })
  passwordHash: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  firstName: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  lastName: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  profileImageUrl: string | null;

  @Column({ type: 'varchar', length: 20, default: 'customer' })
  role: UserRole;

  /** Set when an admin switched the account off (a rider who left): it signs in and acts no more. */
  @Column({ type: 'timestamptz', nullable: true })
  disabledAt: Date | null;
}
