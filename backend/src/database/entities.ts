import { CartAddition } from '../modules/cart/domain/cart-addition.entity';
import { CartItem } from '../modules/cart/domain/cart-item.entity';
import { CartReminder } from '../modules/cart/domain/cart-reminder.entity';
import { CartSession } from '../modules/cart/domain/cart-session.entity';
import { ProductVariant } from '../modules/catalog/domain/product-variant.entity';
import { Product } from '../modules/catalog/domain/product.entity';
import { SearchMiss } from '../modules/catalog/search/search-miss.entity';
import { SearchSynonymGroup } from '../modules/catalog/search/search-synonym-group.entity';
import { DeliveryHoliday } from '../modules/delivery/domain/delivery-holiday.entity';
import { DeliveryZoneRegion } from '../modules/delivery/domain/delivery-zone-region.entity';
import { DeliveryZone } from '../modules/delivery/domain/delivery-zone.entity';
import { PickupPoint } from '../modules/delivery/domain/pickup-point.entity';
import { ApiKey } from '../modules/identity/domain/api-key.entity';
import { Session, SupplierSession } from '../modules/identity/domain/session.entity';
import { SignInCode } from '../modules/identity/domain/sign-in-code.entity';
import { User } from '../modules/identity/domain/user.entity';
import { SavedAddress } from '../modules/identity/domain/saved-address.entity';
import { Photo } from '../modules/media/domain/photo.entity';
import { PromotionUse } from '../modules/promotions/domain/promotion-use.entity';
import { Promotion } from '../modules/promotions/domain/promotion.entity';
import { HeldWhatsAppFailure } from '../modules/notifications/domain/held-whatsapp-failure.entity';
import { OutboxMessage } from '../modules/notifications/domain/outbox-message.entity';
import { Order } from '../modules/ordering/domain/order.entity';
import { PaymentEvent } from '../modules/payments/domain/payment-event.entity';
import { PaymentHistoryEntry } from '../modules/payments/domain/payment-history-entry.entity';
import { Payment } from '../modules/payments/domain/payment.entity';
import { BackInStockRequest } from '../modules/saved-items/domain/back-in-stock-request.entity';
import { SavedItem } from '../modules/saved-items/domain/saved-item.entity';
import { ReturnPhoto } from '../modules/returns/domain/return-photo.entity';
import { ReturnRequest } from '../modules/returns/domain/return-request.entity';
import { Review } from '../modules/reviews/domain/review.entity';
import { RiderAssignment } from '../modules/riders/domain/rider-assignment.entity';
import { ShopPage } from '../modules/settings/domain/shop-page.entity';
import { ShopSettings } from '../modules/settings/domain/shop-settings.entity';
import { SupportRequest } from '../modules/support/domain/support-request.entity';
import { ChatConversation } from '../modules/support/domain/chat-conversation.entity';
import { ChatMessage } from '../modules/support/domain/chat-message.entity';
import { LedgerEntry } from '../modules/payouts/domain/ledger-entry.entity';
import { LedgerOrder } from '../modules/payouts/domain/ledger-order.entity';
import { PayoutAccount } from '../modules/payouts/domain/payout-account.entity';
import { Payout } from '../modules/payouts/domain/payout.entity';
import { SupplierImage } from '../modules/suppliers/domain/supplier-image.entity';
import { SupplierProduct } from '../modules/suppliers/domain/supplier-product.entity';
import { Supplier } from '../modules/suppliers/domain/supplier.entity';
import { WebhookAttempt } from '../modules/webhooks/domain/webhook-attempt.entity';
import { WebhookDelivery } from '../modules/webhooks/domain/webhook-delivery.entity';
import { WebhookEvent } from '../modules/webhooks/domain/webhook-event.entity';
import { WebhookSubscription } from '../modules/webhooks/domain/webhook-subscription.entity';

/** Every table of the shop; each module owns its own and reaches others only through their services. */
export const allEntities = [
  Product,
  ProductVariant,
  SearchSynonymGroup,
  SearchMiss,
  CartItem,
  CartSession,
  CartReminder,
  CartAddition,
  SavedItem,
  BackInStockRequest,
  Order,
  ReturnRequest,
  ReturnPhoto,
  Promotion,
  PromotionUse,
  DeliveryZone,
  DeliveryZoneRegion,
  PickupPoint,
  DeliveryHoliday,
  OutboxMessage,
  HeldWhatsAppFailure,
  Payment,
  PaymentEvent,
  PaymentHistoryEntry,
  Photo,
  Review,
  RiderAssignment,
  ShopPage,
  ShopSettings,
  SupportRequest,
  ChatConversation,
  ChatMessage,
  Supplier,
  SupplierImage,
  SupplierProduct,
  LedgerEntry,
  LedgerOrder,
  Payout,
  PayoutAccount,
  User,
  SavedAddress,
  ApiKey,
  SignInCode,
  Session,
  SupplierSession,
  WebhookSubscription,
  WebhookEvent,
  WebhookDelivery,
  WebhookAttempt,
];
