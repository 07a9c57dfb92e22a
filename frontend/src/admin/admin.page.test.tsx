import { act, configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useGetDashboardStats, useListOrders, useListSupportRequests, useListSuppliers } from '../api/generated/endpoints/admin/admin';
import { useGetCurrentUser } from '../api/generated/endpoints/identity/identity';
import { goToServerPage } from '../lib/browser-location';
import { ADMIN, answered, CUSTOMER, failed, order, pending, supportRequest, UNAUTHORIZED } from '../test/fixtures';
import { renderWithProviders } from '../test/render';
import AdminPage from './admin.page';

jest.mock('../lib/browser-location', () => ({ ...jest.requireActual('../lib/browser-location'), goToServerPage: jest.fn() }));
jest.mock('../api/generated/endpoints/identity/identity', () => ({ useGetCurrentUser: jest.fn() }));
jest.mock('../api/generated/endpoints/admin/admin', () => ({
  ...jest.requireActual('../api/generated/endpoints/admin/admin'),
  useGetDashboardStats: jest.fn(),
  useListOrders: jest.fn(),
  useListSupportRequests: jest.fn(),
  useListSuppliers: jest.fn(),
}));
const goToServerPageMock = goToServerPage as jest.Mock;
const useGetCurrentUserMock = useGetCurrentUser as unknown as jest.Mock;
const useGetDashboardStatsMock = useGetDashboardStats as unknown as jest.Mock;
const useListOrdersMock = useListOrders as unknown as jest.Mock;
const useListSupportRequestsMock = useListSupportRequests as unknown as jest.Mock;
const useListSuppliersMock = useListSuppliers as unknown as jest.Mock;

// antd screens render slowly in jsdom while the whole suite runs in parallel.
configure({ asyncUtilTimeout: 5000 });

const STATS = { totalProducts: 24, lowStock: 3, totalOrders: 7, pendingOrders: 2, revenue: '12450.75' };

describe('the /admin route', () => {
  // The console is a lazy chunk; loaded once here so the first test does not wait on the compiler.
  beforeAll(() => import('./admin-console'));

  beforeEach(() => {
    goToServerPageMock.mockReset();
    useGetDashboardStatsMock.mockReturnValue(answered(STATS));
    useListOrdersMock.mockReturnValue(answered([]));
    useListSupportRequestsMock.mockReturnValue(answered([]));
    useListSuppliersMock.mockReturnValue(answered([]));
  });

  it('shows a skeleton while the user is not known yet', () => {
    useGetCurrentUserMock.mockReturnValue(pending());
    renderWithProviders(<AdminPage />, { route: '/admin' });
    expect(screen.getByRole('status', { name: 'Loading the admin dashboard' })).toBeInTheDocument();
    expect(goToServerPageMock).not.toHaveBeenCalled();
  });

  it("sends a visitor to /api/login after the 'Unauthorized' toast", () => {
    jest.useFakeTimers();
    try {
      useGetCurrentUserMock.mockReturnValue(failed(UNAUTHORIZED));
      renderWithProviders(<AdminPage />, { route: '/admin' });
      act(() => jest.advanceTimersByTime(100));
      expect(screen.getByText('Unauthorized')).toBeInTheDocument();
      expect(screen.getByText('You are logged out. Logging in again...')).toBeInTheDocument();
      expect(goToServerPageMock).not.toHaveBeenCalled();
      act(() => jest.advanceTimersByTime(400));
      expect(goToServerPageMock).toHaveBeenCalledWith('/api/login');
      expect(useGetDashboardStatsMock).not.toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows a signed-in customer the 404 page (the route is for admins only) and loads nothing of the console', () => {
    useGetCurrentUserMock.mockReturnValue(answered(CUSTOMER));
    renderWithProviders(<AdminPage />, { route: '/admin' });
    expect(screen.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeInTheDocument();
    expect(useGetDashboardStatsMock).not.toHaveBeenCalled();
    expect(goToServerPageMock).not.toHaveBeenCalled();
  });

  it('gives an admin the console: welcome, Logout, four stat cards and the overview tab', async () => {
    useGetCurrentUserMock.mockReturnValue(answered(ADMIN));
    renderWithProviders(<AdminPage />, { route: '/admin' });
    expect(await screen.findByText('Welcome, Ama')).toBeInTheDocument();
    expect(screen.getByText('Logout').closest('a')).toHaveAttribute('href', '/api/logout');

    const stats = screen.getByRole('region', { name: 'Shop figures' });
    expect(within(stats).getByText('Total Products')).toBeInTheDocument();
    expect(within(stats).getByText('24')).toBeInTheDocument();
    expect(within(stats).getByText('Total Orders')).toBeInTheDocument();
    expect(within(stats).getByText('₵12,450.75')).toBeInTheDocument();
    expect(within(stats).getByText('Low Stock').closest('.admin-stat')).toHaveClass('admin-stat--alert');

    expect(screen.getByRole('tab', { name: 'Overview', selected: true })).toBeInTheDocument();
    for (const tab of ['Products', 'Orders', 'Suppliers', 'Support']) expect(screen.getByRole('tab', { name: tab })).toBeInTheDocument();
    expect(screen.getByText('No orders yet')).toBeInTheDocument();
    expect(screen.getByText('No support requests')).toBeInTheDocument();
  });

  it("greets 'Admin User' without a first name and does not highlight Low Stock at 0", async () => {
    useGetCurrentUserMock.mockReturnValue(answered({ ...ADMIN, firstName: null }));
    useGetDashboardStatsMock.mockReturnValue(answered({ ...STATS, lowStock: 0 }));
    renderWithProviders(<AdminPage />, { route: '/admin' });
    expect(await screen.findByText('Welcome, Admin User')).toBeInTheDocument();
    expect(screen.getByText('Low Stock').closest('.admin-stat')).not.toHaveClass('admin-stat--alert');
  });

  it('lists the 5 most recent orders and support requests on the overview, as the server answers them newest first', async () => {
    useGetCurrentUserMock.mockReturnValue(answered(ADMIN));
    useListOrdersMock.mockReturnValue(
      answered(Array.from({ length: 5 }, (_, index) => order({ id: `o-${index}`, orderNumber: `GH-000${6 - index}`, createdAt: `2024-05-0${7 - index}T10:00:00.000Z` })), { 'x-total-count': '7' }),
    );
    useListSupportRequestsMock.mockReturnValue(answered([supportRequest()]));
    renderWithProviders(<AdminPage />, { route: '/admin' });
    const orders = await screen.findByRole('list', { name: 'Recent orders' });
    // New orders and messages arrive while the console is open: asked for again, not kept forever.
    const live = { query: expect.objectContaining({ refetchOnMount: true, refetchOnWindowFocus: true }) };
    expect(useListOrdersMock).toHaveBeenCalledWith({ limit: 5 }, live);
    expect(useListSupportRequestsMock).toHaveBeenCalledWith({ limit: 5 }, live);
    expect(within(orders).getAllByRole('listitem')).toHaveLength(5);
    expect(within(orders).getAllByRole('listitem')[0]).toHaveTextContent('GH-0006');
    expect(within(orders).getAllByRole('listitem')[4]).toHaveTextContent('GH-0002');
    expect(within(orders).getAllByText('Efua Owusu', { exact: false })).toHaveLength(5);
    const requests = screen.getByRole('list', { name: 'Recent support requests' });
    expect(within(requests).getByText('Order Issue')).toBeInTheDocument();
    expect(within(requests).getByText('Open')).toBeInTheDocument();
  });

  // The tab's own behaviour is tested in suppliers-tab.test.tsx; here only that the console opens it.
  it('opens the Suppliers tab, with its empty state when nobody has applied', async () => {
    useGetCurrentUserMock.mockReturnValue(answered(ADMIN));
    renderWithProviders(<AdminPage />, { route: '/admin' });
    await userEvent.click(await screen.findByRole('tab', { name: 'Suppliers' }));
    expect(screen.getByRole('tab', { name: 'Suppliers', selected: true })).toBeInTheDocument();
    expect(await screen.findByText('No Supplier Applications')).toBeInTheDocument();
    expect(screen.getByText('Auto-markup: 12% applied to all supplier products')).toBeInTheDocument();
  });
});
