import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** Server-side sessions (express-session store), shared by every app instance on one database. */
@Entity('sessions')
export class Session {
  @PrimaryColumn({ length: 128 })
  sid: string;

  @Column('jsonb')
  sess: Record<string, unknown>;

  @Index('IDX_sessions_expire')
  @Column('timestamptz')
  expire: Date;
}

/** Supplier sessions are kept apart so a cookie of one kind can never load the other. */
@Entity('supplier_sessions')
export class SupplierSession {
  @PrimaryColumn({ length: 128 })
  sid: string;

  @Column('jsonb')
  sess: Record<string, unknown>;

  @Index('IDX_supplier_sessions_expire')
  @Column('timestamptz')
  expire: Date;
}
