import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WebhookDeliveryDto, WebhookSubscriptionDto } from '../api/generated/model';
import { apiError, fakeApi, ok, reply } from '../test/fake-api';
import { renderWithProviders } from '../test/render';
import { WebhooksCard } from './webhooks-card';

const user = userEvent.setup({ pointerEventsCheck: 0, delay: null });
const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSwAbCdEfGhIjK=';

const COURIER: WebhookSubscriptionDto = {
  id: '0b9a7d0e-4a43-4c55-9a0b-3f1e9f7c2a11',
  url: 'https://courier.example.com/hooks',
  description: 'Courier',
  eventTypes: ['order.placed', 'order.status_changed'],
  active: true,
  disabledReason: null,
  secretHint: 'IjK=',
  createdAt: '2026-11-27T09:00:00.000Z',
};

const NOT_PUBLIC = 'Webhook addresses must be reachable on the public internet: this one points at a private or local network address';

const DELIVERIES: WebhookDeliveryDto[] = [
  {
    id: '6f1d2c3b-0000-4000-8000-000000000002',
    eventId: 'evt_00000000000000000000000000000002',
    type: 'order.status_changed',
    status: 'pending',
    attempts: 2,
    createdAt: '2026-11-27T10:00:00.000Z',
    nextAttemptAt: '2026-11-27T10:02:00.000Z',
    deliveredAt: null,
    lastError: 'Answered 503',
    attemptLog: [
      { attemptedAt: '2026-11-27T10:01:00.000Z', durationMs: 84, statusCode: 503, excerpt: 'maintenance', error: 'Answered 503' },
      { attemptedAt: '2026-11-27T10:00:30.000Z', durationMs: 10000, statusCode: null, excerpt: null, error: 'No answer within 10 s' },
    ],
  },
  {
    id: '6f1d2c3b-0000-4000-8000-000000000001',
    eventId: 'evt_00000000000000000000000000000001',
    type: 'order.placed',
    status: 'delivered',
    attempts: 1,
    createdAt: '2026-11-27T09:30:00.000Z',
    nextAttemptAt: null,
    deliveredAt: '2026-11-27T09:30:01.000Z',
    lastError: null,
    attemptLog: [{ attemptedAt: '2026-11-27T09:30:01.000Z', durationMs: 120, statusCode: 200, excerpt: 'ok', error: null }],
  },
];

function fill(input: HTMLElement, value: string) {
  fireEvent.change(input, { target: { value } });
}

describe('the Webhooks section of the admin Settings tab', () => {
  beforeEach(() => {
    fakeApi.on('GET', '/api/admin/webhooks', ok([COURIER]));
    fakeApi.on('GET', '/api/admin/webhooks/:id/deliveries', ok(DELIVERIES));
  });

  it('lists each endpoint with its events, whether it is on, and the end of its secret (never the secret)', async () => {
    renderWithProviders(<WebhooksCard />);
    expect(await screen.findByText('https://courier.example.com/hooks')).toBeInTheDocument();
    expect(screen.getByText('Courier')).toBeInTheDocument();
    expect(screen.getByText('Order placed')).toBeInTheDocument();
    expect(screen.getByText('Order status changed')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Send events to https://courier.example.com/hooks' })).toBeChecked();
    expect(screen.getByText('Secret ending …IjK=')).toBeInTheDocument();
  });

  it('adds an endpoint with the chosen events and shows its secret once, with a copy button', async () => {
    const created = { ...COURIER, id: '1c2d3e4f-0000-4000-8000-000000000009', url: 'https://books.example.com/hooks', description: 'Accounting', eventTypes: ['payment.received', 'payment.refunded'], secretHint: 'IjK=', secret: SECRET };
    fakeApi.on('POST', '/api/admin/webhooks', reply(201, created));
    renderWithProviders(<WebhooksCard />);
    await screen.findByText('https://courier.example.com/hooks');
    await user.click(screen.getByRole('button', { name: /Add Endpoint/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Add endpoint' });
    fill(within(dialog).getByRole('textbox', { name: 'Endpoint URL' }), 'https://books.example.com/hooks');
    fill(within(dialog).getByRole('textbox', { name: 'Description' }), 'Accounting');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Payment received' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Payment refunded' }));
    fakeApi.on('GET', '/api/admin/webhooks', ok([COURIER, created]));
    await user.click(within(dialog).getByRole('button', { name: 'Add Endpoint' }));

    const secretDialog = await screen.findByRole('dialog', { name: 'Signing secret' });
    expect(within(secretDialog).getByText(SECRET)).toBeInTheDocument();
    expect(within(secretDialog).getByText('Copy it now: it is not shown again.')).toBeInTheDocument();
    expect(within(secretDialog).getByRole('button', { name: 'Copy the secret' })).toBeInTheDocument();
    expect(fakeApi.sent('POST', '/api/admin/webhooks').map((request) => request.body)).toEqual([
      { url: 'https://books.example.com/hooks', description: 'Accounting', eventTypes: ['payment.received', 'payment.refunded'] },
    ]);
    await user.click(within(secretDialog).getByRole('button', { name: 'I have copied it' }));
    await waitFor(() => expect(screen.queryByText(SECRET)).not.toBeInTheDocument(), { timeout: 5000 });
    expect(await screen.findByText('https://books.example.com/hooks')).toBeInTheDocument();
  });

  it("shows the server's refusal of an address on the URL field", async () => {
    fakeApi.on('POST', '/api/admin/webhooks', apiError(400, { message: 'Invalid input', fields: { url: [NOT_PUBLIC] } }));
    renderWithProviders(<WebhooksCard />);
    await screen.findByText('https://courier.example.com/hooks');
    await user.click(screen.getByRole('button', { name: /Add Endpoint/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Add endpoint' });
    fill(within(dialog).getByRole('textbox', { name: 'Endpoint URL' }), 'https://127.0.0.1/hooks');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Order placed' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add Endpoint' }));
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Endpoint URL' })).toHaveAccessibleDescription(expect.stringContaining(NOT_PUBLIC)));
  });

  it('asks for at least one event before sending anything', async () => {
    renderWithProviders(<WebhooksCard />);
    await screen.findByText('https://courier.example.com/hooks');
    await user.click(screen.getByRole('button', { name: /Add Endpoint/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Add endpoint' });
    fill(within(dialog).getByRole('textbox', { name: 'Endpoint URL' }), 'https://books.example.com/hooks');
    await user.click(within(dialog).getByRole('button', { name: 'Add Endpoint' }));
    expect(await within(dialog).findByText('Choose at least one event')).toBeInTheDocument();
    expect(fakeApi.sent('POST', '/api/admin/webhooks')).toEqual([]);
  });

  it('edits the events of an endpoint', async () => {
    fakeApi.on('PATCH', '/api/admin/webhooks/:id', (request) => ok({ ...COURIER, ...(request.body as object) }));
    renderWithProviders(<WebhooksCard />);
    await screen.findByText('https://courier.example.com/hooks');
    await user.click(screen.getByRole('button', { name: /Edit/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit endpoint' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Order placed' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Stock low' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Endpoint' }));
    await waitFor(() => expect(fakeApi.sent('PATCH', '/api/admin/webhooks/:id')).toHaveLength(1));
    expect(fakeApi.sent('PATCH', '/api/admin/webhooks/:id')[0]).toMatchObject({ params: { id: COURIER.id }, body: { url: COURIER.url, description: 'Courier', eventTypes: ['order.status_changed', 'stock.low'] } });
  });

  it('turns an endpoint off, and says why when the shop turned one off itself', async () => {
    fakeApi.on('GET', '/api/admin/webhooks', ok([COURIER, { ...COURIER, id: '2c2d3e4f-0000-4000-8000-000000000003', url: 'https://bot.example.com/in', active: false, disabledReason: 'Turned off: every attempt since 2026-11-24 failed (last: Answered 500)' }]));
    fakeApi.on('PATCH', '/api/admin/webhooks/:id', (request) => ok({ ...COURIER, ...(request.body as object) }));
    renderWithProviders(<WebhooksCard />);
    expect(await screen.findByText('The shop turned this endpoint off')).toBeInTheDocument();
    expect(screen.getByText(/every attempt since 2026-11-24 failed/)).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Send events to https://bot.example.com/in' })).not.toBeChecked();
    await user.click(screen.getByRole('switch', { name: 'Send events to https://courier.example.com/hooks' }));
    await waitFor(() => expect(fakeApi.sent('PATCH', '/api/admin/webhooks/:id').map((request) => request.body)).toEqual([{ active: false }]));
  });

  it('rotates the secret after a confirmation and shows the new one once', async () => {
    fakeApi.on('POST', '/api/admin/webhooks/:id/rotate-secret', ok({ ...COURIER, secretHint: 'ZZZ=', secret: 'whsec_rotatedrotatedrotatedrotatedrotatedZZZ=' }));
    renderWithProviders(<WebhooksCard />);
    await screen.findByText('https://courier.example.com/hooks');
    await user.click(screen.getByRole('button', { name: /Rotate Secret/ }));
    await user.click(await screen.findByRole('button', { name: 'Rotate' }));
    await waitFor(() => expect(fakeApi.sent('POST', '/api/admin/webhooks/:id/rotate-secret')).toHaveLength(1));
    // Found by its text: the test ids antd gives every element leave the dialog's label ambiguous while the confirmation is still open.
    const secretDialog = (await screen.findByText('whsec_rotatedrotatedrotatedrotatedrotatedZZZ=')).closest('[role="dialog"]') as HTMLElement;
    expect(within(secretDialog).getByText('Signing secret')).toBeInTheDocument();
    expect(within(secretDialog).getByText('Copy it now: it is not shown again.')).toBeInTheDocument();
  });

  it('shows recent deliveries with their attempts, and resends a delivered one', async () => {
    fakeApi.on('POST', '/api/admin/webhooks/:id/deliveries/:deliveryId/resend', reply(204));
    renderWithProviders(<WebhooksCard />);
    await screen.findByText('https://courier.example.com/hooks');
    await user.click(screen.getByRole('button', { name: /Recent deliveries/ }));
    expect(await screen.findByText('Waiting to retry')).toBeInTheDocument();
    expect(screen.getByText('Delivered')).toBeInTheDocument();
    expect(screen.getByText(/2 attempts/)).toBeInTheDocument();
    // Only what is finished can be sent again; the waiting one retries by itself.
    expect(screen.queryByRole('button', { name: `Resend Order status changed ${DELIVERIES[0].eventId}` })).not.toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: /Attempts/ })[0]);
    expect(await screen.findByText('maintenance')).toBeInTheDocument();
    expect(screen.getByText('No answer within 10 s')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: `Resend Order placed ${DELIVERIES[1].eventId}` }));
    await waitFor(() => expect(fakeApi.sent('POST', '/api/admin/webhooks/:id/deliveries/:deliveryId/resend')).toHaveLength(1));
    expect(fakeApi.sent('POST', '/api/admin/webhooks/:id/deliveries/:deliveryId/resend')[0].params).toEqual({ id: COURIER.id, deliveryId: DELIVERIES[1].id });
    expect(await screen.findByText('Order placed queued to send again')).toBeInTheDocument();
  });

  it('an empty list says there are no endpoints yet', async () => {
    fakeApi.on('GET', '/api/admin/webhooks', ok([]));
    renderWithProviders(<WebhooksCard />);
    expect(await screen.findByText('No endpoints yet')).toBeInTheDocument();
  });
});
