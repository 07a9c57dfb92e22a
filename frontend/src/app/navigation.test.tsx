import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, lazy, type ComponentType } from 'react';
import { BrowserRouter, Link, NavLink, Outlet, Route, Routes } from 'react-router-dom';

/*
 * What shoppers rely on from React Router as the browser runs it (ADR 049): held here so an
 * upgrade that changes it fails a test, not a shopper.
 */

/** A lazy page whose chunk arrives when the test says. */
function slowPage() {
  let arrive!: () => void;
  const Page = lazy(
    () =>
      new Promise<{ default: ComponentType }>((resolve) => {
        arrive = () => resolve({ default: () => <h1>Our Products</h1> });
      }),
  );
  return { Page, arrive: () => act(async () => arrive()) };
}

function Frame() {
  return (
    <>
      <nav aria-label="Main">
        <NavLink to="/" end>
          Home
        </NavLink>
        <NavLink to="/products">Shop</NavLink>
      </nav>
      <Suspense fallback={<p role="status">Loading…</p>}>
        <Outlet />
      </Suspense>
    </>
  );
}

function renderShop(ProductsPage: ComponentType) {
  return render(
    <BrowserRouter>
      <Routes>
        <Route element={<Frame />}>
          <Route index element={<h1>Welcome</h1>} />
          <Route path="products" element={<ProductsPage />} />
          <Route path="products/:id" element={<h1>A product</h1>} />
        </Route>
      </Routes>
    </BrowserRouter>,
  );
}

describe('navigating the shop', () => {
  beforeEach(() => window.history.replaceState(null, '', '/'));

  it('keeps the current page on screen until the next page has arrived, never the loading state', async () => {
    const products = slowPage();
    renderShop(products.Page);
    await userEvent.click(screen.getByRole('link', { name: 'Shop' }));

    expect(window.location.pathname).toBe('/products');
    expect(screen.getByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    await products.arrive();
    expect(await screen.findByRole('heading', { name: 'Our Products' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Welcome' })).not.toBeInTheDocument();
  });

  it('gives links their real address and marks the page shown, and its section, as the current one', async () => {
    const products = slowPage();
    renderShop(products.Page);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(screen.getByRole('link', { name: 'Shop' })).toHaveAttribute('href', '/products');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Shop' })).not.toHaveAttribute('aria-current');

    await act(async () => window.history.pushState(null, '', '/products/p-1'));
    await act(async () => window.dispatchEvent(new PopStateEvent('popstate')));
    expect(await screen.findByRole('heading', { name: 'A product' })).toBeInTheDocument();
    expect(nav.querySelector('[aria-current="page"]')).toHaveTextContent('Shop');
    expect(screen.getByRole('link', { name: 'Shop' })).toHaveClass('active');
  });

  it('leaves a click with a modifier key or another button to the browser (a new tab, a new window)', () => {
    renderShop(() => <h1>Our Products</h1>);
    // Read after the app has seen each click; then stopped, as jsdom cannot open pages.
    const leftToBrowser: boolean[] = [];
    const afterTheApp = (event: MouseEvent) => {
      leftToBrowser.push(!event.defaultPrevented);
      event.preventDefault();
    };
    window.addEventListener('click', afterTheApp);
    const shop = screen.getByRole('link', { name: 'Shop' });
    for (const click of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }, {}]) fireEvent.click(shop, click);
    window.removeEventListener('click', afterTheApp);
    expect(leftToBrowser).toEqual([true, true, true, true, false]);
  });

  it('replaces the history entry when a link leads to the page already shown, so Back needs one press', async () => {
    renderShop(() => (
      <h1>
        Our Products <Link to="/products">All products</Link>
      </h1>
    ));
    await userEvent.click(screen.getByRole('link', { name: 'Shop' }));
    const length = window.history.length;
    await userEvent.click(await screen.findByRole('link', { name: 'All products' }));
    expect(window.history.length).toBe(length);
  });
});
