import { screen } from '@testing-library/react';
import { useGetCart } from '../api/generated/endpoints/cart/cart';
import { getSessionId } from '../lib/session-id';
import { renderWithProviders } from '../test/render';
import HeaderWithCart from './header-with-cart';

jest.mock('../api/generated/endpoints/cart/cart', () => ({
  ...jest.requireActual('../api/generated/endpoints/cart/cart'),
  useGetCart: jest.fn(),
}));

const { HttpError } = jest.requireActual('../api/http');
const useGetCartMock = useGetCart as unknown as jest.Mock;

describe('the header cart count', () => {
  beforeEach(() => sessionStorage.clear());

  it('shows the units in the cart of this browser session', () => {
    useGetCartMock.mockReturnValue({ isPending: false, isError: false, error: null, data: { data: [{ quantity: 2 }, { quantity: 3 }] } });
    renderWithProviders(<HeaderWithCart />);
    expect(useGetCartMock).toHaveBeenCalledWith(getSessionId());
    expect(screen.getByRole('link', { name: 'Cart, 5 items' })).toHaveAttribute('href', '/cart');
  });

  it("starts a fresh cart id when the server says the id is another browser's (404)", () => {
    const before = getSessionId();
    useGetCartMock.mockImplementation((sessionId: string) =>
      sessionId === before
        ? { isPending: false, isError: true, error: new HttpError(404, '{"statusCode":404,"message":"Cart not found"}', 'Not Found'), data: undefined }
        : { isPending: false, isError: false, error: null, data: { data: [] } },
    );
    renderWithProviders(<HeaderWithCart />);
    expect(getSessionId()).not.toBe(before);
    expect(useGetCartMock).toHaveBeenLastCalledWith(getSessionId());
    expect(screen.getByRole('link', { name: 'Cart' })).toBeInTheDocument();
  });
});
