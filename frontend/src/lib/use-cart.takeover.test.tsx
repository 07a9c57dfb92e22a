import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { lazy, type ReactNode, Suspense } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { markServerPage } from '../app/server-state';
import { fakeApi, ok } from '../test/fake-api';
import { BROWSER_WITHOUT_CART_KEY, takeServerWordOnEmptyCart, useCart } from './use-cart';

/*
 * Its own file: taking a server page over marks the module state of a page the server rendered
 * (`markServerPage`, `useHydrated`'s takeover), which the other cart tests must not inherit.
 */

function CartCount({ where }: { where: string }) {
  const { itemCount, isLoading } = useCart();
  return <output aria-label={where}>{isLoading ? 'loading' : `${itemCount} items`}</output>;
}

function Page({ body }: { body: ReactNode }) {
  return (
    <>
      <CartCount where="header" />
      <Suspense fallback={<p>Loading the page</p>}>{body}</Suspense>
    </>
  );
}

function flaggedClient(): QueryClient {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(BROWSER_WITHOUT_CART_KEY, true);
  return queryClient;
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

describe('a server page for a browser without a cart, taken over part by part', () => {
  it('shows the cart as the server did in a part taken over after the header has read the cart', async () => {
    fakeApi.on('GET', '/api/cart/:sessionId', ok([]));
    // The server's page: the cart page's body already there (the route's chunk is loaded on the server).
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <QueryClientProvider client={flaggedClient()}>
        <Page body={<CartCount where="cart page" />} />
      </QueryClientProvider>,
    );
    document.body.append(container);
    expect(screen.getByRole('status', { name: 'cart page' })).toHaveTextContent('0 items');

    // The browser: the route's chunk arrives after the header was taken over and its effects ran.
    let chunkArrives!: () => void;
    const CartPageBody = lazy(
      () =>
        new Promise<{ default: () => JSX.Element }>((resolve) => {
          chunkArrives = () => resolve({ default: () => <CartCount where="cart page" /> });
        }),
    );
    const queryClient = flaggedClient();
    markServerPage();
    takeServerWordOnEmptyCart(queryClient);
    const recoverableErrors = jest.fn();
    await act(async () => {
      root = hydrateRoot(
        container,
        <QueryClientProvider client={queryClient}>
          <Page body={<CartPageBody />} />
        </QueryClientProvider>,
        { onRecoverableError: recoverableErrors },
      );
    });
    // The header has taken the server's word as its read of the cart, which ends the flag.
    expect(queryClient.getQueryData(BROWSER_WITHOUT_CART_KEY)).toBeUndefined();

    await act(async () => chunkArrives());
    expect(recoverableErrors).not.toHaveBeenCalled();
    expect(screen.getByRole('status', { name: 'cart page' })).toHaveTextContent('0 items');
    expect(screen.getByRole('status', { name: 'header' })).toHaveTextContent('0 items');
  });
});
