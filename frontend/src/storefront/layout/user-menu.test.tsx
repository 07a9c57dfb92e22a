import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN, CUSTOMER, RIDER } from '../../test/fixtures';
import { fakeApi, never, ok, SIGNED_OUT } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render';
import { UserMenu } from './user-menu';

describe('the header user menu', () => {
  it('shows a Login link to visitors, coming back to the page they were on', async () => {
    fakeApi.on('GET', '/api/auth/user', SIGNED_OUT);
    renderWithProviders(<UserMenu />, { route: '/products?category=mens' });
    expect(await screen.findByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login?next=%2Fproducts%3Fcategory%3Dmens');
  });

  it('shows nothing clickable until the user is known', () => {
    fakeApi.on('GET', '/api/auth/user', never());
    renderWithProviders(<UserMenu />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers Admin Dashboard and Logout to an admin', async () => {
    fakeApi.on('GET', '/api/auth/user', ok(ADMIN));
    renderWithProviders(<UserMenu />);
    const button = await screen.findByRole('button', { name: 'Account menu for Ama' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Admin Dashboard' })).toHaveAttribute('href', '/admin');
    expect(screen.getByRole('link', { name: 'Logout' })).toHaveAttribute('href', '/api/logout');
    expect(screen.getByText(ADMIN.email!)).toBeVisible();
  });

  it('offers a rider My Deliveries, and no Admin Dashboard', async () => {
    fakeApi.on('GET', '/api/auth/user', ok(RIDER));
    renderWithProviders(<UserMenu />);
    await userEvent.click(await screen.findByRole('button', { name: 'Account menu for Yaw' }));
    expect(screen.getByRole('link', { name: 'My Deliveries' })).toHaveAttribute('href', '/rider');
    expect(screen.queryByRole('link', { name: 'Admin Dashboard' })).not.toBeInTheDocument();
  });

  it('gives a customer Logout but no Admin Dashboard', async () => {
    fakeApi.on('GET', '/api/auth/user', ok(CUSTOMER));
    renderWithProviders(<UserMenu />);
    await userEvent.click(await screen.findByRole('button', { name: 'Account menu for Kofi' }));
    expect(screen.queryByRole('link', { name: 'Admin Dashboard' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Logout' })).toHaveAttribute('href', '/api/logout');
  });

  it('closes with Escape and gives the focus back to its button', async () => {
    fakeApi.on('GET', '/api/auth/user', ok(CUSTOMER));
    renderWithProviders(<UserMenu />);
    const button = await screen.findByRole('button', { name: 'Account menu for Kofi' });
    await userEvent.click(button);
    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    expect(screen.queryByRole('link', { name: 'Logout' })).not.toBeInTheDocument();
  });
});
