import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BuyAgainResultDto, CartLineDto } from '../../api/generated/model';
import { useCart } from '../../lib/use-cart';
import { apiError, fakeApi, ok } from '../../test/fake-api';
import { CUSTOMER, order, PRODUCT, testPhoto } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import HomePage from '../home.page';
import { SiteHeader } from '../layout/site-header';

const RESULT: BuyAgainResultDto = {
  added: [
    { productId: PRODUCT.id, name: 'Kente Stole', size: 'M', color: 'Yellow', orderedQuantity: 2, quantity: 2, price: '190.00', outcome: 'added', message: '2 × Kente Stole (M, Yellow) added' },
    { productId: 'p-bag', name: 'Beaded Bag', size: null, color: null, orderedQuantity: 4, quantity: 3, price: '60.00', outcome: 'reduced', message: 'Only 3 of 4 Beaded Bag added: that is all in stock' },
  ],
  notAdded: [
    { productId: 'p-smock', name: 'Fugu Smock', size: 'L', color: null, orderedQuantity: 1, quantity: 0, price: null, outcome: 'gone', message: 'Fugu Smock (L) is not sold any more' },
    { productId: 'p-hat', name: 'Smock Hat', size: null, color: null, orderedQuantity: 1, quantity: 0, price: '40.00', outcome: 'sold-out', message: 'Smock Hat is sold out' },
  ],
};

function cartLine(quantity: number): CartLineDto {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    sessionId: 'abc123xyz',
    productId: PRODUCT.id,
    quantity,
    size: null,
    color: null,
    variantId: '33333333-3333-4333-8333-333333333333',
    variantStock: 10,
    createdAt: '2024-05-01T10:00:00.000Z',
    updatedAt: '2024-05-01T10:00:00.000Z',
    product: { name: 'Kente Stole', price: '190.00', images: [testPhoto('b')], stock: 10, sizes: [], colors: [], variants: [] },
  };
}

/** The header's cart count as the site layout feeds it, beside the signed-in home page (My orders). */
function HeaderAndHome() {
  const cart = useCart();
  return (
    <>
      <SiteHeader cartCount={cart.itemCount} />
      <HomePage />
    </>
  );
}

// The signed-in home lists the saved items (none here).
beforeEach(() => fakeApi.on('GET', '/api/account/saved-items', ok({ items: [], productIds: [], max: 200 })));

describe('Buy again on My orders', () => {
  beforeEach(() => {
    fakeApi.on('GET', '/api/auth/user', ok(CUSTOMER));
    fakeApi.on('GET', '/api/orders', ok([order({ id: 'o-past', orderNumber: 'GH-PAST' })]));
    fakeApi.on('GET', '/api/products', ok([]));
    fakeApi.on('GET', '/api/account/addresses', ok([]));
  });

  it('sends the order and this browser’s cart id, lists what went in and what did not, and the cart count follows', async () => {
    fakeApi.on('GET', '/api/cart/:sessionId', ok([]), ok([cartLine(5)]));
    fakeApi.on('POST', '/api/orders/:id/buy-again', ok(RESULT));
    renderWithProviders(<HeaderAndHome />);
    expect(await screen.findByRole('link', { name: 'Cart' })).toBeInTheDocument();

    await userEvent.click(await screen.findByRole('button', { name: 'Buy again: order GH-PAST' }));

    const message = await screen.findByRole('status');
    expect(fakeApi.last('POST', '/api/orders/:id/buy-again').path).toBe('/api/orders/o-past/buy-again');
    expect(fakeApi.last('POST', '/api/orders/:id/buy-again').body).toEqual({ sessionId: sessionStorage.getItem('sessionId') });
    expect(within(message).getByText('Added to your cart at today’s prices:')).toBeInTheDocument();
    const lists = within(message).getAllByRole('list');
    expect(within(lists[0]).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '2 × Kente Stole (M, Yellow) added · ₵190.00 each',
      'Only 3 of 4 Beaded Bag added: that is all in stock · ₵60.00 each',
    ]);
    expect(within(message).getByText('Not added:')).toBeInTheDocument();
    expect(within(lists[1]).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Fugu Smock (L) is not sold any more', 'Smock Hat is sold out']);
    expect(within(message).getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/cart');
    expect(await screen.findByRole('link', { name: 'Cart, 5 items' })).toBeInTheDocument();
  });

  it('says so when nothing could go in, and leaves the cart alone', async () => {
    fakeApi.on('GET', '/api/cart/:sessionId', ok([]));
    fakeApi.on('POST', '/api/orders/:id/buy-again', ok({ added: [], notAdded: RESULT.notAdded }));
    renderWithProviders(<HeaderAndHome />);

    await userEvent.click(await screen.findByRole('button', { name: 'Buy again: order GH-PAST' }));

    const message = await screen.findByRole('status');
    expect(within(message).getByText('Nothing from this order could go in your cart.')).toBeInTheDocument();
    expect(within(message).queryByRole('link', { name: 'View cart' })).not.toBeInTheDocument();
    expect(fakeApi.sent('GET', '/api/cart/:sessionId')).toHaveLength(1);
  });

  it('shows the server’s sentence when the order cannot be bought again', async () => {
    fakeApi.on('GET', '/api/cart/:sessionId', ok([]));
    fakeApi.on('POST', '/api/orders/:id/buy-again', apiError(404, { message: 'Order not found' }));
    renderWithProviders(<HeaderAndHome />);

    await userEvent.click(await screen.findByRole('button', { name: 'Buy again: order GH-PAST' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Order not found');
  });
});
