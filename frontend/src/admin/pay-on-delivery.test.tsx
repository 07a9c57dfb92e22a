import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderDto } from '../api/generated/model';
import { ignoreScrollbarMeasuring, order } from '../test/fixtures';
import { apiError, fakeApi, ok } from '../test/fake-api';
import { renderWithProviders } from '../test/render';
import { OrdersTab } from './orders-tab';

ignoreScrollbarMeasuring();
const user = userEvent.setup({ pointerEventsCheck: 0, delay: null });

const COLLECT = '/api/admin/orders/:id/pay-on-delivery/collect';
const REFUSE = '/api/admin/orders/:id/pay-on-delivery/refuse';
const CONFIRM = '/api/admin/orders/:id/pay-on-delivery/confirm';

function codOrder(overrides: Partial<OrderDto> = {}, cod: Partial<NonNullable<OrderDto['payOnDelivery']>> = {}): OrderDto {
  return order({
    paymentMethod: 'cod',
    heldUntil: null,
    payOnDelivery: { toCollect: '388.50', confirmBy: '2024-05-02T10:00:00.000Z', confirmedAt: null, confirmedBy: null, collectedAt: null, collection: null, history: [], ...cod },
    ...overrides,
  });
}

const AT_THE_DOOR = codOrder(
  { orderStatus: 'out-for-delivery' },
  { confirmedAt: '2024-05-01T11:00:00.000Z', confirmedBy: 'shopper', history: [{ at: '2024-05-01T11:00:00.000Z', by: 'shopper', event: 'confirmed', note: null }] },
);

function listing(...orders: OrderDto[]) {
  fakeApi.on('GET', '/api/admin/orders', ok(orders));
  fakeApi.on('GET', '/api/admin/orders/:id/payments', ok({ needsAttention: false, attempts: [], entries: [] }));
  fakeApi.on('GET', '/api/admin/messages', ok([]));
  fakeApi.on('GET', '/api/admin/riders', ok([]));
  fakeApi.on('GET', '/api/admin/orders/:id/rider', ok({ assignment: null }));
}

async function openDrawer(of: OrderDto) {
  renderWithProviders(<OrdersTab />);
  await user.click(await screen.findByLabelText(`View order ${of.orderNumber}`));
  const dialog = await screen.findByRole('dialog');
  return within(dialog.querySelector('.admin-order__cod') as HTMLElement);
}

describe('pay on delivery in the console', () => {
  it('the list shows what the rider collects and that the customer has not confirmed yet', async () => {
    listing(codOrder());
    renderWithProviders(<OrdersTab />);
    expect((await screen.findAllByText('To collect: ₵388.50')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Awaiting confirmation').length).toBeGreaterThan(0);
  });

  it('confirms an unconfirmed order by phone after asking, and offers no door actions before it is out for delivery', async () => {
    const unconfirmed = codOrder();
    listing(unconfirmed);
    fakeApi.on('POST', CONFIRM, ok(codOrder({ orderStatus: 'confirmed' }, { confirmedAt: '2024-05-01T12:00:00.000Z', confirmedBy: 'efua@kente.shop' })));
    const section = await openDrawer(unconfirmed);
    expect(section.queryByText('Collected…')).not.toBeInTheDocument();
    await user.click(section.getByText('Confirmed by Phone…').closest('button') as HTMLButtonElement);
    expect(await screen.findByText(`Confirm ${unconfirmed.orderNumber}?`)).toBeInTheDocument();
    expect(fakeApi.sent('POST', CONFIRM)).toHaveLength(0);
    await user.click(screen.getByText('Confirmed by phone').closest('button') as HTMLButtonElement);
    await waitFor(() => expect(fakeApi.sent('POST', CONFIRM)).toHaveLength(1));
  });

  it('records a collection with the way and the amount counted, and shows the server’s answer when the amount is wrong', async () => {
    listing(AT_THE_DOOR);
    fakeApi.on('POST', COLLECT, apiError(400, { message: 'Invalid input', fields: { amount: ["amount must be the order's total, ₵388.50; ₵380.00 was entered"] } }));
    const section = await openDrawer(AT_THE_DOOR);
    expect(section.getByText(/Confirmed .* by the customer \(SMS link\)/)).toBeInTheDocument();
    await user.click(section.getByText('Collected…').closest('button') as HTMLButtonElement);
    await user.click(await screen.findByText('Mobile Money'));
    fireEvent.change(screen.getByLabelText(/Amount counted/), { target: { value: '380.00' } });
    await user.click(screen.getByText('Mark Collected').closest('button') as HTMLButtonElement);
    await waitFor(() => expect(fakeApi.sent('POST', COLLECT).map(({ body }) => body)).toEqual([{ via: 'momo', amount: '380.00' }]));
    expect(await screen.findByText(/must be the order's total/)).toBeInTheDocument();
  });

  it('marks a refusal only after the prompt, with the rider’s note', async () => {
    listing(AT_THE_DOOR);
    fakeApi.on('POST', REFUSE, ok(codOrder({ orderStatus: 'cancelled', paymentStatus: 'refused' }, { toCollect: null })));
    const section = await openDrawer(AT_THE_DOOR);
    await user.click(section.getByText('Refused…').closest('button') as HTMLButtonElement);
    expect(await screen.findByText(`Mark ${AT_THE_DOOR.orderNumber} refused?`)).toBeInTheDocument();
    // One line, as the server takes it: Enter cannot put a line break the server would refuse.
    expect(screen.getByLabelText(/What happened/).tagName).toBe('INPUT');
    fireEvent.change(screen.getByLabelText(/What happened/), { target: { value: 'Wrong size ordered' } });
    await user.click(screen.getByText('Mark Refused').closest('button') as HTMLButtonElement);
    await waitFor(() => expect(fakeApi.sent('POST', REFUSE).map(({ body }) => body)).toEqual([{ note: 'Wrong size ordered' }]));
  });

  it('says there is nothing to collect on a cancelled order, and shows no Rider section for it', async () => {
    const cancelled = codOrder({ orderStatus: 'cancelled', paymentStatus: 'pending' }, { toCollect: null });
    listing(cancelled);
    const section = await openDrawer(cancelled);
    expect(section.getByText('Nothing to collect: the order was cancelled.')).toBeInTheDocument();
    expect(section.queryByRole('button')).not.toBeInTheDocument();
    const dialog = screen.getByRole('dialog');
    await waitFor(() => expect(fakeApi.sent('GET', '/api/admin/orders/:id/rider')).not.toHaveLength(0));
    expect(within(dialog).queryByRole('heading', { name: 'Rider' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Pay on delivery' })).toBeInTheDocument();
  });

  it('shows the collection record on a collected order, with no door actions left', async () => {
    const collected = codOrder(
      { orderStatus: 'delivered', paymentStatus: 'paid' },
      { toCollect: null, confirmedAt: '2024-05-01T11:00:00.000Z', confirmedBy: 'shopper', collection: { via: 'cash', amount: '388.50', by: 'kojo@kente.shop', at: '2024-05-03T15:20:00.000Z' } },
    );
    listing(collected);
    const section = await openDrawer(collected);
    expect(section.getByText(/Collected ₵388.50/).closest('p')).toHaveTextContent(/in cash by kojo@kente\.shop/);
    expect(section.queryByText('Collected…')).not.toBeInTheDocument();
  });
});
