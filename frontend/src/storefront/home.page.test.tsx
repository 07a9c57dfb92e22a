import { screen, within } from '@testing-library/react';
import { useListProducts } from '../api/generated/endpoints/catalog/catalog';
import { useGetCurrentUser } from '../api/generated/endpoints/identity/identity';
import { useListMyOrders } from '../api/generated/endpoints/ordering/ordering';
import { answered, CUSTOMER, order, PRODUCT } from '../test/fixtures';
import { renderWithProviders } from '../test/render';
import HomePage from './home.page';

jest.mock('../api/generated/endpoints/identity/identity', () => ({ useGetCurrentUser: jest.fn() }));
jest.mock('../api/generated/endpoints/ordering/ordering', () => ({ useListMyOrders: jest.fn() }));
jest.mock('../api/generated/endpoints/catalog/catalog', () => ({ useListProducts: jest.fn() }));
const useGetCurrentUserMock = useGetCurrentUser as unknown as jest.Mock;
const useListMyOrdersMock = useListMyOrders as unknown as jest.Mock;
const useListProductsMock = useListProducts as unknown as jest.Mock;

describe('the signed-in home page', () => {
  beforeEach(() => {
    useGetCurrentUserMock.mockReturnValue(answered(CUSTOMER));
    useListMyOrdersMock.mockReturnValue(answered([]));
    useListProductsMock.mockReturnValue(answered([PRODUCT]));
  });

  it("greets the user by first name, with 'Shop Now' and 'Track Your Orders'", () => {
    renderWithProviders(<HomePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back, Kofi!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shop Now' })).toHaveAttribute('href', '/products');
    expect(screen.getByRole('link', { name: 'Track Your Orders' })).toHaveAttribute('href', '/track');
  });

  it("says 'Valued Customer' when there is no first name", () => {
    useGetCurrentUserMock.mockReturnValue(answered({ ...CUSTOMER, firstName: null }));
    renderWithProviders(<HomePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back, Valued Customer!' })).toBeInTheDocument();
  });

  it('has the four quick actions', () => {
    renderWithProviders(<HomePage />);
    const card = screen.getByRole('region', { name: 'Quick Actions' });
    expect(within(card).getByRole('link', { name: /Browse Products/ })).toHaveAttribute('href', '/products');
    expect(within(card).getByRole('link', { name: /View Cart/ })).toHaveAttribute('href', '/cart');
    expect(within(card).getByRole('link', { name: /Track Order/ })).toHaveAttribute('href', '/track');
    expect(within(card).getByRole('link', { name: /Customer Support/ })).toHaveAttribute('href', '/support');
  });

  it("shows 'No orders yet' and Start Shopping without orders", () => {
    renderWithProviders(<HomePage />);
    const card = screen.getByRole('region', { name: 'Recent Orders' });
    expect(within(card).getByText('No orders yet')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Start Shopping' })).toHaveAttribute('href', '/products');
  });

  it('lists at most 3 orders with number, Ghana date, total and status badge', () => {
    useListMyOrdersMock.mockReturnValue(
      answered([
        // 23:30 UTC is still 1 May in Accra (GMT), whatever the test machine's zone.
        order({ id: 'a', orderNumber: 'GH-AAAA', createdAt: '2024-05-01T23:30:00.000Z', total: '1234.50', orderStatus: 'delivered' }),
        order({ id: 'b', orderNumber: 'GH-BBBB', orderStatus: 'processing', createdAt: '2024-04-20T10:00:00.000Z' }),
        order({ id: 'c', orderNumber: 'GH-CCCC', orderStatus: 'shipped', createdAt: '2024-04-19T10:00:00.000Z' }),
        order({ id: 'd', orderNumber: 'GH-DDDD' }),
        order({ id: 'e', orderNumber: 'GH-EEEE' }),
      ]),
    );
    renderWithProviders(<HomePage />);
    const card = screen.getByRole('region', { name: 'Recent Orders' });
    expect(within(card).getAllByRole('listitem')).toHaveLength(3);
    expect(within(card).getByRole('link', { name: 'GH-AAAA' })).toHaveAttribute('href', '/track?order=GH-AAAA');
    expect(within(card).queryByText('GH-DDDD')).not.toBeInTheDocument();
    expect(within(card).getByText('Wed, 1 May 2024')).toBeInTheDocument();
    expect(within(card).getByText('₵1,234.50')).toBeInTheDocument();
    expect(within(card).getByText('Delivered')).toHaveClass('home-badge--green');
    expect(within(card).getByText('Processing')).toHaveClass('home-badge--blue');
    expect(within(card).getByText('Shipped')).toHaveClass('home-badge--purple');
  });

  it("asks for up to 4 featured products for 'Featured For You'", () => {
    renderWithProviders(<HomePage />);
    expect(useListProductsMock).toHaveBeenCalledWith({ featured: true, limit: 4 });
    const section = screen.getByRole('region', { name: 'Featured For You' });
    expect(within(section).getByRole('link', { name: PRODUCT.name })).toHaveAttribute('href', `/products/${PRODUCT.id}`);
    expect(within(section).getByText('₵185.00')).toBeInTheDocument();
  });
});
