import { ApiProperty } from '@nestjs/swagger';
import { Supplier } from '../domain/supplier.entity';

/** What a supplier sees of its own account: never the password hash, never the KYC images. */
export class SupplierProfileDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  email: string;

  businessName: string;

  contactPerson: string;

  phone: string;

  @ApiProperty({ nullable: true, type: String })
  address: string | null;

  country: string;

  @ApiProperty({ enum: ['en', 'zh-CN'] })
  language: string;

  @ApiProperty({ nullable: true, type: String })
  taxId: string | null;

  @ApiProperty({ nullable: true, type: String })
  businessLicense: string | null;

  isApproved: boolean;

  isActive: boolean;

  @ApiProperty({ example: '12.00' })
  markupPercentage: string;

  paymentTerms: string;

  @ApiProperty({ enum: ['pending', 'verified', 'rejected'] })
  faceVerificationStatus: string;

  @ApiProperty({ nullable: true, type: Date })
  approvedAt: Date | null;

  createdAt: Date;

  static from(supplier: Supplier): SupplierProfileDto {
    return {
      id: supplier.id,
      email: supplier.email,
      businessName: supplier.businessName,
      contactPerson: supplier.contactPerson,
      phone: supplier.phone,
      address: supplier.address,
      country: supplier.country,
      language: supplier.language,
      taxId: supplier.taxId,
      businessLicense: supplier.businessLicense,
      isApproved: supplier.isApproved,
      isActive: supplier.isActive,
      markupPercentage: supplier.markupPercentage,
      paymentTerms: supplier.paymentTerms,
      faceVerificationStatus: supplier.faceVerificationStatus,
      approvedAt: supplier.approvedAt,
      createdAt: supplier.createdAt,
    };
  }
}

/** The admin's view of an application: every field, and whether each image exists (fetched apart). */
export class AdminSupplierDto extends SupplierProfileDto {
  @ApiProperty({ nullable: true, type: String })
  verificationNotes: string | null;

  @ApiProperty({ nullable: true, type: Date })
  verifiedAt: Date | null;

  @ApiProperty({ nullable: true, type: Date })
  lastLoginAt: Date | null;

  hasFaceImage: boolean;

  hasGovernmentIdImage: boolean;

  static withImages(supplier: Supplier, kinds: Set<string>): AdminSupplierDto {
    return {
      ...SupplierProfileDto.from(supplier),
      verificationNotes: supplier.verificationNotes,
      verifiedAt: supplier.verifiedAt,
      lastLoginAt: supplier.lastLoginAt,
      hasFaceImage: kinds.has('face'),
      hasGovernmentIdImage: kinds.has('government-id'),
    };
  }
}
