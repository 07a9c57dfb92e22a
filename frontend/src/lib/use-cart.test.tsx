import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, spyOnApi } from '../test/api';
import { renderWithProviders } from '../test/render';
import { useCart, useRefreshCart } from './use-cart';

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
