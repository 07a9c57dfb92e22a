/**
 * What the modules tell notifications about a change, as plain data: notifications reads no other
 * module's tables, and the other modules hand over only what a message needs.
 */
export interface OrderFacts {
  id: string;
  orderNumber: string;
  email: string;
  /** As the shopper typed it; normalised to E.164 for SMS. */
  phone: string;
  firstName: string;
  items: { name: string; quantity: number; price: string; size: string | null; color: string | null }[];
  /** The promotions the order got, each its own line: 'Promo AKWAABA10' or the automatic promotion's name (ADR 061). */
  discounts: { label: string; amount: string }[];
  total: string;
  deliveryType: string;
  estimatedDeliveryDate: Date | null;
  /** The date or range promised at checkout in the shop's words ('Tue 1 Dec – Thu 3 Dec'); null on orders without one. */
  deliveryEstimate: string | null;
  /** Where a pickup order is collected; null for delivery to the door. */
  pickupPoint: { name: string; address: string; digitalAddress: string | null; openingHours: string; phone: string } | null;
  trackingNumber: string | null;
  /** Where it goes, with what a rider needs to find it (digital address, landmark, pin) when given. */
  deliverTo: {
    address: string;
    city: string;
    region: string;
    digitalAddress: string | null;
    landmark: string | null;
    lat: number | null;
    lng: number | null;
  };
  /** Until when an unpaid order's items are held for it (a declined payment's message says so); null when not held or not asked. */
  heldUntil: Date | null;
  /** The phone channel the shopper chose at checkout (ADR 067); absent means SMS. */
  updatesBy?: 'sms' | 'whatsapp';
}

export interface SupportRequestFacts {
  id: string;
  email: string;
  firstName: string;
  subject: string;
  message: string;
  orderNumber: string | null;
  /** The staff answer (support-answered). */
  response: string | null;
}

/** A live chat in the shop (issue 35). */
export interface ChatFacts {
  id: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  context: string | null;
}

export interface SupplierFacts {
  id: string;
  email: string;
  contactPerson: string;
  businessName: string;
  language: 'en' | 'zh-CN';
}

/** A payment whose amount or currency differed from the order's: staff must look. */
export interface PaymentMismatchFacts {
  orderId: string;
  orderNumber: string;
  /** The payment history's sentence ("Paystack says ₵209.00 was paid, the attempt is for ₵209.55 ..."). */
  detail: string;
}

/** A message the relay gave up on: staff hear of it and may retry it in the Messages view. */
export interface DeadLetterFacts {
  messageId: string;
  kind: string;
  channel: string;
  recipient: string;
  reference: string | null;
  lastError: string;
}

/** A webhook endpoint the shop turned off after three days of failures. */
export interface WebhookDisabledFacts {
  subscriptionId: string;
  url: string;
  reason: string;
}

/** A back-in-stock request whose size and colour has units again (issue 35). */
export interface CartReminderFacts {
  reminderId: string;
  /** E.164. */
  phone: string;
  /** The link's secret: /cart/return/<token>. */
  token: string;
  /** Units in the cart now. */
  units: number;
  /** 1 for the first reminder; `of` is the last. */
  ordinal: number;
  of: number;
}

export interface BackInStockFacts {
  requestId: string;
  /** E.164. */
  phone: string;
  productId: string;
  productName: string;
  size: string | null;
  color: string | null;
}
