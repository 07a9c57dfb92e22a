import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CartLineDto } from '../../api/generated/model';
import { apiError, fakeApi, ok, never } from '../../test/fake-api';
import { testPhoto } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import CartPage from '../cart.page';

const ITEM = '11111111-1111-4111-8111-111111111111';
// S in Red only; M in Red (1 left) and Blue; L sold out.
const VARIANTS = [
  { id: 'v-s-red', size: 'S', color: 'Red', stock: 4 },
  { id: 'v-s-blue', size: 'S', color: 'Blue', stock: 0 },
  { id: 'v-m-red', size: 'M', color: 'Red', stock: 1 },
  { id: 'v-m-blue', size: 'M', color: 'Blue', stock: 3 },
  { id: 'v-l-red', size: 'L', color: 'Red', stock: 0 },
  { id: 'v-l-blue', size: 'L', color: 'Blue', stock: 0 },
];

function skirtLine(overrides: Partial<CartLineDto> = {}): CartLineDto {
  return {
    id: ITEM,
    sessionId: 'abc123xyz',
    productId: '22222222-2222-4222-8222-222222222222',
    quantity: 2,
    size: 'S',
    color: 'Red',
    variantId: 'v-s-red',
    variantStock: 4,
    createdAt: '2024-05-01T10:00:00.000Z',
    updatedAt: '2024-05-01T10:00:00.000Z',
    product: { name: 'Maxi Skirt', price: '150.00', images: [testPhoto('b')], stock: 8, sizes: ['S', 'M', 'L'], colors: ['Red', 'Blue'], variants: VARIANTS },
    ...overrides,
  };
}

/** The cart page once the server has answered with `first`, then with `later` on each read after. */
async function renderCart(first: CartLineDto[], ...later: CartLineDto[][]) {
  fakeApi.on('GET', '/api/cart/:sessionId', ok(first), ...later.map((lines) => ok(lines)));
  renderWithProviders(<CartPage />, { route: '/cart' });
  return screen.findByRole('heading', { name: 'Maxi Skirt' });
}

describe("changing a cart line's size and colour (issue 40)", () => {
  beforeEach(() => {
    sessionStorage.clear();
    // Not what these tests are about: the cart's promotions stay unanswered.
    fakeApi.on('POST', '/api/promotions/quote', never());
    // Nor the shop's WhatsApp number for "Order on WhatsApp".
    fakeApi.on('GET', '/api/settings', never());
  });

  it('offers the sizes and colours in stock, sold-out ones unchoosable, and sends the new choice', async () => {
    const moved = skirtLine({ size: 'M', color: 'Blue', variantId: 'v-m-blue', variantStock: 3 });
    await renderCart([skirtLine()], [moved]);
    fakeApi.on('PATCH', '/api/cart/:itemId/choice', ok(moved));
    await userEvent.click(screen.getByRole('button', { name: 'Change size or colour of Maxi Skirt' }));

    const form = screen.getByRole('form', { name: 'Size and colour of Maxi Skirt' });
    const size = within(form).getByRole('combobox', { name: 'Size' });
    const colour = within(form).getByRole('combobox', { name: 'Colour' });
    expect(size).toHaveValue('S');
    expect(within(size).getByRole('option', { name: 'L — sold out' })).toBeDisabled();
    // With S chosen, Blue has nothing left.
    expect(within(colour).getByRole('option', { name: 'Blue — sold out' })).toBeDisabled();

    await userEvent.selectOptions(size, 'M');
    expect(within(colour).getByRole('option', { name: 'Blue' })).toBeEnabled();
    await userEvent.selectOptions(colour, 'Blue');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(fakeApi.sent('PATCH', '/api/cart/:itemId/choice')).toHaveLength(1));
    expect(fakeApi.last('PATCH', '/api/cart/:itemId/choice')).toMatchObject({ url: `/api/cart/${ITEM}/choice`, body: { size: 'M', color: 'Blue' } });
    expect(await screen.findByText('Size: M · Colour: Blue')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Size and colour of Maxi Skirt' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal on the line and keeps the choice open", async () => {
    await renderCart([skirtLine()], [skirtLine()]);
    fakeApi.on('PATCH', '/api/cart/:itemId/choice', apiError(409, { message: 'Only 1 of Maxi Skirt (M, Red) in stock' }));
    await userEvent.click(screen.getByRole('button', { name: 'Change size or colour of Maxi Skirt' }));
    const form = screen.getByRole('form', { name: 'Size and colour of Maxi Skirt' });
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Size' }), 'M');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));

    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('Only 1 of Maxi Skirt (M, Red) in stock');
    expect(within(form).getByRole('combobox', { name: 'Size' })).toHaveAccessibleDescription('Only 1 of Maxi Skirt (M, Red) in stock');
    expect(screen.getByText('Size: S · Colour: Red')).toBeInTheDocument();
  });

  it('offers no change for a product sold in one size and colour', async () => {
    const single = skirtLine();
    single.product = { ...single.product, sizes: ['S'], colors: ['Red'], variants: [VARIANTS[0]] };
    await renderCart([single]);
    expect(screen.queryByRole('button', { name: /Change size or colour/ })).not.toBeInTheDocument();
  });
});
