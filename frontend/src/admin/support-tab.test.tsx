import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { supportRequest } from '../test/fixtures';
import { apiError, fakeApi, ok } from '../test/fake-api';
import { renderWithProviders } from '../test/render';
import { SupportTab } from './support-tab';

const user = userEvent.setup({ pointerEventsCheck: 0, delay: null });

const REQUEST = supportRequest({ response: 'We have sent a new parcel.', assignedTo: 'Abena' });

async function chooseStatus(label: string) {
  fireEvent.mouseDown(await screen.findByLabelText("Status of 'Order Issue' from Yaw Asante", { selector: 'input' }));
  await user.click(await screen.findByTitle(label));
}

describe('the support tab', () => {
  beforeEach(() => {
    fakeApi.on('GET', '/api/admin/support', ok([REQUEST]));
    fakeApi.on('GET', '/api/admin/chats', ok({ chats: [], awaiting: 0 }));
  });

  it('lists live chats waiting first, opens one and sends the answer', async () => {
    const chat = {
      id: 'c0ffee00-0000-4000-8000-000000000001', name: 'Ama', email: 'ama@example.com', phone: null, context: 'order GH-7KQ2-M9XD-4TRB',
      awaitingStaff: true, lastMessage: 'Is it in blue?', lastMessageAt: '2026-11-30T12:00:00.000Z', shopperSeenAt: '2026-11-30T12:00:00.000Z', createdAt: '2026-11-30T12:00:00.000Z',
    };
    fakeApi.on('GET', '/api/admin/chats', ok({ chats: [chat], awaiting: 1 }));
    fakeApi.on('GET', '/api/admin/chats/:id', ok({ ...chat, messages: [{ id: '1', author: 'shopper', text: 'Is it in blue?', createdAt: chat.createdAt, staffName: null }] }));
    fakeApi.on('POST', '/api/admin/chats/:id/messages', ok({ id: '2', author: 'staff', text: 'Yes, in blue.', createdAt: chat.createdAt, staffName: 'Abena' }));
    renderWithProviders(<SupportTab />);
    const item = await screen.findByRole('button', { name: /Ama\s*Waiting/ });
    await user.click(item);
    expect(await screen.findByText('From order GH-7KQ2-M9XD-4TRB · ama@example.com')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Your answer'), 'Yes, in blue.');
    await user.click(screen.getByRole('button', { name: /Send answer/ }));
    await waitFor(() => expect(fakeApi.sent('POST', '/api/admin/chats/:id/messages')).toHaveLength(1));
    expect(fakeApi.sent('POST', '/api/admin/chats/:id/messages')[0].body).toEqual({ text: 'Yes, in blue.' });
  });

  it("says 'No support requests' when there are none", async () => {
    fakeApi.on('GET', '/api/admin/support', ok([]));
    renderWithProviders(<SupportTab />);
    expect(await screen.findByText('No support requests')).toBeInTheDocument();
  });

  it('shows subject, sender, order number, date, status and priority badges, message and response', async () => {
    renderWithProviders(<SupportTab />);
    expect(await screen.findByRole('heading', { name: 'Order Issue' })).toBeInTheDocument();
    expect(screen.getByText(/Yaw Asante/)).toBeInTheDocument();
    expect(screen.getByText('yaw@example.com')).toBeInTheDocument();
    expect(screen.getByText('GH-7KQ2-M9XD-4TRB')).toBeInTheDocument();
    expect(screen.getByText('2 May 2024, 09:00')).toBeInTheDocument();
    expect(screen.getByText('Open', { selector: '.ant-tag' })).toBeInTheDocument();
    expect(screen.getByText('High priority')).toBeInTheDocument();
    expect(screen.getByText('My parcel has not arrived yet.')).toBeInTheDocument();
    expect(screen.getByText('We have sent a new parcel.')).toBeInTheDocument();
  });

  it("changes the status and toasts 'Support request updated!'", async () => {
    fakeApi.on('PATCH', '/api/admin/support/:id', ok({ ...REQUEST, status: 'resolved' }));
    renderWithProviders(<SupportTab />);
    await chooseStatus('Resolved');
    expect(await screen.findByText('Support request updated!')).toBeInTheDocument();
    expect(fakeApi.last('PATCH', `/api/admin/support/${REQUEST.id}`).body).toEqual({ status: 'resolved' });
  });

  it("toasts 'Error updating support request' with the server's message", async () => {
    fakeApi.on('PATCH', '/api/admin/support/:id', apiError(404, { message: 'Support request not found' }));
    renderWithProviders(<SupportTab />);
    await chooseStatus('Closed');
    expect(await screen.findByText('Error updating support request')).toBeInTheDocument();
    expect(screen.getByText('Support request not found')).toBeInTheDocument();
  });

  it('asks the server for one page, counts every request, and pages through them', async () => {
    fakeApi.on('GET', '/api/admin/support', ok(Array.from({ length: 20 }, (_, index) => supportRequest({ id: `s-${index}`, subject: `Request ${index}` })), { 'x-total-count': '47' }));
    renderWithProviders(<SupportTab />);
    expect(await screen.findByText('47', { selector: '.admin-count' })).toBeInTheDocument();
    expect(fakeApi.last('GET', '/api/admin/support').query).toEqual({ limit: '20', offset: '0' });
    await user.click(screen.getByTitle('3'));
    expect(fakeApi.last('GET', '/api/admin/support').query).toEqual({ limit: '20', offset: '40' });
  });

  it("searches on the server by subject, name or e-mail, from page 1, and says when nothing matches", async () => {
    fakeApi.on('GET', '/api/admin/support', ok(Array.from({ length: 20 }, (_, index) => supportRequest({ id: `s-${index}`, subject: `Request ${index}` })), { 'x-total-count': '47' }));
    renderWithProviders(<SupportTab />);
    await user.click(await screen.findByTitle('2'));
    fakeApi.on('GET', '/api/admin/support', ok([], { 'x-total-count': '0' }));
    await user.type(screen.getByLabelText('Search support requests'), 'refund');
    await waitFor(() => expect(fakeApi.last('GET', '/api/admin/support').query).toEqual({ limit: '20', offset: '0', search: 'refund' }));
    expect(await screen.findByText('No support requests match')).toBeInTheDocument();
    expect(screen.getByLabelText('Search support requests')).toHaveValue('refund');
  });

  it('answers a request: the answer is sent as the response, and the toast says who it was e-mailed to', async () => {
    const fresh = supportRequest();
    fakeApi.on('GET', '/api/admin/support', ok([fresh]));
    fakeApi.on('PATCH', '/api/admin/support/:id', ok({ ...fresh, response: 'A new parcel left today.', assignedTo: 'owner@example.com' }));
    renderWithProviders(<SupportTab />);
    const send = await screen.findByRole('button', { name: 'Send answer' });
    expect(send).toBeDisabled();
    await user.type(screen.getByLabelText(/^Answer/), '  A new parcel left today. ');
    await user.click(send);
    expect(await screen.findByText('Answer sent to yaw@example.com')).toBeInTheDocument();
    expect(fakeApi.last('PATCH', `/api/admin/support/${fresh.id}`).body).toEqual({ response: 'A new parcel left today.' });
  });

  it('shows the stored answer with who gave it and where it was e-mailed, and sends a changed answer again', async () => {
    fakeApi.on('PATCH', '/api/admin/support/:id', ok({ ...REQUEST, response: 'The courier calls you tomorrow.' }));
    renderWithProviders(<SupportTab />);
    expect(await screen.findByText('Answered by Abena')).toBeInTheDocument();
    expect(screen.getByText('E-mailed to yaw@example.com.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send answer' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit answer' }));
    const field = screen.getByLabelText(/^Change the answer/);
    expect(field).toHaveValue('We have sent a new parcel.');
    expect(screen.getByRole('button', { name: 'Send answer' })).toBeDisabled();
    await user.clear(field);
    await user.type(field, 'The courier calls you tomorrow.');
    await user.click(screen.getByRole('button', { name: 'Send answer' }));
    await waitFor(() => expect(fakeApi.last('PATCH', `/api/admin/support/${REQUEST.id}`).body).toEqual({ response: 'The courier calls you tomorrow.' }));
  });

  it('keeps an answer within 5000 characters', async () => {
    fakeApi.on('GET', '/api/admin/support', ok([supportRequest()]));
    renderWithProviders(<SupportTab />);
    expect(await screen.findByLabelText(/^Answer/)).toHaveAttribute('maxlength', '5000');
  });
});
