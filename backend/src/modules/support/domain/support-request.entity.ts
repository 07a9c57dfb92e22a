import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { Timestamped } from '../../../shared/timestamped';

@Entity('support_requests')
@Index('IDX_support_requests_created', ['createdAt'])
export class SupportRequest extends Timestamped {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ length: 100 })
  firstName: string;

  @Column({ length: 100 })
  lastName: string;

  @Column({ length: 255 })
  email: string;

  @Column({ type: 'varchar', length: 50, nullable: true })
  orderNumber: string | null;

  @Column({ length: 100 })
  subject: string;

  @Column('text')
  message: string;

  @Column({ length: 20, default: 'open' })
  status: string;

  @Column({ length: 20, default: 'normal' })
  priority: string;

  @Column({ type: 'varchar', length: 255, nullable: true })
  assignedTo: string | null;

  @Column({ type: 'text', nullable: true })
  response: string | null;
}
