import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { timestampColumn } from '../../../shared/money-column';

@Entity('support_requests')
@Index('IDX_support_requests_created', ['createdAt'])
export class SupportRequest {
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

  @CreateDateColumn(timestampColumn)
  createdAt: Date;

  @UpdateDateColumn(timestampColumn)
  updatedAt: Date;
}
