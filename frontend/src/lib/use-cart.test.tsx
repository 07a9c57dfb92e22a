import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, spyOnApi } from '../test/api';
import { renderWithProviders } from '../test/render';
import type { CartLineDto } from '../api/generated/model';
import { NetworkError } from '../api/http';
import { rememberCart } from './last-known-cart';
import { getSessionId } from './session-id';
import { BROWSER_WITHOUT_CART_KEY, useCart, useRefreshCart } from './use-cart';

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
  afterEach(() => jest.restoreAllMocks());

  it('reads the cart again when its first read is still on the way, instead of taking that older answer', async () => {
    const api = spyOnApi();
    let answerFirstRead: (value: ReturnType<typeof answer>) => void = () => undefined;
    api.mockImplementationOnce(() => new Promise((resolve) => (answerFirstRead = resolve)));
    api.mockResolvedValueOnce(answer(200, [{ id: 'line-1', quantity: 1 }]));
    renderWithProviders(<CartBadge />);
    await waitFor(() => expect(api).toHaveBeenCalledTimes(1));

    // An add-to-cart lands while the first read (made before it) is still out.
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await act(async () => answerFirstRead(answer(200, [])));

    expect(await screen.findByText('1 items')).toBeInTheDocument();
    expect(api).toHaveBeenCalledTimes(2);
  });
});

describe('a page the server rendered for a browser without a cart', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    localStorage.clear();
  });

  function renderServerFlagged(): QueryClient {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queryClient.setQueryData(BROWSER_WITHOUT_CART_KEY, true);
    render(
      <QueryClientProvider client={queryClient}>
        <CartBadge />
      </QueryClientProvider>,
    );
    return queryClient;
  }

  it('shows the cart empty, not loading, while the browser reads its own; once read, that read is what counts', async () => {
    const api = spyOnApi();
    let answerRead: (value: ReturnType<typeof answer>) => void = () => undefined;
    api.mockImplementationOnce(() => new Promise((resolve) => (answerRead = resolve)));
    const queryClient = renderServerFlagged();
    expect(screen.getByText('0 items')).toBeInTheDocument();

    await act(async () => answerRead(answer(200, [{ id: 'line-1', quantity: 2 }])));
    expect(await screen.findByText('2 items')).toBeInTheDocument();
    expect(queryClient.getQueryData(BROWSER_WITHOUT_CART_KEY)).toBeUndefined();
  });

  it('shows the cart last read on this device when the shop cannot be reached, not the server’s empty one', async () => {
    rememberCart(getSessionId(), [{ id: 'line-1', quantity: 3 } as CartLineDto]);
    spyOnApi().mockRejectedValue(new NetworkError(new TypeError('Failed to fetch')));
    renderServerFlagged();
    expect(await screen.findByText('3 items')).toBeInTheDocument();
  });
});
