import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { SiteHeader } from './site-header';

describe('the header cart badge', () => {
  it('shows 99+ above 99 items', () => {
    renderWithProviders(<SiteHeader cartCount={150} />);
    expect(screen.getByText('99+')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cart, 99+ items' })).toHaveAttribute('href', '/cart');
  });

  it.each([1, 42, 99])('shows the exact count for %i items', (count) => {
    renderWithProviders(<SiteHeader cartCount={count} />);
    expect(screen.getByText(String(count))).toBeInTheDocument();
    expect(screen.queryByText('99+')).not.toBeInTheDocument();
  });

  it('shows no badge for an empty cart', () => {
    renderWithProviders(<SiteHeader />);
    expect(screen.getByRole('link', { name: 'Cart' }).querySelector('.cart-badge')).toBeNull();
  });

  it('has the SPEC navigation, without Admin for shoppers', () => {
    renderWithProviders(<SiteHeader />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    for (const label of ['Home', 'Products', 'About', 'Support', 'Track Order']) {
      expect(nav).toContainElement(screen.getByRole('link', { name: label }));
    }
    expect(screen.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it('adds Admin to the navigation for admins', () => {
    renderWithProviders(<SiteHeader isAdmin />);
    expect(screen.getByRole('navigation', { name: 'Main' })).toContainElement(screen.getByRole('link', { name: 'Admin' }));
    expect(screen.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
  });

  it('offers no Login link until the signed-in state is known', () => {
    renderWithProviders(<SiteHeader />);
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('shows the account control it is given', () => {
    renderWithProviders(<SiteHeader account={<a href="/login">Login</a>} />);
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });
});

describe('the phone menu with JavaScript', () => {
  it('is the button that opens the drawer, with no stand-in for a browser without script (entry-server.test.tsx)', () => {
    renderWithProviders(<SiteHeader />);
    expect(document.querySelector('noscript details')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});
