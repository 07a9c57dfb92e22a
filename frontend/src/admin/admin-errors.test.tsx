import { act, fireEvent, screen } from '@testing-library/react';
import { goToServerPage } from '../lib/browser-location';
import { supportRequest } from '../test/fixtures';
import { fakeApi, ok, SIGNED_OUT } from '../test/fake-api';
import { renderWithProviders } from '../test/render';
import { SupportTab } from './support-tab';

jest.mock('../lib/browser-location', () => ({ ...jest.requireActual('../lib/browser-location'), goToServerPage: jest.fn() }));
const goToServerPageMock = goToServerPage as jest.Mock;

describe('a 401 from an admin call', () => {
  beforeEach(() => {
    fakeApi.on('GET', '/api/admin/chats', ok({ chats: [], awaiting: 0 }));
    jest.useFakeTimers();
    goToServerPageMock.mockReset();
  });
  afterEach(() => {
    act(() => jest.runOnlyPendingTimers());
    jest.useRealTimers();
  });

  it("on a change: toasts 'Unauthorized' and sends the browser to /api/login after 500 ms", async () => {
    fakeApi.on('PATCH', '/api/admin/support/:id', SIGNED_OUT);
    fakeApi.on('GET', '/api/admin/support', ok([supportRequest()]));
    renderWithProviders(<SupportTab />);

    fireEvent.mouseDown(await screen.findByLabelText("Status of 'Order Issue' from Yaw Asante", { selector: 'input' }));
    act(() => jest.advanceTimersByTime(50));
    fireEvent.click(screen.getByTitle('Resolved'));

    await act(async () => jest.advanceTimersByTime(100));
    expect(fakeApi.sent('PATCH', '/api/admin/support/:id')).toHaveLength(1);
    expect(screen.getByText('Unauthorized')).toBeInTheDocument();
    expect(screen.getByText('You are logged out. Logging in again...')).toBeInTheDocument();
    expect(screen.queryByText('Error updating support request')).not.toBeInTheDocument();
    expect(goToServerPageMock).not.toHaveBeenCalled();

    // 500 ms from the toast.
    act(() => jest.advanceTimersByTime(499));
    expect(goToServerPageMock).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(goToServerPageMock).toHaveBeenCalledTimes(1);
    expect(goToServerPageMock).toHaveBeenCalledWith('/api/login');
  });

  it('on a read: the same toast and one redirect after 500 ms', async () => {
    fakeApi.on('GET', '/api/admin/support', SIGNED_OUT);
    renderWithProviders(<SupportTab />);
    await act(async () => jest.advanceTimersByTime(100));
    await act(async () => jest.advanceTimersByTime(0)); // React Query's note of the answer
    expect(screen.getByText('Unauthorized')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(499));
    expect(goToServerPageMock).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(goToServerPageMock).toHaveBeenCalledWith('/api/login');
  });
});
