import { Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { NotFoundError } from '../../../../shared/http/domain-errors';
import { Supplier } from '../../domain/supplier.entity';
import { SupplierFaceVerified } from '../../events/supplier-events';
import { ReviewSupplierFaceDto } from './review-supplier-face.dto';

@Injectable()
export class ReviewSupplierFaceHandler {
  constructor(
    @InjectRepository(Supplier) private readonly suppliers: Repository<Supplier>,
    private readonly events: EventEmitter2,
  ) {}

  async execute(supplierId: string, review: ReviewSupplierFaceDto, adminId: string): Promise<Supplier> {
    const supplier = await this.suppliers.findOneBy({ id: supplierId });
    if (!supplier) throw new NotFoundError('Supplier not found');
    supplier.faceVerificationStatus = review.status;
    supplier.verificationNotes = review.notes?.trim() || null;
    supplier.verifiedAt = new Date();
    supplier.verifiedBy = adminId;
    // A rejected face withdraws an approval given earlier.
    if (review.status === 'rejected') supplier.isApproved = false;
    const saved = await this.suppliers.save(supplier);
    this.events.emit(SupplierFaceVerified.eventName, new SupplierFaceVerified(saved.id, review.status, adminId));
    return saved;
  }
}
