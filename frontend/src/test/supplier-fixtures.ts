import type { AdminSupplierDto, SupplierProductDto, SupplierProfileDto } from '../api/generated/model';

/** Test data for the supplier portal, dashboard and the admin Suppliers tab. */

export function supplierProfile(overrides: Partial<SupplierProfileDto> = {}): SupplierProfileDto {
  return {
    id: '5b0c7a3e-1f2d-4c5e-9a8b-7c6d5e4f3a21',
    email: 'li.wei@silkroad.example',
    businessName: 'Silk Road Textiles',
    contactPerson: 'Li Wei',
    phone: '+86 138 0000 0000',
    address: '88 Nanjing Road, Shanghai',
    country: 'China',
    language: 'en',
    taxId: 'CN-91310000',
    businessLicense: 'SH-2021-0042',
    isApproved: true,
    isActive: true,
    markupPercentage: '12.00',
    paymentTerms: '30_days',
    faceVerificationStatus: 'verified',
    approvedAt: '2024-05-03T10:00:00.000Z',
    createdAt: '2024-05-01T09:00:00.000Z',
    ...overrides,
  };
}

export function adminSupplier(overrides: Partial<AdminSupplierDto> = {}): AdminSupplierDto {
  return {
    ...supplierProfile(),
    verificationNotes: null,
    verifiedAt: null,
    lastLoginAt: null,
    hasFaceImage: true,
    hasGovernmentIdImage: true,
    ...overrides,
  };
}

export function supplierProduct(overrides: Partial<SupplierProductDto> = {}): SupplierProductDto {
  return {
    id: '9d8c7b6a-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
    supplierId: '5b0c7a3e-1f2d-4c5e-9a8b-7c6d5e4f3a21',
    productId: null,
    supplierSku: 'SRT-KENTE-01',
    costPrice: '1000.00',
    sellingPrice: '1120.00',
    pendingCostPrice: null,
    pendingSellingPrice: null,
    minimumQuantity: 5,
    availableStock: 40,
    variants: [{ size: null, color: null, stock: 40, sku: null }],
    leadTime: 10,
    isActive: true,
    supplierProductName: 'Silk Kente Scarf',
    supplierDescription: 'Hand-finished silk scarf in kente colours',
    supplierImages: [],
    createdAt: '2024-05-04T09:00:00.000Z',
    updatedAt: '2024-05-04T09:00:00.000Z',
    ...overrides,
  };
}
