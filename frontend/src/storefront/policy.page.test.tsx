import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '../lib/router';
import { useGetShopPage } from '../api/generated/endpoints/settings/settings';
import type { ShopPageDto } from '../api/generated/model';
import { answered, apiError, failed, pending } from '../test/fixtures';
import { renderWithProviders } from '../test/render';
import PolicyPage from './policy.page';

jest.mock('../api/generated/endpoints/settings/settings', () => ({ useGetShopPage: jest.fn() }));
const useGetShopPageMock = useGetShopPage as unknown as jest.Mock;

const SHIPPING: ShopPageDto = {
  slug: 'shipping',
  title: 'Shipping & Delivery',
  markdown: '…',
  html: '<h2>Delivery options and fees</h2>\n<p>Standard ₵30.00, free from ₵200.00. <a href="/track">Track Order</a></p>\n',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

function renderAt(path: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/shipping" element={<PolicyPage />} />
      <Route path="/track" element={<p>Tracking page</p>} />
    </Routes>,
    { route: path },
  );
}

describe('a policy page', () => {
  it('asks for the page its path names and shows its title, date and text', () => {
    useGetShopPageMock.mockReturnValue(answered(SHIPPING));
    renderAt('/shipping');
    expect(useGetShopPageMock).toHaveBeenCalledWith('shipping', expect.anything());
    expect(screen.getByRole('heading', { level: 1, name: 'Shipping & Delivery' })).toBeInTheDocument();
    expect(screen.getByText(/Last updated .*2026/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Delivery options and fees' })).toBeInTheDocument();
    expect(screen.getByText(/Standard ₵30\.00, free from ₵200\.00/)).toBeInTheDocument();
  });

  it('follows its own links inside the app', async () => {
    useGetShopPageMock.mockReturnValue(answered(SHIPPING));
    renderAt('/shipping');
    await userEvent.click(screen.getByRole('link', { name: 'Track Order' }));
    expect(screen.getByText('Tracking page')).toBeInTheDocument();
  });

  it('shows a loading state, then a retry when the page cannot be loaded', async () => {
    useGetShopPageMock.mockReturnValue(pending());
    const { unmount } = renderAt('/shipping');
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    unmount();

    const failure = failed(new TypeError('Failed to fetch'));
    useGetShopPageMock.mockReturnValue(failure);
    renderAt('/shipping');
    expect(screen.getByRole('alert')).toHaveTextContent('This page could not be loaded');
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(failure.refetch).toHaveBeenCalled();
  });

  it('says the page is not found when the server has no such page', () => {
    useGetShopPageMock.mockReturnValue(failed(apiError(404, { message: 'Page not found' })));
    renderAt('/shipping');
    expect(screen.getByRole('alert')).toHaveTextContent('Page not found');
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });
});
