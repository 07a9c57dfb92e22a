import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetSavedItems } from '../../lib/saved-items';
import { GUEST_SAVED_ITEMS_KEY } from '../../lib/saved-items-sync';
import { apiError, fakeApi, ok, reply, SIGNED_OUT } from '../../test/fake-api';
import { CUSTOMER } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { WishlistButton } from './wishlist-button';

const STOLE = '7d1c0e36-0b7e-4c49-9d1a-2f3b1c4d5e6f';
const SMOCK = '2b9e5c1a-3f4d-4e6b-8a7c-1d2e3f4a5b6c';
const listOf = (productIds: string[]) => ok({ items: [], productIds, max: 200 });

function Hearts() {
  return (
    <>
      <WishlistButton productId={STOLE} productName="Royal Kente Stole" />
      <WishlistButton productId={SMOCK} productName="Fugu Smock" />
    </>
  );
}

const heart = (name: string) => screen.getByRole('button', { name: `Add ${name} to wishlist` });

describe('the wishlist heart (issue 35)', () => {
  beforeEach(() => {
    localStorage.clear();
    return resetSavedItems();
  });

  it('keeps a guest’s saved products in this browser, shown again on the next page', async () => {
    fakeApi.on('GET', '/api/auth/user', SIGNED_OUT);
    const { unmount } = renderWithProviders(<Hearts />);
    await waitFor(() => expect(heart('Royal Kente Stole')).toBeEnabled());

    await userEvent.click(heart('Royal Kente Stole'));

    expect(heart('Royal Kente Stole')).toHaveAttribute('aria-pressed', 'true');
    expect(heart('Fugu Smock')).toHaveAttribute('aria-pressed', 'false');
    expect(await screen.findByText('Added to wishlist')).toBeInTheDocument();
    expect(screen.getByText('Royal Kente Stole has been added to your wishlist.')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(GUEST_SAVED_ITEMS_KEY)!)).toEqual([STOLE]);
    // Nothing went to the server: a guest has no account to keep it in.
    expect(fakeApi.requests.filter((request) => request.path.startsWith('/api/account'))).toEqual([]);

    unmount();
    await resetSavedItems();
    renderWithProviders(<Hearts />);
    await waitFor(() => expect(heart('Royal Kente Stole')).toHaveAttribute('aria-pressed', 'true'));
  });

  it('shows a signed-in customer’s saved products once read, and saves and removes on the server', async () => {
    fakeApi.on('GET', '/api/auth/user', ok(CUSTOMER));
    fakeApi.on('GET', '/api/account/saved-items', listOf([SMOCK]));
    fakeApi.on('PUT', '/api/account/saved-items/:productId', reply(204));
    fakeApi.on('DELETE', '/api/account/saved-items/:productId', reply(204));
    renderWithProviders(<Hearts />);

    await waitFor(() => expect(heart('Fugu Smock')).toHaveAttribute('aria-pressed', 'true'));
    expect(heart('Royal Kente Stole')).toHaveAttribute('aria-pressed', 'false');
    expect(fakeApi.requests.filter((request) => request.path === '/api/account/saved-items')).toHaveLength(1);

    await userEvent.click(heart('Royal Kente Stole'));
    expect(await screen.findByText('Added to wishlist')).toBeInTheDocument();
    expect(fakeApi.last('PUT', '/api/account/saved-items/:productId').path).toBe(`/api/account/saved-items/${STOLE}`);

    await userEvent.click(heart('Fugu Smock'));
    expect(await screen.findByText('Removed from wishlist')).toBeInTheDocument();
    expect(fakeApi.last('DELETE', '/api/account/saved-items/:productId').path).toBe(`/api/account/saved-items/${SMOCK}`);
    expect(heart('Fugu Smock')).toHaveAttribute('aria-pressed', 'false');
  });

  it('merges what a guest saved in this browser into the account at sign-in, then forgets it here', async () => {
    localStorage.setItem(GUEST_SAVED_ITEMS_KEY, JSON.stringify([STOLE]));
    fakeApi.on('GET', '/api/auth/user', ok(CUSTOMER));
    fakeApi.on('POST', '/api/account/saved-items/merge', ok({ items: [], productIds: [STOLE, SMOCK], max: 200, skipped: [] }));
    renderWithProviders(<Hearts />);

    await waitFor(() => expect(heart('Royal Kente Stole')).toHaveAttribute('aria-pressed', 'true'));
    expect(heart('Fugu Smock')).toHaveAttribute('aria-pressed', 'true');
    expect(fakeApi.last('POST', '/api/account/saved-items/merge').body).toEqual({ productIds: [STOLE] });
    expect(localStorage.getItem(GUEST_SAVED_ITEMS_KEY)).toBeNull();
  });

  it('goes back and says why when the server refuses (the list is full)', async () => {
    fakeApi.on('GET', '/api/auth/user', ok(CUSTOMER));
    fakeApi.on('GET', '/api/account/saved-items', listOf([]));
    fakeApi.on('PUT', '/api/account/saved-items/:productId', apiError(409, { message: 'Your saved items are full (200): remove one to save another' }));
    renderWithProviders(<Hearts />);
    await waitFor(() => expect(heart('Royal Kente Stole')).toBeEnabled());

    await userEvent.click(heart('Royal Kente Stole'));

    expect(await screen.findByRole('alert')).toHaveTextContent('Your saved items are full (200): remove one to save another');
    expect(heart('Royal Kente Stole')).toHaveAttribute('aria-pressed', 'false');
  });
});
