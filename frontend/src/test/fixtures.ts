import { photoPath } from '@shop/rules';
import type { DeliveryStopDto, OrderDto, OrderPaymentDto, ProductDto, ShopSettingsDto, SupportRequestDto, UserDto } from '../api/generated/model';

/** Test data shared by the component tests (what the fake API answers with, test/fake-api.ts). */

export const ADMIN: UserDto = { id: 'u-admin', email: 'owner@example.com', firstName: 'Ama', lastName: 'Mensah', phone: null, profileImageUrl: null, role: 'admin', newAccount: false };
export const CUSTOMER: UserDto = { id: 'u-customer', email: 'kofi@example.com', firstName: 'Kofi', lastName: 'Boateng', phone: null, profileImageUrl: null, role: 'customer', newAccount: false };

/** A product photo's path as the API gives it (ADR 019): the key `digit` repeated, a ThumbHash in the name. */
export function testPhoto(digit: string): string {
  return photoPath(digit.repeat(32), 'YJqGPQw7sFlslqhFafSE');
}

export const PRODUCT: ProductDto = {
  id: '0f6f3c52-5d8e-4a57-8d44-3a7b1d2c9e10',
  name: 'Royal Kente Stole',
  description: 'Handwoven in Bonwire',
  price: '185.00',
  originalPrice: '220.00',
  category: 'accessories',
  subcategory: 'Stoles',
  stock: 3,
  images: [testPhoto('a')],
  sizes: ['M', 'L'],
  colors: ['Yellow'],
  variants: [
    { id: 'a1a1a1a1-0000-4000-8000-000000000001', size: 'M', color: 'Yellow', stock: 1, sku: null },
    { id: 'a1a1a1a1-0000-4000-8000-000000000002', size: 'L', color: 'Yellow', stock: 2, sku: 'KS-L-Y' },
  ],
  tags: ['kente'],
  isActive: false,
  isFeatured: true,
  rating: '4.50',
  reviewCount: 4,
  createdAt: '2024-05-01T10:00:00.000Z',
  updatedAt: '2024-05-01T10:00:00.000Z',
};

export function order(overrides: Partial<OrderDto> = {}): OrderDto {
  return {
    id: 'o-1',
    orderNumber: 'GH-7KQ2-M9XD-4TRB',
    userId: null,
    email: 'efua@example.com',
    firstName: 'Efua',
    lastName: 'Owusu',
    phone: '+233 24 123 4567',
    shippingAddress: { address: '12 Bank Road', city: 'Tamale', region: 'Northern', country: 'Ghana', digitalAddress: 'NT-045-1234', landmark: 'opposite the Total filling station', lat: null, lng: null },
    items: [{ productId: PRODUCT.id, name: PRODUCT.name, price: '185.00', quantity: 2, size: 'M', color: 'Yellow', variantId: 'c1d2e3f4-0000-4000-8000-000000000001', image: PRODUCT.images[0] }],
    subtotal: '370.00',
    discount: '0.00',
    discounts: [],
    shipping: '0.00',
    tax: '18.50',
    total: '388.50',
    paymentMethod: 'momo',
    paymentStatus: 'pending',
    payment: null,
    payOnDelivery: null,
    orderStatus: 'ordered',
    heldUntil: '2024-05-01T10:30:00.000Z',
    receiptEmail: 'e•••@example.com',
    receiptPhone: '••• ••• 567',
    deliveryType: 'standard',
    updatesBy: 'sms',
    estimatedDeliveryDate: '2024-05-04T10:00:00.000Z',
    deliveryEstimate: null,
    pickupPoint: null,
    trackingNumber: null,
    notes: null,
    orderedAt: '2024-05-01T10:00:00.000Z',
    confirmedAt: null,
    processingAt: null,
    shippedAt: null,
    outForDeliveryAt: null,
    deliveredAt: null,
    notificationsSent: {},
    createdAt: '2024-05-01T10:00:00.000Z',
    updatedAt: '2024-05-01T10:00:00.000Z',
    ...overrides,
  };
}

/** A payment attempt on `order()` (₵388.50 by Mobile Money through Paystack), still pending. */
export function orderPayment(overrides: Partial<OrderPaymentDto> = {}): OrderPaymentDto {
  return {
    provider: 'paystack',
    method: 'momo',
    reference: 'GH7KQ2M9XD4TRB-1',
    status: 'pending',
    redirectUrl: 'https://checkout.paystack.com/0peioxfhpn',
    amount: 38850,
    currency: 'GHS',
    amountPesewas: 38850,
    ghsPerUsd: null,
    testMode: false,
    createdAt: '2024-05-01T10:00:00.000Z',
    ...overrides,
  };
}

export function supportRequest(overrides: Partial<SupportRequestDto> = {}): SupportRequestDto {
  return {
    id: 's-1',
    firstName: 'Yaw',
    lastName: 'Asante',
    email: 'yaw@example.com',
    orderNumber: 'GH-7KQ2-M9XD-4TRB',
    subject: 'Order Issue',
    message: 'My parcel has not arrived yet.',
    status: 'open',
    priority: 'high',
    assignedTo: null,
    response: null,
    createdAt: '2024-05-02T09:00:00.000Z',
    updatedAt: '2024-05-02T09:00:00.000Z',
    ...overrides,
  };
}

/**
 * antd tables and dialogs measure the scrollbar with getComputedStyle(el, '::-webkit-scrollbar'),
 * which jsdom does not implement (it logs an error); the pseudo-element argument is dropped here.
 */
export function ignoreScrollbarMeasuring(): void {
  const { getComputedStyle } = window;
  beforeAll(() => {
    window.getComputedStyle = (element: Element) => getComputedStyle(element);
  });
  afterAll(() => {
    window.getComputedStyle = getComputedStyle;
  });
}

/**
 * Moves the clock that React Query reads (Date) on by `milliseconds`, to make what it fetched stale;
 * timers keep running. The test calls jest.useRealTimers() afterwards.
 */
export function advanceClock(milliseconds: number): void {
  jest.useFakeTimers({
    now: Date.now() + milliseconds,
    doNotFake: ['hrtime', 'nextTick', 'performance', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'],
  });
}

/** Sets the clock (Date only) to `iso`, for what depends on the day and hour (delivery dates, cut-offs); timers keep running. */
export function setClock(iso: string): void {
  jest.useFakeTimers({
    now: new Date(iso),
    doNotFake: ['hrtime', 'nextTick', 'performance', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'],
  });
}

/** The store settings as GET /api/settings answers them (admin Settings tab, footer, support and about pages). */
export const SHOP_SETTINGS: ShopSettingsDto = {
  phone: '+233 24 123 4567',
  phoneLink: 'tel:+233241234567',
  whatsapp: '055 987 6543',
  whatsappLink: 'https://wa.me/233559876543',
  email: 'hello@kente.example',
  address: 'Kente & Co. Showroom\nOxford Street, Osu\nAccra',
  businessHours: 'Monday to Friday: 9:00 – 18:00\nSaturday: 10:00 – 16:00\nSunday: Closed',
  socialLinks: [
    { name: 'Instagram', url: 'https://www.instagram.com/kente.example' },
    { name: 'Threads', url: 'https://www.threads.net/@kente.example' },
  ],
  placeholderContacts: [],
  updatedAt: '2026-11-20T10:00:00.000Z',
};

export const RIDER: UserDto = { id: 'u-rider', email: 'yaw.rider@example.com', firstName: 'Yaw', lastName: 'Boateng', phone: null, profileImageUrl: null, role: 'rider', newAccount: false };

export function deliveryStop(overrides: Partial<DeliveryStopDto> = {}): DeliveryStopDto {
  return {
    orderId: 'o-stop-1',
    orderNumber: 'GH-7KQ2-M9XD-4TRB',
    position: 1,
    day: '2026-12-01',
    customerName: 'Esi Mensah',
    phone: '+233 20 555 0199',
    address: { address: 'House 4, Lamptey Close', city: 'Kasoa', region: 'Central', country: 'Ghana', digitalAddress: 'CX-123-4567', landmark: 'opposite Star Oil, Kasoa toll booth', lat: null, lng: null },
    units: 2,
    total: '187.50',
    amountToCollect: '187.50',
    paymentMethod: 'cod',
    paymentStatus: 'pending',
    orderStatus: 'out-for-delivery',
    deliveryType: 'standard',
    estimatedDeliveryDate: '2026-12-01T00:00:00.000Z',
    collected: null,
    lastVisit: null,
    ...overrides,
  };
}
