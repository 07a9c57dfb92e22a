import { screen, within } from '@testing-library/react';
import { CUSTOMER, order, PRODUCT } from '../test/fixtures';
import userEvent from '@testing-library/user-event';
import type { SavedAddressDto } from '../api/generated/model';
import { apiError, fakeApi, ok, reply } from '../test/fake-api';
import { renderWithProviders } from '../test/render';
import HomePage from './home.page';

const ADDRESSES = '/api/account/addresses';
const HOME: SavedAddressDto = { id: 'a-home', label: 'Home', address: '12 Lamashegu Road', city: 'Tamale', region: 'Northern', country: 'Ghana', digitalAddress: 'NT-123-4567', landmark: 'behind Lamashegu market', lat: null, lng: null, isDefault: true };
const OFFICE: SavedAddressDto = { ...HOME, id: 'a-office', label: null, address: '3 Independence Avenue', city: 'Accra', region: 'Greater Accra', digitalAddress: null, isDefault: false };


// The signed-in home lists the saved items (none here).
beforeEach(() => fakeApi.on('GET', '/api/account/saved-items', ok({ items: [], productIds: [], max: 200 })));

describe('the signed-in home page', () => {
  beforeEach(() => {
    fakeApi.on('GET', '/api/auth/user', ok(CUSTOMER));
    fakeApi.on('GET', '/api/orders', ok([]));
    fakeApi.on('GET', '/api/products', ok([PRODUCT]));
    fakeApi.on('GET', ADDRESSES, ok([]));
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

  it("says 'Valued Customer' when there is no first name, and links to where one is given", async () => {
    fakeApi.on('GET', '/api/auth/user', ok({ ...CUSTOMER, firstName: null }));
    renderWithProviders(<HomePage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Valued Customer!' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Add your name' })).toHaveAttribute('href', '/account');
  });

  it('offers no name to add once there is one', async () => {
    fakeApi.on('GET', '/api/auth/user', ok(CUSTOMER));
    renderWithProviders(<HomePage />);
    expect(await screen.findByRole('heading', { level: 1, name: `Welcome back, ${CUSTOMER.firstName}!` })).toBeInTheDocument();
    // The heading names the customer only once the account has answered.
    expect(screen.queryByRole('link', { name: 'Add your name' })).not.toBeInTheDocument();
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

describe('saved addresses on the account page (ADR 064)', () => {
  beforeEach(() => {
    fakeApi.on('GET', '/api/auth/user', ok(CUSTOMER));
    fakeApi.on('GET', '/api/orders', ok([]));
    fakeApi.on('GET', '/api/products', ok([]));
  });

  it('lists them with the default marked, and adds one checked by the same rules as checkout', async () => {
    const user = userEvent.setup();
    fakeApi.on('GET', ADDRESSES, ok([HOME]), ok([HOME, OFFICE]));
    fakeApi.on('POST', ADDRESSES, reply(201, OFFICE));
    renderWithProviders(<HomePage />);
    const card = screen.getByRole('region', { name: 'Saved Addresses' });
    const home = await within(card).findByText('12 Lamashegu Road, Tamale, Northern');
    expect(home.closest('li')).toHaveTextContent('HomeDefault');
    await user.click(within(card).getByRole('button', { name: 'Add address' }));
    await user.click(within(card).getByRole('button', { name: 'Save address' }));
    expect(within(card).getByRole('textbox', { name: 'Address' })).toHaveFocus();
    expect(within(card).getByText('Landmark is required, e.g. opposite Star Oil, Kasoa toll booth')).toBeInTheDocument();
    expect(fakeApi.sent('POST', ADDRESSES)).toEqual([]);

    await user.type(within(card).getByRole('textbox', { name: 'Address' }), '3 Independence Avenue');
    await user.type(within(card).getByRole('textbox', { name: 'Landmark' }), 'behind Lamashegu market');
    await user.type(within(card).getByRole('textbox', { name: 'City' }), 'Accra');
    await user.selectOptions(within(card).getByRole('combobox', { name: 'Region' }), 'Greater Accra');
    await user.click(within(card).getByRole('button', { name: 'Save address' }));
    expect(await within(card).findByText('3 Independence Avenue, Accra, Greater Accra')).toBeInTheDocument();
    expect(within(card).getByRole('status')).toHaveTextContent('Address saved.');
    // Taken to what happened: the saved form is gone, the notice has the focus (and so is in view).
    expect(within(card).getByRole('status')).toHaveFocus();
    expect(fakeApi.last('POST', ADDRESSES).body).toEqual({ address: '3 Independence Avenue', city: 'Accra', region: 'Greater Accra', country: 'Ghana', landmark: 'behind Lamashegu market' });
  });

  it('makes another the default and deletes one, each sent for that address', async () => {
    const user = userEvent.setup();
    fakeApi.on('GET', ADDRESSES, ok([HOME, OFFICE]));
    fakeApi.on('PUT', `${ADDRESSES}/:id/default`, ok({ ...OFFICE, isDefault: true }));
    fakeApi.on('DELETE', `${ADDRESSES}/:id`, reply(204));
    renderWithProviders(<HomePage />);
    const card = screen.getByRole('region', { name: 'Saved Addresses' });
    await user.click(await within(card).findByRole('button', { name: 'Make Saved address the default' }));
    expect(fakeApi.last('PUT', `${ADDRESSES}/:id/default`).path).toBe(`${ADDRESSES}/a-office/default`);
    await user.click(within(card).getByRole('button', { name: 'Delete Home' }));
    expect(fakeApi.last('DELETE', `${ADDRESSES}/:id`).path).toBe(`${ADDRESSES}/a-home`);
  });

  it('says when five are kept instead of offering another, and shows the server’s refusal', async () => {
    const user = userEvent.setup();
    fakeApi.on('GET', ADDRESSES, ok([1, 2, 3, 4, 5].map((n) => ({ ...OFFICE, id: `a-${n}`, address: `${n} Ring Road` }))));
    fakeApi.on('DELETE', `${ADDRESSES}/:id`, apiError(404, { message: 'Address not found' }));
    renderWithProviders(<HomePage />);
    const card = screen.getByRole('region', { name: 'Saved Addresses' });
    expect(await within(card).findByText('You keep 5 addresses, the most there can be. Delete one to add another.')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Add address' })).not.toBeInTheDocument();
    await user.click(within(card).getAllByRole('button', { name: 'Delete Saved address' })[0]);
    expect(await within(card).findByRole('alert')).toHaveTextContent('Address not found');
  });
});
