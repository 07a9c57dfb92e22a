import { act, fireEvent, screen } from '@testing-library/react';
import { useListSupportRequests, useUpdateSupportRequest } from '../api/generated/endpoints/admin/admin';
import { goToServerPage } from '../lib/browser-location';
import { answered, failed, mutation, supportRequest, UNAUTHORIZED } from '../test/fixtures';
import { renderWithProviders } from '../test/render';
import { SupportTab } from './support-tab';

jest.mock('../lib/browser-location', () => ({ ...jest.requireActual('../lib/browser-location'), goToServerPage: jest.fn() }));
jest.mock('../api/generated/endpoints/admin/admin', () => ({
  ...jest.requireActual('../api/generated/endpoints/admin/admin'),
  useListSupportRequests: jest.fn(),
  useUpdateSupportRequest: jest.fn(),
}));
const goToServerPageMock = goToServerPage as jest.Mock;
const useListSupportRequestsMock = useListSupportRequests as unknown as jest.Mock;
const useUpdateSupportRequestMock = useUpdateSupportRequest as unknown as jest.Mock;

describe('a 401 from an admin call', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    goToServerPageMock.mockReset();
    useUpdateSupportRequestMock.mockReturnValue(mutation());
  });
  afterEach(() => {
    act(() => jest.runOnlyPendingTimers());
    jest.useRealTimers();
  });

  it("on a change: toasts 'Unauthorized' and sends the browser to /api/login after 500 ms", async () => {
    const mutate = jest.fn((_vars, { onError }) => onError(UNAUTHORIZED));
    useUpdateSupportRequestMock.mockReturnValue(mutation(mutate));
    useListSupportRequestsMock.mockReturnValue(answered([supportRequest()]));
    renderWithProviders(<SupportTab />);

    fireEvent.mouseDown(screen.getByLabelText("Status of 'Order Issue' from Yaw Asante", { selector: 'input' }));
    act(() => jest.advanceTimersByTime(50));
    fireEvent.click(screen.getByTitle('Resolved'));
    expect(mutate).toHaveBeenCalled();

    await act(async () => jest.advanceTimersByTime(100));
    expect(screen.getByText('Unauthorized')).toBeInTheDocument();
    expect(screen.getByText('You are logged out. Logging in again...')).toBeInTheDocument();
    expect(screen.queryByText('Error updating support request')).not.toBeInTheDocument();
    expect(goToServerPageMock).not.toHaveBeenCalled();

    act(() => jest.advanceTimersByTime(400));
    expect(goToServerPageMock).toHaveBeenCalledTimes(1);
    expect(goToServerPageMock).toHaveBeenCalledWith('/api/login');
  });

  it('on a read: the same toast and one redirect after 500 ms', async () => {
    useListSupportRequestsMock.mockReturnValue(failed(UNAUTHORIZED));
    renderWithProviders(<SupportTab />);
    await act(async () => jest.advanceTimersByTime(100));
    expect(screen.getByText('Unauthorized')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(399));
    expect(goToServerPageMock).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(goToServerPageMock).toHaveBeenCalledWith('/api/login');
  });
});
