import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import type { TrackedOrderDto } from '../api/generated/model';
import { apiError, fakeApi, never, ok, reply } from '../test/fake-api';
import { testPhoto } from '../test/fixtures';
import { renderWithProviders } from '../test/render';
import TrackPage from './track.page';

const TRACK = '/api/orders/track/:orderNumber';
const REVIEWS = '/api/orders/:orderNumber/reviews';

const KENTE_ID = '5b0b2c1e-0d47-4c55-9d0a-111111111111';
const SMOCK_ID = '5b0b2c1e-0d47-4c55-9d0a-222222222222';

function anOrder(overrides: Partial<TrackedOrderDto> = {}): TrackedOrderDto {
  return {
    id: '9f1c0c8e-7b0a-4b8e-8a43-000000000001',
    orderNumber: 'GH-7KQ2-M9XD-4TRB',
    userId: null,
    firstName: 'Ama',
    lastName: 'Mensah',
    shippingAddress: { address: '12 Gumani Road', city: 'Tamale', region: 'Northern', country: 'Ghana', digitalAddress: 'NT-123-4567', landmark: 'behind the Gumani mosque', lat: 9.4034, lng: -0.8424 },
    items: [
      { productId: KENTE_ID, name: 'Bonwire Kente Stole', price: '85.50', quantity: 2, size: 'M', color: 'Gold', variantId: null, image: testPhoto('a') },
      { productId: SMOCK_ID, name: 'Northern Smock', price: '240.00', quantity: 1, size: 'L', color: null, variantId: null, image: null },
    ],
    subtotal: '411.00',
    discount: '0.00',
    discounts: [],
    shipping: '0.00',
    tax: '20.55',
    total: '431.55',
    paymentMethod: 'momo',
    paymentStatus: 'pending',
    payment: null,
    payOnDelivery: null,
    orderStatus: 'ordered',
    heldUntil: '2024-05-01T09:35:00.000Z',
    receiptEmail: 'a•••@example.com',
    receiptPhone: '••• ••• 567',
    updatesBy: 'sms',
    deliveryType: 'standard',
    estimatedDeliveryDate: '2024-05-04T10:00:00.000Z',
    deliveryEstimate: null,
    pickupPoint: null,
    trackingNumber: null,
    orderedAt: '2024-05-01T09:05:00.000Z',
    confirmedAt: null,
    processingAt: null,
    shippedAt: null,
    outForDeliveryAt: null,
    deliveredAt: null,
    notificationsSent: {},
    createdAt: '2024-05-01T09:05:00.000Z',
    updatedAt: '2024-05-01T09:05:00.000Z',
    ...overrides,
  };
}

const found = (order: TrackedOrderDto) => fakeApi.on('GET', TRACK, ok(order));
const reviewsAnswer = (productIds: string[]) =>
  ok(productIds.map((productId, index) => ({ id: `r${index}`, productId, orderId: 'o', rating: 5, comment: 'Lovely cloth', customerName: 'Ama', isVerified: true, title: null, createdAt: '' })));

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function renderTrack(route: string) {
  return renderWithProviders(
    <>
      <TrackPage />
      <LocationProbe />
    </>,
    { route },
  );
}

/** The tracking page for the order found, once it shows. */
async function showTracked(route: string) {
  const rendered = renderTrack(route);
  await screen.findByRole('link', { name: 'Need help with this order?' });
  return rendered;
}

function step(name: string) {
  const timeline = screen.getByRole('list', { name: 'Order progress' });
  return within(timeline)
    .getAllByRole('listitem')
    .find((item) => item.textContent?.startsWith(name)) as HTMLElement;
}

describe('order tracking', () => {
  beforeEach(() => {
    fakeApi.on('GET', TRACK, never());
    fakeApi.on('GET', REVIEWS, reviewsAnswer([]));
  });

  it('shows the date range checkout promised and, for a pickup, where to collect with its hours and phone', async () => {
    fakeApi.on(
      'GET',
      TRACK,
      ok(
        anOrder({
          deliveryType: 'pickup',
          shipping: '0.00',
          deliveryEstimate: { from: '2024-05-02', to: '2024-05-03', text: 'Thu 2 May – Fri 3 May' },
          pickupPoint: { name: 'Tamale showroom', address: 'Bolgatanga Road, Tamale', digitalAddress: 'NT-0123-4567', openingHours: 'Mon–Sat 9:00–18:00', phone: '+233 30 000 0000' },
        }),
      ),
    );
    await showTracked('/track?order=GH-7KQ2-M9XD-4TRB');
    const delivery = within(screen.getByRole('region', { name: 'Delivery' }));
    expect(delivery.getByText('Ready to collect').nextElementSibling).toHaveTextContent('Thu 2 May – Fri 3 May');
    expect(delivery.getByText('Pickup (free)')).toBeInTheDocument();
    expect(delivery.getByText('Collect from').nextElementSibling).toHaveTextContent(/Tamale showroom.*Bolgatanga Road, Tamale.*NT-0123-4567.*Mon–Sat 9:00–18:00.*\+233 30 000 0000/);
    expect(delivery.getByRole('link', { name: '+233 30 000 0000' })).toHaveAttribute('href', 'tel:+233300000000');
  });

  it('does nothing when the order number is blank after trimming', async () => {
    renderTrack('/track');
    await userEvent.type(screen.getByLabelText('Order number'), '   ');
    await userEvent.click(screen.getByRole('button', { name: /Track Order/ }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/track$/);
    expect(fakeApi.sent('GET', TRACK)).toHaveLength(0);
    expect(screen.queryByText('Searching for your order...')).not.toBeInTheDocument();
  });

  it('puts the trimmed order number in ?order= and looks it up', async () => {
    renderTrack('/track');
    await userEvent.type(screen.getByLabelText('Order number'), '  GH-7KQ2-M9XD-4TRB ');
    await userEvent.click(screen.getByRole('button', { name: /Track Order/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/track?order=GH-7KQ2-M9XD-4TRB');
    await waitFor(() => expect(fakeApi.sent('GET', TRACK)).toHaveLength(1));
    expect(fakeApi.last('GET', TRACK).params.orderNumber).toBe('GH-7KQ2-M9XD-4TRB');
  });

  it('fills the form from ?order= and shows the loading text while searching', async () => {
    renderTrack('/track?order=GH-7KQ2-M9XD-4TRB');
    expect(screen.getByLabelText('Order number')).toHaveValue('GH-7KQ2-M9XD-4TRB');
    expect(screen.getByText('Searching for your order...')).toBeInTheDocument();
  });

  it('back from paying: the page is the paid order, with where the receipt went and the way back to the shop', async () => {
    const paid = anOrder({ paymentStatus: 'paid', heldUntil: null, payment: { provider: 'paystack', method: 'momo', reference: 'GH7KQ2M9XD4TRB-1', status: 'paid', redirectUrl: null, amount: 43155, amountPesewas: 43155, currency: 'GHS', ghsPerUsd: null, createdAt: '2024-05-01T09:05:00.000Z', testMode: false } });
    found(paid);
    await showTracked('/track?order=GH-7KQ2-M9XD-4TRB&reference=GH7KQ2M9XD4TRB-1&trxref=GH7KQ2M9XD4TRB-1');

    expect(screen.getByRole('heading', { level: 1, name: 'Your Order' })).toBeInTheDocument();
    expect(screen.queryByText('Enter your order number to see where your order is.')).not.toBeInTheDocument();
    // The badge says the payment, not "Ordered".
    expect(screen.getByText('Paid', { selector: '.order-status-badge' })).toHaveClass('order-status-badge--green');
    expect(screen.queryByText('Ordered', { selector: '.order-status-badge' })).not.toBeInTheDocument();
    const payment = screen.getByRole('region', { name: 'Paid' });
    expect(payment).toHaveTextContent('Your receipt was sent to a•••@example.com and by SMS to ••• ••• 567.');
    expect(within(payment).getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/products');
    // Another number can still be looked up, from below the order.
    expect(screen.getByText('Track another order')).toBeInTheDocument();
    expect(screen.getByLabelText('Order number')).toHaveValue('GH-7KQ2-M9XD-4TRB');
  });

  it('reads "Awaiting payment" on an unpaid order, and the stage once staff confirmed it', async () => {
    found(anOrder());
    const { unmount } = await showTracked('/track?order=GH-7KQ2-M9XD-4TRB');
    expect(screen.getByText('Awaiting payment', { selector: '.order-status-badge' })).toBeInTheDocument();
    unmount();
    found(anOrder({ orderStatus: 'confirmed', paymentStatus: 'paid', confirmedAt: '2024-05-01T11:20:00.000Z' }));
    await showTracked('/track?order=GH-7KQ2-M9XD-4TRB');
    expect(screen.getByText('Confirmed', { selector: '.order-status-badge' })).toBeInTheDocument();
  });

  it('shows the Order Not Found card for an unknown number', async () => {
    fakeApi.on('GET', TRACK, apiError(404, { message: 'Order not found' }));
    renderTrack('/track?order=GH-0000-0000-0000');
    expect(await screen.findByText('Order Not Found')).toBeInTheDocument();
    expect(screen.getByText("We couldn't find an order with that number. Please check your order number and try again.")).toBeInTheDocument();
  });

  it('says a rate limit is not a missing order, with the server message and a retry', async () => {
    fakeApi.on('GET', TRACK, apiError(429, { message: 'Too many requests, please try again in 60 seconds' }));
    renderTrack('/track?order=GH-0000-0000-0000');
    expect(await screen.findByText('Too many requests, please try again in 60 seconds')).toBeInTheDocument();
    expect(screen.queryByText('Order Not Found')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(fakeApi.sent('GET', TRACK)).toHaveLength(2));
  });

  it('marks the steps complete up to the current one, with their times in Ghana time, and the current note', async () => {
    const order = anOrder({ orderStatus: 'processing', confirmedAt: '2024-05-01T11:20:00.000Z', processingAt: '2024-05-02T08:00:00.000Z' });
    found(order);
    await showTracked(`/track?order=${order.orderNumber}`);

    expect(screen.getByRole('heading', { name: 'GH-7KQ2-M9XD-4TRB' })).toBeInTheDocument();
    expect(screen.getByText('Processing', { selector: '.order-status-badge' })).toHaveClass('order-status-badge--blue');

    expect(step('Order Placed')).toHaveTextContent('(completed)');
    expect(step('Order Placed')).toHaveTextContent('1 May 2024, 09:05');
    expect(step('Confirmed')).toHaveTextContent('(completed)');
    expect(step('Confirmed')).toHaveTextContent('1 May 2024, 11:20');
    expect(step('Confirmed')).not.toHaveTextContent('Your order has been confirmed and is being prepared');
    expect(step('Processing')).toHaveAttribute('aria-current', 'step');
    expect(step('Processing')).toHaveTextContent('2 May 2024, 08:00');
    expect(step('Processing')).toHaveTextContent('Your items are being packed with care');
    for (const later of ['Shipped', 'Out for Delivery', 'Delivered']) {
      expect(step(later)).toHaveTextContent('(not yet)');
      expect(step(later).querySelector('time')).toBeNull();
      expect(step(later)).not.toHaveAttribute('aria-current');
    }
  });

  it.each([
    ['confirmed', 'Your order has been confirmed and is being prepared'],
    ['out-for-delivery', 'Your order is out for delivery today'],
  ] as const)('shows the note of the active %s step', async (orderStatus, note) => {
    found(anOrder({ orderStatus }));
    await showTracked('/track?order=GH-7KQ2-M9XD-4TRB');
    expect(screen.getByText(note)).toBeInTheDocument();
  });

  it('shows the tracking number only once shipped is complete', async () => {
    found(anOrder({ orderStatus: 'processing', trackingNumber: 'GHP-552190' }));
    const { unmount } = await showTracked('/track?order=GH-7KQ2-M9XD-4TRB');
    expect(screen.queryByText('GHP-552190')).not.toBeInTheDocument();
    unmount();

    found(anOrder({ orderStatus: 'shipped', shippedAt: '2024-05-02T15:00:00.000Z', trackingNumber: 'GHP-552190' }));
    await showTracked('/track?order=GH-7KQ2-M9XD-4TRB');
    expect(within(step('Shipped')).getByText('GHP-552190')).toBeInTheDocument();
    expect(screen.getByText('Shipped', { selector: '.order-status-badge' })).toHaveClass('order-status-badge--purple');
  });

  it('shows the address, the items with size, colour, quantity and price, and the totals', async () => {
    found(anOrder());
    await showTracked('/track?order=GH-7KQ2-M9XD-4TRB');
    expect(screen.getByText('12 Gumani Road', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('Size: M · Colour: Gold · Qty: 2')).toBeInTheDocument();
    expect(screen.getByText('₵171.00')).toBeInTheDocument(); // 2 x 85.50
    expect(screen.getByText('₵411.00')).toBeInTheDocument();
    expect(screen.getByText('Free')).toBeInTheDocument();
    expect(screen.getByText('₵20.55')).toBeInTheDocument();
    expect(screen.getByText('₵431.55')).toBeInTheDocument();
    expect(screen.getByText('Sat, 4 May 2024')).toBeInTheDocument();
  });

  it('shows what the rider finds the door by: the digital address, the landmark and the pin as a map link', async () => {
    found(anOrder());
    await showTracked('/track?order=GH-7KQ2-M9XD-4TRB');
    expect(screen.getByText('NT-123-4567')).toBeInTheDocument();
    expect(screen.getByText('behind the Gumani mosque')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the delivery pin in Maps' })).toHaveAttribute('href', 'https://www.google.com/maps/search/?api=1&query=9.4034,-0.8424');
  });

  it('opens the digital address in Maps when there is no pin, and shows none of it for an order placed without them', async () => {
    const withoutPin = anOrder();
    found({ ...withoutPin, shippingAddress: { ...withoutPin.shippingAddress, lat: null, lng: null } });
    const first = await showTracked('/track?order=GH-7KQ2-M9XD-4TRB');
    expect(screen.getByRole('link', { name: 'Open in Maps' })).toHaveAttribute('href', 'https://www.google.com/maps/search/?api=1&query=NT-123-4567');
    first.unmount();

    found({ ...withoutPin, shippingAddress: { ...withoutPin.shippingAddress, digitalAddress: null, landmark: null, lat: null, lng: null } });
    await showTracked('/track?order=GH-7KQ2-M9XD-4TRB');
    expect(screen.getByText('12 Gumani Road', { exact: false })).toBeInTheDocument();
    expect(screen.queryByText('Digital address')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /in Maps/ })).not.toBeInTheDocument();
  });

  it('links every order to support', async () => {
    found(anOrder({ orderStatus: 'cancelled' }));
    await showTracked('/track?order=GH-7KQ2-M9XD-4TRB');
    expect(screen.getByRole('link', { name: 'Need help with this order?' })).toHaveAttribute('href', '/support?order=GH-7KQ2-M9XD-4TRB');
    expect(screen.getByText('Cancelled', { selector: '.order-status-badge' })).toHaveClass('order-status-badge--neutral');
    expect(screen.queryByRole('list', { name: 'Order progress' })).not.toBeInTheDocument();
  });

  it("asks whether a cancelled order was charged only when it could have been: not one refused at the door", async () => {
    found(anOrder({ orderStatus: 'cancelled', paymentMethod: 'cod', paymentStatus: 'refused' }));
    await showTracked('/track?order=GH-7KQ2-M9XD-4TRB');
    expect(screen.getByText('This order has been cancelled. If you did not expect this, please contact us and we will sort it out.')).toBeInTheDocument();
  });

  it('offers no review buttons before delivery', async () => {
    found(anOrder({ orderStatus: 'out-for-delivery' }));
    await showTracked('/track?order=GH-7KQ2-M9XD-4TRB');
    expect(screen.queryByRole('button', { name: /Write a Review/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Reviewed')).not.toBeInTheDocument();
  });

  it('offers a review per delivered item and marks the reviewed ones', async () => {
    found(anOrder({ orderStatus: 'delivered', deliveredAt: '2024-05-04T12:00:00.000Z' }));
    fakeApi.on('GET', REVIEWS, reviewsAnswer([KENTE_ID]));
    await showTracked('/track?order=GH-7KQ2-M9XD-4TRB');
    expect(screen.getByText('Delivered', { selector: '.order-status-badge' })).toHaveClass('order-status-badge--green');
    await screen.findByText('Reviewed');
    const buttons = screen.getAllByRole('button', { name: /Write a Review/ });
    expect(buttons).toHaveLength(1);
    expect(buttons[0]).toHaveAccessibleName('Write a Review for Northern Smock');
    expect(screen.getByText('Reviewed')).toBeInTheDocument();
  });

  it('asks for at least 10 characters and sends nothing shorter', async () => {
    found(anOrder({ orderStatus: 'delivered' }));
    await showTracked('/track?order=GH-7KQ2-M9XD-4TRB');
    await userEvent.click(await screen.findByRole('button', { name: 'Write a Review for Northern Smock' }));
    expect(screen.getByRole('radio', { name: '5 stars' })).toBeChecked();
    await userEvent.type(screen.getByLabelText('Your review'), '  Nice!   ');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(screen.getByText('Please write at least 10 characters')).toBeInTheDocument();
    expect(fakeApi.sent('POST', '/api/reviews')).toHaveLength(0);
  });

  it('sends the review, thanks the shopper and refetches the reviews', async () => {
    fakeApi.on('POST', '/api/reviews', reply(201, {}));
    const order = anOrder({ orderStatus: 'delivered' });
    found(order);
    await showTracked('/track?order=GH-7KQ2-M9XD-4TRB');
    const reviewsRead = fakeApi.sent('GET', REVIEWS).length;

    await userEvent.click(await screen.findByRole('button', { name: 'Write a Review for Northern Smock' }));
    await userEvent.click(screen.getByRole('radio', { name: '4 stars' }));
    await userEvent.type(screen.getByLabelText('Your review'), 'Fits well and the weave is beautiful.');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Review' }));

    expect(await screen.findByText('Review submitted!')).toBeInTheDocument();
    expect(fakeApi.sent('POST', '/api/reviews').map((request) => request.body)).toEqual([{ rating: 4, comment: 'Fits well and the weave is beautiful.', productId: SMOCK_ID, orderId: order.id }]);
    expect(screen.getByText('Thank you for your feedback.')).toBeInTheDocument();
    await waitFor(() => expect(fakeApi.sent('GET', REVIEWS).length).toBeGreaterThan(reviewsRead));
    expect(screen.queryByLabelText('Your review')).not.toBeInTheDocument();
  });

  it('shows the server message when a review is refused', async () => {
    fakeApi.on('POST', '/api/reviews', apiError(409, { message: 'This product from this order has already been reviewed' }));
    found(anOrder({ orderStatus: 'delivered' }));
    await showTracked('/track?order=GH-7KQ2-M9XD-4TRB');

    await userEvent.click(await screen.findByRole('button', { name: 'Write a Review for Northern Smock' }));
    await userEvent.type(screen.getByLabelText('Your review'), 'Fits well and the weave is beautiful.');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Review' }));

    expect(await screen.findByText('Error submitting review')).toBeInTheDocument();
    expect(screen.getByText('This product from this order has already been reviewed')).toBeInTheDocument();
  });

  it('a pay-on-delivery order says what is paid at the door and that the SMS link confirms it, then that it is confirmed', async () => {
    const cod = anOrder({ paymentMethod: 'cod', heldUntil: null, payOnDelivery: { toCollect: '209.55', confirmBy: '2026-11-30T10:00:00.000Z', confirmedAt: null, collectedAt: null } });
    fakeApi.on('GET', TRACK, ok(cod));
    await showTracked('/track?order=GH-7KQ2-M9XD-4TRB');
    expect(await screen.findByRole('heading', { name: 'Pay on delivery — ₵209.55 to pay at the door' })).toBeInTheDocument();
    expect(screen.getByText('Awaiting confirmation')).toHaveClass('order-status-badge');
    expect(screen.getByText(/We've sent you an SMS .* with a link to confirm your order by 30 Nov 2026/)).toBeInTheDocument();
    expect(screen.getByText(/Pay the rider ₵209.55 in cash or Mobile Money when it arrives/)).toBeInTheDocument();
  });

  it('a confirmed pay-on-delivery order says so', async () => {
    const cod = anOrder({ paymentMethod: 'cod', orderStatus: 'confirmed', heldUntil: null, payOnDelivery: { toCollect: '209.55', confirmBy: '2026-11-30T10:00:00.000Z', confirmedAt: '2026-11-29T11:05:00.000Z', collectedAt: null } });
    fakeApi.on('GET', TRACK, ok(cod));
    await showTracked('/track?order=GH-7KQ2-M9XD-4TRB');
    expect(await screen.findByText('Confirmed', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByText(/Pay the rider ₵209.55 in cash or Mobile Money when your order arrives/)).toBeInTheDocument();
  });
});
