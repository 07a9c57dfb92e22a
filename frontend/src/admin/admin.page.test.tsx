import { focusManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { goToServerPage } from '../lib/browser-location';
import { ADMIN, advanceClock, CUSTOMER, order, SHOP_SETTINGS, supportRequest } from '../test/fixtures';
import { fakeApi, never, ok, SIGNED_OUT } from '../test/fake-api';
import { renderWithProviders } from '../test/render';
import AdminPage from './admin.page';

jest.mock('../lib/browser-location', () => ({ ...jest.requireActual('../lib/browser-location'), goToServerPage: jest.fn() }));
const goToServerPageMock = goToServerPage as jest.Mock;


const STATS = { totalProducts: 24, lowStock: 3, totalOrders: 7, pendingOrders: 2, revenue: '12450.75' };

describe('the /admin route', () => {
  // The console is a lazy chunk; loaded once here so the first test does not wait on the compiler.
  beforeAll(() => import('./admin-console'));

  beforeEach(() => {
    fakeApi.on('GET', '/api/admin/chats', ok({ chats: [], awaiting: 0 }));
    goToServerPageMock.mockReset();
    fakeApi.on('GET', '/api/admin/stats', ok(STATS));
    fakeApi.on('GET', '/api/admin/orders', ok([]));
    fakeApi.on('GET', '/api/admin/support', ok([]));
    fakeApi.on('GET', '/api/admin/suppliers', ok([]));
    fakeApi.on('GET', '/api/settings', ok(SHOP_SETTINGS));
    // The overview's figures are the overview tab's own tests; here they are still on their way.
    for (const figures of ['sales', 'best-sellers', 'low-stock']) fakeApi.on('GET', `/api/admin/dashboard/${figures}`, never());
  });
  afterEach(() => {
    jest.useRealTimers();
    focusManager.setFocused(undefined);
  });

  it('shows a skeleton while the user is not known yet', () => {
    fakeApi.on('GET', '/api/auth/user', never());
    renderWithProviders(<AdminPage />, { route: '/admin' });
    expect(screen.getByRole('status', { name: 'Loading the admin dashboard' })).toBeInTheDocument();
    expect(goToServerPageMock).not.toHaveBeenCalled();
  });

  it("sends a visitor to /api/login after the 'Unauthorized' toast", async () => {
    jest.useFakeTimers();
    try {
      fakeApi.on('GET', '/api/auth/user', SIGNED_OUT);
      renderWithProviders(<AdminPage />, { route: '/admin' });
      await act(async () => jest.advanceTimersByTime(100));
      await act(async () => jest.advanceTimersByTime(0)); // React Query's note of the answer
      expect(screen.getByText('Unauthorized')).toBeInTheDocument();
      expect(screen.getByText('You are logged out. Logging in again...')).toBeInTheDocument();
      expect(goToServerPageMock).not.toHaveBeenCalled();
      act(() => jest.advanceTimersByTime(499));
      expect(goToServerPageMock).not.toHaveBeenCalled();
      act(() => jest.advanceTimersByTime(1));
      expect(goToServerPageMock).toHaveBeenCalledWith('/api/login');
      expect(fakeApi.sent('GET', '/api/admin/stats')).toHaveLength(0);
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows a signed-in customer the 404 page (the route is for admins only) and loads nothing of the console', async () => {
    fakeApi.on('GET', '/api/auth/user', ok(CUSTOMER));
    renderWithProviders(<AdminPage />, { route: '/admin' });
    expect(await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeInTheDocument();
    expect(fakeApi.requests.map((request) => request.path)).toEqual(['/api/auth/user']);
    expect(goToServerPageMock).not.toHaveBeenCalled();
  });

  it('gives an admin the console: welcome, Logout, four stat cards and the overview tab', async () => {
    fakeApi.on('GET', '/api/auth/user', ok(ADMIN));
    renderWithProviders(<AdminPage />, { route: '/admin' });
    expect(await screen.findByText('Welcome, Ama')).toBeInTheDocument();
    expect(screen.getByText('Logout').closest('a')).toHaveAttribute('href', '/api/logout');

    const stats = screen.getByRole('region', { name: 'Shop figures' });
    expect(within(stats).getByText('Total Products')).toBeInTheDocument();
    expect(await within(stats).findByText('24')).toBeInTheDocument();
    expect(within(stats).getByText('Total Orders')).toBeInTheDocument();
    expect(within(stats).getByText('₵12,450.75')).toBeInTheDocument();
    expect(within(stats).getByText('Low Stock').closest('.admin-stat')).toHaveClass('admin-stat--alert');

    expect(screen.getByRole('tab', { name: 'Overview', selected: true })).toBeInTheDocument();
    for (const tab of ['Products', 'Orders', 'Suppliers', 'Support']) expect(screen.getByRole('tab', { name: tab })).toBeInTheDocument();
    expect(await screen.findByText('No orders yet')).toBeInTheDocument();
    expect(await screen.findByText('No support requests')).toBeInTheDocument();
  });

  it('says the Total Orders waiting on staff are the paid ones', async () => {
    fakeApi.on('GET', '/api/auth/user', ok(ADMIN));
    renderWithProviders(<AdminPage />, { route: '/admin' });
    const stats = await screen.findByRole('region', { name: 'Shop figures' });
    expect(await within(stats).findByText('2 paid, awaiting confirmation')).toBeInTheDocument();
    expect(within(stats).getByText('Products with a size or colour at 5 or fewer units')).toBeInTheDocument();
  });

  it('warns on every tab while the shop shows placeholder contact details, and opens Settings from the warning', async () => {
    fakeApi.on('GET', '/api/auth/user', ok(ADMIN));
    fakeApi.on('GET', '/api/settings', ok({ ...SHOP_SETTINGS, placeholderContacts: ['phone', 'whatsapp', 'email'] }));
    renderWithProviders(<AdminPage />, { route: '/admin?tab=orders' });
    const warning = await screen.findByText('The shop still shows a placeholder phone number, WhatsApp number and e-mail address');
    const alert = warning.closest('[role="alert"]') as HTMLElement;
    expect(alert).toHaveTextContent('Shoppers see them in the footer, on the support page and in every e-mail, and nobody answers them.');
    fakeApi.on('GET', '/api/pages/:slug', never());
    fakeApi.on('GET', '/api/admin/backups', never());
    fakeApi.on('GET', '/api/admin/webhooks', never());
    fakeApi.on('GET', '/api/admin/api-keys', never());
    fakeApi.on('GET', '/api/admin/search/synonyms', never());
    fakeApi.on('GET', '/api/admin/search/misses', never());
    fakeApi.on('GET', '/api/admin/delivery', never());
    await userEvent.click(within(alert).getByRole('button', { name: 'Open Settings' }));
    expect(await screen.findByRole('tab', { name: 'Settings', selected: true })).toBeInTheDocument();
    // Still there on Settings, where the fields are: no button to the tab already open.
    expect(screen.getByText('The shop still shows a placeholder phone number, WhatsApp number and e-mail address')).toBeInTheDocument();
    expect(within(alert).queryByRole('button', { name: 'Open Settings' })).not.toBeInTheDocument();
  });

  it('names only the contact details still at the placeholders, and the warning goes once Settings are saved with real ones', async () => {
    fakeApi.on('GET', '/api/auth/user', ok(ADMIN));
    fakeApi.on('GET', '/api/settings', ok({ ...SHOP_SETTINGS, placeholderContacts: ['whatsapp'] }));
    fakeApi.on('GET', '/api/pages/:slug', never());
    fakeApi.on('GET', '/api/admin/backups', never());
    fakeApi.on('GET', '/api/admin/webhooks', never());
    fakeApi.on('GET', '/api/admin/api-keys', never());
    fakeApi.on('GET', '/api/admin/search/synonyms', never());
    fakeApi.on('GET', '/api/admin/search/misses', never());
    fakeApi.on('GET', '/api/admin/delivery', never());
    fakeApi.on('PUT', '/api/admin/settings', (request) => ok({ ...SHOP_SETTINGS, ...(request.body as object), placeholderContacts: [] }));
    renderWithProviders(<AdminPage />, { route: '/admin?tab=settings' });
    const warning = await screen.findByText('The shop still shows a placeholder WhatsApp number');
    expect(warning.closest('[role="alert"]')).toHaveTextContent('Shoppers see it in the footer');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Shop phone' })).toHaveValue(SHOP_SETTINGS.phone));
    await userEvent.click(screen.getByRole('button', { name: 'Save Store Details' }));
    await screen.findByText('Store settings saved');
    await waitFor(() => expect(screen.queryByText(/placeholder/)).not.toBeInTheDocument());
  });

  it("greets 'Admin User' without a first name and does not highlight Low Stock at 0", async () => {
    fakeApi.on('GET', '/api/auth/user', ok({ ...ADMIN, firstName: null }));
    fakeApi.on('GET', '/api/admin/stats', ok({ ...STATS, lowStock: 0 }));
    renderWithProviders(<AdminPage />, { route: '/admin' });
    expect(await screen.findByText('Welcome, Admin User')).toBeInTheDocument();
    await within(screen.getByRole('region', { name: 'Shop figures' })).findByText('24');
    expect(screen.getByText('Low Stock').closest('.admin-stat')).not.toHaveClass('admin-stat--alert');
  });

  it('lists the 5 most recent orders and support requests on the overview, as the server answers them newest first', async () => {
    fakeApi.on('GET', '/api/auth/user', ok(ADMIN));
    fakeApi.on('GET', '/api/admin/orders', ok(Array.from({ length: 5 }, (_, index) => order({ id: `o-${index}`, orderNumber: `GH-000${6 - index}`, createdAt: `2024-05-0${7 - index}T10:00:00.000Z` })), { 'x-total-count': '7' }));
    fakeApi.on('GET', '/api/admin/support', ok([supportRequest()]));
    const { rerender } = renderWithProviders(<AdminPage />, { route: '/admin' });
    const orders = await screen.findByRole('list', { name: 'Recent orders' });
    expect(fakeApi.last('GET', '/api/admin/orders').query).toEqual({ limit: '5' });
    expect(fakeApi.last('GET', '/api/admin/support').query).toEqual({ limit: '5' });
    expect(within(orders).getAllByRole('listitem')).toHaveLength(5);
    expect(within(orders).getAllByRole('listitem')[0]).toHaveTextContent('GH-0006');
    expect(within(orders).getAllByRole('listitem')[4]).toHaveTextContent('GH-0002');
    expect(within(orders).getAllByText('Efua Owusu', { exact: false })).toHaveLength(5);
    const requests = await screen.findByRole('list', { name: 'Recent support requests' });
    expect(within(requests).getByText('Order Issue')).toBeInTheDocument();
    expect(within(requests).getByText('Open')).toBeInTheDocument();

    // New orders and messages arrive while the console is open: asked for again, not kept forever.
    const asked = () => [fakeApi.sent('GET', '/api/admin/orders').length, fakeApi.sent('GET', '/api/admin/support').length];
    expect(asked()).toEqual([1, 1]);
    advanceClock(16_000); // past LIVE_LIST's 15 s
    rerender(<></>);
    rerender(<AdminPage />);
    await waitFor(() => expect(asked()).toEqual([2, 2])); // shown again
    advanceClock(16_000);
    act(() => focusManager.setFocused(true));
    await waitFor(() => expect(asked()).toEqual([3, 3])); // back to the window
  });

  // The tab's own behaviour is tested in suppliers-tab.test.tsx; here only that the console opens it.
  it('opens the Suppliers tab, with its empty state when nobody has applied', async () => {
    fakeApi.on('GET', '/api/auth/user', ok(ADMIN));
    renderWithProviders(<AdminPage />, { route: '/admin' });
    await userEvent.click(await screen.findByRole('tab', { name: 'Suppliers' }));
    expect(screen.getByRole('tab', { name: 'Suppliers', selected: true })).toBeInTheDocument();
    expect(await screen.findByText('No Supplier Applications')).toBeInTheDocument();
    expect(screen.getByText('Auto-markup: 12% applied to all supplier products')).toBeInTheDocument();
  });
});
