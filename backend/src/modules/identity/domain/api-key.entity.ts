import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { timestampColumn } from '../../../shared/money-column';
import { Timestamped } from '../../../shared/timestamped';

/**
 * An integrator's key to the console's API. Only the SHA-256 of the secret is kept: the secret
 * is 32 random bytes, so a slow password hash would add nothing but time to every call. The key
 * acts for the admin who made it and stops working when that account can no longer sign in.
 */
@Entity('api_keys')
export class ApiKey extends Timestamped {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ length: 60 })
  name: string;

  /** The secret's first characters (`sk_live_` or `sk_test_` and four more), to tell keys apart in lists and logs. */
  @Column({ length: 20 })
  prefix: string;

  /** Hex SHA-256 of the whole secret. */
  @Index('UQ_api_keys_secretHash', { unique: true })
  @Column({ length: 64 })
  secretHash: string;

  /** API_KEY_SCOPES */
  @Column('text', { array: true })
  scopes: string[];

  @Column('uuid')
  createdById: string;

  @Column({ ...timestampColumn, nullable: true })
  expiresAt: Date | null;

  @Column({ ...timestampColumn, nullable: true })
  revokedAt: Date | null;

  /** Written at most once a minute a key, so a busy integration does not write on every call. */
  @Column({ ...timestampColumn, nullable: true })
  lastUsedAt: Date | null;
}
