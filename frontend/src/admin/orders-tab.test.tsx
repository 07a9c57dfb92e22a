import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useChangeOrderStatus, useListOrders } from '../api/generated/endpoints/admin/admin';
import { answered, ignoreScrollbarMeasuring, mutation, order } from '../test/fixtures';
import { renderWithProviders } from '../test/render';
import { OrdersTab } from './orders-tab';

jest.mock('../api/generated/endpoints/admin/admin', () => ({
  ...jest.requireActual('../api/generated/endpoints/admin/admin'),
  useListOrders: jest.fn(),
  useChangeOrderStatus: jest.fn(),
}));
const useListOrdersMock = useListOrders as unknown as jest.Mock;

// antd screens render slowly in jsdom while the whole suite runs in parallel.
configure({ asyncUtilTimeout: 5000 });
const user = userEvent.setup({ pointerEventsCheck: 0, delay: null });

ignoreScrollbarMeasuring();

describe('the orders tab', () => {
  beforeEach(() => {
    (useChangeOrderStatus as unknown as jest.Mock).mockReturnValue(mutation());
    useListOrdersMock.mockReturnValue(answered([order({ trackingNumber: null })]));
  });

  it("says 'No orders yet' without orders", () => {
    useListOrdersMock.mockReturnValue(answered([]));
    renderWithProviders(<OrdersTab />);
    expect(screen.getByText('No orders yet')).toBeInTheDocument();
  });

  it('shows number, customer name and e-mail, total, status selector and created date', () => {
    renderWithProviders(<OrdersTab />);
    expect(screen.getByText('GH-7KQ2-M9XD-4TRB', { selector: '.admin-mono' })).toBeInTheDocument();
    expect(screen.getByText('Efua Owusu')).toBeInTheDocument();
    expect(screen.getByText('efua@example.com')).toHaveAttribute('href', 'mailto:efua@example.com');
    expect(screen.getByText('₵388.50')).toBeInTheDocument();
    expect(screen.getByLabelText('Status of order GH-7KQ2-M9XD-4TRB', { selector: 'input' })).toBeInTheDocument();
    expect(screen.getAllByText('1 May 2024, 10:00').length).toBeGreaterThan(0);
  });

  it('opens a read-only view with the items, address and totals', async () => {
    renderWithProviders(<OrdersTab />);
    await user.click(screen.getByLabelText('View order GH-7KQ2-M9XD-4TRB'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Order GH-7KQ2-M9XD-4TRB')).toBeInTheDocument();
    expect(within(dialog).getByText('Royal Kente Stole')).toBeInTheDocument();
    expect(within(dialog).getByText('Size M · Yellow')).toBeInTheDocument();
    expect(within(dialog).getByText('₵370.00', { selector: 'td' })).toBeInTheDocument();
    expect(within(dialog).getByText(/12 Bank Road/)).toBeInTheDocument();
    expect(within(dialog).getByText('Mobile Money · payment pending')).toBeInTheDocument();
    expect(within(dialog).getByText('Free')).toBeInTheDocument();
    expect(within(dialog).getByText('₵388.50')).toBeInTheDocument();
  });

  it('asks the server for the first 20 orders and counts every order, not the page', () => {
    useListOrdersMock.mockReturnValue(answered(Array.from({ length: 20 }, (_, index) => order({ id: `o-${index}`, orderNumber: `GH-${index}` })), { 'x-total-count': '645' }));
    renderWithProviders(<OrdersTab />);
    expect(useListOrdersMock).toHaveBeenLastCalledWith({ limit: 20, offset: 0 }, expect.anything());
    expect(screen.getByText('645', { selector: '.admin-count' })).toBeInTheDocument();
    expect(screen.getByTitle('33')).toBeInTheDocument(); // the last of 645 / 20 pages
  });

  it('asks the server for the page chosen in the pager', async () => {
    useListOrdersMock.mockReturnValue(answered(Array.from({ length: 20 }, (_, index) => order({ id: `o-${index}`, orderNumber: `GH-${index}` })), { 'x-total-count': '45' }));
    renderWithProviders(<OrdersTab />);
    await user.click(screen.getByTitle('3'));
    expect(useListOrdersMock).toHaveBeenLastCalledWith({ limit: 20, offset: 40 }, expect.anything());
  });

  it('searches on the server by number, name or e-mail, from page 1, and shows what it answers', async () => {
    useListOrdersMock.mockReturnValue(answered(Array.from({ length: 20 }, (_, index) => order({ id: `o-${index}`, orderNumber: `GH-${index}` })), { 'x-total-count': '45' }));
    renderWithProviders(<OrdersTab />);
    await user.click(screen.getByTitle('2'));
    expect(useListOrdersMock).toHaveBeenLastCalledWith({ limit: 20, offset: 20 }, expect.anything());

    useListOrdersMock.mockReturnValue(answered([order({ id: 'o-2', orderNumber: 'GH-ZZZZ', firstName: 'Kwame', lastName: 'Nkrumah', email: 'kwame@example.com' })], { 'x-total-count': '1' }));
    await user.type(screen.getByLabelText('Search orders'), ' kwame ');
    await waitFor(() => expect(useListOrdersMock).toHaveBeenLastCalledWith({ limit: 20, offset: 0, search: 'kwame' }, expect.anything()));
    expect(screen.getByText('Kwame Nkrumah')).toBeInTheDocument();
    expect(screen.queryByText('Efua Owusu')).not.toBeInTheDocument();
  });

  it("says 'No orders match' rather than 'No orders yet' when a search finds nothing", async () => {
    renderWithProviders(<OrdersTab />);
    useListOrdersMock.mockReturnValue(answered([], { 'x-total-count': '0' }));
    await user.type(screen.getByLabelText('Search orders'), 'nobody');
    expect(await screen.findByText('No orders match')).toBeInTheDocument();
    expect(screen.queryByText('No orders yet')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Search orders')).toHaveValue('nobody');
  });
});
