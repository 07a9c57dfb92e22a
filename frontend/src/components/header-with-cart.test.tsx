import { screen } from '@testing-library/react';
import { useGetCart } from '../api/generated/endpoints/cart/cart';
import { useGetCurrentUser } from '../api/generated/endpoints/identity/identity';
import { getSessionId } from '../lib/session-id';
import { ADMIN, answered, CUSTOMER, failed, UNAUTHORIZED } from '../test/fixtures';
import { renderWithProviders } from '../test/render';
import HeaderWithCart from './header-with-cart';

jest.mock('../api/generated/endpoints/cart/cart', () => ({
  ...jest.requireActual('../api/generated/endpoints/cart/cart'),
  useGetCart: jest.fn(),
}));

jest.mock('../api/generated/endpoints/identity/identity', () => ({ useGetCurrentUser: jest.fn() }));

const useGetCartMock = useGetCart as unknown as jest.Mock;
const useGetCurrentUserMock = useGetCurrentUser as unknown as jest.Mock;

describe('the header cart count', () => {
  beforeEach(() => {
    sessionStorage.clear();
    useGetCurrentUserMock.mockReturnValue(failed(UNAUTHORIZED));
  });

  it('shows the units in the cart of this browser session', () => {
    useGetCartMock.mockReturnValue({ isPending: false, isError: false, error: null, data: { data: [{ quantity: 2 }, { quantity: 3 }] } });
    renderWithProviders(<HeaderWithCart />);
    expect(useGetCartMock).toHaveBeenCalledWith(getSessionId());
    expect(screen.getByRole('link', { name: 'Cart, 5 items' })).toHaveAttribute('href', '/cart');
  });
});

describe('the header signed-in state', () => {
  beforeEach(() => useGetCartMock.mockReturnValue({ isPending: false, isError: false, error: null, data: { data: [] } }));

  it('shows a visitor the Login link and no Admin', () => {
    useGetCurrentUserMock.mockReturnValue(failed(UNAUTHORIZED));
    renderWithProviders(<HeaderWithCart />, { route: '/products' });
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login?next=%2Fproducts');
    expect(screen.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it('shows a customer their menu instead of Login, and no Admin', () => {
    useGetCurrentUserMock.mockReturnValue(answered(CUSTOMER));
    renderWithProviders(<HeaderWithCart />);
    expect(screen.getByRole('button', { name: 'Account menu for Kofi' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it('gives an admin the Admin link in the navigation', () => {
    useGetCurrentUserMock.mockReturnValue(answered(ADMIN));
    renderWithProviders(<HeaderWithCart />);
    expect(screen.getByRole('navigation', { name: 'Main' })).toContainElement(screen.getByRole('link', { name: 'Admin' }));
    expect(screen.getByRole('button', { name: 'Account menu for Ama' })).toBeInTheDocument();
  });
});
