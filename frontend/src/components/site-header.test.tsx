import { screen } from '@testing-library/react';
import { renderWithProviders } from '../test/render';
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

  it('has the SPEC navigation and a Login link to /api/login', () => {
    renderWithProviders(<SiteHeader />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    for (const label of ['Home', 'Products', 'About', 'Support', 'Track Order']) {
      expect(nav).toContainElement(screen.getByRole('link', { name: label }));
    }
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/api/login');
  });
});
