import { screen } from '@testing-library/react';
import { renderWithProviders } from '../test/render';
import { SHOP_SETTINGS } from '../test/fixtures';
import { fakeApi, ok } from '../test/fake-api';
import AboutPage from './about.page';

beforeEach(() => fakeApi.on('GET', '/api/settings', ok(SHOP_SETTINGS)));

describe('the about page', () => {
  it('tells the story from Tamale, with the anchors the footer links to', async () => {
    const { container } = renderWithProviders(<AboutPage />, { route: '/about' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('About Kente & Co.');
    expect(container.querySelector('#story')).toHaveTextContent('Tamale');
    expect(container.querySelector('#story')).toHaveTextContent('Bonwire');
    expect(container.querySelector('#careers')).not.toBeNull();
    await screen.findByText('Oxford Street, Osu'); // the settings' answer, before the test ends
  });

  it('lists the values, the 2020-2024 timeline and the team as initials', async () => {
    renderWithProviders(<AboutPage />, { route: '/about' });
    for (const value of ['Authenticity', 'Quality', 'Community']) expect(screen.getByRole('heading', { name: value })).toBeInTheDocument();
    for (const year of ['2020', '2021', '2022', '2023', '2024']) expect(screen.getByText(year)).toBeInTheDocument();
    expect(document.querySelectorAll('.about-member__avatar')).toHaveLength(4);
    expect(document.querySelector('img')).toBeNull();
    await screen.findByText('Oxford Street, Osu');
  });

  it('shows the store address and hours staff set, and links to the products and support', async () => {
    renderWithProviders(<AboutPage />, { route: '/about' });
    expect(await screen.findByText('Oxford Street, Osu')).toBeInTheDocument();
    expect(screen.getByText('Accra')).toBeInTheDocument();
    expect(screen.getByText('Saturday')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shop the Collection' })).toHaveAttribute('href', '/products');
    expect(screen.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/support');
  });
});
