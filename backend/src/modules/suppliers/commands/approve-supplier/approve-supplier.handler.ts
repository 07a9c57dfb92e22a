import { webhookSupplier } from '../../../webhooks/domain/webhook-payloads';
import { WebhookPublisher } from '../../../webhooks/webhook-publisher';
import { Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ConflictError, NotFoundError } from '../../../../shared/http/domain-errors';
import { NotificationsService } from '../../../notifications/notifications.service';
import { Supplier } from '../../domain/supplier.entity';
import { supplierFacts } from '../../domain/supplier-facts';
import { SupplierApproved } from '../../events/supplier-approved.event';
import { ApproveSupplierCommand } from './approve-supplier.command';

/** Approval needs a verified face (DECISIONS.md): otherwise 409. The welcome e-mail is written with the approval. */
@Injectable()
export class ApproveSupplierHandler {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly events: EventEmitter2,
    private readonly notifications: NotificationsService,
    private readonly webhooks: WebhookPublisher,
  ) {}

  async execute({ supplierId }: ApproveSupplierCommand): Promise<Supplier> {
    const { supplier, approvedNow } = await this.dataSource.transaction(async (manager) => {
      const supplier = await manager.findOne(Supplier, { where: { id: supplierId }, lock: { mode: 'pessimistic_write' } });
      if (!supplier) throw new NotFoundError('Supplier not found');
      if (supplier.faceVerificationStatus !== 'verified') throw new ConflictError('Verify the supplier’s face before approving the business');
      if (supplier.isApproved) return { supplier, approvedNow: false };
      supplier.isApproved = true;
      supplier.approvedAt = new Date();
      const saved = await manager.save(supplier);
      await this.notifications.supplierApproved(manager, supplierFacts(saved));
      await this.webhooks.publish(manager, 'supplier.approved', webhookSupplier(saved));
      return { supplier: saved, approvedNow: true };
    });
    if (approvedNow) this.events.emit(SupplierApproved.eventName, new SupplierApproved(supplier.id));
    return supplier;
  }
}
