import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BestSellersDto, DailySalesDto, LowStockDto } from '../api/generated/model';
import { goToServerPage } from '../lib/browser-location';
import { apiError, fakeApi, ok, SIGNED_OUT } from '../test/fake-api';
import { order, supportRequest } from '../test/fixtures';
import { renderWithProviders } from '../test/render';
import { OverviewTab } from './overview-tab';

jest.mock('../lib/browser-location', () => ({ ...jest.requireActual('../lib/browser-location'), goToServerPage: jest.fn() }));
const goToServerPageMock = goToServerPage as jest.Mock;

const user = userEvent.setup({ pointerEventsCheck: 0, delay: null });

// The chart sizes itself to its box as the observer reports it; jsdom has no layout, so the box is a phone's card.
class PhoneCardObserver {
  constructor(private readonly report: (entries: { contentRect: { width: number; height: number } }[]) => void) {}
  observe() {
    this.report([{ contentRect: { width: 340, height: 240 } }]);
  }
  unobserve() {}
  disconnect() {}
}
Object.assign(globalThis, { ResizeObserver: PhoneCardObserver });

const PERIOD = { from: '2026-10-27', to: '2026-11-25', timeZone: 'Africa/Accra' as const };

function days(): DailySalesDto['days'] {
  return Array.from({ length: 30 }, (_, index) => {
    const date = new Date(Date.UTC(2026, 9, 27 + index)).toISOString().slice(0, 10);
    if (date === '2026-11-25') return { date, orders: 3, revenue: '704.55' };
    if (date === '2026-11-22') return { date, orders: 1, revenue: '0.00' };
    return { date, orders: 0, revenue: '0.00' };
  });
}

const SALES: DailySalesDto = { period: PERIOD, days: days(), totalOrders: 4, totalRevenue: '704.55' };
const BEST: BestSellersDto = {
  period: PERIOD,
  products: [
    { productId: 'p-1', name: 'Kente Stole', image: null, units: 3, revenue: '360.00' },
    { productId: 'p-2', name: 'Krobo Beads', image: null, units: 1, revenue: '35.50' },
  ],
};
const LOW: LowStockDto = {
  atMost: 5,
  total: 3,
  products: [
    {
      id: 'l-1',
      name: 'Fugu Cap',
      image: null,
      category: 'mens',
      isActive: true,
      lowestStock: 0,
      lowVariants: [
        { variantId: 'v-1', size: 'M', color: 'Blue', stock: 0 },
        { variantId: 'v-4', size: 'L', color: 'Blue', stock: 3 },
        { variantId: 'v-5', size: 'XL', color: 'Blue', stock: 4 },
        { variantId: 'v-6', size: 'XXL', color: 'Blue', stock: 5 },
      ],
    },
    { id: 'l-2', name: 'Heirloom Kente', image: null, category: 'traditional', isActive: false, lowestStock: 2, lowVariants: [{ variantId: 'v-2', size: null, color: null, stock: 2 }] },
    { id: 'l-3', name: 'Bolga Bag', image: null, category: 'accessories', isActive: true, lowestStock: 5, lowVariants: [{ variantId: 'v-3', size: 'L', color: null, stock: 5 }] },
  ],
};

const SALES_PATH = '/api/admin/dashboard/sales';
const BEST_PATH = '/api/admin/dashboard/best-sellers';
const LOW_PATH = '/api/admin/dashboard/low-stock';

/** Answers each admin read the overview makes; a test answers one of them again to change it (a failure, an empty list). */
function serve() {
  fakeApi.on('GET', SALES_PATH, ok(SALES));
  fakeApi.on('GET', BEST_PATH, ok(BEST));
  fakeApi.on('GET', LOW_PATH, ok(LOW));
  fakeApi.on('GET', '/api/admin/orders', ok([order()], { 'x-total-count': '1' }));
  fakeApi.on('GET', '/api/admin/support', ok([supportRequest()], { 'x-total-count': '1' }));
}

describe('the admin Overview', () => {
  beforeEach(() => {
    goToServerPageMock.mockReset();
    serve();
  });

  it('asks for the last 30 days: sales per day, the five best sellers and the stock running low', async () => {
    renderWithProviders(<OverviewTab onOpenTab={jest.fn()} />);
    await screen.findByText('₵704.55', { selector: 'dd' });
    const urls = fakeApi.requests.map((request) => request.url);
    expect(urls).toEqual(expect.arrayContaining(['/api/admin/dashboard/sales?days=30', '/api/admin/dashboard/best-sellers?days=30&limit=5', '/api/admin/dashboard/low-stock?limit=8']));
  });

  it('shows the period totals, says what revenue counts, and charts revenue or orders per Ghana day', async () => {
    renderWithProviders(<OverviewTab onOpenTab={jest.fn()} />);
    const card = (await screen.findByText('Sales, last 30 days')).closest('.ant-card') as HTMLElement;
    const totals = (await within(card).findByText('Revenue', { selector: 'dt' })).closest('dl') as HTMLElement;
    expect(totals).toHaveTextContent('Revenue₵704.55');
    expect(totals).toHaveTextContent('Orders4');
    expect(within(card).getByText(/Revenue counts paid orders that were not cancelled or refunded/)).toHaveTextContent('Ghana time');
    expect(await within(card).findByRole('figure', { name: 'Revenue per day, Tue, 27 Oct 2026 to Wed, 25 Nov 2026' })).toBeInTheDocument();
    // The lazy chart chunk arrived: one bar for the one day that took money, cedis on its axis.
    await waitFor(() => expect(card.querySelectorAll('.recharts-bar-rectangle')).toHaveLength(1), { timeout: 10_000 });
    expect(within(card).getByText('₵0')).toBeInTheDocument();

    await user.click(within(card).getByText('Orders', { selector: '.ant-segmented-item-label' }));
    expect(within(card).getByRole('figure', { name: 'Orders per day, Tue, 27 Oct 2026 to Wed, 25 Nov 2026' })).toBeInTheDocument();
    // Two days had orders, one of them unpaid.
    await waitFor(() => expect(card.querySelectorAll('.recharts-bar-rectangle')).toHaveLength(2));
  });

  it('lists every day in the day-by-day table, newest first, a day without orders as zero', async () => {
    renderWithProviders(<OverviewTab onOpenTab={jest.fn()} />);
    const table = await screen.findByRole('table', { name: 'Orders and revenue per day, newest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(30);
    expect(rows[0]).toHaveTextContent('Wed, 25 Nov 20263₵704.55');
    // Paid nothing yet: an order without revenue.
    expect(rows[3]).toHaveTextContent('Sun, 22 Nov 20261₵0.00');
    expect(rows[1]).toHaveTextContent('Tue, 24 Nov 20260₵0.00');
    expect(rows[29]).toHaveTextContent('Tue, 27 Oct 20260₵0.00');
  });

  it('ranks the best sellers with units sold and their sales, and says what they count', async () => {
    renderWithProviders(<OverviewTab onOpenTab={jest.fn()} />);
    const list = await screen.findByRole('list', { name: 'Best sellers' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['1Kente Stole3 units sold₵360.00', '2Krobo Beads1 unit sold₵35.50']);
    expect(screen.getByText(/by units sold in paid orders \(not cancelled or refunded\)/)).toBeInTheDocument();
  });

  it('says so when nothing sold in the period', async () => {
    fakeApi.on('GET', BEST_PATH, ok({ period: PERIOD, products: [] }));
    renderWithProviders(<OverviewTab onOpenTab={jest.fn()} />);
    expect(await screen.findByText('No sales in the last 30 days')).toBeInTheDocument();
  });

  it('lists each product with a size or colour running low once, its low sizes and colours under it, the emptiest first', async () => {
    const onOpenTab = jest.fn();
    renderWithProviders(<OverviewTab onOpenTab={onOpenTab} />);
    const list = await screen.findByRole('list', { name: 'Products running low' });
    expect(screen.getByText('3 products have a size or colour at 5 units or fewer.')).toBeInTheDocument();
    const items = within(list).getAllByRole('listitem');
    // One row per product (issue 40): four low sizes of the cap are one row, the first three named.
    expect(items.map((item) => item.textContent)).toEqual([
      "Fugu CapMen's CollectionM / Blue: out · L / Blue: 3 left · XL / Blue: 4 left · 1 more4 low",
      'Heirloom KenteTraditional WearInactive2 left',
      'Bolga BagAccessoriesL: 5 left1 low',
    ]);
    await user.click(screen.getByRole('button', { name: 'Restock' }));
    expect(onOpenTab).toHaveBeenCalledWith('products');
  });

  it('says how many more products are low than it lists, and when none is', async () => {
    fakeApi.on('GET', LOW_PATH, ok({ ...LOW, total: 12 }));
    const { unmount } = renderWithProviders(<OverviewTab onOpenTab={jest.fn()} />);
    expect(await screen.findByText('12 products have a size or colour at 5 units or fewer; the 3 emptiest:')).toBeInTheDocument();
    unmount();
    fakeApi.on('GET', LOW_PATH, ok({ atMost: 5, total: 0, products: [] }));
    renderWithProviders(<OverviewTab onOpenTab={jest.fn()} />);
    expect(await screen.findByText('No product has a size or colour at 5 units or fewer.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Products running low' })).not.toBeInTheDocument();
  });

  it('shows whether each recent order is paid beside its status', async () => {
    fakeApi.on(
      'GET',
      '/api/admin/orders',
      ok([order({ id: 'o-1', orderNumber: 'GH-PAID', paymentStatus: 'paid' }), order({ id: 'o-2', orderNumber: 'GH-UNPAID', paymentStatus: 'pending' })], { 'x-total-count': '2' }),
    );
    renderWithProviders(<OverviewTab onOpenTab={jest.fn()} />);
    const list = await screen.findByRole('list', { name: 'Recent orders' });
    const [paid, unpaid] = within(list).getAllByRole('listitem');
    expect(within(paid).getByText('Paid')).toBeInTheDocument();
    expect(within(unpaid).getByText('Awaiting payment')).toBeInTheDocument();
    expect(within(unpaid).getByText('Ordered')).toBeInTheDocument();
  });

  it('offers to try again when the sales could not be loaded, and asks again', async () => {
    fakeApi.on('GET', SALES_PATH, apiError(500, { message: 'Internal error' }), ok(SALES));
    renderWithProviders(<OverviewTab onOpenTab={jest.fn()} />);
    const alert = await screen.findByText('The sales figures could not be loaded.');
    await user.click(within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('₵704.55', { selector: 'dd' })).toBeInTheDocument();
  });

  it('sends a signed-out admin to log in again', async () => {
    fakeApi.on('GET', SALES_PATH, SIGNED_OUT);
    renderWithProviders(<OverviewTab onOpenTab={jest.fn()} />);
    expect(await screen.findByText('Unauthorized')).toBeInTheDocument();
    await screen.findByText('You are logged out. Logging in again...');
    await waitFor(() => expect(goToServerPageMock).toHaveBeenCalledWith('/api/login'));
  });
});
