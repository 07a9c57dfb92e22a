import { Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { ConflictError, NotFoundError } from '../../../../shared/http/domain-errors';
import { Supplier } from '../../domain/supplier.entity';
import { SupplierApproved } from '../../events/supplier-approved.event';
import { ApproveSupplierCommand } from './approve-supplier.command';

/** Approval needs a verified face (DECISIONS.md): otherwise 409. */
@Injectable()
export class ApproveSupplierHandler {
  constructor(
    @InjectRepository(Supplier) private readonly suppliers: Repository<Supplier>,
    private readonly events: EventEmitter2,
  ) {}

  async execute({ supplierId }: ApproveSupplierCommand): Promise<Supplier> {
    const supplier = await this.suppliers.findOneBy({ id: supplierId });
    if (!supplier) throw new NotFoundError('Supplier not found');
    if (supplier.faceVerificationStatus !== 'verified') throw new ConflictError('Verify the supplier’s face before approving the business');
    if (supplier.isApproved) return supplier;
    supplier.isApproved = true;
    supplier.approvedAt = new Date();
    const saved = await this.suppliers.save(supplier);
    this.events.emit(SupplierApproved.eventName, new SupplierApproved(saved.id));
    return saved;
  }
}
