import { webhookSupplier } from '../../../webhooks/domain/webhook-payloads';
import { WebhookPublisher } from '../../../webhooks/webhook-publisher';
import { Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, QueryFailedError } from 'typeorm';
import { NotificationsService } from '../../../notifications/notifications.service';
import { PasswordHasher } from '../../../identity/domain/password-hasher';
import { cleanPrivateImage } from '../../../../shared/private-image';
import { SupplierImage } from '../../domain/supplier-image.entity';
import { Supplier } from '../../domain/supplier.entity';
import { SupplierEmailTakenError } from '../../domain/suppliers.errors';
import { supplierFacts } from '../../domain/supplier-facts';
import { SupplierRegistered } from '../../events/supplier-registered.event';
import { RegisterSupplierCommand } from './register-supplier.command';
import { SupplierApplicationReceiptDto } from './register-supplier.dto';

/** An application: the account (pending, unapproved), both KYC images and its receipt e-mail, all or nothing. */
@Injectable()
export class RegisterSupplierHandler {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly events: EventEmitter2,
    private readonly notifications: NotificationsService,
    private readonly passwords: PasswordHasher,
    private readonly webhooks: WebhookPublisher,
  ) {}

  async execute({ application: input }: RegisterSupplierCommand): Promise<SupplierApplicationReceiptDto> {
    // Images are checked before anything is written: a bad image leaves no account behind.
    const face = await cleanPrivateImage('faceVerificationImage', input.faceVerificationImage);
    const governmentId = await cleanPrivateImage('governmentIdImage', input.governmentIdImage);
    const passwordHash = await this.passwords.hash(input.password);
    let supplier: Supplier;
    try {
      supplier = await this.dataSource.transaction(async (manager) => {
        const saved = await manager.save(
          manager.create(Supplier, {
            // Text fields arrive trimmed (the DTO's @Trimmed); IsEmail refuses spaces around an e-mail.
            email: input.email.toLowerCase(),
            passwordHash,
            businessName: input.businessName,
            contactPerson: input.contactPerson,
            phone: input.phone,
            address: input.address || null,
            country: input.country,
            language: input.language ?? 'en',
            taxId: input.taxId || null,
            businessLicense: input.businessLicense || null,
          }),
        );
        await manager.insert(SupplierImage, [
          { supplierId: saved.id, kind: 'face', mimeType: face.mimeType, data: face.data },
          { supplierId: saved.id, kind: 'government-id', mimeType: governmentId.mimeType, data: governmentId.data },
        ]);
        await this.notifications.supplierApplicationReceived(manager, supplierFacts(saved));
        await this.webhooks.publish(manager, 'supplier.registered', webhookSupplier(saved));
        return saved;
      });
    } catch (error) {
      if (error instanceof QueryFailedError && (error.driverError as { code?: string }).code === '23505') {
        throw new SupplierEmailTakenError();
      }
      throw error;
    }
    this.events.emit(SupplierRegistered.eventName, new SupplierRegistered(supplier.id));
    return { id: supplier.id, faceVerificationStatus: supplier.faceVerificationStatus, isApproved: supplier.isApproved };
  }
}
