import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CartLineDto } from '../../api/generated/model';
import { CART_QUEUE_KEY, queuedAdditions } from '../../lib/cart-queue';
import { rememberCart } from '../../lib/last-known-cart';
import { getSessionId } from '../../lib/session-id';
import { useAddToCart } from '../../lib/use-add-to-cart';
import { fakeApi, networkFailure, ok, reply } from '../../test/fake-api';
import { testPhoto } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import CartPage from '../cart.page';
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
    const [firstTry] = fakeApi.sent('POST', '/api/cart');
    const key = firstTry.headers.get('Idempotency-Key');
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

  it('shows the cart as last seen on this device and turns checkout off, saying why', async () => {
    rememberCart(getSessionId(), [line()]);
    fakeApi.on('GET', '/api/cart/:sessionId', networkFailure());
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
});
