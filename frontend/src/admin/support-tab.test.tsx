import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useListSupportRequests, useUpdateSupportRequest } from '../api/generated/endpoints/admin/admin';
import { answered, apiError, mutation, supportRequest } from '../test/fixtures';
import { renderWithProviders } from '../test/render';
import { SupportTab } from './support-tab';

jest.mock('../api/generated/endpoints/admin/admin', () => ({
  ...jest.requireActual('../api/generated/endpoints/admin/admin'),
  useListSupportRequests: jest.fn(),
  useUpdateSupportRequest: jest.fn(),
}));
const useListSupportRequestsMock = useListSupportRequests as unknown as jest.Mock;
const useUpdateSupportRequestMock = useUpdateSupportRequest as unknown as jest.Mock;

// antd screens render slowly in jsdom while the whole suite runs in parallel.
configure({ asyncUtilTimeout: 5000 });
const user = userEvent.setup({ pointerEventsCheck: 0, delay: null });

const REQUEST = supportRequest({ response: 'We have sent a new parcel.', assignedTo: 'Abena' });

async function chooseStatus(label: string) {
  fireEvent.mouseDown(screen.getByLabelText("Status of 'Order Issue' from Yaw Asante", { selector: 'input' }));
  await user.click(await screen.findByTitle(label));
}

describe('the support tab', () => {
  let mutate: jest.Mock;
  beforeEach(() => {
    mutate = jest.fn();
    useUpdateSupportRequestMock.mockReturnValue(mutation(mutate));
    useListSupportRequestsMock.mockReturnValue(answered([REQUEST]));
  });

  it("says 'No support requests' when there are none", () => {
    useListSupportRequestsMock.mockReturnValue(answered([]));
    renderWithProviders(<SupportTab />);
    expect(screen.getByText('No support requests')).toBeInTheDocument();
  });

  it('shows subject, sender, order number, date, status and priority badges, message and response', () => {
    renderWithProviders(<SupportTab />);
    expect(screen.getByRole('heading', { name: 'Order Issue' })).toBeInTheDocument();
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
    mutate.mockImplementation((_vars, { onSuccess }) => onSuccess({ data: { ...REQUEST, status: 'resolved' } }));
    renderWithProviders(<SupportTab />);
    await chooseStatus('Resolved');
    expect(mutate).toHaveBeenCalledWith({ id: REQUEST.id, data: { status: 'resolved' } }, expect.anything());
    expect(await screen.findByText('Support request updated!')).toBeInTheDocument();
  });

  it("toasts 'Error updating support request' with the server's message", async () => {
    mutate.mockImplementation((_vars, { onError }) => onError(apiError(404, { message: 'Support request not found' })));
    renderWithProviders(<SupportTab />);
    await chooseStatus('Closed');
    expect(await screen.findByText('Error updating support request')).toBeInTheDocument();
    expect(screen.getByText('Support request not found')).toBeInTheDocument();
  });

  it('asks the server for one page, counts every request, and pages through them', async () => {
    useListSupportRequestsMock.mockReturnValue(answered(Array.from({ length: 20 }, (_, index) => supportRequest({ id: `s-${index}`, subject: `Request ${index}` })), { 'x-total-count': '47' }));
    renderWithProviders(<SupportTab />);
    expect(useListSupportRequestsMock).toHaveBeenLastCalledWith({ limit: 20, offset: 0 }, expect.anything());
    expect(screen.getByText('47', { selector: '.admin-count' })).toBeInTheDocument();
    await user.click(screen.getByTitle('3'));
    expect(useListSupportRequestsMock).toHaveBeenLastCalledWith({ limit: 20, offset: 40 }, expect.anything());
  });

  it("searches on the server by subject, name or e-mail, from page 1, and says when nothing matches", async () => {
    useListSupportRequestsMock.mockReturnValue(answered(Array.from({ length: 20 }, (_, index) => supportRequest({ id: `s-${index}`, subject: `Request ${index}` })), { 'x-total-count': '47' }));
    renderWithProviders(<SupportTab />);
    await user.click(screen.getByTitle('2'));
    useListSupportRequestsMock.mockReturnValue(answered([], { 'x-total-count': '0' }));
    await user.type(screen.getByLabelText('Search support requests'), 'refund');
    await waitFor(() => expect(useListSupportRequestsMock).toHaveBeenLastCalledWith({ limit: 20, offset: 0, search: 'refund' }, expect.anything()));
    expect(screen.getByText('No support requests match')).toBeInTheDocument();
    expect(screen.getByLabelText('Search support requests')).toHaveValue('refund');
  });

  it('answers a request: the answer is sent as the response, and the toast says who it was e-mailed to', async () => {
    const fresh = supportRequest();
    useListSupportRequestsMock.mockReturnValue(answered([fresh]));
    mutate.mockImplementation((_vars, { onSuccess }) => onSuccess({ data: { ...fresh, response: 'A new parcel left today.', assignedTo: 'owner@example.com' } }));
    renderWithProviders(<SupportTab />);
    const send = screen.getByRole('button', { name: 'Send answer' });
    expect(send).toBeDisabled();
    await user.type(screen.getByLabelText(/^Answer/), '  A new parcel left today. ');
    await user.click(send);
    expect(mutate).toHaveBeenCalledWith({ id: fresh.id, data: { response: 'A new parcel left today.' } }, expect.anything());
    expect(await screen.findByText('Answer sent to yaw@example.com')).toBeInTheDocument();
  });

  it('shows the stored answer with who gave it and where it was e-mailed, and sends a changed answer again', async () => {
    renderWithProviders(<SupportTab />);
    expect(screen.getByText('Answered by Abena')).toBeInTheDocument();
    expect(screen.getByText('E-mailed to yaw@example.com.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send answer' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit answer' }));
    const field = screen.getByLabelText(/^Change the answer/);
    expect(field).toHaveValue('We have sent a new parcel.');
    expect(screen.getByRole('button', { name: 'Send answer' })).toBeDisabled();
    await user.clear(field);
    await user.type(field, 'The courier calls you tomorrow.');
    await user.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(mutate).toHaveBeenCalledWith({ id: REQUEST.id, data: { response: 'The courier calls you tomorrow.' } }, expect.anything());
  });

  it('keeps an answer within 5000 characters', () => {
    useListSupportRequestsMock.mockReturnValue(answered([supportRequest()]));
    renderWithProviders(<SupportTab />);
    expect(screen.getByLabelText(/^Answer/)).toHaveAttribute('maxlength', '5000');
  });
});
