import { SupplierFacts } from '../../notifications/domain/message-facts';
import { Supplier } from './supplier.entity';

/** What a supplier's messages need, handed to notifications as plain data. */
export function supplierFacts(supplier: Supplier): SupplierFacts {
  const { id, email, contactPerson, businessName, language } = supplier;
  return { id, email, contactPerson, businessName, language: language === 'zh-CN' ? 'zh-CN' : 'en' };
}
