import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CartLineDto, PromotionQuoteDto, QuotePromotionsDto } from '../api/generated/model';
import { apiError, fakeApi, never, ok, reply, type Answer, type SentRequest } from '../test/fake-api';
import { SHOP_SETTINGS, testPhoto } from '../test/fixtures';
import { renderWithProviders } from '../test/render';
import CartPage from './cart.page';

function line(overrides: Partial<CartLineDto> & { price?: string; stock?: number; name?: string } = {}): CartLineDto {
  const { price = '50.00', stock = 10, name = 'Kente Bow Tie', ...rest } = overrides;
  return {
    id: '11111111-1111-4111-8111-111111111111',
    sessionId: 'abc123xyz',
    productId: '22222222-2222-4222-8222-222222222222',
    quantity: 1,
    size: null,
    color: null,
    variantId: '33333333-3333-4333-8333-333333333333',
    // The line's bound is its size x colour's stock; this product is sold in one.
    variantStock: stock,
    createdAt: '2024-05-01T10:00:00.000Z',
    updatedAt: '2024-05-01T10:00:00.000Z',
    product: { name, price, images: [testPhoto('b')], stock, sizes: [], colors: [], variants: [] },
    ...rest,
  };
}

/** The cart page once the server has answered with these lines (then with `later` answers, in turn). */
async function renderCart(lines: CartLineDto[], ...later: Answer[]) {
  fakeApi.on('GET', '/api/cart/:sessionId', ok(lines), ...later);
  const rendered = renderWithProviders(<CartPage />, { route: '/cart' });
  await waitFor(() => expect(screen.queryByText(/Loading your cart/)).not.toBeInTheDocument());
  return rendered;
}

const NO_PROMOTIONS = (request: SentRequest): PromotionQuoteDto => {
  const { items } = request.body as QuotePromotionsDto;
  return { subtotal: subtotalOf(items), subtotalDiscount: '0.00', freeDelivery: false, promotions: [], code: null };
};

/** The cart's lines in these tests are 50.00 each unless priced otherwise. */
function subtotalOf(items: QuotePromotionsDto['items']): string {
  return (items.reduce((sum, item) => sum + item.quantity * 5000, 0) / 100).toFixed(2);
}

// Every cart asks the server for its promotions (none unless a test says).
beforeEach(() => {
  sessionStorage.clear();
  fakeApi.on('POST', '/api/promotions/quote', (request) => ok(NO_PROMOTIONS(request)));
  fakeApi.on('GET', '/api/settings', ok(SHOP_SETTINGS));
});

function summaryRow(label: string | RegExp) {
  const term = within(screen.getByRole('region', { name: 'Order Summary' })).getByText(label);
  return term.nextElementSibling?.textContent;
}

describe('the cart', () => {
  // No cart remembered from an earlier test: each page shows what its own answer holds.
  beforeEach(() => localStorage.clear());
  it('shows the empty state with a way back to the products', async () => {
    await renderCart([]);
    expect(screen.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeInTheDocument();
    expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByText("Looks like you haven't added any items to your cart yet.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/products');
  });

  it('counts the items in the heading: 1 item, 3 items', async () => {
    const { unmount } = await renderCart([line()]);
    expect(screen.getByText('1 item')).toBeInTheDocument();
    unmount();
    await renderCart([line({ quantity: 2 }), line({ id: '33333333-3333-4333-8333-333333333333', name: 'Beaded Necklace' })]);
    expect(screen.getByText('3 items')).toBeInTheDocument();
  });

  it('shows each line with its link, size and colour, unit price and line total', async () => {
    await renderCart([line({ quantity: 2, size: 'M', color: 'Red', price: '85.50' })]);
    expect(screen.getByRole('link', { name: 'Kente Bow Tie' })).toHaveAttribute('href', '/products/22222222-2222-4222-8222-222222222222');
    expect(screen.getByText('Size: M · Colour: Red')).toBeInTheDocument();
    expect(screen.getByText('₵85.50')).toBeInTheDocument();
    expect(screen.getByText('Line total')).toBeInTheDocument();
    expect(summaryRow('Subtotal')).toBe('₵171.00');
  });

  it('adds shipping for standard delivery and 5% tax under ₵200, with the free-shipping hint', async () => {
    await renderCart([line({ quantity: 3, price: '50.00' })]);
    expect(summaryRow('Subtotal')).toBe('₵150.00');
    expect(summaryRow('Shipping (standard)')).toBe('₵30.00');
    expect(summaryRow('Tax (5%)')).toBe('₵7.50');
    expect(summaryRow('Total')).toBe('₵187.50');
    expect(screen.getByText('Add ₵50.00 more for free shipping')).toBeInTheDocument();
    expect(screen.queryByText('Free Shipping Applied!')).not.toBeInTheDocument();
  });

  it('applies free shipping at ₵200', async () => {
    await renderCart([line({ quantity: 4, price: '50.00' })]);
    expect(screen.getByText('Free Shipping Applied!')).toBeInTheDocument();
    expect(screen.queryByText(/more for free shipping/)).not.toBeInTheDocument();
    expect(summaryRow('Shipping (standard)')).toBe('Free');
    expect(summaryRow('Total')).toBe('₵210.00');
  });

  it('links to the checkout and offers a promo code field and the security note', async () => {
    await renderCart([line()]);
    expect(screen.getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute('href', '/checkout');
    await userEvent.click(screen.getByText('Have a promo code?'));
    expect(screen.getByRole('textbox', { name: 'Promo code' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Apply' })).toBeInTheDocument();
    expect(screen.getByText('Your payment information is encrypted and secure')).toBeInTheDocument();
  });

  it('offers Order on WhatsApp with the lines and the total written out', async () => {
    await renderCart([line({ quantity: 2 })]);
    const link = await screen.findByRole('link', { name: 'Order on WhatsApp' });
    const text = new URL(link.getAttribute('href')!).searchParams.get('text')!;
    expect(link.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/233559876543\?text=/);
    expect(text).toMatch(/^Hello Kente & Co\., I would like to order:\n- 2 x Kente Bow Tie.*\nTotal: ₵[\d,.]+$/);
  });

  it('turns the quantity buttons off at 1 and at the stock', async () => {
    await renderCart([line({ quantity: 1, stock: 3 }), line({ id: '33333333-3333-4333-8333-333333333333', name: 'Beaded Necklace', quantity: 3, stock: 3 })]);
    expect(screen.getByRole('button', { name: 'Decrease quantity of Kente Bow Tie' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Increase quantity of Kente Bow Tie' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Increase quantity of Beaded Necklace' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Decrease quantity of Beaded Necklace' })).toBeEnabled();
  });

  it('sends the new quantity and keeps the buttons off while the update is pending', async () => {
    fakeApi.on('PATCH', '/api/cart/:itemId', never());
    await renderCart([line({ quantity: 2, stock: 5 })]);
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity of Kente Bow Tie' }));
    expect(fakeApi.sent('PATCH', '/api/cart/:itemId')).toHaveLength(1);
    expect(fakeApi.last('PATCH', '/api/cart/:itemId')).toMatchObject({ method: 'PATCH', url: '/api/cart/11111111-1111-4111-8111-111111111111', body: { quantity: 3 } });
    expect(screen.getByRole('button', { name: 'Increase quantity of Kente Bow Tie' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Decrease quantity of Kente Bow Tie' })).toBeDisabled();
  });

  it("shows the server's sentence when a quantity change is refused", async () => {
    fakeApi.on('PATCH', '/api/cart/:itemId', apiError(409, { message: 'Only 2 of Kente Bow Tie in stock' }));
    await renderCart([line({ quantity: 2, stock: 5 })]);
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity of Kente Bow Tie' }));
    expect(await screen.findByText('Only 2 of Kente Bow Tie in stock')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
  });

  it('notes Only N left at 5 units or fewer', async () => {
    await renderCart([line({ stock: 5 }), line({ id: '33333333-3333-4333-8333-333333333333', name: 'Beaded Necklace', stock: 6 })]);
    expect(screen.getByText('Only 5 left')).toBeInTheDocument();
    expect(screen.queryByText('Only 6 left')).not.toBeInTheDocument();
  });

  it('leaves a sold-out line out of the total and turns Proceed to Checkout off, saying why', async () => {
    await renderCart([line({ price: '50.00', quantity: 1 }), line({ id: '33333333-3333-4333-8333-333333333333', name: 'Beaded Necklace', price: '80.00', quantity: 1, stock: 0 })]);
    expect(screen.getByText('Out of stock: not in the total. Please remove it to check out')).toBeInTheDocument();
    expect(summaryRow('Subtotal')).toBe('₵50.00');
    expect(summaryRow('Total')).toBe('₵82.50'); // 50 + 30 shipping + 2.50 tax: the necklace is not counted
    const checkout = screen.getByRole('link', { name: 'Proceed to Checkout' });
    expect(checkout).toHaveAttribute('aria-disabled', 'true');
    expect(checkout).not.toHaveAttribute('href');
    expect(checkout).toHaveAccessibleDescription(/not in the total\. Remove them or lower the quantity to check out/);
  });

  it('leaves a line above the stock out of the total until it is lowered', async () => {
    await renderCart([line({ price: '50.00', quantity: 3, stock: 2 })]);
    expect(screen.getByText('Only 2 left: not in the total. Please lower the quantity')).toBeInTheDocument();
    expect(summaryRow('Subtotal')).toBe('₵0.00');
    expect(screen.getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('removes a line and says so', async () => {
    fakeApi.on('DELETE', '/api/cart/:itemId', reply(204));
    await renderCart([line()], ok([]));
    await userEvent.click(screen.getByRole('button', { name: 'Remove Kente Bow Tie' }));
    expect(await screen.findByText('Item removed')).toBeInTheDocument();
    expect(fakeApi.sent('DELETE', '/api/cart/:itemId')).toHaveLength(1);
    expect(fakeApi.last('DELETE', '/api/cart/:itemId')).toMatchObject({ method: 'DELETE', url: '/api/cart/11111111-1111-4111-8111-111111111111', body: undefined });
    expect(screen.getByText('Item has been removed from your cart.')).toBeInTheDocument();
  });
});

describe('the promo code in the cart (ADR 061)', () => {
  /** The server's answer for a code: AKWAABA10 takes 10% off, EXPIRED20 has ended. */
  function quoteFor(request: SentRequest): Answer {
    const body = request.body as QuotePromotionsDto;
    const subtotal = subtotalOf(body.items);
    if (body.code?.toUpperCase() === 'AKWAABA10') {
      const discount = (Math.round(Number(subtotal) * 10) / 100).toFixed(2);
      return ok<PromotionQuoteDto>({
        subtotal,
        subtotalDiscount: discount,
        freeDelivery: false,
        promotions: [{ code: 'AKWAABA10', name: 'Akwaaba 10% off', kind: 'percentage', amount: discount }],
        code: { code: 'AKWAABA10', applied: true, reason: null, message: null },
      });
    }
    if (body.code) return ok<PromotionQuoteDto>({ subtotal, subtotalDiscount: '0.00', freeDelivery: false, promotions: [], code: { code: body.code.toUpperCase(), applied: false, reason: 'expired', message: `${body.code.toUpperCase()} has expired.` } });
    return ok(NO_PROMOTIONS(request));
  }

  beforeEach(() => fakeApi.on('POST', '/api/promotions/quote', quoteFor));

  it('applies a code through the API and shows its discount as its own line, with the 5% tax on what is left', async () => {
    await renderCart([line({ quantity: 2 })]);
    await userEvent.click(screen.getByText('Have a promo code?'));
    await userEvent.type(screen.getByRole('textbox', { name: 'Promo code' }), ' akwaaba10 ');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));

    expect(await screen.findByText('AKWAABA10 applied')).toBeInTheDocument();
    expect(fakeApi.last('POST', '/api/promotions/quote').body).toEqual({ items: [{ productId: '22222222-2222-4222-8222-222222222222', quantity: 2 }], code: 'akwaaba10' });
    // 100.00 - 10.00 = 90.00; tax 4.50; standard shipping 30.00 below 200.00.
    expect(summaryRow('Subtotal')).toBe('₵100.00');
    expect(summaryRow('Promo AKWAABA10')).toBe('−₵10.00');
    expect(summaryRow('Tax (5%)')).toBe('₵4.50');
    expect(summaryRow('Total')).toBe('₵124.50');
    expect(sessionStorage.getItem('promoCode')).toBe('akwaaba10');
  });

  it("says why the server refused a code, and takes nothing off", async () => {
    await renderCart([line({ quantity: 2 })]);
    await userEvent.click(screen.getByText('Have a promo code?'));
    await userEvent.type(screen.getByRole('textbox', { name: 'Promo code' }), 'EXPIRED20{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent('EXPIRED20 has expired.');
    expect(screen.getByRole('textbox', { name: 'Promo code' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(/^Promo EXPIRED20/)).not.toBeInTheDocument();
    expect(summaryRow('Total')).toBe('₵135.00');
  });

  it('asks for a code instead of sending an empty one', async () => {
    await renderCart([line()]);
    await userEvent.click(screen.getByText('Have a promo code?'));
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Enter a promo code.');
    expect(fakeApi.sent('POST', '/api/promotions/quote').every((request) => (request.body as QuotePromotionsDto).code === undefined)).toBe(true);
  });

  it('removes an applied code: the discount goes and the field comes back', async () => {
    sessionStorage.setItem('promoCode', 'AKWAABA10');
    await renderCart([line({ quantity: 2 })]);
    expect(await screen.findByText('AKWAABA10 applied')).toBeInTheDocument();
    expect(summaryRow('Total')).toBe('₵124.50');

    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));

    await waitFor(() => expect(summaryRow('Total')).toBe('₵135.00'));
    expect(screen.queryByText('Promo AKWAABA10')).not.toBeInTheDocument();
    expect(sessionStorage.getItem('promoCode')).toBeNull();
    expect(screen.getByText('Have a promo code?')).toBeInTheDocument();
  });

  it('shows an automatic promotion the server gives without a code', async () => {
    fakeApi.on('POST', '/api/promotions/quote', (request) =>
      ok<PromotionQuoteDto>({ ...NO_PROMOTIONS(request), subtotalDiscount: '5.00', promotions: [{ code: null, name: 'Weekend Traditional', kind: 'fixed', amount: '5.00' }] }),
    );
    await renderCart([line({ quantity: 2 })]);

    expect(await screen.findByText('Weekend Traditional')).toBeInTheDocument();
    expect(summaryRow('Weekend Traditional')).toBe('−₵5.00');
    // 95.00 + 30.00 + 4.75.
    expect(summaryRow('Total')).toBe('₵129.75');
  });
});
