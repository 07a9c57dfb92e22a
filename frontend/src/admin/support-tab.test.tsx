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
  beforeEach(() => fakeApi.on('GET', '/api/admin/support', ok([REQUEST])));

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
