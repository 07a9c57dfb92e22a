import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { Timestamped } from '../../../shared/timestamped';

/** A rider is staff of the delivery round only: an account an admin creates, seeing its own deliveries and nothing else of the console. */
export type UserRole = 'customer' | 'admin' | 'rider';

@Entity('users')
export class User extends Timestamped {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Stored lower-cased so uniqueness is case-insensitive; null for a customer who signed up by phone. */
  @Index('UQ_users_email', { unique: true })
  @Column({ type: 'varchar', length: 255, nullable: true })
  email: string | null;

  /** Null for a customer who signs in by phone only. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  passwordHash: string | null;

  /** E.164, set once the customer signed in with a code sent to it (ADR 059). */
  @Index('UQ_users_phone', { unique: true })
  @Column({ type: 'varchar', length: 20, nullable: true })
  phone: string | null;

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

/** How a staff member appears in an order's history: the e-mail every staff account signs in with. */
export function staffName(user: Pick<User, 'id' | 'email'>): string {
  return user.email ?? `account ${user.id}`;
}
