import { Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { ConflictError, NotFoundError } from '../../../../shared/http/domain-errors';
import { Supplier } from '../../domain/supplier.entity';
import { SupplierFaceVerified } from '../../events/supplier-face-verified.event';
import { ReviewSupplierFaceCommand } from './review-supplier-face.command';

@Injectable()
export class ReviewSupplierFaceHandler {
  constructor(
    @InjectRepository(Supplier) private readonly suppliers: Repository<Supplier>,
    private readonly events: EventEmitter2,
  ) {}

  async execute({ supplierId, review, adminId }: ReviewSupplierFaceCommand): Promise<Supplier> {
    // SPEC §4: pending goes to verified or rejected, once. The condition sits in the UPDATE so two
    // admins reviewing at the same moment cannot both win.
    const reviewed = await this.suppliers.update(
      { id: supplierId, faceVerificationStatus: 'pending' },
      { faceVerificationStatus: review.status, verificationNotes: review.notes?.trim() || null, verifiedAt: new Date(), verifiedBy: adminId },
    );
    const supplier = await this.suppliers.findOneBy({ id: supplierId });
    if (!supplier) throw new NotFoundError('Supplier not found');
    if (!reviewed.affected) throw new ConflictError('This face has already been reviewed');
    this.events.emit(SupplierFaceVerified.eventName, new SupplierFaceVerified(supplier.id, review.status, adminId));
    return supplier;
  }
}
