import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { BackInStockFacts, CartReminderFacts, ChatFacts, DeadLetterFacts, OrderFacts, PaymentMismatchFacts, SupplierFacts, SupportRequestFacts, WebhookDisabledFacts } from './domain/message-facts';
import { MessageSettings } from './messages/drafts';
import { isAnnouncedStage, orderPlacedMessages, orderStageMessages, paymentMessages } from './messages/order.messages';
import { staffDeadLetterMessages, staffNewOrderMessages, staffPaymentMismatchMessages, staffWebhookDisabledMessages } from './messages/staff.messages';
import { supplierMessages } from './messages/supplier.messages';
import { chatAnsweredMessages, staffNewChatMessages } from './messages/chat.messages';
import { supportAnsweredMessages, supportReceivedMessages } from './messages/support.messages';
import { Outbox } from './outbox';
import { PayOnDeliveryPlacedFacts, payOnDeliveryMomoRequestMessages, payOnDeliveryPlacedMessages, PayOnDeliveryStep, payOnDeliveryStepMessages } from './messages/pay-on-delivery.messages';
import { signInCodeMessages } from './messages/sign-in.messages';
import { backInStockMessages } from './messages/back-in-stock.messages';
import { cartReminderMessages } from './messages/cart-reminder.messages';
import { ReturnFacts, returnStepMessages, ReturnStepName } from './messages/returns.messages';
import { SettingsService } from '../settings/settings.service';

/** The order statuses (ORDER_STATUSES, hyphenated) a shopper hears about. */
export type OrderStage = 'confirmed' | 'shipped' | 'out-for-delivery' | 'delivered' | 'cancelled';
export type PaymentOutcome = 'received' | 'failed' | 'refunded';
export type FaceVerdict = 'verified' | 'rejected';

/**
 * What other modules call, inside the transaction of the change, to tell people about it: each
 * method writes that change's messages to the outbox (so they are sent if and only if the change
 * commits, and once). Modules call it with plain facts; it reads nobody's tables.
 */
@Injectable()
export class NotificationsService {
  private readonly settings: MessageSettings;

  constructor(
    private readonly outbox: Outbox,
    private readonly shopSettings: SettingsService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.settings = {
      shopUrl: config.notifications.shopUrl.replace(/\/+$/, ''),
      staffEmails: config.notifications.staffEmails,
      smsCountries: config.notifications.smsCountries,
      whatsappLanguage: config.notifications.whatsapp?.language ?? 'en',
    };
  }

  /** Shopper: e-mail + SMS (number, items, total, delivery estimate, tracking link). Staff: new order. */
  async orderPlaced(manager: EntityManager, order: OrderFacts): Promise<void> {
    await this.outbox.enqueue(manager, [...orderPlacedMessages(order, await this.withContact(manager)), ...staffNewOrderMessages(order, this.settings)]);
  }

  /**
   * Shopper: e-mail + SMS for confirmed, shipped (tracking number), out for delivery, delivered (review link), cancelled. Other statuses send nothing.
   * `expired`: cancelled because the payment hold ran out, not by staff.
   */
  async orderStatusChanged(manager: EntityManager, order: OrderFacts, status: string, { expired = false }: { expired?: boolean } = {}): Promise<void> {
    // The statuses are hyphenated ('out-for-delivery'); an underscored spelling means the same stage.
    const stage = status.replace(/_/g, '-');
    if (!isAnnouncedStage(stage)) return;
    // Staff moved the order (owed); a hold that ran out is the checkout's doing, which a stranger can repeat.
    await this.outbox.enqueue(manager, orderStageMessages(order, stage, await this.withContact(manager), { expired }), { owed: !expired });
  }

  /** Shopper: e-mail + SMS. */
  async paymentChanged(manager: EntityManager, order: OrderFacts, outcome: PaymentOutcome): Promise<void> {
    // Money that arrived or went back is owed; a declined attempt anyone can start is not.
    await this.outbox.enqueue(manager, paymentMessages(order, outcome, await this.withContact(manager)), { owed: outcome !== 'failed' });
  }

  /** Pay on delivery placed. Shopper: e-mail + SMS with the confirmation link. Staff: new order. */
  async payOnDeliveryPlaced(manager: EntityManager, order: OrderFacts, placed: PayOnDeliveryPlacedFacts): Promise<void> {
    await this.outbox.enqueue(manager, [...payOnDeliveryPlacedMessages(order, placed, await this.withContact(manager)), ...staffNewOrderMessages(order, this.settings, { payOnDelivery: true })]);
  }

  /** Pay on delivery confirmed, expired, collected (the receipt) or refused at the door. Shopper: e-mail + SMS. */
  async payOnDeliveryStep(manager: EntityManager, order: OrderFacts, step: PayOnDeliveryStep, details: { via?: 'cash' | 'momo' } = {}): Promise<void> {
    await this.outbox.enqueue(manager, payOnDeliveryStepMessages(order, step, await this.withContact(manager), details), { owed: step !== 'expired' });
  }

  /** The rider's Mobile Money request: the payment link, to the shopper's phone (and e-mail). `attempt` tells one request from the next. */
  async payOnDeliveryMomoRequested(manager: EntityManager, order: OrderFacts, payUrl: string, attempt: string): Promise<void> {
    await this.outbox.enqueue(manager, payOnDeliveryMomoRequestMessages(order, payUrl, attempt, await this.withContact(manager)), { owed: true });
  }

  /** Staff: e-mail. */
  async paymentMismatch(manager: EntityManager, facts: PaymentMismatchFacts): Promise<void> {
    await this.outbox.enqueue(manager, staffPaymentMismatchMessages(facts, this.settings));
  }

  /** Sender: e-mail with the 24-hour promise and a reference. */
  /** A customer's sign-in code (ADR 059). */
  async signInCode(manager: EntityManager, phone: string, code: string, attempt: string, via: 'sms' | 'whatsapp' = 'sms'): Promise<void> {
    await this.outbox.enqueue(manager, signInCodeMessages(phone, code, attempt, this.settings, via));
  }

  /** A return's step (ADR 069). Shopper: e-mail + SMS, once per return and step. */
  async returnStep(manager: EntityManager, order: OrderFacts, facts: ReturnFacts, step: ReturnStepName): Promise<void> {
    await this.outbox.enqueue(manager, returnStepMessages(order, facts, step, await this.withContact(manager)), { owed: step !== 'requested' });
  }

  /** A back-in-stock request's one text (issue 35), written in the transaction that ends the request. */
  async backInStock(manager: EntityManager, facts: BackInStockFacts): Promise<void> {
    await this.outbox.enqueue(manager, backInStockMessages(facts, this.settings));
  }

  /** Shopper: a text about a cart left, with their consent (ADR 071). */
  async cartReminder(manager: EntityManager, facts: CartReminderFacts): Promise<void> {
    await this.outbox.enqueue(manager, cartReminderMessages(facts, this.settings));
  }

  async supportRequestReceived(manager: EntityManager, request: SupportRequestFacts): Promise<void> {
    await this.outbox.enqueue(manager, supportReceivedMessages(request, await this.withContact(manager)));
  }

  /** Sender: e-mail with the staff answer (each different answer is sent once). */
  async supportRequestAnswered(manager: EntityManager, request: SupportRequestFacts): Promise<void> {
    await this.outbox.enqueue(manager, supportAnsweredMessages(request, await this.withContact(manager)), { owed: true });
  }

  /** Staff: e-mail that a shopper started a live chat in the shop (issue 35). */
  async chatStarted(manager: EntityManager, chat: ChatFacts): Promise<void> {
    await this.outbox.enqueue(manager, staffNewChatMessages(chat, this.settings));
  }

  /** Shopper who left the page: the staff answers they had not seen, by e-mail and/or SMS, once. */
  async chatAnswersUnseen(manager: EntityManager, chat: ChatFacts, answers: { id: string; text: string }[]): Promise<void> {
    await this.outbox.enqueue(manager, chatAnsweredMessages(chat, answers, await this.withContact(manager)), { owed: true });
  }

  /** Supplier, in its language. */
  async supplierApplicationReceived(manager: EntityManager, supplier: SupplierFacts): Promise<void> {
    await this.outbox.enqueue(manager, supplierMessages(supplier, 'application-received', await this.withContact(manager)));
  }

  async supplierFaceReviewed(manager: EntityManager, supplier: SupplierFacts, verdict: FaceVerdict): Promise<void> {
    await this.outbox.enqueue(manager, supplierMessages(supplier, verdict === 'verified' ? 'face-verified' : 'face-rejected', await this.withContact(manager)), { owed: true });
  }

  async supplierApproved(manager: EntityManager, supplier: SupplierFacts): Promise<void> {
    await this.outbox.enqueue(manager, supplierMessages(supplier, 'approved', await this.withContact(manager)), { owed: true });
  }

  /** Staff: a message gave up after every try (never for a staff dead-letter message itself). */
  async messageDeadLettered(manager: EntityManager, message: DeadLetterFacts): Promise<void> {
    // A notice about a dead notice could loop forever when the staff mailbox itself is the fault.
    if (message.kind === 'staff-message-dead') return;
    await this.outbox.enqueue(manager, staffDeadLetterMessages(message, this.settings));
  }

  /** Staff: e-mail that a webhook endpoint failing for three days was turned off. */
  async webhookEndpointDisabled(manager: EntityManager, facts: WebhookDisabledFacts): Promise<void> {
    await this.outbox.enqueue(manager, staffWebhookDisabledMessages(facts, this.settings));
  }

  /**
   * Shoppers' and suppliers' e-mails end with the shop's phone, WhatsApp and e-mail as stored now,
   * read in the caller's transaction: a message says what the settings were when it was written.
   */
  private async withContact(manager: EntityManager): Promise<MessageSettings> {
    const stored = await this.shopSettings.current(manager).catch(() => null);
    return { ...this.settings, contact: stored && { phone: stored.phone, whatsapp: stored.whatsapp, email: stored.email } };
  }
}
