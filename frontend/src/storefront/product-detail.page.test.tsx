import { focusManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { apiError, fakeApi, networkFailure, never, ok, reply, SIGNED_OUT } from '../test/fake-api';
import { SHOP_SETTINGS, testPhoto } from '../test/fixtures';
import { renderWithProviders } from '../test/render';
import { getSessionId } from '../lib/session-id';
import { useCart } from '../lib/use-cart';
import ProductDetailPage from './product-detail.page';

const CART = '/api/cart';

/** What was sent to the cart once `count` additions were, each with its own key: a copy sent again is not added twice (ADR 021). */
async function additions(count = 1) {
  await waitFor(() => expect(fakeApi.sent('POST', CART)).toHaveLength(count));
  const sent = fakeApi.sent('POST', CART);
  for (const request of sent) expect(request.headers.get('Idempotency-Key')).toMatch(/^[a-z0-9]{32}$/);
  return sent.map((request) => request.body);
}

/** The shop's side of the page: no cart yet, no reviews (their own tests are in product/detail/reviews-section.test.tsx). */
function serveShop() {
  fakeApi.on('GET', '/api/cart/:sessionId', ok([]));
  fakeApi.on('POST', CART, reply(201, {}));
  fakeApi.on('GET', '/api/products/:id/reviews', ok({ summary: { average: '0.00', count: 0, breakdown: [] }, reviews: [] }, { 'X-Total-Count': '0' }));
  fakeApi.on('GET', '/api/settings', ok(SHOP_SETTINGS));
}

const ID = '0f6f3c52-5d8e-4a57-8d44-3a7b1d2c9e10';
const PRODUCT = {
  id: ID,
  name: 'Northern Smock (Fugu)',
  description: 'Hand-loomed indigo strips.',
  price: '680.00',
  originalPrice: null as string | null,
  category: 'traditional',
  subcategory: 'smocks',
  stock: 26,
  images: [testPhoto('1'), testPhoto('2')],
  sizes: ['S', 'M', 'L'],
  colors: ['Blue', 'White'],
  tags: [],
  isActive: true,
  isFeatured: false,
  rating: '4.70',
  reviewCount: 12,
  createdAt: '2024-05-01T10:00:00.000Z',
  updatedAt: '2024-05-01T10:00:00.000Z',
};

type Variant = { id: string; size: string | null; color: string | null; stock: number; sku: string | null };

/** One variant per size x colour, the stock shared out evenly (the remainder to the first) unless given. */
function variantsOf(sizes: string[], colors: string[], stock: number): Variant[] {
  const combos = (sizes.length > 0 ? sizes : [null]).flatMap((size) => (colors.length > 0 ? colors : [null]).map((color) => ({ size, color })));
  const each = Math.floor(stock / combos.length);
  return combos.map((combo, index) => ({ id: `variant-${index}`, ...combo, stock: index === 0 ? stock - each * (combos.length - 1) : each, sku: null }));
}

function showProduct(overrides: Partial<typeof PRODUCT> & { variants?: Variant[] } = {}) {
  const product = { ...PRODUCT, ...overrides };
  const variants = overrides.variants ?? variantsOf(product.sizes, product.colors, product.stock);
  const stock = variants.reduce((sum, variant) => sum + variant.stock, 0);
  fakeApi.on('GET', '/api/products/:id', ok({ ...product, stock, variants }));
}

function renderPage() {
  return renderWithProviders(
    <Routes>
      <Route path="/products/:id" element={<ProductDetailPage />} />
      <Route path="/checkout" element={<p>Checkout page</p>} />
    </Routes>,
    { route: `/products/${ID}` },
  );
}

/** The page once the product has arrived. */
async function showPage() {
  const rendered = renderPage();
  await screen.findByRole('heading', { level: 1 });
  return rendered;
}

// Each heart asks who is signed in (its saved items are the account's or this browser's).
beforeEach(() => fakeApi.on('GET', '/api/auth/user', SIGNED_OUT));

describe('the product page', () => {
  beforeEach(() => {
    sessionStorage.clear();
    serveShop();
  });

  it('shows the customer reviews under the product', async () => {
    showProduct();
    await showPage();
    const section = screen.getByRole('region', { name: 'Customer reviews' });
    expect(await within(section).findByText('No reviews yet')).toBeInTheDocument();
    // The stars and count by the name lead there.
    expect(screen.getByRole('link', { name: 'Rated 4 out of 5, 12 reviews' })).toHaveAttribute('href', `#${section.id}`);
  });

  it('shows the breadcrumb, name, stars with the review count, category and price', async () => {
    showProduct();
    await showPage();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(breadcrumb).getByRole('link', { name: 'Products' })).toHaveAttribute('href', '/products');
    expect(within(breadcrumb).getByText('Northern Smock (Fugu)')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { level: 1, name: 'Northern Smock (Fugu)' })).toBeInTheDocument();
    expect(screen.getByText('(12 reviews)')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5, 12 reviews' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Traditional Wear' })).toHaveAttribute('href', '/products?category=traditional');
    expect(screen.getByText('₵680.00')).toBeInTheDocument();
    for (const line of ['Free shipping on orders over ₵200', '14-day return policy', 'Authentic Ghanaian craftsmanship']) {
      expect(screen.getByText(line)).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'View Cart' })).toHaveAttribute('href', '/cart');
    expect(screen.getByRole('link', { name: 'Buy Now' })).toHaveAttribute('href', '/checkout');
  });

  it('shows the struck-through original price and a -20% badge for price 80, original 100', async () => {
    showProduct({ price: '80.00', originalPrice: '100.00' });
    await showPage();
    expect(screen.getByText('-20%')).toBeInTheDocument();
    expect(screen.getByText('20% off')).toBeInTheDocument();
    expect(screen.getByText('₵100.00').closest('s')).not.toBeNull();
  });

  it('starts on the first picture and switches with the thumbnails', async () => {
    showProduct();
    await showPage();
    const main = screen.getByAltText('Northern Smock (Fugu), picture 1 of 2');
    expect(main).toHaveAttribute('src', `/media/${'1'.repeat(32)}-600.jpg`);
    expect(main.closest('picture')!.querySelector('source[type="image/avif"]')).toHaveAttribute('sizes', '(min-width: 900px) 560px, 100vw');
    expect(screen.getByRole('button', { name: 'Show picture 1 of 2' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Show picture 2 of 2' }));
    expect(screen.getByAltText('Northern Smock (Fugu), picture 2 of 2')).toHaveAttribute('src', `/media/${'2'.repeat(32)}-600.jpg`);
  });

  it('says Please select a size and sends nothing when a size is required but not chosen', async () => {
    showProduct();
    await showPage();
    const sizes = screen.getByRole('group', { name: 'Size' });
    expect(sizes.querySelector('legend')).toHaveTextContent('Size *'); // marked required
    expect(within(sizes).getByRole('radio', { name: 'M' })).toBeRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please select a size');
    expect(fakeApi.sent('POST', CART)).toHaveLength(0);
  });

  it('adds the chosen size, colour and quantity, then says so', async () => {
    showProduct();
    await showPage();
    await userEvent.click(screen.getByRole('radio', { name: 'M' }));
    await userEvent.click(screen.getByRole('radio', { name: 'White' }));
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await additions()).toEqual([{ sessionId: expect.stringMatching(/^[a-z0-9]{9}$/), productId: ID, quantity: 2, size: 'M', color: 'White' }]);
    expect(await screen.findByText('Added to cart!')).toBeInTheDocument();
    expect(screen.getByText('Item has been added to your cart.')).toBeInTheDocument();
  });

  it('offers Order on WhatsApp with the product, the chosen size and colour, the quantity and its address', async () => {
    showProduct();
    await showPage();
    await userEvent.click(screen.getByRole('radio', { name: 'M' }));
    await userEvent.click(screen.getByRole('radio', { name: 'White' }));
    const link = await screen.findByRole('link', { name: 'Order on WhatsApp' });
    const text = decodeURIComponent(new URL(link.getAttribute('href')!).searchParams.get('text')!);
    expect(link.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/233559876543\?text=/);
    expect(text).toMatch(new RegExp(`I would like to order: .+ \\(size M, colour White\\), quantity 1\\. http://localhost[^ ]*/products/${ID}`));
  });

  it('adds without a size when the product has none, colour being optional', async () => {
    showProduct({ sizes: [], colors: [] });
    await showPage();
    expect(screen.queryByRole('group', { name: /Size/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await additions()).toEqual([{ sessionId: expect.any(String), productId: ID, quantity: 1 }]);
    await screen.findByText('Added to cart!');
  });

  it('chooses the only size for the shopper (One Size)', async () => {
    showProduct({ sizes: ['One Size'], colors: [] });
    await showPage();
    expect(screen.getByRole('radio', { name: 'One Size' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await additions()).toEqual([{ sessionId: expect.any(String), productId: ID, quantity: 1, size: 'One Size' }]);
    await screen.findByText('Added to cart!');
  });

  it("shows the server's sentence in an Error toast when adding fails", async () => {
    fakeApi.on('POST', CART, apiError(409, { message: 'Only 3 of Northern Smock (Fugu) in stock' }));
    showProduct({ sizes: [], colors: ['Blue'] });
    await showPage();
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Only 3 of Northern Smock (Fugu) in stock')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
  });

  it("starts a fresh cart and adds there when the cart id is another browser's (404 Cart not found)", async () => {
    fakeApi.on('POST', CART, apiError(404, { message: 'Cart not found' }), reply(201, {}));
    showProduct({ sizes: [], colors: ['Blue'] });
    await showPage();
    const before = getSessionId();
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Added to cart!')).toBeInTheDocument();
    const [first, second] = (await additions(2)).map((body) => (body as { sessionId: string }).sessionId);
    expect(first).toBe(before);
    expect(second).not.toBe(before);
    expect(second).toMatch(/^[a-z0-9]{9}$/);
    expect(getSessionId()).toBe(second);
  });

  it('does not retry a product that is gone (404 with another message)', async () => {
    fakeApi.on('POST', CART, apiError(404, { message: 'Product not found' }));
    showProduct({ sizes: [], colors: ['Blue'] });
    await showPage();
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Product not found')).toBeInTheDocument();
    expect(fakeApi.sent('POST', CART)).toHaveLength(1);
  });

  it('keeps the quantity between 1 and the stock', async () => {
    showProduct({ stock: 3 });
    await showPage();
    const decrease = screen.getByRole('button', { name: 'Decrease quantity' });
    const increase = screen.getByRole('button', { name: 'Increase quantity' });
    const value = screen.getByRole('status', { name: 'Quantity' });
    expect(value).toHaveTextContent('1');
    expect(decrease).toBeDisabled();
    await userEvent.click(increase);
    await userEvent.click(increase);
    expect(value).toHaveTextContent('3');
    expect(increase).toBeDisabled();
    expect(decrease).toBeEnabled();
    await userEvent.click(decrease);
    expect(value).toHaveTextContent('2');
  });

  it('shows the low-stock notice under 10 units only', async () => {
    showProduct({ stock: 9 });
    const { unmount } = await showPage();
    expect(screen.getByText('Only 9 left in stock')).toBeInTheDocument();
    unmount();
    showProduct({ stock: 10 });
    await showPage();
    expect(screen.queryByText(/left in stock/)).not.toBeInTheDocument();
  });

  it('reads Out of Stock, disabled, at stock 0, and keeps Buy Now in sight but disabled', async () => {
    showProduct({ stock: 0 });
    await showPage();
    expect(screen.getByRole('button', { name: 'Out of Stock' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    const buyNow = screen.getByRole('link', { name: 'Buy Now' });
    expect(buyNow).toHaveAttribute('aria-disabled', 'true');
    expect(buyNow).not.toHaveAttribute('href');
    await userEvent.click(buyNow);
    expect(fakeApi.sent('POST', CART)).toHaveLength(0);
    expect(screen.queryByText('Checkout page')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Cart' })).toHaveAttribute('href', '/cart');
  });

  it("reads Adding... while the cart call is on its way", async () => {
    fakeApi.on('POST', CART, never());
    showProduct({ sizes: [], colors: ['Blue'] });
    await showPage();
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByRole('button', { name: /Adding\.\.\./ })).toBeInTheDocument();
  });

  it('Buy Now adds the item first when it is not in the cart, then opens the checkout', async () => {
    showProduct({ sizes: [], colors: ['Blue'] });
    await showPage();
    await userEvent.click(screen.getByRole('link', { name: 'Buy Now' }));
    expect(await screen.findByText('Checkout page')).toBeInTheDocument();
    expect(fakeApi.sent('POST', CART)).toHaveLength(1);
  });

  it('Buy Now opens the checkout at once when the item is in the cart already, as the header last read it', async () => {
    showProduct({ sizes: [], colors: ['Blue'] });
    fakeApi.on('GET', '/api/cart/:sessionId', ok([{ id: 'line-1', productId: ID, quantity: 1, size: null, color: 'Blue' }]));
    function HeaderBadge() {
      const { itemCount, isLoading } = useCart();
      return <output>{isLoading ? 'cart loading' : `${itemCount} in the cart`}</output>;
    }
    renderWithProviders(
      <>
        <HeaderBadge />
        <Routes>
          <Route path="/products/:id" element={<ProductDetailPage />} />
          <Route path="/checkout" element={<p>Checkout page</p>} />
        </Routes>
      </>,
      { route: `/products/${ID}` },
    );
    expect(await screen.findByText('1 in the cart')).toBeInTheDocument();
    await screen.findByRole('heading', { level: 1 });
    await userEvent.click(screen.getByRole('link', { name: 'Buy Now' }));
    expect(await screen.findByText('Checkout page')).toBeInTheDocument();
    expect(fakeApi.sent('POST', CART)).toHaveLength(0);
  });

  it('shows a loading skeleton, then Product not found with a way back when the product is missing', async () => {
    fakeApi.on('GET', '/api/products/:id', never());
    const { unmount } = renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading product…');
    unmount();
    fakeApi.on('GET', '/api/products/:id', apiError(404, { message: 'Product not found' }));
    renderPage();
    expect(await screen.findByText('Product not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Products' })).toHaveAttribute('href', '/products');
  });

  it('says the shop could not be reached, not that the product is gone, when no answer came', async () => {
    const variants = variantsOf(PRODUCT.sizes, PRODUCT.colors, PRODUCT.stock);
    fakeApi.on('GET', '/api/products/:id', networkFailure(), ok({ ...PRODUCT, variants }));
    renderPage();
    expect(await screen.findByText('Could not reach the shop')).toBeInTheDocument();
    expect(screen.queryByText('Product not found')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Products' })).toHaveAttribute('href', '/products');
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 1, name: PRODUCT.name })).toBeInTheDocument();
  });
});

describe('the product page with stock per size and colour', () => {
  // M is sold out in every colour; S only in White; L has 2 Blue and 7 White.
  const VARIANTS: Variant[] = [
    { id: 'v-s-blue', size: 'S', color: 'Blue', stock: 4, sku: null },
    { id: 'v-s-white', size: 'S', color: 'White', stock: 0, sku: null },
    { id: 'v-m-blue', size: 'M', color: 'Blue', stock: 0, sku: null },
    { id: 'v-m-white', size: 'M', color: 'White', stock: 0, sku: null },
    { id: 'v-l-blue', size: 'L', color: 'Blue', stock: 2, sku: null },
    { id: 'v-l-white', size: 'L', color: 'White', stock: 7, sku: null },
  ];

  beforeEach(() => {
    sessionStorage.clear();
    serveShop();
    showProduct({ variants: VARIANTS });
  });
  afterEach(() => focusManager.setFocused(undefined));

  it('shows a size sold out in every colour as "M — sold out", greyed and disabled, so it cannot be chosen', async () => {
    await showPage();
    const sizes = screen.getByRole('group', { name: /Size/ });
    const soldOut = within(sizes).getByRole('radio', { name: 'M — sold out' });
    expect(soldOut).toBeDisabled();
    expect(soldOut.closest('label')).toHaveClass('choice-chip--sold-out');
    await userEvent.click(within(sizes).getByText('M'));
    expect(soldOut).not.toBeChecked();
    expect(within(sizes).getByRole('radio', { name: 'S' })).toBeEnabled();
  });

  it('greys out a colour sold out in the chosen size, and a size sold out in the chosen colour', async () => {
    await showPage();
    await userEvent.click(screen.getByRole('radio', { name: 'S' }));
    expect(screen.getByRole('radio', { name: 'White — sold out' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Blue' })).toBeEnabled();
    await userEvent.click(screen.getByRole('radio', { name: 'L' }));
    await userEvent.click(screen.getByRole('radio', { name: 'White' }));
    expect(screen.getByRole('radio', { name: 'S — sold out' })).toBeDisabled();
  });

  it('lets the low-stock notice and the quantity limit follow the chosen size and colour', async () => {
    await showPage();
    expect(screen.getByText('In stock')).toBeInTheDocument(); // 13 in all
    await userEvent.click(screen.getByRole('radio', { name: 'L' }));
    expect(screen.getByText('Only 9 left in stock')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Blue' }));
    expect(screen.getByText('Only 2 left in stock')).toBeInTheDocument();
    const increase = screen.getByRole('button', { name: 'Increase quantity' });
    await userEvent.click(increase);
    expect(screen.getByRole('status', { name: 'Quantity' })).toHaveTextContent('2');
    expect(increase).toBeDisabled();
  });

  it('asks for the colour while several are in stock, and sends the one chosen (issue 40)', async () => {
    await showPage();
    const colours = screen.getByRole('group', { name: /Colour/ });
    expect(colours.querySelector('legend')).not.toHaveTextContent('optional');
    expect(within(colours).getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked)).toHaveLength(0);
    await userEvent.click(screen.getByRole('radio', { name: 'L' }));
    expect(screen.getByText('Choose a colour to add this to your cart.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await within(colours).findByText('Please select a colour')).toBeInTheDocument();
    expect(within(colours).getByRole('radio', { name: 'Blue' })).toHaveFocus();
    expect(fakeApi.sent('POST', CART)).toHaveLength(0);

    await userEvent.click(screen.getByRole('radio', { name: 'White' }));
    expect(screen.queryByText(/to add this to your cart/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await additions()).toEqual([{ sessionId: expect.any(String), productId: ID, quantity: 1, size: 'L', color: 'White' }]);
    await screen.findByText('Added to cart!');
  });

  it('chooses the colour for the shopper when only one is in stock', async () => {
    showProduct({ variants: VARIANTS.map((variant) => (variant.color === 'White' ? { ...variant, stock: 0 } : variant)) });
    await showPage();
    expect(screen.getByRole('radio', { name: 'Blue' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'L' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await additions()).toEqual([{ sessionId: expect.any(String), productId: ID, quantity: 1, size: 'L', color: 'Blue' }]);
  });

  it('turns Add to Cart off and says why when the chosen size and colour sells out while the page is open', async () => {
    await showPage();
    await userEvent.click(screen.getByRole('radio', { name: 'L' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Blue' }));
    // The product read again (the shopper comes back to the window) has L / Blue sold out.
    showProduct({ variants: VARIANTS.map((variant) => (variant.id === 'v-l-blue' ? { ...variant, stock: 0 } : variant)) });
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    expect(await screen.findByRole('button', { name: 'Out of Stock' })).toBeDisabled();
    expect(screen.getByText('L / Blue is sold out. Please choose another size or colour.')).toBeInTheDocument();
    // Still chosen, and named sold out; White in L is there to choose instead.
    expect(screen.getByRole('radio', { name: 'Blue — sold out' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'White' }));
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  });
});
