import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CartLineDto } from '../../api/generated/model';
import { CART_QUEUE_KEY, queuedAdditions } from '../../lib/cart-queue';
import { rememberCart } from '../../lib/last-known-cart';
import { getSessionId } from '../../lib/session-id';
import { useAddToCart } from '../../lib/use-add-to-cart';
import { fakeApi, networkFailure, ok, reply } from '../../test/fake-api';
import { PRODUCT, testPhoto } from '../../test/fixtures';
import { AddToCartButton } from '../components/add-to-cart-button';
import { renderWithProviders } from '../../test/render';
import CartPage from '../cart.page';
import ProductListPage from '../product-list.page';
import CartQueueSync from './cart-queue-sync';
import { OfflineBanner } from './offline-banner';

const PRODUCT_ID = '22222222-2222-4222-8222-222222222222';

let online = true;
function goOnline(value: boolean) {
  online = value;
  act(() => {
    window.dispatchEvent(new Event(value ? 'online' : 'offline'));
  });
}

function line(): CartLineDto {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    sessionId: getSessionId(),
    productId: PRODUCT_ID,
    quantity: 2,
    size: 'M',
    color: null,
    variantId: '22222222-2222-4222-8222-222222222222',
    variantStock: 10,
    createdAt: '2024-05-01T10:00:00.000Z',
    updatedAt: '2024-05-01T10:00:00.000Z',
    product: { name: 'Kente Stole', price: '90.00', images: [testPhoto('b')], stock: 10, sizes: ['M'], colors: [], variants: [] },
  };
}

function AddStole() {
  const { add } = useAddToCart();
  return (
    <button type="button" onClick={() => add({ productId: PRODUCT_ID, quantity: 1, size: 'M' }, 'Kente Stole has been added to your cart').catch(() => undefined)}>
      Add the stole
    </button>
  );
}

/** A list card's button, as the product list wires it. */
function ListCardAdd() {
  const { add } = useAddToCart();
  return <AddToCartButton stock={5} onAdd={() => add({ productId: PRODUCT_ID, quantity: 1 }, 'Kente Stole has been added to your cart')} />;
}

/** The product page's button: its label follows the hook's state. */
function ProductPageAdd() {
  const { add, isPending, waiting } = useAddToCart();
  return (
    <button type="button" onClick={() => void add({ productId: PRODUCT_ID, quantity: 1, size: 'M' }, 'Item has been added to your cart.').catch(() => undefined)}>
      {isPending ? 'Adding...' : waiting ? "Will be added when you're back online" : 'Add to Cart'}
    </button>
  );
}

describe('the storefront without a connection', () => {
  beforeAll(() => Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online }));
  beforeEach(() => {
    online = true;
    localStorage.clear();
    sessionStorage.clear();
  });

  it('says so in a banner while offline, with the additions waiting, and hides it when back online', () => {
    renderWithProviders(<OfflineBanner />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    goOnline(false);
    expect(screen.getByRole('status')).toHaveTextContent('You are offline. Showing pages you have visited.');
    act(() => {
      localStorage.setItem(CART_QUEUE_KEY, JSON.stringify([{ key: 'k'.repeat(32), productId: PRODUCT_ID, quantity: 1, description: 'x' }]));
      window.dispatchEvent(new StorageEvent('storage', { key: CART_QUEUE_KEY }));
    });
    expect(screen.getByRole('status')).toHaveTextContent('1 item will be added to your cart when you are back online.');
    goOnline(true);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says on a page the worker never keeps (tracking, checkout, sign-in, the payment page) that it needs a connection, not that it shows a visited page', () => {
    goOnline(false);
    for (const route of ['/track?order=GH-7KQ2-M9XD-4TRB', '/Track', '/checkout', '/login', '/test-payment/abc']) {
      const { unmount } = renderWithProviders(<OfflineBanner />, { route });
      expect([route, screen.getByRole('status').textContent]).toEqual([route, 'You are offline. This page needs a connection. Pages you have visited still open.']);
      unmount();
    }
    // A page the worker keeps still says where it came from.
    renderWithProviders(<OfflineBanner />, { route: '/products/9f1c2d3e-0000-4000-8000-000000000000' });
    expect(screen.getByRole('status')).toHaveTextContent('You are offline. Showing pages you have visited.');
  });

  it('queues an addition made offline and sends it once, with the same key, when the connection returns', async () => {
    fakeApi.on('POST', '/api/cart', networkFailure());
    fakeApi.on('GET', '/api/cart/:sessionId', networkFailure());
    goOnline(false);
    renderWithProviders(
      <>
        <AddStole />
        <CartQueueSync />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add the stole' }));
    expect(await screen.findByText('Saved for when you are back online')).toBeInTheDocument();
    expect(queuedAdditions()).toEqual([expect.objectContaining({ productId: PRODUCT_ID, quantity: 1, size: 'M' })]);
    // The browser knows it is offline: nothing is sent (and left to hang) until it is back.
    expect(fakeApi.sent('POST', '/api/cart')).toHaveLength(0);
    const { key } = queuedAdditions()[0];
    expect(key).toMatch(/^[a-z0-9]{32}$/);

    const sentOffline = fakeApi.sent('POST', '/api/cart').length;
    fakeApi.on('POST', '/api/cart', reply(201, {}));
    fakeApi.on('GET', '/api/cart/:sessionId', ok([]));
    goOnline(true);
    goOnline(true); // a second 'online' while the first send is on its way
    expect(await screen.findByText('Added to cart!')).toBeInTheDocument();
    expect(screen.getByText('Kente Stole has been added to your cart')).toBeInTheDocument();
    const posts = fakeApi.sent('POST', '/api/cart').slice(sentOffline);
    expect(posts).toHaveLength(1);
    const [replay] = posts;
    expect(replay.headers.get('Idempotency-Key')).toBe(key);
    expect(replay.body).toEqual({ sessionId: getSessionId(), productId: PRODUCT_ID, quantity: 1, size: 'M' });
    expect(queuedAdditions()).toEqual([]);
  });

  it("settles a list card's Add to Cart on 'Will be added when you're back online' offline, never 'Adding...', until the connection is back", async () => {
    goOnline(false);
    renderWithProviders(<ListCardAdd />);
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByRole('button', { name: "Will be added when you're back online" })).toBeEnabled();
    expect(screen.queryByText('Adding...')).not.toBeInTheDocument();
    expect(queuedAdditions()).toHaveLength(1);
    goOnline(true);
    expect(await screen.findByRole('button', { name: 'Add to Cart' })).toBeInTheDocument();
  });

  it('keeps an addition whose answer never came for later, and the product page button says so until it has left the queue', async () => {
    fakeApi.on('POST', '/api/cart', networkFailure());
    renderWithProviders(<ProductPageAdd />);
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByRole('button', { name: "Will be added when you're back online" })).toBeInTheDocument();
    expect(fakeApi.sent('POST', '/api/cart')).toHaveLength(1);
    expect(queuedAdditions()).toEqual([expect.objectContaining({ key: fakeApi.last('POST', '/api/cart').headers.get('Idempotency-Key') })]);
    act(() => {
      localStorage.removeItem(CART_QUEUE_KEY);
      window.dispatchEvent(new StorageEvent('storage', { key: CART_QUEUE_KEY }));
    });
    expect(await screen.findByRole('button', { name: 'Add to Cart' })).toBeInTheDocument();
  });

  it('shows the additions waiting for the connection on the cart page instead of "Your cart is empty"', async () => {
    localStorage.setItem(CART_QUEUE_KEY, JSON.stringify([{ key: 'k'.repeat(32), productId: PRODUCT_ID, quantity: 2, size: 'M', description: 'x' }]));
    fakeApi.on('GET', '/api/cart/:sessionId', networkFailure());
    fakeApi.on('GET', '/api/products/:id', ok({ ...PRODUCT, id: PRODUCT_ID, name: 'Kente Stole' }));
    goOnline(false);
    renderWithProviders(<CartPage />);
    const waiting = await screen.findByRole('region', { name: "Will be added when you're back online" });
    expect(await within(waiting).findByText('Kente Stole')).toBeInTheDocument();
    expect(within(waiting).getByText('Size: M · Qty: 2')).toBeInTheDocument();
    expect(screen.queryByText('Your cart is empty')).not.toBeInTheDocument();
    expect(screen.queryByText(/couldn't load your cart/i)).not.toBeInTheDocument();
  });

  it('shows the cart as last seen on this device and turns checkout off, saying why', async () => {
    rememberCart(getSessionId(), [line()]);
    fakeApi.on('GET', '/api/cart/:sessionId', networkFailure());
    fakeApi.on('GET', '/api/settings', networkFailure());
    goOnline(false);
    renderWithProviders(<CartPage />);
    expect(await screen.findByRole('link', { name: 'Kente Stole' })).toBeInTheDocument();
    expect(screen.getByText('2 items')).toBeInTheDocument();
    const checkout = screen.getByRole('link', { name: 'Proceed to Checkout' });
    expect(checkout).toHaveAttribute('aria-disabled', 'true');
    expect(checkout).toHaveAccessibleDescription('You are offline. Checkout needs a connection: this is your cart as last seen on this device.');
    expect(screen.getByRole('button', { name: 'Remove Kente Stole' })).toBeDisabled();
    expect(within(screen.getByRole('group', { name: /quantity/i })).getByRole('button', { name: /Increase/ })).toBeDisabled();
  });

  it('says a list never opened on this device loads once back online, not that it failed', async () => {
    fakeApi.on('GET', '/api/products', networkFailure());
    goOnline(false);
    renderWithProviders(<ProductListPage />, { route: '/products?category=Accessories' });
    expect(await screen.findByText('This list was not opened on this device before. It loads when you are back online; the pages you have visited open now.')).toBeInTheDocument();
    expect(screen.queryByText('Error loading products. Please try again.')).not.toBeInTheDocument();
  });
});
