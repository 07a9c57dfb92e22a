import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { DeadLetterFacts, OrderFacts, PaymentMismatchFacts, SupplierFacts, SupportRequestFacts } from './domain/message-facts';
import { Outbox } from './outbox';

export type OrderStage = 'confirmed' | 'shipped' | 'out_for_delivery' | 'delivered' | 'cancelled';
export type PaymentOutcome = 'received' | 'failed' | 'refunded';
export type FaceVerdict = 'verified' | 'rejected';

/**
 * What other modules call, inside the transaction of the change, to tell people about it: each
 * method writes that change's messages to the outbox (so they are sent if and only if the change
 * commits, and once). Modules call it with plain facts; it reads nobody's tables.
 */
@Injectable()
export class NotificationsService {
  constructor(private readonly outbox: Outbox) {}

  /** Shopper: e-mail + SMS (number, items, total, delivery estimate, tracking link). Staff: new order. */
  async orderPlaced(manager: EntityManager, order: OrderFacts): Promise<void> {
    throw new Error('TODO(notifications-templates)');
  }

  /** Shopper: e-mail + SMS for confirmed, shipped (tracking number), out for delivery, delivered (review link), cancelled. Other statuses send nothing. */
  async orderStatusChanged(manager: EntityManager, order: OrderFacts, status: string): Promise<void> {
    throw new Error('TODO(notifications-templates)');
  }

  /** Shopper: e-mail + SMS. */
  async paymentChanged(manager: EntityManager, order: OrderFacts, outcome: PaymentOutcome): Promise<void> {
    throw new Error('TODO(notifications-templates)');
  }

  /** Staff: e-mail. */
  async paymentMismatch(manager: EntityManager, facts: PaymentMismatchFacts): Promise<void> {
    throw new Error('TODO(notifications-templates)');
  }

  /** Sender: e-mail with the 24-hour promise and a reference. */
  async supportRequestReceived(manager: EntityManager, request: SupportRequestFacts): Promise<void> {
    throw new Error('TODO(notifications-templates)');
  }

  /** Sender: e-mail with the staff answer (each different answer is sent once). */
  async supportRequestAnswered(manager: EntityManager, request: SupportRequestFacts): Promise<void> {
    throw new Error('TODO(notifications-templates)');
  }

  /** Supplier, in its language. */
  async supplierApplicationReceived(manager: EntityManager, supplier: SupplierFacts): Promise<void> {
    throw new Error('TODO(notifications-templates)');
  }

  async supplierFaceReviewed(manager: EntityManager, supplier: SupplierFacts, verdict: FaceVerdict): Promise<void> {
    throw new Error('TODO(notifications-templates)');
  }

  async supplierApproved(manager: EntityManager, supplier: SupplierFacts): Promise<void> {
    throw new Error('TODO(notifications-templates)');
  }

  /** Staff: a message gave up after every try (never for a staff dead-letter message itself). */
  async messageDeadLettered(manager: EntityManager, message: DeadLetterFacts): Promise<void> {
    throw new Error('TODO(notifications-templates)');
  }
}
