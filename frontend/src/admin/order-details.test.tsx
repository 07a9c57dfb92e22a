import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderDto } from '../api/generated/model';
import { ignoreScrollbarMeasuring, order, orderPayment } from '../test/fixtures';
import { apiError, fakeApi, ok } from '../test/fake-api';
import { renderWithProviders } from '../test/render';
import { OrdersTab } from './orders-tab';

ignoreScrollbarMeasuring();
const user = userEvent.setup({ pointerEventsCheck: 0, delay: null });

const STATUS = '/api/admin/orders/:id/status';
const PAID = order({ orderStatus: 'confirmed', paymentStatus: 'paid', confirmedAt: '2024-05-01T14:30:00.000Z' });

function listing(...orders: OrderDto[]) {
  fakeApi.on('GET', '/api/admin/orders', ok(orders));
  fakeApi.on('GET', '/api/admin/orders/:id/payments', ok({ needsAttention: false, attempts: [], entries: [] }));
  fakeApi.on('GET', '/api/admin/messages', ok([]));
  fakeApi.on('GET', '/api/admin/riders', ok([]));
  fakeApi.on('GET', '/api/admin/orders/:id/rider', ok({ assignment: null }));
}

async function openDrawer(of: OrderDto = PAID) {
  renderWithProviders(<OrdersTab />);
  await user.click(await screen.findByLabelText(`View order ${of.orderNumber}`));
  const dialog = await screen.findByRole('dialog');
  return within(dialog.querySelector('.admin-order__actions') as HTMLElement);
}

describe('the order drawer on a phone (issue 40)', () => {
  it('holds the status selector, Ship and Cancel Order', async () => {
    listing(PAID);
    const actions = await openDrawer();
    expect(actions.getByLabelText(`Status of order ${PAID.orderNumber}`, { selector: 'input' })).toBeInTheDocument();
    expect(actions.getByText('Ship…').closest('button')).toHaveClass('admin-prompt-button');
    expect(actions.getByText('Cancel Order…').closest('button')).toHaveClass('admin-prompt-button');
  });

  it('ships from the drawer through the tracking prompt', async () => {
    listing(PAID);
    fakeApi.on('PATCH', STATUS, ok({ ...PAID, orderStatus: 'shipped', trackingNumber: 'GHPOST-9' }));
    const actions = await openDrawer();
    await user.click(actions.getByText('Ship…').closest('button') as HTMLButtonElement);
    fireEvent.change(await screen.findByLabelText(/Tracking number/), { target: { value: 'GHPOST-9' } });
    await user.click(screen.getByText('Mark as Shipped').closest('button') as HTMLButtonElement);
    await waitFor(() => expect(fakeApi.sent('PATCH', STATUS).map(({ body }) => body)).toEqual([{ status: 'shipped', trackingNumber: 'GHPOST-9' }]));
  });

  it('cancels a paid order from the drawer only after the refund is confirmed with a reason', async () => {
    listing(PAID);
    fakeApi.on('PATCH', STATUS, ok({ ...PAID, orderStatus: 'cancelled' }));
    const actions = await openDrawer();
    await user.click(actions.getByText('Cancel Order…').closest('button') as HTMLButtonElement);
    expect(await screen.findByText(`Cancel ${PAID.orderNumber} and refund ₵388.50?`)).toBeInTheDocument();
    expect(fakeApi.sent('PATCH', STATUS)).toHaveLength(0);
    fireEvent.change(screen.getByLabelText(/Reason/), { target: { value: 'Out of stock at the supplier' } });
    await user.click(screen.getByText('Cancel and Refund').closest('button') as HTMLButtonElement);
    await waitFor(() => expect(fakeApi.sent('PATCH', STATUS).map(({ body }) => body)).toEqual([{ status: 'cancelled', reason: 'Out of stock at the supplier' }]));
    // The payment history is read again: it now holds the reason and the refund asked for.
    await waitFor(() => expect(fakeApi.sent('GET', '/api/admin/orders/:id/payments')).toHaveLength(2));
  });

  it('offers no action on a refunded order, only its status and the way forward', async () => {
    const refunded = order({ orderStatus: 'cancelled', paymentStatus: 'refunded' });
    listing(refunded);
    const actions = await openDrawer(refunded);
    expect(actions.queryByRole('button')).not.toBeInTheDocument();
    expect(actions.queryByLabelText(`Status of order ${refunded.orderNumber}`)).not.toBeInTheDocument();
    expect(actions.getByText(/A new order is the way forward/)).toBeInTheDocument();
  });
});

describe('the drawer after a change (issue 40)', () => {
  const PAID_ONLINE = order({ ...PAID, payment: orderPayment({ status: 'paid' }) });

  /** The list as the server answers it: the order cancelled once the cancel is sent, its payment still paid while the refund is under way (ADR 043). */
  function listingCancelledOnceSent() {
    listing(PAID_ONLINE);
    fakeApi.on('GET', '/api/admin/orders', () => ok([fakeApi.sent('PATCH', STATUS).length > 0 ? { ...PAID_ONLINE, orderStatus: 'cancelled' } : PAID_ONLINE]));
    fakeApi.on('PATCH', STATUS, ok({ ...PAID_ONLINE, orderStatus: 'cancelled' }));
  }

  async function cancelAndRefund() {
    const actions = await openDrawer(PAID_ONLINE);
    await user.click(actions.getByText('Cancel Order…').closest('button') as HTMLButtonElement);
    fireEvent.change(await screen.findByLabelText(/Reason/), { target: { value: 'Out of stock at the supplier' } });
    await user.click(screen.getByText('Cancel and Refund').closest('button') as HTMLButtonElement);
    await waitFor(() => expect(fakeApi.sent('PATCH', STATUS)).toHaveLength(1));
  }

  it('shows the refund under way as soon as the cancel is answered, not Paid, and reads the messages again', async () => {
    listingCancelledOnceSent();
    await cancelAndRefund();
    const payment = within(within(screen.getByRole('dialog')).getByText('Delivery and payment').closest('section') as HTMLElement);
    expect(await payment.findByText('Refund pending')).toBeInTheDocument();
    expect(payment.queryByText('Paid')).not.toBeInTheDocument();
    // The customer is told the order is cancelled: the drawer's Messages list it.
    await waitFor(() => expect(fakeApi.sent('GET', '/api/admin/messages')).toHaveLength(2));
  });

  it('says a change worked inside the drawer, below its title, rather than in a toast over it', async () => {
    listingCancelledOnceSent();
    await cancelAndRefund();
    const said = await within(screen.getByRole('dialog')).findByText('Order status updated!');
    expect(said.closest('[role="status"]')).toBeInTheDocument();
    expect(said.closest('.ant-drawer-body')).toBeInTheDocument();
    expect(document.querySelector('.ant-notification-notice')).not.toBeInTheDocument();
  });

  it("says an error inside the drawer too, with the server's sentence", async () => {
    listing(PAID_ONLINE);
    fakeApi.on('PATCH', STATUS, apiError(409, { message: 'Not enough Kente Wrap Dress in stock' }));
    const actions = await openDrawer(PAID_ONLINE);
    await user.click(actions.getByText('Ship…').closest('button') as HTMLButtonElement);
    await user.click((await screen.findByText('Mark as Shipped')).closest('button') as HTMLButtonElement);
    const said = await within(screen.getByRole('dialog')).findByText('Error updating order');
    expect(said.closest('[role="alert"]')).toBeInTheDocument();
    expect(within(screen.getByRole('dialog')).getByText('Not enough Kente Wrap Dress in stock')).toBeInTheDocument();
    expect(document.querySelector('.ant-notification-notice')).not.toBeInTheDocument();
  });
});

describe('where the order goes', () => {
  it('shows the digital address, the landmark and a link that opens the address in Maps', async () => {
    listing(PAID);
    await openDrawer();
    const dialog = within(screen.getByRole('dialog'));
    expect(dialog.getByText('NT-045-1234')).toBeInTheDocument();
    expect(dialog.getByText('opposite the Total filling station')).toBeInTheDocument();
    expect(dialog.getByRole('link', { name: 'Open in Maps' })).toHaveAttribute('href', 'https://www.google.com/maps/search/?api=1&query=NT-045-1234');
  });
});
