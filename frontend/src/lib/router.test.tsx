import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense, useState } from 'react';
import { renderToString } from 'react-dom/server';
import {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  StaticRouter,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from './router';

function Where() {
  const { pathname, search, hash } = useLocation();
  return <output aria-label="location">{pathname + search + hash}</output>;
}

function Product() {
  const { id } = useParams();
  return <p>Product {id}</p>;
}

/** A layout that counts its own renders' state: it must survive moving between its child pages. */
function Layout() {
  const [clicks, setClicks] = useState(0);
  return (
    <div>
      <button type="button" onClick={() => setClicks(clicks + 1)}>
        Layout clicks {clicks}
      </button>
      <Outlet />
    </div>
  );
}

// The shop's shape (app/routes.tsx): a catch-all in the first layout, more pages in a second one.
function ShopRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<p>Home</p>} />
        <Route path="products" element={<p>All products</p>} />
        <Route path="products/:id" element={<Product />} />
        {['privacy', 'terms'].map((slug) => (
          <Route key={slug} path={slug} element={<p>Policy {slug}</p>} />
        ))}
        <Route path="*" element={<p>Not found</p>} />
      </Route>
      <Route element={<Outlet />}>
        <Route path="supplier-login" element={<p>Supplier sign-in</p>} />
      </Route>
    </Routes>
  );
}

function renderAt(path: string, ui = <ShopRoutes />) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      {ui}
      <Where />
    </MemoryRouter>,
  );
}

describe('Routes', () => {
  it.each([
    ['/', 'Home'],
    ['/products', 'All products'],
    ['/products/', 'All products'],
    ['/PRODUCTS', 'All products'],
    ['/products/abc%20def', 'Product abc def'],
    ['/terms', 'Policy terms'],
    ['/supplier-login', 'Supplier sign-in'],
    ['/products/1/reviews', 'Not found'],
    ['/nowhere', 'Not found'],
  ])('renders the most specific route for %s, whatever the order they are listed in', (path, text) => {
    renderAt(path);
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('renders nothing when no route matches', () => {
    const { container } = render(
      <MemoryRouter initialEntries={['/elsewhere']}>
        <Routes>
          <Route path="/products" element={<p>All products</p>} />
        </Routes>
      </MemoryRouter>,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('keeps a layout and its state while moving between the pages inside it', async () => {
    const user = userEvent.setup();
    renderAt(
      '/products',
      <>
        <ShopRoutes />
        <Link to="/products/7">Seventh</Link>
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Layout clicks 0' }));
    await user.click(screen.getByRole('link', { name: 'Seventh' }));
    expect(screen.getByText('Product 7')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Layout clicks 1' })).toBeInTheDocument();
  });

  it('keeps the current page on screen while the next one is still loading', async () => {
    let arrive!: () => void;
    const Slow = lazy(
      () =>
        new Promise<{ default: () => JSX.Element }>((resolve) => {
          arrive = () => resolve({ default: () => <p>Slow page</p> });
        }),
    );
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/']}>
        <Suspense fallback={<p>Loading…</p>}>
          <Routes>
            <Route path="/" element={<Link to="/slow">Go slow</Link>} />
            <Route path="/slow" element={<Slow />} />
          </Routes>
        </Suspense>
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('link', { name: 'Go slow' }));
    expect(screen.getByRole('link', { name: 'Go slow' })).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
    await act(async () => arrive());
    expect(await screen.findByText('Slow page')).toBeInTheDocument();
  });
});

describe('Link', () => {
  it('writes the real address, a query or hash resolved against the page', () => {
    renderAt(
      '/admin?tab=orders',
      <>
        <Link to="/products?category=kente">Kente</Link>
        <Link to="?tab=messages&message=m1">Message</Link>
        <Link to="#faq">FAQ</Link>
        <Link to="https://wa.me/233">WhatsApp</Link>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Kente' })).toHaveAttribute('href', '/products?category=kente');
    expect(screen.getByRole('link', { name: 'Message' })).toHaveAttribute('href', '/admin?tab=messages&message=m1');
    expect(screen.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/admin?tab=orders#faq');
    expect(screen.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', 'https://wa.me/233');
  });

  it('navigates in place on a plain click, and leaves a modified click or a new tab to the browser', () => {
    const onClick = jest.fn();
    renderAt(
      '/',
      <>
        <Link to="/products" onClick={onClick}>
          Products
        </Link>
        <Link to="/track" target="_blank">
          Track in a new tab
        </Link>
      </>,
    );
    expect(fireEvent.click(screen.getByRole('link', { name: 'Products' }), { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(screen.getByRole('link', { name: 'Track in a new tab' }))).toBe(true);
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(/^\/$/);

    expect(fireEvent.click(screen.getByRole('link', { name: 'Products' }))).toBe(false);
    expect(onClick).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/products');
  });

  it('does not navigate when its own onClick prevented it', () => {
    renderAt(
      '/',
      <Link to="/products" onClick={(event) => event.preventDefault()}>
        Products
      </Link>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Products' }));
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(/^\/$/);
  });
});

describe('NavLink', () => {
  it.each([
    ['/products', true, false],
    ['/products/7', true, false],
    ['/productsale', false, false],
    ['/', false, true],
  ])('at %s: Products is current %s, Home (end) is current %s', (path, productsCurrent, homeCurrent) => {
    renderAt(
      path,
      <nav>
        <NavLink to="/" end className="nav">
          Home
        </NavLink>
        <NavLink to="/products" className="nav">
          Products
        </NavLink>
      </nav>,
    );
    const products = screen.getByRole('link', { name: 'Products' });
    const home = screen.getByRole('link', { name: 'Home' });
    expect(products.className).toBe(productsCurrent ? 'nav active' : 'nav');
    expect(products.getAttribute('aria-current')).toBe(productsCurrent ? 'page' : null);
    expect(home.className).toBe(homeCurrent ? 'nav active' : 'nav');
  });
});

describe('useSearchParams', () => {
  function Filters() {
    const [params, setParams] = useSearchParams();
    return (
      <>
        <p>Category {params.get('category') ?? 'none'}</p>
        <button
          type="button"
          onClick={() => {
            setParams((current) => ({ ...Object.fromEntries(current), category: 'kente' }));
            setParams((current) => ({ ...Object.fromEntries(current), page: '2' }));
          }}
        >
          Kente, page 2
        </button>
        <button type="button" onClick={() => setParams({}, { replace: true })}>
          Clear
        </button>
        <button type="button" onClick={() => setParams({ size: ['S', 'M'] })}>
          Two sizes
        </button>
      </>
    );
  }

  it('reads the query, and each functional update builds on the one before', async () => {
    const user = userEvent.setup();
    renderAt('/products?sort=newest', <Filters />);
    expect(screen.getByText('Category none')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Kente, page 2' }));
    expect(screen.getByText('Category kente')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/products?sort=newest&category=kente&page=2');
    await user.click(screen.getByRole('button', { name: 'Two sizes' }));
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/products?size=S&size=M');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(/^\/products$/);
  });
});

describe('BrowserRouter', () => {
  function Pages() {
    const navigate = useNavigate();
    const { state } = useLocation();
    return (
      <>
        <Link to="/products">Products</Link>
        <Link to="/">Home</Link>
        <button type="button" onClick={() => navigate('/track?order=ORD-1', { state: { from: 'checkout' } })}>
          Track
        </button>
        <p>State {JSON.stringify(state)}</p>
        <Where />
      </>
    );
  }

  beforeEach(() => window.history.replaceState(null, '', '/'));

  it('writes each navigation to the browser history and follows Back', async () => {
    const user = userEvent.setup();
    render(
      <BrowserRouter>
        <Pages />
      </BrowserRouter>,
    );
    const before = window.history.length;
    await user.click(screen.getByRole('button', { name: 'Track' }));
    expect(window.location.pathname + window.location.search).toBe('/track?order=ORD-1');
    expect(screen.getByText('State {"from":"checkout"}')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Products' }));
    expect(window.history.length).toBe(before + 2);

    // Following a link to the page already shown replaces it.
    await user.click(screen.getByRole('link', { name: 'Products' }));
    expect(window.history.length).toBe(before + 2);

    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/track?order=ORD-1');
    expect(screen.getByText('State {"from":"checkout"}')).toBeInTheDocument();
  });

  it('redirects with <Navigate>, replacing the page it leaves', async () => {
    window.history.replaceState(null, '', '/login');
    const before = window.history.length;
    render(
      <BrowserRouter>
        <Routes>
          <Route path="/login" element={<Navigate to="/admin" replace />} />
          <Route path="/admin" element={<p>Admin console</p>} />
        </Routes>
      </BrowserRouter>,
    );
    expect(await screen.findByText('Admin console')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/admin');
    expect(window.history.length).toBe(before);
  });
});

describe('StaticRouter', () => {
  it('renders the page of a URL on the server, links with their addresses, without a warning', () => {
    const warn = jest.spyOn(console, 'error').mockImplementation(() => {});
    const html = renderToString(
      <StaticRouter location="/products/42?ref=home">
        <ShopRoutes />
        <NavLink to="/products">Products</NavLink>
        <Where />
      </StaticRouter>,
    );
    expect(html).toContain('Product <!-- -->42');
    expect(html).toContain('<a class="active" aria-current="page" href="/products">Products</a>');
    expect(html).toContain('/products/42?ref=home');
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});
