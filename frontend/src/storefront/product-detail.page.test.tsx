import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '../lib/router';
import { addToCart, useGetCart } from '../api/generated/endpoints/cart/cart';
import { useGetProduct } from '../api/generated/endpoints/catalog/catalog';
import { answer, spyOnApi } from '../test/api';
import { testPhoto } from '../test/fixtures';
import { renderWithProviders } from '../test/render';
import { getSessionId } from '../lib/session-id';
import ProductDetailPage from './product-detail.page';

jest.mock('../api/generated/endpoints/catalog/catalog', () => ({ useGetProduct: jest.fn() }));
jest.mock('../api/generated/endpoints/cart/cart', () => ({
  ...jest.requireActual('../api/generated/endpoints/cart/cart'),
  useGetCart: jest.fn(),
  addToCart: jest.fn(),
}));

const useGetProductMock = useGetProduct as unknown as jest.Mock;
const useGetCartMock = useGetCart as unknown as jest.Mock;
const addToCartMock = addToCart as unknown as jest.Mock;
/** Every addition carries its own key, so a copy sent again is not added twice (ADR 021). */
const KEYED = { headers: { 'Idempotency-Key': expect.stringMatching(/^[a-z0-9]{32}$/) } };

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

let sendAddition: jest.Mock;

function showProduct(overrides: Partial<typeof PRODUCT> & { variants?: Variant[] } = {}) {
  const product = { ...PRODUCT, ...overrides };
  const variants = overrides.variants ?? variantsOf(product.sizes, product.colors, product.stock);
  const stock = variants.reduce((sum, variant) => sum + variant.stock, 0);
  useGetProductMock.mockReturnValue({ isPending: false, isError: false, data: { data: { ...product, stock, variants } } });
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

describe('the product page', () => {
  beforeEach(() => {
    sessionStorage.clear();
    useGetProductMock.mockReset();
    sendAddition = addToCartMock.mockReset().mockResolvedValue({ data: {} });
    useGetCartMock.mockReturnValue({ isPending: false, isError: false, error: null, data: { data: [] } });
    // The reviews section's request (its own tests are in product-detail/reviews-section.test.tsx).
    spyOnApi().mockResolvedValue(answer(200, { summary: { average: '0.00', count: 0, breakdown: [] }, reviews: [] }, { 'X-Total-Count': '0' }));
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows the customer reviews under the product', async () => {
    showProduct();
    renderPage();
    const section = screen.getByRole('region', { name: 'Customer reviews' });
    expect(await within(section).findByText('No reviews yet')).toBeInTheDocument();
    // The stars and count by the name lead there.
    expect(screen.getByRole('link', { name: 'Rated 4 out of 5, 12 reviews' })).toHaveAttribute('href', `#${section.id}`);
  });

  it('shows the breadcrumb, name, stars with the review count, category and price', () => {
    showProduct();
    renderPage();
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

  it('shows the struck-through original price and a -20% badge for price 80, original 100', () => {
    showProduct({ price: '80.00', originalPrice: '100.00' });
    renderPage();
    expect(screen.getByText('-20%')).toBeInTheDocument();
    expect(screen.getByText('20% off')).toBeInTheDocument();
    expect(screen.getByText('₵100.00').closest('s')).not.toBeNull();
  });

  it('starts on the first picture and switches with the thumbnails', async () => {
    showProduct();
    renderPage();
    const main = screen.getByAltText('Northern Smock (Fugu), picture 1 of 2');
    expect(main).toHaveAttribute('src', `/media/${'1'.repeat(32)}-600.jpg`);
    expect(main.closest('picture')!.querySelector('source[type="image/avif"]')).toHaveAttribute('sizes', '(min-width: 900px) 560px, 100vw');
    expect(screen.getByRole('button', { name: 'Show picture 1 of 2' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Show picture 2 of 2' }));
    expect(screen.getByAltText('Northern Smock (Fugu), picture 2 of 2')).toHaveAttribute('src', `/media/${'2'.repeat(32)}-600.jpg`);
  });

  it('says Please select a size and sends nothing when a size is required but not chosen', async () => {
    showProduct();
    renderPage();
    const sizes = screen.getByRole('group', { name: 'Size' });
    expect(sizes.querySelector('legend')).toHaveTextContent('Size *'); // marked required
    expect(within(sizes).getByRole('radio', { name: 'M' })).toBeRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please select a size');
    expect(sendAddition).not.toHaveBeenCalled();
  });

  it('adds the chosen size, colour and quantity, then says so', async () => {
    showProduct();
    renderPage();
    await userEvent.click(screen.getByRole('radio', { name: 'M' }));
    await userEvent.click(screen.getByRole('radio', { name: 'White' }));
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(sendAddition).toHaveBeenCalledWith({ sessionId: expect.stringMatching(/^[a-z0-9]{9}$/), productId: ID, quantity: 2, size: 'M', color: 'White' }, KEYED);
    expect(await screen.findByText('Added to cart!')).toBeInTheDocument();
    expect(screen.getByText('Item has been added to your cart.')).toBeInTheDocument();
  });

  it('adds without a size when the product has none, colour being optional', async () => {
    showProduct({ sizes: [], colors: [] });
    renderPage();
    expect(screen.queryByRole('group', { name: /Size/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(sendAddition).toHaveBeenCalledWith({ sessionId: expect.any(String), productId: ID, quantity: 1 }, KEYED);
  });

  it('chooses the only size for the shopper (One Size)', async () => {
    showProduct({ sizes: ['One Size'], colors: [] });
    renderPage();
    expect(screen.getByRole('radio', { name: 'One Size' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(sendAddition).toHaveBeenCalledWith({ sessionId: expect.any(String), productId: ID, quantity: 1, size: 'One Size' }, KEYED);
  });

  it("shows the server's sentence in an Error toast when adding fails", async () => {
    const { HttpError } = jest.requireActual('../api/http');
    sendAddition.mockRejectedValue(new HttpError(409, '{"statusCode":409,"error":"Conflict","message":"Only 3 of Northern Smock (Fugu) in stock"}', 'Conflict'));
    showProduct({ sizes: [] });
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Only 3 of Northern Smock (Fugu) in stock')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
  });

  it("starts a fresh cart and adds there when the cart id is another browser's (404 Cart not found)", async () => {
    const { HttpError } = jest.requireActual('../api/http');
    sendAddition.mockRejectedValueOnce(new HttpError(404, '{"statusCode":404,"error":"Not Found","message":"Cart not found"}', 'Not Found'));
    showProduct({ sizes: [] });
    renderPage();
    const before = getSessionId();
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Added to cart!')).toBeInTheDocument();
    expect(sendAddition).toHaveBeenCalledTimes(2);
    const [first, second] = sendAddition.mock.calls.map(([body]) => body.sessionId);
    expect(first).toBe(before);
    expect(second).not.toBe(before);
    expect(second).toMatch(/^[a-z0-9]{9}$/);
    expect(getSessionId()).toBe(second);
  });

  it('does not retry a product that is gone (404 with another message)', async () => {
    const { HttpError } = jest.requireActual('../api/http');
    sendAddition.mockRejectedValue(new HttpError(404, '{"statusCode":404,"error":"Not Found","message":"Product not found"}', 'Not Found'));
    showProduct({ sizes: [] });
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Product not found')).toBeInTheDocument();
    expect(sendAddition).toHaveBeenCalledTimes(1);
  });

  it('keeps the quantity between 1 and the stock', async () => {
    showProduct({ stock: 3 });
    renderPage();
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

  it('shows the low-stock notice under 10 units only', () => {
    showProduct({ stock: 9 });
    const { unmount } = renderPage();
    expect(screen.getByText('Only 9 left in stock')).toBeInTheDocument();
    unmount();
    showProduct({ stock: 10 });
    renderPage();
    expect(screen.queryByText(/left in stock/)).not.toBeInTheDocument();
  });

  it('reads Out of Stock, disabled, at stock 0, and keeps Buy Now in sight but disabled', async () => {
    showProduct({ stock: 0 });
    renderPage();
    expect(screen.getByRole('button', { name: 'Out of Stock' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    const buyNow = screen.getByRole('link', { name: 'Buy Now' });
    expect(buyNow).toHaveAttribute('aria-disabled', 'true');
    expect(buyNow).not.toHaveAttribute('href');
    await userEvent.click(buyNow);
    expect(sendAddition).not.toHaveBeenCalled();
    expect(screen.queryByText('Checkout page')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Cart' })).toHaveAttribute('href', '/cart');
  });

  it("reads Adding... while the cart call is on its way", async () => {
    sendAddition.mockReturnValue(new Promise(() => undefined));
    showProduct({ sizes: [] });
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByRole('button', { name: /Adding\.\.\./ })).toBeInTheDocument();
  });

  it('Buy Now adds the item first when it is not in the cart, then opens the checkout', async () => {
    showProduct({ sizes: [] });
    renderPage();
    await userEvent.click(screen.getByRole('link', { name: 'Buy Now' }));
    expect(sendAddition).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Checkout page')).toBeInTheDocument();
  });

  it('shows a loading skeleton, then Product not found with a way back when the product is missing', () => {
    useGetProductMock.mockReturnValue({ isPending: true, isError: false, data: undefined });
    const { unmount } = renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading product…');
    unmount();
    useGetProductMock.mockReturnValue({ isPending: false, isError: true, data: undefined });
    renderPage();
    expect(screen.getByText('Product not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Products' })).toHaveAttribute('href', '/products');
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
    useGetProductMock.mockReset();
    sessionStorage.clear();
    sendAddition = addToCartMock.mockReset().mockResolvedValue({ data: {} });
    useGetCartMock.mockReturnValue({ isPending: false, isError: false, error: null, data: { data: [] } });
    spyOnApi().mockResolvedValue(answer(200, { summary: { average: '0.00', count: 0, breakdown: [] }, reviews: [] }, { 'X-Total-Count': '0' }));
    showProduct({ variants: VARIANTS });
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows a size sold out in every colour as "M — sold out", greyed and disabled, so it cannot be chosen', async () => {
    renderPage();
    const sizes = screen.getByRole('group', { name: /Size/ });
    const soldOut = within(sizes).getByRole('radio', { name: 'M — sold out' });
    expect(soldOut).toBeDisabled();
    expect(soldOut.closest('label')).toHaveClass('choice-chip--sold-out');
    await userEvent.click(within(sizes).getByText('M'));
    expect(soldOut).not.toBeChecked();
    expect(within(sizes).getByRole('radio', { name: 'S' })).toBeEnabled();
  });

  it('greys out a colour sold out in the chosen size, and a size sold out in the chosen colour', async () => {
    renderPage();
    await userEvent.click(screen.getByRole('radio', { name: 'S' }));
    expect(screen.getByRole('radio', { name: 'White — sold out' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Blue' })).toBeEnabled();
    await userEvent.click(screen.getByRole('radio', { name: 'L' }));
    await userEvent.click(screen.getByRole('radio', { name: 'White' }));
    expect(screen.getByRole('radio', { name: 'S — sold out' })).toBeDisabled();
  });

  it('lets the low-stock notice and the quantity limit follow the chosen size and colour', async () => {
    renderPage();
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

  it('leaves the colour optional: with none chosen the quantity goes up to the fullest colour of the size', async () => {
    renderPage();
    expect(screen.getByRole('group', { name: /Colour/ }).querySelector('legend')).toHaveTextContent('Colour (optional)');
    expect(screen.getByText('Choose a size to add this to your cart.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'L' }));
    expect(screen.queryByText(/to add this to your cart/)).not.toBeInTheDocument();
    // 9 of L in all, but one line takes one colour: the server picks the first with the units, so at most White's 7.
    expect(screen.getByText('Only 9 left in stock')).toBeInTheDocument();
    const increase = screen.getByRole('button', { name: 'Increase quantity' });
    for (let step = 0; step < 8; step += 1) await userEvent.click(increase);
    expect(screen.getByRole('status', { name: 'Quantity' })).toHaveTextContent('7');
    expect(increase).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(sendAddition).toHaveBeenCalledWith({ sessionId: expect.any(String), productId: ID, quantity: 7, size: 'L' }, KEYED);
  });

  it('turns Add to Cart off and says why when the chosen size and colour sells out while the page is open', async () => {
    const { rerender } = renderPage();
    await userEvent.click(screen.getByRole('radio', { name: 'L' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Blue' }));
    showProduct({ variants: VARIANTS.map((variant) => (variant.id === 'v-l-blue' ? { ...variant, stock: 0 } : variant)) });
    rerender(
      <Routes>
        <Route path="/products/:id" element={<ProductDetailPage />} />
      </Routes>,
    );
    expect(screen.getByRole('button', { name: 'Out of Stock' })).toBeDisabled();
    expect(screen.getByText('L / Blue is sold out. Please choose another size or colour.')).toBeInTheDocument();
    // Still chosen, and named sold out; White in L is there to choose instead.
    expect(screen.getByRole('radio', { name: 'Blue — sold out' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'White' }));
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  });
});
