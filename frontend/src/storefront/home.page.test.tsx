import { screen, within } from '@testing-library/react';
import { CUSTOMER, order, PRODUCT } from '../test/fixtures';
import { fakeApi, ok } from '../test/fake-api';
import { renderWithProviders } from '../test/render';
import HomePage from './home.page';


// The signed-in home lists the saved items (none here).
beforeEach(() => fakeApi.on('GET', '/api/account/saved-items', ok({ items: [], productIds: [], max: 200 })));

describe('the signed-in home page', () => {
  beforeEach(() => {
    fakeApi.on('GET', '/api/auth/user', ok(CUSTOMER));
    fakeApi.on('GET', '/api/orders', ok([]));
    fakeApi.on('GET', '/api/products', ok([PRODUCT]));
  });

  it("greets the user by first name, with 'Shop Now' and 'Track Your Orders'", async () => {
    renderWithProviders(<HomePage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Kofi!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shop Now' })).toHaveAttribute('href', '/products');
    expect(screen.getByRole('link', { name: 'Track Your Orders' })).toHaveAttribute('href', '/track');
  });

  it("greets a new account 'Welcome', not 'Welcome back'", async () => {
    fakeApi.on('GET', '/api/auth/user', ok({ ...CUSTOMER, newAccount: true }));
    renderWithProviders(<HomePage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Kofi!' })).toBeInTheDocument();
  });

  it("says 'Valued Customer' when there is no first name", async () => {
    fakeApi.on('GET', '/api/auth/user', ok({ ...CUSTOMER, firstName: null }));
    renderWithProviders(<HomePage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Valued Customer!' })).toBeInTheDocument();
  });

  it('has the four quick actions', async () => {
    renderWithProviders(<HomePage />);
    const card = screen.getByRole('region', { name: 'Quick Actions' });
    await screen.findByRole('link', { name: PRODUCT.name }); // every answer in
    expect(within(card).getByRole('link', { name: /Browse Products/ })).toHaveAttribute('href', '/products');
    expect(within(card).getByRole('link', { name: /View Cart/ })).toHaveAttribute('href', '/cart');
    expect(within(card).getByRole('link', { name: /Track Order/ })).toHaveAttribute('href', '/track');
    expect(within(card).getByRole('link', { name: /Customer Support/ })).toHaveAttribute('href', '/support');
  });

  it("shows 'No orders yet' and Start Shopping without orders", async () => {
    renderWithProviders(<HomePage />);
    const card = screen.getByRole('region', { name: 'Recent Orders' });
    expect(await within(card).findByText('No orders yet')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Start Shopping' })).toHaveAttribute('href', '/products');
  });

  it('lists at most 3 orders with number, Ghana date, total and status badge', async () => {
    fakeApi.on(
      'GET',
      '/api/orders',
      ok([
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
    expect(await within(card).findAllByRole('listitem')).toHaveLength(3);
    expect(within(card).getByRole('link', { name: 'GH-AAAA' })).toHaveAttribute('href', '/track?order=GH-AAAA');
    expect(within(card).queryByText('GH-DDDD')).not.toBeInTheDocument();
    expect(within(card).getByText('Wed, 1 May 2024')).toBeInTheDocument();
    expect(within(card).getByText('₵1,234.50')).toBeInTheDocument();
    expect(within(card).getByText('Delivered')).toHaveClass('home-badge--green');
    expect(within(card).getByText('Processing')).toHaveClass('home-badge--blue');
    expect(within(card).getByText('Shipped')).toHaveClass('home-badge--purple');
  });

  it("asks for up to 4 featured products for 'Featured For You'", async () => {
    renderWithProviders(<HomePage />);
    const section = screen.getByRole('region', { name: 'Featured For You' });
    expect(await within(section).findByRole('link', { name: PRODUCT.name })).toHaveAttribute('href', `/products/${PRODUCT.id}`);
    expect(within(section).getByText('₵185.00')).toBeInTheDocument();
    expect(fakeApi.last('GET', '/api/products').url).toBe('/api/products?featured=true&limit=4');
  });
});
