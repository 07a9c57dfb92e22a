import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import type { ShopPageDto } from '../api/generated/model';
import { apiError, fakeApi, networkFailure, never, ok } from '../test/fake-api';
import { renderWithProviders } from '../test/render';
import PolicyPage from './policy.page';

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
  it('asks for the page its path names and shows its title, date and text', async () => {
    fakeApi.on('GET', '/api/pages/:slug', ok(SHIPPING));
    renderAt('/shipping');
    expect(await screen.findByRole('heading', { level: 1, name: 'Shipping & Delivery' })).toBeInTheDocument();
    expect(fakeApi.last('GET', '/api/pages/:slug').params).toEqual({ slug: 'shipping' });
    expect(screen.getByText(/Last updated .*2026/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Delivery options and fees' })).toBeInTheDocument();
    expect(screen.getByText(/Standard ₵30\.00, free from ₵200\.00/)).toBeInTheDocument();
  });

  it('follows its own links inside the app', async () => {
    fakeApi.on('GET', '/api/pages/:slug', ok(SHIPPING));
    renderAt('/shipping');
    await userEvent.click(await screen.findByRole('link', { name: 'Track Order' }));
    expect(screen.getByText('Tracking page')).toBeInTheDocument();
  });

  it('shows a loading state, then a retry when the page cannot be loaded', async () => {
    fakeApi.on('GET', '/api/pages/:slug', never());
    const { unmount } = renderAt('/shipping');
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    unmount();

    fakeApi.on('GET', '/api/pages/:slug', networkFailure());
    renderAt('/shipping');
    expect(await screen.findByRole('alert')).toHaveTextContent('This page could not be loaded');
    const asked = fakeApi.sent('GET', '/api/pages/shipping').length;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(fakeApi.sent('GET', '/api/pages/shipping').length).toBeGreaterThan(asked);
  });

  it('says the page is not found when the server has no such page', async () => {
    fakeApi.on('GET', '/api/pages/:slug', apiError(404, { message: 'Page not found' }));
    renderAt('/shipping');
    expect(await screen.findByRole('alert')).toHaveTextContent('Page not found');
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });
});
