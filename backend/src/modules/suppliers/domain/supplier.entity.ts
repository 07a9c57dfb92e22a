import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { Timestamped } from '../../../shared/timestamped';

export type SupplierLanguage = 'en' | 'zh-CN';
export type FaceVerificationStatus = 'pending' | 'verified' | 'rejected';

/** The selfie and ID images live in supplier_images, never on this row (list queries stay small). */
@Entity('suppliers')
export class Supplier extends Timestamped {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Stored lower-cased; unique. */
  @Index('UQ_suppliers_email', { unique: true })
  @Column({ length: 255 })
  email: string;

  @Column({ length: 255 })
  passwordHash: string;

  @Column({ length: 255 })
  businessName: string;

  @Column({ length: 255 })
  contactPerson: string;

  @Column({ length: 30 })
  phone: string;

  @Column({ type: 'text', nullable: true })
  address: string | null;

  @Column({ length: 100 })
  country: string;

  @Column({ type: 'varchar', length: 10, default: 'en' })
  language: SupplierLanguage;

  @Column({ type: 'varchar', length: 100, nullable: true })
  taxId: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  businessLicense: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  bankDetails: string | null;

  @Column({ default: false })
  isApproved: boolean;

  @Column({ default: true })
  isActive: boolean;

  @Column({ type: 'numeric', precision: 5, scale: 2, default: () => '12.00' })
  markupPercentage: string;

  @Column({ length: 30, default: '30_days' })
  paymentTerms: string;

  @Column({ type: 'text', nullable: true })
  notes: string | null;

  @Column({ type: 'varchar', length: 20, default: 'pending' })
  faceVerificationStatus: FaceVerificationStatus;

  @Column({ type: 'text', nullable: true })
  verificationNotes: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  verifiedAt: Date | null;

  @Column({ type: 'uuid', nullable: true })
  verifiedBy: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  approvedAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  lastLoginAt: Date | null;
}
