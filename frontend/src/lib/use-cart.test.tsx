import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred, fakeApi, networkFailure, ok } from '../test/fake-api';
import { renderWithProviders } from '../test/render';
import type { CartLineDto } from '../api/generated/model';
import { rememberCart } from './last-known-cart';
import { getSessionId } from './session-id';
import { BROWSER_WITHOUT_CART_KEY, takeServerWordOnEmptyCart, useCart, useRefreshCart } from './use-cart';

function CartBadge() {
  const { itemCount, isLoading } = useCart();
  const refreshCart = useRefreshCart();
  return (
    <>
      <output>{isLoading ? 'loading' : `${itemCount} items`}</output>
      <button type="button" onClick={() => void refreshCart()}>
        Refresh
      </button>
    </>
  );
}

describe('refreshing the cart', () => {
  it('reads the cart again when its first read is still on the way, instead of taking that older answer', async () => {
    const firstRead = deferred();
    fakeApi.on('GET', '/api/cart/:sessionId', firstRead.answer, ok([{ id: 'line-1', quantity: 1 }]));
    renderWithProviders(<CartBadge />);
    await waitFor(() => expect(fakeApi.requests).toHaveLength(1));

    // An add-to-cart lands while the first read (made before it) is still out.
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await act(async () => firstRead.arrive(ok([])));

    expect(await screen.findByText('1 items')).toBeInTheDocument();
    expect(fakeApi.requests).toHaveLength(2);
  });
});

describe('a page the server rendered for a browser without a cart', () => {
  afterEach(() => localStorage.clear());

  function renderServerFlagged({ takeServerWord = false } = {}): QueryClient {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    queryClient.setQueryData(BROWSER_WITHOUT_CART_KEY, true);
    if (takeServerWord) takeServerWordOnEmptyCart(queryClient);
    render(
      <QueryClientProvider client={queryClient}>
        <CartBadge />
      </QueryClientProvider>,
    );
    return queryClient;
  }

  it('shows the cart empty, not loading, while the browser reads its own; once read, that read is what counts', async () => {
    const read = deferred();
    fakeApi.on('GET', '/api/cart/:sessionId', read.answer);
    const queryClient = renderServerFlagged();
    expect(screen.getByText('0 items')).toBeInTheDocument();

    await act(async () => read.arrive(ok([{ id: 'line-1', quantity: 2 }])));
    expect(await screen.findByText('2 items')).toBeInTheDocument();
    expect(queryClient.getQueryData(BROWSER_WITHOUT_CART_KEY)).toBeUndefined();
  });

  it('shows the cart last read on this device when the shop cannot be reached, not the server’s empty one', async () => {
    rememberCart(getSessionId(), [{ id: 'line-1', quantity: 3 } as CartLineDto]);
    fakeApi.on('GET', '/api/cart/:sessionId', networkFailure());
    renderServerFlagged();
    expect(await screen.findByText('3 items')).toBeInTheDocument();
  });

  it('takes the server’s word as the first read when this device remembers no lines: nothing is asked until the cart changes', async () => {
    fakeApi.on('GET', '/api/cart/:sessionId', ok([{ id: 'line-1', quantity: 2 }]));
    const queryClient = renderServerFlagged({ takeServerWord: true });
    await act(async () => undefined);
    expect(screen.getByText('0 items')).toBeInTheDocument();
    expect(fakeApi.requests).toHaveLength(0);
    expect(queryClient.getQueryData(BROWSER_WITHOUT_CART_KEY)).toBeUndefined();

    // An addition refreshes the cart: from then on the browser's reads count.
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('2 items')).toBeInTheDocument();
    expect(fakeApi.requests).toHaveLength(1);
  });

  it('reads the cart when this device remembers lines of it and a service worker is in control: the page may be one it kept from before they were added', async () => {
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { controller: {} } });
    rememberCart(getSessionId(), [{ id: 'line-1', quantity: 3 } as CartLineDto]);
    fakeApi.on('GET', '/api/cart/:sessionId', ok([{ id: 'line-1', quantity: 1 }]));
    renderServerFlagged({ takeServerWord: true });
    expect(await screen.findByText('1 items')).toBeInTheDocument();
    expect(fakeApi.requests).toHaveLength(1);
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('takes the server’s word though this device remembers lines when no service worker is in control: the page came from the shop just now', async () => {
    rememberCart(getSessionId(), [{ id: 'line-1', quantity: 3 } as CartLineDto]);
    fakeApi.on('GET', '/api/cart/:sessionId', ok([{ id: 'line-1', quantity: 1 }]));
    renderServerFlagged({ takeServerWord: true });
    await act(async () => undefined);
    expect(screen.getByText('0 items')).toBeInTheDocument();
    expect(fakeApi.requests).toHaveLength(0);
  });
});
