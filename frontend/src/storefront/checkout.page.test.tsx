import { focusManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { CartLineDto, PaymentOptionsDto, SavedAddressDto } from '../api/generated/model';
import { goToPaymentPage } from '../lib/browser-location';
import { CHECKOUT_DRAFT_KEY } from '../lib/checkout-draft';
import { rememberCart } from '../lib/last-known-cart';
import { getSessionId } from '../lib/session-id';
import { PICKUP_POINT, specDeliveryOptions } from '../test/delivery-options';
import { CUSTOMER, order, orderPayment, setClock, testPhoto } from '../test/fixtures';
import { apiError, fakeApi, networkFailure, never, ok, reply, SIGNED_OUT } from '../test/fake-api';
import { renderWithProviders } from '../test/render';
import CheckoutPage from './checkout.page';

jest.mock('../lib/browser-location', () => ({ ...jest.requireActual('../lib/browser-location'), goToPaymentPage: jest.fn() }));

const goToPaymentPageMock = goToPaymentPage as unknown as jest.Mock;
const CART = '/api/cart/:sessionId';
const ORDERS = '/api/orders';
const DELIVERY_OPTIONS_PATH = '/api/delivery/options';
const SAVED_ADDRESSES = '/api/account/addresses';
const CART_REMINDER = '/api/cart/:sessionId/reminder';
const NO_REMINDER = { active: false, sendTo: null, nextReminderAt: null };
/** Dates and the same-day cut-off depend on the clock: a Monday, 09:00 in Accra. */
const MONDAY_MORNING = '2026-11-30T09:00:00Z';

function paymentOptions(overrides: Partial<PaymentOptionsDto> = {}): PaymentOptionsDto {
  return {
    holdMinutes: 30,
    payOnDeliveryMaxTotal: '1000.00',
    payOnDeliveryConfirmHours: 24,
    paypalGhsPerUsd: '15.00',
    testMode: false,
    methods: [
      { method: 'momo', available: true },
      { method: 'card', available: true },
      { method: 'paypal', available: true },
    ],
    ...overrides,
  };
}


const LINE: CartLineDto = {
  id: '11111111-1111-4111-8111-111111111111',
  sessionId: 'abc123xyz',
  productId: '22222222-2222-4222-8222-222222222222',
  quantity: 2,
  size: 'M',
  color: null,
  variantId: '33333333-3333-4333-8333-333333333333',
  variantStock: 10,
  createdAt: '2024-05-01T10:00:00.000Z',
  updatedAt: '2024-05-01T10:00:00.000Z',
  product: { name: 'Dashiki Shirt', price: '85.50', images: [testPhoto('d')], stock: 10, sizes: ['M'], colors: [], variants: [] },
};

function cartOf(lines: CartLineDto[]) {
  fakeApi.on('GET', CART, ok(lines));
}

function TrackProbe() {
  const location = useLocation();
  return <p>Tracking {location.pathname + location.search}</p>;
}

/** The checkout once the cart and the ways to pay have been answered. */
async function renderCheckout() {
  const rendered = renderWithProviders(
    <Routes>
      <Route path="/checkout" element={<CheckoutPage />} />
      <Route path="/track" element={<TrackProbe />} />
    </Routes>,
    { route: '/checkout' },
  );
  await screen.findAllByText(/We hold your items for|We could not check which ways to pay|Your cart is empty/);
  return rendered;
}

async function fillShipping(user: UserEvent) {
  await user.type(screen.getByRole('textbox', { name: 'First Name' }), 'Ama');
  await user.type(screen.getByRole('textbox', { name: 'Last Name' }), 'Mensah');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ama@example.com');
  await user.type(screen.getByRole('textbox', { name: 'Phone' }), '+233 24 123 4567');
  await user.type(screen.getByRole('textbox', { name: 'Address' }), '12 Lamashegu Road');
  await user.type(screen.getByRole('textbox', { name: 'Landmark' }), 'behind Lamashegu market');
  await user.type(screen.getByRole('textbox', { name: 'City' }), 'Tamale');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Region' }), 'Northern');
}

function placed(orderNumber: string) {
  return reply(201, { orderNumber });
}

function summaryRow(label: string | RegExp) {
  return within(screen.getByRole('region', { name: 'Order Summary' })).getByText(label).nextElementSibling?.textContent;
}

// Every checkout asks the server for its promotions and its cart reminder: none here unless a test says.
beforeEach(() => {
  sessionStorage.removeItem('promoCode');
  // A quote for another basket than the lines (subtotal 0.00) counts for nothing: the totals stay the rules' own.
  fakeApi.on('POST', '/api/promotions/quote', ok({ subtotal: '0.00', subtotalDiscount: '0.00', freeDelivery: false, promotions: [], code: null }));
  // No cart reminder unless a test ticks the box (ADR 071).
  fakeApi.on('GET', CART_REMINDER, ok(NO_REMINDER));
});

describe('the checkout', () => {
  beforeEach(() => {
    sessionStorage.clear();
    fakeApi.on('GET', '/api/payments/options', ok(paymentOptions()));
    fakeApi.on('GET', '/api/auth/user', SIGNED_OUT);
    fakeApi.on('GET', DELIVERY_OPTIONS_PATH, specDeliveryOptions());
    // A signed-in customer's saved addresses (ADR 064): none unless a test says.
    fakeApi.on('GET', SAVED_ADDRESSES, ok([]));
    setClock(MONDAY_MORNING);
    goToPaymentPageMock.mockReset();
  });
  afterEach(() => {
    focusManager.setFocused(undefined);
    jest.useRealTimers();
  });

  it('says checkout needs a connection, offline with the cart as last seen, and opens the form once the connection is back', async () => {
    let online = false;
    const onLine = jest.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    try {
      rememberCart(getSessionId(), [LINE]);
      fakeApi.on('GET', CART, networkFailure(), ok([LINE]));
      act(() => void window.dispatchEvent(new Event('offline')));
      renderWithProviders(<CheckoutPage />, { route: '/checkout' });
      expect(await screen.findByText('Checkout needs a connection. Your cart is kept on this device: check out when you are back online.')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'View Your Cart' })).toHaveAttribute('href', '/cart');
      expect(screen.queryByRole('button', { name: 'Place Order' })).not.toBeInTheDocument();

      online = true;
      act(() => void window.dispatchEvent(new Event('online')));
      expect(await screen.findByRole('button', { name: 'Place Order' })).toBeInTheDocument();
      expect(screen.queryByText(/Checkout needs a connection/)).not.toBeInTheDocument();
    } finally {
      onLine.mockRestore();
    }
  });

  it('says the cart is empty and links to the products when there is nothing to check out', async () => {
    cartOf([]);
    await renderCheckout();
    expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByText('You need items in your cart to checkout.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/products');
    expect(screen.getByRole('link', { name: 'Back to Cart' })).toHaveAttribute('href', '/cart');
  });

  it('ticks "Remind me about my cart" only with a phone to text, and unticks it', async () => {
    const user = userEvent.setup();
    cartOf([LINE]);
    fakeApi.on('PUT', CART_REMINDER, ok({ active: true, sendTo: '+233 24 ••• 4567', nextReminderAt: '2026-11-30T10:00:00.000Z' }));
    fakeApi.on('DELETE', CART_REMINDER, reply(204));
    await renderCheckout();
    const tick = screen.getByRole('checkbox', { name: /Remind me about my cart/ });
    await waitFor(() => expect(tick).toBeEnabled());
    expect(tick).not.toBeChecked();

    await user.click(tick);
    expect(screen.getByRole('alert')).toHaveTextContent('Enter your phone number above first: the reminders are texts.');
    expect(fakeApi.sent('PUT', CART_REMINDER)).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '024 123 4567');
    await user.click(tick);
    await waitFor(() => expect(tick).toBeChecked());
    expect(fakeApi.last('PUT', CART_REMINDER).body).toEqual({ phone: '024 123 4567', consent: true });
    expect(screen.getByText(/We will text \+233 24 ••• 4567 if you don't finish/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(tick);
    await waitFor(() => expect(tick).not.toBeChecked());
    expect(fakeApi.sent('DELETE', CART_REMINDER)).toHaveLength(1);
  });

  it('shows the steps, the required marks, the phone placeholder and Ghana as the default country', async () => {
    cartOf([LINE]);
    await renderCheckout();
    const steps = screen.getByRole('list', { name: 'Checkout steps' });
    expect(within(steps).getAllByRole('listitem').map((step) => step.textContent)).toEqual(['1Shipping', '2Payment', '3Review']);
    for (const name of ['First Name', 'Last Name', 'Email', 'Phone', 'Address', 'Landmark', 'City']) {
      const input = screen.getByRole('textbox', { name });
      expect(input).toBeRequired();
      expect(input.closest('.field')?.querySelector('label')).toHaveTextContent(`${name} *`);
    }
    expect(screen.getByRole('combobox', { name: 'Region' })).toBeRequired();
    expect(screen.getByRole('group', { name: 'Delivery Option' }).querySelector('legend')).toHaveTextContent('Delivery Option *');
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveAttribute('placeholder', '+233 XX XXX XXXX');
    expect(screen.getByRole('textbox', { name: 'Country' })).toHaveValue('Ghana');
    expect(screen.getByRole('radio', { name: /Mobile Money/ })).toBeChecked();
    expect(screen.getByText('Popular')).toBeInTheDocument();
  });

  it('names every missing field and sends nothing', async () => {
    cartOf([LINE]);
    await renderCheckout();
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    for (const message of ['First name is required', 'Last name is required', 'Email is required', 'Phone number is required', 'Address is required', 'Landmark is required, e.g. opposite Star Oil, Kasoa toll booth', 'City is required', 'Please select a region']) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(screen.getByRole('textbox', { name: 'First Name' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'First Name' })).toHaveAccessibleDescription('First name is required');
    expect(fakeApi.sent('POST', ORDERS)).toHaveLength(0);
  });

  it('checks the email and phone formats', async () => {
    const user = userEvent.setup();
    cartOf([LINE]);
    await renderCheckout();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ama@example');
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '12ab');
    await user.tab();
    expect(screen.getByText('Enter a valid email address, e.g. ama@example.com')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid phone number, e.g. +233 24 123 4567')).toBeInTheDocument();
  });

  it('works the totals out again for the chosen delivery option', async () => {
    cartOf([LINE]);
    await renderCheckout();
    expect(summaryRow('Subtotal')).toBe('₵171.00');
    expect(summaryRow('Shipping (Standard Delivery)')).toBe('₵30.00');
    expect(summaryRow('Tax (5%)')).toBe('₵8.55');
    expect(summaryRow('Total')).toBe('₵209.55');
    await userEvent.click(screen.getByRole('radio', { name: /Same-Day Delivery/ }));
    expect(summaryRow('Shipping (Same-Day Delivery)')).toBe('₵80.00');
    expect(summaryRow('Total')).toBe('₵259.55');
  });

  it('places the order and opens its tracking page', async () => {
    const user = userEvent.setup();
    fakeApi.on('POST', ORDERS, placed('GH-7K3M-9QX2-AB'));
    cartOf([LINE]);
    await renderCheckout();
    await fillShipping(user);
    await user.click(screen.getByRole('radio', { name: /Card/ }));
    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    expect(fakeApi.sent('POST', ORDERS)).toHaveLength(1);
    const { method, url, body } = fakeApi.last('POST', ORDERS);
    expect(method).toBe('POST');
    expect(url).toBe('/api/orders');
    expect(body).toEqual({
      sessionId: expect.stringMatching(/^[a-z0-9]{9}$/),
      email: 'ama@example.com',
      firstName: 'Ama',
      lastName: 'Mensah',
      phone: '+233 24 123 4567',
      shippingAddress: { address: '12 Lamashegu Road', landmark: 'behind Lamashegu market', city: 'Tamale', region: 'Northern', country: 'Ghana' },
      paymentMethod: 'card',
      paymentStatus: 'pending',
      orderStatus: 'ordered',
      deliveryType: 'standard',
      items: [{ productId: LINE.productId, name: 'Dashiki Shirt', price: '85.50', quantity: 2, size: 'M', color: null, image: testPhoto('d') }],
      subtotal: '171.00',
      shipping: '30.00',
      discount: '0.00',
      tax: '8.55',
      total: '209.55',
    });
    expect(await screen.findByText('Tracking /track?order=GH-7K3M-9QX2-AB')).toBeInTheDocument();
    expect(screen.getByText('Order placed successfully!')).toBeInTheDocument();
    expect(screen.getByText('Your order GH-7K3M-9QX2-AB has been placed.')).toBeInTheDocument();
  });

  it('offers order updates by SMS or WhatsApp, SMS unless chosen, and sends the WhatsApp choice with the order', async () => {
    const user = userEvent.setup();
    fakeApi.on('POST', ORDERS, placed('GH-7K3M-9QX2-WA'));
    cartOf([LINE]);
    await renderCheckout();
    const choice = screen.getByRole('group', { name: 'Order updates by' });
    expect(within(choice).getByRole('radio', { name: 'SMS' })).toBeChecked();
    expect(within(choice).getByRole('radio', { name: 'WhatsApp' })).not.toBeChecked();
    expect(choice).toHaveAccessibleDescription('To the phone number above.');

    await fillShipping(user);
    await user.click(within(choice).getByRole('radio', { name: 'WhatsApp' }));
    expect(within(choice).getByRole('radio', { name: 'WhatsApp' })).toBeChecked();
    expect(choice).toHaveAccessibleDescription('To the phone number above. If WhatsApp cannot reach it, we send an SMS instead.');
    await user.click(screen.getByRole('radio', { name: /Card/ }));
    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    expect(fakeApi.last('POST', ORDERS).body).toMatchObject({ phone: '+233 24 123 4567', updatesBy: 'whatsapp' });
    expect(await screen.findByText('Tracking /track?order=GH-7K3M-9QX2-WA')).toBeInTheDocument();
  });

  it('sends the same Idempotency-Key again when the shopper confirms the new total after a 409', async () => {
    const user = userEvent.setup();
    const serverTotals = { subtotal: '191.00', shipping: '30.00', tax: '9.55', total: '230.55' };
    fakeApi.on('POST', ORDERS, apiError(409, { message: 'Prices have changed since you opened checkout. Please review the new total.', totals: serverTotals }), placed('GH-AAAA-BBBB-CC'));
    cartOf([LINE]);
    await renderCheckout();
    await fillShipping(user);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Prices have changed since you opened checkout.');
    expect(alert).toHaveTextContent('New total: ₵230.55');
    expect(summaryRow('Total')).toBe('₵230.55');

    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(fakeApi.sent('POST', ORDERS)).toHaveLength(2);
    const [first, second] = fakeApi.sent('POST', ORDERS);
    const key = first.headers.get('Idempotency-Key');
    expect(key).toMatch(/^[a-z0-9]{32}$/);
    expect(second.headers.get('Idempotency-Key')).toBe(key);
    expect(second.body).toMatchObject(serverTotals);
    expect(await screen.findByText('Tracking /track?order=GH-AAAA-BBBB-CC')).toBeInTheDocument();
  });

  it('keeps the Idempotency-Key when retrying after a dropped connection, and says what went wrong', async () => {
    const user = userEvent.setup();
    fakeApi.on('POST', ORDERS, networkFailure(), placed('GH-RETRY-0001'));
    cartOf([LINE]);
    await renderCheckout();
    await fillShipping(user);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Error placing order')).toBeInTheDocument();
    expect(screen.getByText('Could not reach the shop. Check your connection and try again.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    const keys = fakeApi.sent('POST', ORDERS).map((request) => request.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    await screen.findByText('Tracking /track?order=GH-RETRY-0001');
  });

  it("shows a stock refusal in an 'Error placing order' toast", async () => {
    const user = userEvent.setup();
    fakeApi.on('POST', ORDERS, apiError(409, { message: 'Only 1 of Dashiki Shirt left in stock' }));
    cartOf([LINE]);
    await renderCheckout();
    await fillShipping(user);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Error placing order')).toBeInTheDocument();
    expect(screen.getByText('Only 1 of Dashiki Shirt left in stock')).toBeInTheDocument();
  });

  it('turns Place Order off while the order is on its way', async () => {
    const user = userEvent.setup();
    fakeApi.on('POST', ORDERS, never());
    cartOf([LINE]);
    await renderCheckout();
    await fillShipping(user);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    const button = screen.getByRole('button', { name: /Placing Order/ });
    expect(button).toBeDisabled();
    await user.click(button);
    expect(fakeApi.sent('POST', ORDERS)).toHaveLength(1);
  });
  it("opens TEST MODE's payment page, the shop's own, on the address the shopper is using, whatever address the shop names itself by", async () => {
    const user = userEvent.setup();
    fakeApi.on('POST', ORDERS, reply(201, { orderNumber: 'GH-7K3M-9QX2-AB', payment: orderPayment({ testMode: true, redirectUrl: 'http://localhost:3000/test-payment/acc_t3st0001' }) }));
    cartOf([LINE]);
    await renderCheckout();
    await fillShipping(user);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    expect(await screen.findByText('Your order is placed')).toBeInTheDocument();
    expect(goToPaymentPageMock).toHaveBeenCalledWith('/test-payment/acc_t3st0001');
    expect(screen.getByRole('link', { name: 'continue to payment' })).toHaveAttribute('href', '/test-payment/acc_t3st0001');
  });

  it('sends the shopper to the payment page once the order is placed, and says so while it loads', async () => {
    const user = userEvent.setup();
    const payment = orderPayment();
    fakeApi.on('POST', ORDERS, reply(201, { orderNumber: 'GH-7K3M-9QX2-AB', payment }));
    cartOf([LINE]);
    await renderCheckout();
    await fillShipping(user);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    expect(await screen.findByText('Your order is placed')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Taking you to payment…');
    expect(goToPaymentPageMock).toHaveBeenCalledWith('https://checkout.paystack.com/0peioxfhpn');
    expect(screen.getByRole('link', { name: 'continue to payment' })).toHaveAttribute('href', 'https://checkout.paystack.com/0peioxfhpn');
    // The form does not come back with Place Order enabled, nor 'Your cart is empty' once the emptied cart arrives.
    expect(screen.queryByRole('button', { name: 'Place Order' })).not.toBeInTheDocument();
    // The emptied cart arrives (read again as the shopper comes back to the window).
    cartOf([]);
    const reads = fakeApi.sent('GET', CART).length;
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    await waitFor(() => expect(fakeApi.sent('GET', CART)).toHaveLength(reads + 1));
    await user.click(screen.getByText('Your order is placed')); // any re-render
    expect(screen.queryByText('Your cart is empty')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Place Order' })).not.toBeInTheDocument();
    expect(screen.queryByText(/^Tracking/)).not.toBeInTheDocument();
  });

  it('back from the payment page, points to the order waiting for payment instead of an empty cart', async () => {
    const user = userEvent.setup();
    const heldUntil = new Date(Date.now() + 30 * 60_000).toISOString();
    fakeApi.on('POST', ORDERS, reply(201, { orderNumber: 'GH-7K3M-9QX2-AB4D', payment: orderPayment(), heldUntil }));
    cartOf([LINE]);
    const first = await renderCheckout();
    await fillShipping(user);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Your order is placed')).toBeInTheDocument();
    first.unmount();

    // The payment page's Back: the checkout loads afresh, with the cart the order emptied.
    cartOf([]);
    fakeApi.on('GET', '/api/orders/track/:orderNumber', ok({ ...order({ orderNumber: 'GH-7K3M-9QX2-AB4D' }), heldUntil }));
    await renderCheckout();
    expect(await screen.findByText('Your order GH-7K3M-9QX2-AB4D is waiting for payment')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pay for your order' })).toHaveAttribute('href', '/track?order=GH-7K3M-9QX2-AB4D');
    expect(screen.queryByText('Your cart is empty')).not.toBeInTheDocument();
  });

  it('says the cart is empty once the order it sent to payment is paid, whatever this tab remembers', async () => {
    sessionStorage.setItem('awaitingPayment', JSON.stringify({ orderNumber: 'GH-7K3M-9QX2-AB4D', heldUntil: new Date(Date.now() + 20 * 60_000).toISOString() }));
    fakeApi.on('GET', '/api/orders/track/:orderNumber', ok({ ...order({ orderNumber: 'GH-7K3M-9QX2-AB4D', paymentStatus: 'paid' }), heldUntil: null }));
    cartOf([]);
    await renderCheckout();
    await waitFor(() => expect(fakeApi.sent('GET', '/api/orders/track/:orderNumber')).toHaveLength(1));
    expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.queryByText(/is waiting for payment/)).not.toBeInTheDocument();
  });

  it('says the cart is empty again once the order is no longer held for its payment', async () => {
    sessionStorage.setItem('awaitingPayment', JSON.stringify({ orderNumber: 'GH-7K3M-9QX2-AB4D', heldUntil: new Date(Date.now() - 60_000).toISOString() }));
    cartOf([]);
    await renderCheckout();
    expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.queryByText(/is waiting for payment/)).not.toBeInTheDocument();
  });

  it('opens the tracking page when the order has no payment page (the provider could not be reached)', async () => {
    const user = userEvent.setup();
    fakeApi.on('POST', ORDERS, reply(201, { orderNumber: 'GH-7K3M-9QX2-AB', payment: orderPayment({ redirectUrl: null }) }));
    cartOf([LINE]);
    await renderCheckout();
    await fillShipping(user);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Tracking /track?order=GH-7K3M-9QX2-AB')).toBeInTheDocument();
    expect(goToPaymentPageMock).not.toHaveBeenCalled();
  });

  it('shows the dollars PayPal will charge for the current total, and the rate, before the order is placed', async () => {
    cartOf([LINE]);
    await renderCheckout();
    const paypal = screen.getByRole('radio', { name: /PayPal/ });
    // ₵209.55 at ₵15.00 a dollar.
    expect(paypal).toHaveAccessibleDescription('US$13.97 at ₵15.00 per US$1; PayPal charges in US dollars');
    await userEvent.click(screen.getByRole('radio', { name: /Same-Day Delivery/ }));
    // ₵259.55 / 15 = 17.3033...
    expect(paypal).toHaveAccessibleDescription('US$17.30 at ₵15.00 per US$1; PayPal charges in US dollars');
  });

  it('greys out the methods the shop cannot take, says why, and places the order with one it can', async () => {
    const user = userEvent.setup();
    fakeApi.on('GET', '/api/payments/options', ok(paymentOptions({ paypalGhsPerUsd: null, methods: [{ method: 'momo', available: false }, { method: 'card', available: true }, { method: 'paypal', available: false }] })));
    fakeApi.on('POST', ORDERS, placed('GH-7K3M-9QX2-AB'));
    cartOf([LINE]);
    await renderCheckout();
    const momo = screen.getByRole('radio', { name: /Mobile Money/ });
    expect(momo).toBeDisabled();
    expect(momo).not.toBeChecked();
    expect(momo).toHaveAccessibleDescription('Not available at the moment. Please choose another way to pay.');
    expect(screen.getByRole('radio', { name: /PayPal/ })).toBeDisabled();
    expect(screen.getByRole('radio', { name: /Card/ })).toBeChecked();
    expect(screen.queryByText('Popular')).not.toBeInTheDocument();

    await user.click(momo);
    expect(screen.getByRole('radio', { name: /Card/ })).toBeChecked();
    await fillShipping(user);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(fakeApi.last('POST', ORDERS).body).toMatchObject({ paymentMethod: 'card' });
    await screen.findByText('Tracking /track?order=GH-7K3M-9QX2-AB');
  });

  it('keeps what was typed through a refresh, and forgets it once the order is placed', async () => {
    const user = userEvent.setup();
    cartOf([LINE]);
    fakeApi.on('POST', ORDERS, placed('GH-7K3M-9QX2-AB'));
    const first = await renderCheckout();
    await fillShipping(user);
    await user.click(screen.getByRole('radio', { name: /Next-Day Delivery/ }));
    first.unmount();

    const second = await renderCheckout(); // the page loaded again in the same tab
    expect(screen.getByRole('textbox', { name: 'First Name' })).toHaveValue('Ama');
    expect(screen.getByRole('textbox', { name: 'Address' })).toHaveValue('12 Lamashegu Road');
    expect(screen.getByRole('combobox', { name: 'Region' })).toHaveValue('Northern');
    expect(screen.getByRole('radio', { name: /Next-Day Delivery/ })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Tracking /track?order=GH-7K3M-9QX2-AB')).toBeInTheDocument();
    expect(sessionStorage.getItem(CHECKOUT_DRAFT_KEY)).toBeNull();
    second.unmount();

    await renderCheckout();
    expect(screen.getByRole('textbox', { name: 'First Name' })).toHaveValue('');
  });

  it("prefills a signed-in customer's name and e-mail, leaving what the shopper typed", async () => {
    fakeApi.on('GET', '/api/auth/user', ok(CUSTOMER));
    sessionStorage.setItem(CHECKOUT_DRAFT_KEY, JSON.stringify({ firstName: 'Kwame' }));
    cartOf([LINE]);
    await renderCheckout();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Last Name' })).toHaveValue('Boateng'));
    expect(screen.getByRole('textbox', { name: 'First Name' })).toHaveValue('Kwame');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('kofi@example.com');
  });

  it('marks a line that sold out during checkout in the summary, with a way back to the cart', async () => {
    const user = userEvent.setup();
    fakeApi.on('POST', ORDERS, apiError(409, { message: 'Dashiki Shirt is sold out', productId: LINE.productId, available: 0 }));
    cartOf([LINE]);
    await renderCheckout();
    await fillShipping(user);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    const summary = screen.getByRole('region', { name: 'Order Summary' });
    expect(await within(summary).findByText(/Sold out/)).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: 'Change in cart' })).toHaveAttribute('href', '/cart');
    expect(summaryRow('Subtotal')).toBe('₵0.00'); // the sold-out line is not counted
    expect(screen.getByText('Some items in your order are no longer available in the quantity you chose.').closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByText('Error placing order')).toBeInTheDocument(); // the toast still says what the server said
    expect(screen.getByRole('link', { name: 'Change them in your cart' })).toHaveAttribute('href', '/cart');
    const placeOrder = screen.getByRole('button', { name: 'Place Order' });
    expect(placeOrder).toBeDisabled();
    expect(placeOrder).toHaveAccessibleDescription(/no longer available/);
    expect(fakeApi.sent('POST', ORDERS)).toHaveLength(1);
  });

  it('marks a line above what is left after a 409, saying how many are left', async () => {
    const user = userEvent.setup();
    fakeApi.on('POST', ORDERS, apiError(409, { message: 'Only 1 of Dashiki Shirt left in stock', productId: LINE.productId, available: 1 }));
    cartOf([LINE]);
    await renderCheckout();
    await fillShipping(user);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await within(screen.getByRole('region', { name: 'Order Summary' })).findByText(/Only 1 left/)).toBeInTheDocument();
  });

  it('marks TEST MODE clearly and tells the shopper what happens after Place Order', async () => {
    fakeApi.on('GET', '/api/payments/options', ok(paymentOptions({ testMode: true })));
    cartOf([LINE]);
    await renderCheckout();
    expect(screen.getByRole('note')).toHaveTextContent('TEST MODE: no real money moves.');
    expect(screen.getByText(/we take you straight to a secure page to pay, then back here to track it\. We hold your items for 30 minutes while you pay\./)).toBeInTheDocument();
    expect(screen.queryByText(/You pay with your chosen method after placing the order/)).not.toBeInTheDocument();
  });

  it('keeps every method open when the options cannot be loaded, and says so', async () => {
    fakeApi.on('GET', '/api/payments/options', networkFailure());
    cartOf([LINE]);
    await renderCheckout();
    for (const name of [/Mobile Money/, /Card/, /PayPal/]) expect(screen.getByRole('radio', { name })).toBeEnabled();
    expect(screen.getByText(/We could not check which ways to pay are open right now/)).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });
});

describe('an address a rider can find', () => {
  const realGeolocation = Object.getOwnPropertyDescriptor(navigator, 'geolocation');

  /** The phone's location as the browser gives it: a position, or a refusal with its code. */
  function fakeGeolocation(answer: { lat: number; lng: number } | { code: 1 | 2 | 3 }) {
    const getCurrentPosition = jest.fn((found: PositionCallback, failed?: PositionErrorCallback | null) => {
      if ('code' in answer) failed?.({ code: answer.code, message: 'refused', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 } as GeolocationPositionError);
      else found({ coords: { latitude: answer.lat, longitude: answer.lng, accuracy: 12 }, timestamp: Date.now() } as GeolocationPosition);
    });
    Object.defineProperty(navigator, 'geolocation', { configurable: true, value: { getCurrentPosition } });
    return getCurrentPosition;
  }

  beforeEach(() => {
    sessionStorage.clear();
    fakeApi.on('GET', '/api/payments/options', ok(paymentOptions()));
    fakeApi.on('GET', '/api/auth/user', SIGNED_OUT);
    fakeApi.on('GET', DELIVERY_OPTIONS_PATH, specDeliveryOptions());
    setClock(MONDAY_MORNING);
    cartOf([LINE]);
  });
  afterEach(() => {
    jest.useRealTimers();
    if (realGeolocation) Object.defineProperty(navigator, 'geolocation', realGeolocation);
    else delete (navigator as { geolocation?: Geolocation }).geolocation;
  });

  it('asks for a landmark, at least 3 characters, and sends nothing without one', async () => {
    const user = userEvent.setup();
    await renderCheckout();
    await fillShipping(user);
    await user.clear(screen.getByRole('textbox', { name: 'Landmark' }));
    await user.type(screen.getByRole('textbox', { name: 'Landmark' }), ' x ');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(screen.getByRole('textbox', { name: 'Landmark' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Landmark' })).toHaveAccessibleDescription(/Landmark must be at least 3 characters/);
    expect(fakeApi.sent('POST', ORDERS)).toHaveLength(0);
  });

  it('takes the digital address in any case and without dashes, shows it as GA-183-8164, fills the region from it and sends it', async () => {
    const user = userEvent.setup();
    fakeApi.on('POST', ORDERS, placed('GH-7K3M-9QX2-AB'));
    await renderCheckout();
    await fillShipping(user);
    // The region already chosen (Northern) stays: the code fills only an empty region.
    await user.type(screen.getByRole('textbox', { name: /Digital address/ }), 'ga1838164');
    expect(screen.getByRole('combobox', { name: 'Region' })).toHaveValue('Northern');
    await user.tab();
    expect(screen.getByRole('textbox', { name: /Digital address/ })).toHaveValue('GA-183-8164');
    expect(screen.getByRole('textbox', { name: /Digital address/ })).not.toBeRequired();

    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Tracking /track?order=GH-7K3M-9QX2-AB')).toBeInTheDocument();
    expect(fakeApi.last('POST', ORDERS).body).toMatchObject({ shippingAddress: { digitalAddress: 'GA-183-8164', landmark: 'behind Lamashegu market', region: 'Northern' } });
  });

  it('fills an empty region from the code, follows a corrected code, and never overrides a region the shopper chose', async () => {
    const user = userEvent.setup();
    await renderCheckout();
    const code = screen.getByRole('textbox', { name: /Digital address/ });
    const region = screen.getByRole('combobox', { name: 'Region' });
    await user.type(code, 'AK-039-5028');
    expect(region).toHaveValue('Ashanti');
    await user.clear(code);
    await user.type(code, 'GA-183-8164');
    expect(region).toHaveValue('Greater Accra');
    await user.selectOptions(region, 'Central');
    await user.clear(code);
    await user.type(code, 'EN-200-1987');
    expect(region).toHaveValue('Central');
  });

  it('remembers through a refresh that the code filled the region, so a corrected code still refills it', async () => {
    const user = userEvent.setup();
    const first = await renderCheckout();
    await user.type(screen.getByRole('textbox', { name: /Digital address/ }), 'AK-039-5028');
    expect(screen.getByRole('combobox', { name: 'Region' })).toHaveValue('Ashanti');
    first.unmount();

    await renderCheckout(); // the page loaded again in the same tab
    const code = screen.getByRole('textbox', { name: /Digital address/ });
    expect(screen.getByRole('combobox', { name: 'Region' })).toHaveValue('Ashanti');
    await user.clear(code);
    await user.type(code, 'GA-183-8164');
    expect(screen.getByRole('combobox', { name: 'Region' })).toHaveValue('Greater Accra');
  });

  it("fills the region from the code's two letters, before its digits are typed", async () => {
    const user = userEvent.setup();
    await renderCheckout();
    await user.type(screen.getByRole('textbox', { name: /Digital address/ }), 'ak');
    expect(screen.getByRole('combobox', { name: 'Region' })).toHaveValue('Ashanti');
  });

  it('leaves the region empty for a letter several regions share', async () => {
    const user = userEvent.setup();
    await renderCheckout();
    await user.type(screen.getByRole('textbox', { name: /Digital address/ }), 'NT-123-4567');
    expect(screen.getByRole('combobox', { name: 'Region' })).toHaveValue('');
  });

  it('offers the sixteen regions, Bono and not Brong Ahafo', async () => {
    await renderCheckout();
    const options = within(screen.getByRole('combobox', { name: 'Region' })).getAllByRole('option').map((option) => option.textContent);
    expect(options).toHaveLength(17); // with 'Select region'
    expect(options).toEqual(expect.arrayContaining(['Bono', 'Bono East', 'Ahafo', 'Savannah', 'North East', 'Oti', 'Western North']));
    expect(options).not.toContain('Brong Ahafo');
  });

  it('refuses a digital address that is not one, naming the field', async () => {
    const user = userEvent.setup();
    await renderCheckout();
    await fillShipping(user);
    await user.type(screen.getByRole('textbox', { name: /Digital address/ }), 'Kasoa');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(screen.getByRole('textbox', { name: /Digital address/ })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: /Digital address/ })).toHaveAccessibleDescription(/Enter a GhanaPostGPS digital address like GA-183-8164/);
    expect(fakeApi.sent('POST', ORDERS)).toHaveLength(0);
  });

  it('drops a pin from the phone with one tap and sends it with the order', async () => {
    const user = userEvent.setup();
    const asked = fakeGeolocation({ lat: 5.603716, lng: -0.186964 });
    fakeApi.on('POST', ORDERS, placed('GH-7K3M-9QX2-AB'));
    await renderCheckout();
    await fillShipping(user);
    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(asked).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('link', { name: 'Pin set: open in Maps' })).toHaveAttribute('href', 'https://www.google.com/maps/search/?api=1&query=5.60372,-0.18696');

    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Tracking /track?order=GH-7K3M-9QX2-AB')).toBeInTheDocument();
    expect(fakeApi.last('POST', ORDERS).body).toMatchObject({ shippingAddress: { lat: 5.60372, lng: -0.18696 } });
  });

  it('says so when location is denied, and the order goes without a pin', async () => {
    const user = userEvent.setup();
    fakeGeolocation({ code: 1 });
    fakeApi.on('POST', ORDERS, placed('GH-7K3M-9QX2-AB'));
    await renderCheckout();
    await fillShipping(user);
    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(await screen.findByText(/Location access was denied\. You can still place your order/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Tracking /track?order=GH-7K3M-9QX2-AB')).toBeInTheDocument();
    const { shippingAddress } = fakeApi.last('POST', ORDERS).body as { shippingAddress: Record<string, unknown> };
    expect(shippingAddress).not.toHaveProperty('lat');
    expect(shippingAddress).not.toHaveProperty('lng');
  });

  it('says so when the browser has no location, or the phone is outside Ghana', async () => {
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'geolocation', { configurable: true, value: undefined });
    await renderCheckout();
    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(await screen.findByText(/This browser cannot share your location/)).toBeInTheDocument();

    fakeGeolocation({ lat: 51.5, lng: -0.12 });
    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(await screen.findByText(/Your location is outside Ghana/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Pin set: open in Maps' })).not.toBeInTheDocument();
  });
});

describe("the region's delivery choices (ADR 053)", () => {
  beforeEach(() => {
    sessionStorage.clear();
    fakeApi.on('GET', '/api/payments/options', ok(paymentOptions()));
    fakeApi.on('GET', '/api/auth/user', SIGNED_OUT);
    setClock(MONDAY_MORNING);
    cartOf([LINE]);
  });
  afterEach(() => jest.useRealTimers());

  const northern = () =>
    specDeliveryOptions({
      choices: [
        { type: 'standard', label: 'Standard Delivery', price: '35.00', freeAbove: null, estimate: { from: '2026-12-03', to: '2026-12-07', text: 'Thu 3 Dec – Mon 7 Dec' } },
        { type: 'pickup', label: 'Collect from a pickup point', price: '0.00', freeAbove: null, estimate: { from: '2026-12-01', to: '2026-12-02', text: 'Tue 1 Dec – Wed 2 Dec' } },
      ],
      pickupPoints: [PICKUP_POINT, { ...PICKUP_POINT, id: 'c0ffee00-0000-4000-8000-000000000002', name: 'Tamale showroom', digitalAddress: null }],
    });

  it("shows a Tamale shopper only the region's choices, with the server's prices and dates, and totals at the chosen price", async () => {
    const user = userEvent.setup();
    fakeApi.on('GET', DELIVERY_OPTIONS_PATH, northern());
    await renderCheckout();
    expect(screen.getAllByRole('radio', { name: /Delivery|pickup/ }).map((radio) => radio.closest('label')?.textContent)).toEqual([
      expect.stringContaining('Standard Delivery'),
      expect.stringContaining('Next-Day Delivery'),
      expect.stringContaining('Same-Day Delivery'),
    ]);
    expect(screen.getByText('Choose your region to see its delivery options and dates.')).toBeInTheDocument();
    await fillShipping(user);

    const standard = await screen.findByRole('radio', { name: /Standard Delivery.*Thu 3 Dec – Mon 7 Dec/ });
    expect(standard).toBeChecked();
    expect(screen.queryByRole('radio', { name: /Next-Day|Same-Day/ })).toBeNull();
    expect(fakeApi.last('GET', DELIVERY_OPTIONS_PATH).query).toEqual({ region: 'Northern', subtotal: '171.00' });
    expect(summaryRow('Shipping (Standard Delivery)')).toBe('₵35.00');
    expect(summaryRow('Total')).toBe('₵214.55');
  });

  it('moves a next-day choice the region lacks to its first choice', async () => {
    const user = userEvent.setup();
    fakeApi.on('GET', DELIVERY_OPTIONS_PATH, northern());
    await renderCheckout();
    await user.click(screen.getByRole('radio', { name: /Next-Day Delivery/ }));
    await fillShipping(user);
    expect(await screen.findByRole('radio', { name: /Standard Delivery/ })).toBeChecked();
  });

  it('offers an Accra shopper before noon same-day today, as the server dates it', async () => {
    const user = userEvent.setup();
    fakeApi.on('GET', DELIVERY_OPTIONS_PATH, specDeliveryOptions());
    await renderCheckout();
    await fillShipping(user);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Region' }), 'Greater Accra');
    await user.click(await screen.findByRole('radio', { name: /Same-Day Delivery.*Today, Mon 30 Nov/ }));
    expect(summaryRow('Shipping (Same-Day Delivery)')).toBe('₵80.00');
  });

  it('collects from a pickup point for free: lists the points, needs no landmark and sends the point', async () => {
    const user = userEvent.setup();
    fakeApi.on('GET', DELIVERY_OPTIONS_PATH, northern());
    fakeApi.on('POST', ORDERS, placed('GH-PICK-UP00-01'));
    await renderCheckout();
    await fillShipping(user);
    await user.clear(screen.getByRole('textbox', { name: 'Landmark' }));
    await user.click(await screen.findByRole('radio', { name: /Collect from a pickup point.*Ready Tue 1 Dec – Wed 2 Dec/ }));

    const points = screen.getByRole('group', { name: 'Where you collect' });
    expect(within(points).getByRole('radio', { name: /Osu showroom.*GA-183-8164.*Mon–Sat 9:00–18:00/ })).toBeChecked();
    await user.click(within(points).getByRole('radio', { name: /Tamale showroom/ }));
    expect(summaryRow('Shipping (Pickup)')).toBe('Free');
    expect(summaryRow('Total')).toBe('₵179.55');

    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Tracking /track?order=GH-PICK-UP00-01')).toBeInTheDocument();
    const { body } = fakeApi.last('POST', ORDERS);
    expect(body).toMatchObject({ deliveryType: 'pickup', pickupPointId: 'c0ffee00-0000-4000-8000-000000000002', shipping: '0.00', total: '179.55' });
    expect((body as { shippingAddress: object }).shippingAddress).not.toHaveProperty('landmark');
  });

  it("asks for the region's choices again when the server says the delivery price changed, and sends its figure once confirmed", async () => {
    const user = userEvent.setup();
    const serverTotals = { subtotal: '171.00', shipping: '35.00', tax: '8.55', total: '214.55' };
    fakeApi.on('GET', DELIVERY_OPTIONS_PATH, specDeliveryOptions(), northern());
    fakeApi.on('POST', ORDERS, apiError(409, { message: 'Delivery now costs ₵35.00. Please review the new total.', field: 'shipping', shipping: '35.00', totals: serverTotals }), placed('GH-AAAA-BBBB-CD'));
    await renderCheckout();
    await fillShipping(user);
    await screen.findByRole('radio', { name: /Same-Day/ });
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Delivery now costs ₵35.00. Please review the new total.', { selector: '.price-change__title' })).toBeInTheDocument();
    await waitFor(() => expect(fakeApi.sent('GET', DELIVERY_OPTIONS_PATH).length).toBeGreaterThanOrEqual(2));
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Tracking /track?order=GH-AAAA-BBBB-CD')).toBeInTheDocument();
    expect(fakeApi.last('POST', ORDERS).body).toMatchObject(serverTotals);
  });
});

describe('paying on delivery at checkout', () => {
  const withCod = () =>
    paymentOptions({
      payOnDeliveryMaxTotal: '1000.00',
      methods: [
        { method: 'momo', available: true },
        { method: 'card', available: true },
        { method: 'paypal', available: true },
        { method: 'cod', available: true },
      ],
    });

  beforeEach(() => {
    sessionStorage.clear();
    fakeApi.on('GET', '/api/payments/options', ok(withCod()));
    fakeApi.on('GET', DELIVERY_OPTIONS_PATH, specDeliveryOptions());
    fakeApi.on('GET', '/api/auth/user', SIGNED_OUT);
    goToPaymentPageMock.mockReset();
  });

  it('offers pay on delivery (cash or MoMo to the rider), says the SMS confirmation comes next, and places the order with cod', async () => {
    const user = userEvent.setup();
    fakeApi.on('POST', ORDERS, placed('GH-7K3M-9QX2-CD'));
    cartOf([LINE]);
    await renderCheckout();
    await fillShipping(user);
    const cod = screen.getByRole('radio', { name: /Pay on delivery/ });
    expect(cod).toBeEnabled();
    expect(cod.closest('label')).toHaveTextContent('Cash or MoMo to the rider');
    await user.click(cod);
    expect(screen.getByText(/we send you an SMS with a link to confirm it within 24 hours.*Pay the rider in cash or Mobile Money when it arrives/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    expect(fakeApi.last('POST', ORDERS).body).toMatchObject({ paymentMethod: 'cod', total: '209.55' });
    expect(await screen.findByText('Tracking /track?order=GH-7K3M-9QX2-CD')).toBeInTheDocument();
    expect(goToPaymentPageMock).not.toHaveBeenCalled();
  });

  it('above the cap greys pay on delivery out, says why, and places the order with Mobile Money', async () => {
    const user = userEvent.setup();
    fakeApi.on('POST', ORDERS, placed('GH-7K3M-9QX2-EF'));
    cartOf([{ ...LINE, quantity: 10, product: { ...LINE.product, price: '185.00' } }]);
    await renderCheckout();
    const cod = screen.getByRole('radio', { name: /Pay on delivery/ });
    expect(cod).toBeDisabled();
    expect(cod).toHaveAccessibleDescription('Pay on delivery is for orders up to ₵1,000.00; this one comes to ₵1,942.50. Please pay now with Mobile Money.');
    await fillShipping(user);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(fakeApi.last('POST', ORDERS).body).toMatchObject({ paymentMethod: 'momo' });
  });

  it('when the server refuses pay on delivery for the phone, says why on the choice and moves to Mobile Money until the phone changes', async () => {
    const user = userEvent.setup();
    const why = 'Pay on delivery is not available for this phone number because 2 recent orders were refused at the door. Please pay now with Mobile Money.';
    fakeApi.on('POST', ORDERS, apiError(409, { message: why, paymentMethod: 'cod', reason: 'refusals' }));
    cartOf([LINE]);
    await renderCheckout();
    await fillShipping(user);
    await user.click(screen.getByRole('radio', { name: /Pay on delivery/ }));
    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    const cod = await screen.findByRole('radio', { name: /Pay on delivery/ });
    await waitFor(() => expect(cod).toBeDisabled());
    expect(cod).toHaveAccessibleDescription(why);
    expect(screen.getByRole('radio', { name: /^Mobile Money/ })).toBeChecked();
    expect(screen.getByText('Pay on delivery is not available')).toBeInTheDocument();

    await user.clear(screen.getByRole('textbox', { name: 'Phone' }));
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '+233 20 555 0000');
    expect(screen.getByRole('radio', { name: /Pay on delivery/ })).toBeEnabled();
  });
});

describe('promotions at checkout (ADR 061)', () => {
  beforeEach(() => {
    sessionStorage.clear();
    sessionStorage.setItem('promoCode', 'AKWAABA10');
    fakeApi.on('GET', '/api/payments/options', ok(paymentOptions()));
    fakeApi.on('GET', '/api/auth/user', SIGNED_OUT);
    fakeApi.on('GET', DELIVERY_OPTIONS_PATH, specDeliveryOptions());
    // 10% of 171.00.
    fakeApi.on(
      'POST',
      '/api/promotions/quote',
      ok({ subtotal: '171.00', subtotalDiscount: '17.10', freeDelivery: false, promotions: [{ code: 'AKWAABA10', name: 'Akwaaba 10% off', kind: 'percentage', amount: '17.10' }], code: { code: 'AKWAABA10', applied: true, reason: null, message: null } }),
    );
    setClock(MONDAY_MORNING);
    goToPaymentPageMock.mockReset();
  });
  afterEach(() => jest.useRealTimers());

  it("shows the cart's code as its own line and sends the code with the discount and the tax on the rest", async () => {
    const user = userEvent.setup();
    fakeApi.on('POST', ORDERS, placed('GH-7K3M-9QX2-AB'));
    cartOf([LINE]);
    await renderCheckout();
    await waitFor(() => expect(summaryRow('Promo AKWAABA10')).toBe('−₵17.10'));
    // 171.00 - 17.10 = 153.90; tax 7.695 half up to 7.70; standard delivery 30.00.
    expect(summaryRow('Tax (5%)')).toBe('₵7.70');
    expect(summaryRow('Total')).toBe('₵191.60');

    await fillShipping(user);
    // Once the e-mail and phone read as valid, the quote counts this shopper's uses of the code too.
    await waitFor(() => expect(fakeApi.last('POST', '/api/promotions/quote').body).toMatchObject({ code: 'AKWAABA10', email: 'ama@example.com', phone: '+233 24 123 4567', shipping: '30.00' }));
    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    await waitFor(() => expect(fakeApi.sent('POST', ORDERS)).toHaveLength(1));
    expect(fakeApi.last('POST', ORDERS).body).toMatchObject({ promoCode: 'AKWAABA10', subtotal: '171.00', shipping: '30.00', discount: '17.10', tax: '7.70', total: '191.60' });
  });

  it('drops a code the order says ran out, and says so', async () => {
    const user = userEvent.setup();
    fakeApi.on('POST', ORDERS, apiError(409, { message: 'AKWAABA10 has been used up.', field: 'promoCode', promoCode: 'AKWAABA10', reason: 'used-up' }));
    cartOf([LINE]);
    await renderCheckout();
    await waitFor(() => expect(summaryRow('Promo AKWAABA10')).toBe('−₵17.10'));
    await fillShipping(user);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    expect(await screen.findByText('AKWAABA10 no longer applies')).toBeInTheDocument();
    expect(screen.getByText('AKWAABA10 has been used up.')).toBeInTheDocument();
    expect(sessionStorage.getItem('promoCode')).toBeNull();
  });

});

describe('saved addresses at checkout (ADR 064)', () => {
  const HOME: SavedAddressDto = { id: 'a-home', label: 'Home', address: '12 Lamashegu Road', city: 'Tamale', region: 'Northern', country: 'Ghana', digitalAddress: 'NT-123-4567', landmark: 'behind Lamashegu market', lat: null, lng: null, isDefault: true };
  const OFFICE: SavedAddressDto = { id: 'a-office', label: null, address: '3 Independence Avenue', city: 'Accra', region: 'Greater Accra', country: 'Ghana', digitalAddress: null, landmark: 'opposite the Ridge hospital', lat: 5.56, lng: -0.2, isDefault: false };

  beforeEach(() => {
    sessionStorage.clear();
    fakeApi.on('GET', '/api/payments/options', ok(paymentOptions()));
    fakeApi.on('GET', DELIVERY_OPTIONS_PATH, specDeliveryOptions());
    setClock(MONDAY_MORNING);
    fakeApi.on('GET', '/api/auth/user', ok({ ...CUSTOMER, phone: '+233241234567' }));
    fakeApi.on('POST', ORDERS, placed('ORD-SAVED-1'));
    cartOf([LINE]);
  });
  afterEach(() => jest.useRealTimers());

  it('offers them as choices with the default chosen and the form filled from it, so the order is placed from this one screen', async () => {
    const user = userEvent.setup();
    fakeApi.on('GET', SAVED_ADDRESSES, ok([HOME, OFFICE]));
    await renderCheckout();
    const choices = await screen.findByRole('group', { name: 'Deliver to' });
    expect(within(choices).getAllByRole('radio').map((radio) => (radio as HTMLInputElement).labels?.[0]?.textContent)).toEqual([
      'HomeDefault12 Lamashegu Road, Tamale, Northernbehind Lamashegu market · NT-123-4567',
      'Saved address3 Independence Avenue, Accra, Greater Accraopposite the Ridge hospital',
      'A new address',
    ]);
    expect(within(choices).getByRole('radio', { name: /Home/ })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Address' })).toHaveValue('12 Lamashegu Road');
    expect(screen.getByRole('textbox', { name: /Digital address/ })).toHaveValue('NT-123-4567');
    expect(screen.getByRole('combobox', { name: 'Region' })).toHaveValue('Northern');
    // Already kept: no offer to save it again.
    expect(screen.queryByRole('checkbox', { name: /Save this address/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await screen.findByText('Tracking /track?order=ORD-SAVED-1');
    const { body } = fakeApi.last('POST', ORDERS) as { body: Record<string, unknown> };
    expect(body.shippingAddress).toEqual({ address: '12 Lamashegu Road', city: 'Tamale', region: 'Northern', country: 'Ghana', landmark: 'behind Lamashegu market', digitalAddress: 'NT-123-4567' });
    expect(body).not.toHaveProperty('saveAddress');
  });

  it('fills the form from another choice, pin and all, and empties it for a new address', async () => {
    const user = userEvent.setup();
    fakeApi.on('GET', SAVED_ADDRESSES, ok([HOME, OFFICE]));
    await renderCheckout();
    await user.click(await screen.findByRole('radio', { name: /Independence Avenue/ }));
    expect(screen.getByRole('textbox', { name: 'Address' })).toHaveValue('3 Independence Avenue');
    expect(screen.getByRole('textbox', { name: /Digital address/ })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Region' })).toHaveValue('Greater Accra');
    expect(screen.getByRole('link', { name: 'Pin set: open in Maps' })).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'A new address' }));
    expect(screen.getByRole('textbox', { name: 'Address' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Region' })).toHaveValue('');
    expect(screen.queryByRole('link', { name: 'Pin set: open in Maps' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Save this address/ })).not.toBeChecked();
  });

  it('saves a new address with the order when the customer ticks "Save this address"', async () => {
    const user = userEvent.setup();
    fakeApi.on('GET', SAVED_ADDRESSES, ok([HOME]));
    await renderCheckout();
    await user.click(await screen.findByRole('radio', { name: 'A new address' }));
    await user.type(screen.getByRole('textbox', { name: 'Address' }), '7 Cantonments Road');
    await user.type(screen.getByRole('textbox', { name: 'Landmark' }), 'near the Osu police station');
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'Accra');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Region' }), 'Greater Accra');
    await user.click(screen.getByRole('checkbox', { name: /Save this address/ }));
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await screen.findByText('Tracking /track?order=ORD-SAVED-1');
    expect(fakeApi.last('POST', ORDERS).body).toMatchObject({ saveAddress: true, shippingAddress: { address: '7 Cantonments Road', region: 'Greater Accra' } });
  });

  it('keeps an address typed in this tab before the saved ones arrived, choosing "A new address"', async () => {
    sessionStorage.setItem(CHECKOUT_DRAFT_KEY, JSON.stringify({ address: '9 Draft Lane', city: 'Ho', region: 'Volta' }));
    fakeApi.on('GET', SAVED_ADDRESSES, ok([HOME]));
    await renderCheckout();
    expect(await screen.findByRole('radio', { name: 'A new address' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Address' })).toHaveValue('9 Draft Lane');
  });

  it('offers no tick once five are kept', async () => {
    fakeApi.on('GET', SAVED_ADDRESSES, ok([HOME, ...[1, 2, 3, 4].map((n) => ({ ...OFFICE, id: `a-${n}`, address: `${n} Ring Road` }))]));
    await renderCheckout();
    await userEvent.setup().click(await screen.findByRole('radio', { name: 'A new address' }));
    expect(screen.queryByRole('checkbox', { name: /Save this address/ })).not.toBeInTheDocument();
  });

  it('shows a guest no saved addresses and no "Save this address", and never asks for them', async () => {
    fakeApi.on('GET', '/api/auth/user', SIGNED_OUT);
    await renderCheckout();
    expect(screen.getByRole('textbox', { name: 'Address' })).toHaveValue('');
    expect(screen.queryByRole('group', { name: 'Deliver to' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /Save this address/ })).not.toBeInTheDocument();
    expect(fakeApi.sent('GET', SAVED_ADDRESSES)).toEqual([]);
  });
});
