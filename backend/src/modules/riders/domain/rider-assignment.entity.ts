import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { Timestamped } from '../../../shared/timestamped';

/**
 * Which rider takes an order out, on which Ghana day, and where in that day's round. An order has
 * at most one rider: assigning another replaces the row.
 */
@Entity('rider_assignments')
@Index('IDX_rider_assignments_rider_day', ['riderId', 'day', 'position'])
export class RiderAssignment extends Timestamped {
  @PrimaryColumn('uuid', { primaryKeyConstraintName: 'PK_rider_assignments' })
  orderId: string;

  @Column('uuid')
  riderId: string;

  /** The Ghana calendar day of the round, YYYY-MM-DD. */
  @Column({ type: 'date' })
  day: string;

  /** 1 for the round's first stop; staff's order of assigning unless they move it. */
  @Column('int')
  position: number;

  /** The admin who assigned it. */
  @Column({ type: 'uuid', nullable: true })
  assignedBy: string | null;
}
