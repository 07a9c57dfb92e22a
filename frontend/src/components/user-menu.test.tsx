import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useGetCurrentUser } from '../api/generated/endpoints/identity/identity';
import { ADMIN, answered, CUSTOMER, failed, pending, UNAUTHORIZED } from '../test/fixtures';
import { renderWithProviders } from '../test/render';
import { UserMenu } from './user-menu';

jest.mock('../api/generated/endpoints/identity/identity', () => ({ useGetCurrentUser: jest.fn() }));
const useGetCurrentUserMock = useGetCurrentUser as unknown as jest.Mock;

describe('the header user menu', () => {
  beforeEach(() => useGetCurrentUserMock.mockReset());

  it('shows a Login link to visitors, coming back to the page they were on', () => {
    useGetCurrentUserMock.mockReturnValue(failed(UNAUTHORIZED));
    renderWithProviders(<UserMenu />, { route: '/products?category=mens' });
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login?next=%2Fproducts%3Fcategory%3Dmens');
  });

  it('shows nothing clickable until the user is known', () => {
    useGetCurrentUserMock.mockReturnValue(pending());
    renderWithProviders(<UserMenu />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers Admin Dashboard and Logout to an admin', async () => {
    useGetCurrentUserMock.mockReturnValue(answered(ADMIN));
    renderWithProviders(<UserMenu />);
    const button = screen.getByRole('button', { name: 'Account menu for Ama' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Admin Dashboard' })).toHaveAttribute('href', '/admin');
    expect(screen.getByRole('link', { name: 'Logout' })).toHaveAttribute('href', '/api/logout');
    expect(screen.getByText(ADMIN.email)).toBeVisible();
  });

  it('gives a customer Logout but no Admin Dashboard', async () => {
    useGetCurrentUserMock.mockReturnValue(answered(CUSTOMER));
    renderWithProviders(<UserMenu />);
    await userEvent.click(screen.getByRole('button', { name: 'Account menu for Kofi' }));
    expect(screen.queryByRole('link', { name: 'Admin Dashboard' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Logout' })).toHaveAttribute('href', '/api/logout');
  });

  it('closes with Escape and gives the focus back to its button', async () => {
    useGetCurrentUserMock.mockReturnValue(answered(CUSTOMER));
    renderWithProviders(<UserMenu />);
    const button = screen.getByRole('button', { name: 'Account menu for Kofi' });
    await userEvent.click(button);
    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    expect(screen.queryByRole('link', { name: 'Logout' })).not.toBeInTheDocument();
  });
});
