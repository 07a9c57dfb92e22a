import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** The row express-session's store keeps: the cookie's id, the session itself, and when it lapses. */
abstract class StoredSession {
  @PrimaryColumn({ length: 128 })
  sid: string;

  @Column('jsonb')
  sess: Record<string, unknown>;

  @Column('timestamptz')
  expire: Date;
}

/** Server-side sessions (express-session store), shared by every app instance on one database. */
@Entity('sessions')
@Index('IDX_sessions_expire', ['expire'])
export class Session extends StoredSession {}

/** Supplier sessions are kept apart so a cookie of one kind can never load the other. */
@Entity('supplier_sessions')
@Index('IDX_supplier_sessions_expire', ['expire'])
export class SupplierSession extends StoredSession {}
