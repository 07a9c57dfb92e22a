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
import { SupplierFaceVerified } from '../../events/supplier-face-verified.event';
import { ReviewSupplierFaceCommand } from './review-supplier-face.command';

@Injectable()
export class ReviewSupplierFaceHandler {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly events: EventEmitter2,
    private readonly notifications: NotificationsService,
    private readonly webhooks: WebhookPublisher,
  ) {}

  async execute({ supplierId, review, adminId }: ReviewSupplierFaceCommand): Promise<Supplier> {
    const supplier = await this.dataSource.transaction(async (manager) => {
      // SPEC §4: pending goes to verified or rejected, once. The condition sits in the UPDATE so two
      // admins reviewing at the same moment cannot both win (nor both e-mail the supplier).
      const reviewed = await manager.update(
        Supplier,
        { id: supplierId, faceVerificationStatus: 'pending' },
        { faceVerificationStatus: review.status, verificationNotes: review.notes?.trim() || null, verifiedAt: new Date(), verifiedBy: adminId },
      );
      const supplier = await manager.findOneBy(Supplier, { id: supplierId });
      if (!supplier) throw new NotFoundError('Supplier not found');
      if (!reviewed.affected) throw new ConflictError('This face has already been reviewed');
      await this.notifications.supplierFaceReviewed(manager, supplierFacts(supplier), review.status === 'verified' ? 'verified' : 'rejected');
      await this.webhooks.publish(manager, 'supplier.face_verified', { ...webhookSupplier(supplier), verdict: review.status === 'verified' ? 'verified' : 'rejected' });
      return supplier;
    });
    this.events.emit(SupplierFaceVerified.eventName, new SupplierFaceVerified(supplier.id, review.status, adminId));
    return supplier;
  }
}
