import { screen } from '@testing-library/react';
import { Suspense } from 'react';
import { CUSTOMER } from '../test/fixtures';
import { fakeApi, never, ok, SIGNED_OUT } from '../test/fake-api';
import { renderWithProviders } from '../test/render';
import HomeRoute from './home-route';

/** As the app's layout holds it: the page's part loads inside a Suspense boundary. */
function renderHome() {
  return renderWithProviders(
    <Suspense fallback={null}>
      <HomeRoute />
    </Suspense>,
  );
}

// The signed-in home lists the saved items (none here).
beforeEach(() => fakeApi.on('GET', '/api/account/saved-items', ok({ items: [], productIds: [], max: 200 })));

describe("'/'", () => {
  beforeEach(() => {
    fakeApi.on('GET', '/api/products', ok([]));
    fakeApi.on('GET', '/api/orders', ok([]));
  });

  it('waits for the current user', () => {
    fakeApi.on('GET', '/api/auth/user', never());
    renderHome();
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });

  it('is the landing page for visitors', async () => {
    fakeApi.on('GET', '/api/auth/user', SIGNED_OUT);
    renderHome();
    expect(await screen.findByRole('heading', { level: 1, name: 'Authentic Ghana Fashion' })).toBeInTheDocument();
  });

  it('is the personal home page for signed-in users', async () => {
    fakeApi.on('GET', '/api/auth/user', ok(CUSTOMER));
    fakeApi.on('GET', '/api/account/addresses', ok([]));
    renderHome();
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Kofi!' })).toBeInTheDocument();
  });
});
