import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OutboxMessageDto } from '../api/generated/model';
import { apiError, fakeApi, ok } from '../test/fake-api';
import { renderWithProviders } from '../test/render';
import { MessagesTab } from './messages-tab';

const user = userEvent.setup({ pointerEventsCheck: 0, delay: null });

function message(overrides: Partial<OutboxMessageDto> = {}): OutboxMessageDto {
  return {
    id: 'm-1',
    kind: 'support-answered',
    channel: 'email',
    audience: 'shopper',
    recipient: 'yaw@example.com',
    reference: 'SR-1234',
    subject: 'Re: Order Issue',
    status: 'sent',
    attempts: 1,
    lastError: null,
    transport: 'local-mailbox',
    providerMessageId: 'local-abc',
    orderId: null,
    createdAt: '2024-05-02T09:00:00.000Z',
    nextAttemptAt: '2024-05-02T09:00:00.000Z',
    sentAt: '2024-05-02T09:01:00.000Z',
    html: '<p>We have sent a new parcel.</p><script>alert(1)</script>',
    text: 'We have sent a new parcel.',
    templateName: null,
    ...overrides,
  };
}

const DEAD = message({ id: 'm-2', kind: 'order-shipped', channel: 'sms', recipient: '+233241234567', subject: null, status: 'dead', attempts: 5, lastError: 'Arkesel answered 503', transport: null, sentAt: null, reference: 'GH-7KQ2-M9XD-4TRB' });

describe('the Messages tab', () => {
  beforeEach(() => {
    fakeApi.on('GET', '/api/admin/messages', ok([message(), DEAD], { 'x-total-count': '2' }));
    fakeApi.on('GET', '/api/admin/messages/delivery', ok({ email: 'local-mailbox', sms: 'local-mailbox', whatsapp: 'local-mailbox', mailDir: '/srv/shop/mail' }));
  });

  it('says plainly that e-mails and SMS stay in the local mailbox, and where the .eml files go', async () => {
    renderWithProviders(<MessagesTab />);
    expect(await screen.findByText(/E-mails and SMS go to the LOCAL MAILBOX: nobody outside the shop receives them/)).toHaveTextContent('/srv/shop/mail');
    expect(screen.getByText('WhatsApp messages go to the LOCAL MAILBOX too.')).toBeInTheDocument();
  });

  it('names the providers when e-mail goes through SMTP and SMS through Hubtel', async () => {
    fakeApi.on('GET', '/api/admin/messages/delivery', ok({ email: 'smtp', sms: 'hubtel', whatsapp: 'whatsapp-cloud', mailDir: null }));
    renderWithProviders(<MessagesTab />);
    expect(await screen.findByText('E-mails are sent through your SMTP server; SMS are sent by Hubtel.')).toBeInTheDocument();
    expect(screen.getByText('WhatsApp messages are sent by the WhatsApp Cloud API, and by SMS when WhatsApp fails.')).toBeInTheDocument();
    expect(screen.queryByText(/LOCAL MAILBOX/)).not.toBeInTheDocument();
  });

  it('says when WhatsApp is not set up in production, so shoppers who chose it get SMS', async () => {
    fakeApi.on('GET', '/api/admin/messages/delivery', ok({ email: 'smtp', sms: 'arkesel', whatsapp: 'sms', mailDir: null }));
    renderWithProviders(<MessagesTab />);
    expect(await screen.findByText('WhatsApp is not set up: shoppers who chose WhatsApp get SMS.')).toBeInTheDocument();
  });

  it('lists each message with its kind in words, recipient, reference, status, attempts and last error', async () => {
    renderWithProviders(<MessagesTab />);
    const [answer, shipped] = within(await screen.findByRole('list', { name: 'Messages' })).getAllByRole('article');
    expect(within(answer).getByRole('link', { name: 'Support answer' })).toHaveAttribute('href', '/?tab=messages&message=m-1');
    expect(within(answer).getByLabelText('E-mail')).toBeInTheDocument();
    expect(within(answer).getByText('yaw@example.com')).toBeInTheDocument();
    expect(within(answer).getByText('Sent', { selector: '.ant-tag' })).toBeInTheDocument();
    expect(within(answer).queryByRole('button', { name: /Retry/ })).not.toBeInTheDocument();
    expect(within(shipped).getByText('Order shipped')).toBeInTheDocument();
    expect(within(shipped).getByLabelText('SMS')).toBeInTheDocument();
    expect(within(shipped).getByText('GH-7KQ2-M9XD-4TRB')).toBeInTheDocument();
    expect(within(shipped).getByText('Gave up', { selector: '.ant-tag' })).toBeInTheDocument();
    expect(within(shipped).getByText(/5 attempts/)).toBeInTheDocument();
    expect(within(shipped).getByText('Last error: Arkesel answered 503')).toBeInTheDocument();
  });

  it('filters by status and channel on the server, from page 1', async () => {
    renderWithProviders(<MessagesTab />);
    await screen.findByRole('list', { name: 'Messages' });
    expect(fakeApi.last('GET', '/api/admin/messages').query).toEqual({ limit: '20', offset: '0' });
    await user.click(screen.getByLabelText('Message status', { selector: 'input' }));
    await user.click(await screen.findByTitle('Gave up'));
    await waitFor(() => expect(fakeApi.last('GET', '/api/admin/messages').query).toEqual({ limit: '20', offset: '0', status: 'dead' }));
    await user.click(screen.getByLabelText('Channel', { selector: 'input' }));
    await user.click(await screen.findByTitle('SMS'));
    await waitFor(() => expect(fakeApi.last('GET', '/api/admin/messages').query).toEqual({ limit: '20', offset: '0', status: 'dead', channel: 'sms' }));
  });

  it("says 'No messages match' when a filter finds nothing", async () => {
    fakeApi.on('GET', '/api/admin/messages', ok([], { 'x-total-count': '0' }));
    renderWithProviders(<MessagesTab />);
    expect(await screen.findByText(/No messages yet/)).toBeInTheDocument();
    await user.click(screen.getByLabelText('Channel', { selector: 'input' }));
    await user.click(await screen.findByTitle('SMS'));
    expect(await screen.findByText('No messages match')).toBeInTheDocument();
  });

  it('opens an e-mail as the recipient got it: subject, recipient, HTML in a sandbox without scripts, and the plain text', async () => {
    fakeApi.on('GET', '/api/admin/messages/:id', ok(message()));
    renderWithProviders(<MessagesTab />, { route: '/admin?tab=messages&message=m-1' });
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByRole('heading', { name: 'Re: Order Issue' })).toBeInTheDocument();
    expect(fakeApi.last('GET', '/api/admin/messages/:id').path).toBe('/api/admin/messages/m-1');
    expect(within(drawer).getByText('Support answer', { selector: '.ant-drawer-title' })).toBeInTheDocument();
    expect(within(drawer).getByText('yaw@example.com', { selector: 'dd' })).toBeInTheDocument();
    expect(within(drawer).getByText('Local mailbox')).toBeInTheDocument();
    expect(within(drawer).getByText('local-abc')).toBeInTheDocument();
    const frame = within(drawer).getByTitle('E-mail: Re: Order Issue');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame.getAttribute('srcdoc')).toContain('We have sent a new parcel.');
    await user.click(within(drawer).getByText('Plain text'));
    expect(within(drawer).getByText('We have sent a new parcel.', { selector: 'pre' })).toBeInTheDocument();
    expect(within(drawer).queryByTitle('E-mail: Re: Order Issue')).not.toBeInTheDocument();
  });

  it('opens an SMS as a phone bubble', async () => {
    fakeApi.on('GET', '/api/admin/messages/:id', ok({ ...DEAD, text: 'Your order GH-7KQ2 is on its way.' }));
    renderWithProviders(<MessagesTab />, { route: '/admin?tab=messages&message=m-2' });
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('Your order GH-7KQ2 is on its way.', { selector: '.admin-sms-bubble' })).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: 'Plain text' })).not.toBeInTheDocument();
  });

  it('shows a WhatsApp message as WhatsApp: its icon, channel, template and the news in its SMS words', async () => {
    const whatsapp = message({ id: 'm-3', kind: 'order-placed', channel: 'whatsapp', recipient: '+233241234567', subject: null, html: null, text: 'Kente & Co: order GH-7KQ2 received.', templateName: 'order_placed', reference: 'GH-7KQ2-M9XD-4TRB' });
    fakeApi.on('GET', '/api/admin/messages', ok([whatsapp], { 'x-total-count': '1' }));
    fakeApi.on('GET', '/api/admin/messages/:id', ok(whatsapp));
    renderWithProviders(<MessagesTab />, { route: '/admin?tab=messages&message=m-3' });
    const [row] = within(await screen.findByRole('list', { name: 'Messages' })).getAllByRole('article');
    expect(within(row).getByRole('img', { name: 'WhatsApp' })).toBeInTheDocument();
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('Kente & Co: order GH-7KQ2 received.', { selector: '.admin-sms-bubble' })).toBeInTheDocument();
    expect(drawer).toHaveTextContent('Order placed (WhatsApp)');
    expect(drawer).toHaveTextContent('WhatsApp template order_placed; the same news goes by SMS if WhatsApp fails.');
  });

  it('retries a message that gave up and says it is queued again', async () => {
    fakeApi.on('POST', '/api/admin/messages/:id/retry', ok({ ...DEAD, status: 'queued', attempts: 0, lastError: null }));
    renderWithProviders(<MessagesTab />);
    await user.click(await screen.findByRole('button', { name: 'Retry Order shipped to +233241234567' }));
    expect(await screen.findByText('Message queued again')).toBeInTheDocument();
    expect(fakeApi.sent('POST', '/api/admin/messages/:id/retry').map((request) => request.path)).toEqual(['/api/admin/messages/m-2/retry']);
  });

  it("shows the server's sentence when the retry is refused with 409", async () => {
    fakeApi.on('POST', '/api/admin/messages/:id/retry', apiError(409, { message: 'Only a message that gave up can be retried' }));
    renderWithProviders(<MessagesTab />);
    await user.click(await screen.findByRole('button', { name: 'Retry Order shipped to +233241234567' }));
    expect(await screen.findByText('The message could not be retried')).toBeInTheDocument();
    expect(screen.getByText('Only a message that gave up can be retried')).toBeInTheDocument();
  });
});
