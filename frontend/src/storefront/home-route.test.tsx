import { screen } from '@testing-library/react';
import { useListProducts } from '../api/generated/endpoints/catalog/catalog';
import { useGetCurrentUser } from '../api/generated/endpoints/identity/identity';
import { useListMyOrders } from '../api/generated/endpoints/ordering/ordering';
import { answered, CUSTOMER, failed, pending, UNAUTHORIZED } from '../test/fixtures';
import { renderWithProviders } from '../test/render';
import HomeRoute from './home-route';

jest.mock('../api/generated/endpoints/identity/identity', () => ({ useGetCurrentUser: jest.fn() }));
jest.mock('../api/generated/endpoints/ordering/ordering', () => ({ useListMyOrders: jest.fn() }));
jest.mock('../api/generated/endpoints/catalog/catalog', () => ({ useListProducts: jest.fn() }));
const useGetCurrentUserMock = useGetCurrentUser as unknown as jest.Mock;

describe("'/'", () => {
  beforeEach(() => {
    (useListProducts as unknown as jest.Mock).mockReturnValue(answered([]));
    (useListMyOrders as unknown as jest.Mock).mockReturnValue(answered([]));
  });

  it('waits for the current user', () => {
    useGetCurrentUserMock.mockReturnValue(pending());
    renderWithProviders(<HomeRoute />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });

  it('is the landing page for visitors', async () => {
    useGetCurrentUserMock.mockReturnValue(failed(UNAUTHORIZED));
    renderWithProviders(<HomeRoute />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Authentic Ghana Fashion' })).toBeInTheDocument();
  });

  it('is the personal home page for signed-in users', async () => {
    useGetCurrentUserMock.mockReturnValue(answered(CUSTOMER));
    renderWithProviders(<HomeRoute />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Kofi!' })).toBeInTheDocument();
  });
});
