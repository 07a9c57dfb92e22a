import { screen } from '@testing-library/react';
import { getSessionId } from '../../lib/session-id';
import { ADMIN, CUSTOMER } from '../../test/fixtures';
import { fakeApi, ok, SIGNED_OUT } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render';
import HeaderWithCart from './header-with-cart';

describe('the header cart count', () => {
  beforeEach(() => {
    sessionStorage.clear();
    fakeApi.on('GET', '/api/auth/user', SIGNED_OUT);
  });

  it('shows the units in the cart of this browser session', async () => {
    fakeApi.on('GET', '/api/cart/:sessionId', ok([{ quantity: 2 }, { quantity: 3 }]));
    renderWithProviders(<HeaderWithCart />);
    expect(await screen.findByRole('link', { name: 'Cart, 5 items' })).toHaveAttribute('href', '/cart');
    expect(fakeApi.last('GET', '/api/cart/:sessionId').path).toBe(`/api/cart/${getSessionId()}`);
  });
});

describe('the header signed-in state', () => {
  beforeEach(() => fakeApi.on('GET', '/api/cart/:sessionId', ok([])));

  it('shows a visitor the Login link and no Admin', async () => {
    fakeApi.on('GET', '/api/auth/user', SIGNED_OUT);
    renderWithProviders(<HeaderWithCart />, { route: '/products' });
    expect(await screen.findByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login?next=%2Fproducts');
    expect(screen.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it('shows a customer their menu instead of Login, and no Admin', async () => {
    fakeApi.on('GET', '/api/auth/user', ok(CUSTOMER));
    renderWithProviders(<HeaderWithCart />);
    expect(await screen.findByRole('button', { name: 'Account menu for Kofi' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it('gives an admin the Admin link in the navigation', async () => {
    fakeApi.on('GET', '/api/auth/user', ok(ADMIN));
    renderWithProviders(<HeaderWithCart />);
    expect(screen.getByRole('navigation', { name: 'Main' })).toContainElement(await screen.findByRole('link', { name: 'Admin' }));
    expect(screen.getByRole('button', { name: 'Account menu for Ama' })).toBeInTheDocument();
  });
});
