import { Column, Entity, PrimaryColumn } from 'typeorm';
import { timestampColumn } from '../../../shared/money-column';

/**
 * The one live code a phone number may sign in with (ADR 059): asking again replaces it. Only an
 * HMAC of the code is kept, and the row goes once the code is used, expires or is guessed at too often.
 */
@Entity('sign_in_codes')
export class SignInCode {
  /** E.164. */
  @PrimaryColumn({ length: 20 })
  phone: string;

  /** Hex HMAC-SHA256 of the code, keyed with the session secret. */
  @Column({ length: 64 })
  codeHash: string;

  @Column(timestampColumn)
  expiresAt: Date;

  /** Wrong codes tried against it. */
  @Column({ type: 'integer', default: 0 })
  attempts: number;

  @Column({ ...timestampColumn, default: () => 'now()' })
  createdAt: Date;
}
