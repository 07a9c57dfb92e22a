import { screen, within } from '@testing-library/react';
import { useGetCurrentUser } from '../api/generated/endpoints/identity/identity';
import { ADMIN, answered, CUSTOMER, failed, pending, UNAUTHORIZED } from '../test/fixtures';
import { renderWithProviders } from '../test/render';
import MobileMenu from './mobile-menu';

jest.mock('../api/generated/endpoints/identity/identity', () => ({ useGetCurrentUser: jest.fn() }));
const useGetCurrentUserMock = useGetCurrentUser as unknown as jest.Mock;

function drawer() {
  return screen.getByRole('dialog');
}

describe('the phone menu', () => {
  beforeEach(() => useGetCurrentUserMock.mockReset());

  it('offers a visitor Login (back to this page) and Create an account', () => {
    useGetCurrentUserMock.mockReturnValue(failed(UNAUTHORIZED));
    renderWithProviders(<MobileMenu open onClose={() => {}} />, { route: '/cart' });
    expect(within(drawer()).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login?next=%2Fcart');
    expect(within(drawer()).getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/signup');
    expect(within(drawer()).queryByRole('link', { name: 'Logout' })).not.toBeInTheDocument();
    expect(within(drawer()).queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it('shows a customer who is signed in, My Orders and Logout, without Admin', () => {
    useGetCurrentUserMock.mockReturnValue(answered(CUSTOMER));
    renderWithProviders(<MobileMenu open onClose={() => {}} />);
    const account = within(drawer()).getByRole('region', { name: 'Your account' });
    expect(account).toHaveTextContent('Kofi');
    expect(account).toHaveTextContent(CUSTOMER.email);
    expect(within(account).getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/');
    expect(within(account).getByRole('link', { name: 'Logout' })).toHaveAttribute('href', '/api/logout');
    expect(within(drawer()).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(within(drawer()).queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it('gives an admin the Admin link', () => {
    useGetCurrentUserMock.mockReturnValue(answered(ADMIN));
    renderWithProviders(<MobileMenu open onClose={() => {}} />);
    expect(within(drawer()).getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
  });

  it('offers neither Login nor Logout until the user is known', () => {
    useGetCurrentUserMock.mockReturnValue(pending());
    renderWithProviders(<MobileMenu open onClose={() => {}} />);
    expect(within(drawer()).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(within(drawer()).queryByRole('link', { name: 'Logout' })).not.toBeInTheDocument();
  });
});
