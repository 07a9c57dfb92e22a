import { screen } from '@testing-library/react';
import { renderWithProviders } from '../test/render';
import NotFoundPage from './not-found.page';

describe('the 404 page', () => {
  it('says the page was not found, asks about the router and links home', () => {
    renderWithProviders(<NotFoundPage />, { route: '/no-such-page' });
    expect(screen.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });
});
