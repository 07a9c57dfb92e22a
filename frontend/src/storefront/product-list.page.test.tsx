import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, fakeApi, never, ok, reply, SIGNED_OUT } from '../test/fake-api';
import { testPhoto } from '../test/fixtures';
import { useLocation } from 'react-router-dom';
import { renderWithProviders } from '../test/render';
import ProductListPage from './product-list.page';

const PRODUCT = {
  id: '0f6f3c52-5d8e-4a57-8d44-3a7b1d2c9e10',
  name: 'Dashiki Shirt',
  description: 'Cotton dashiki',
  price: '120.00',
  originalPrice: null,
  category: 'traditional',
  subcategory: null,
  stock: 12,
  images: [testPhoto('d')],
  sizes: ['S', 'M', 'L'],
  colors: [],
  // Only S is in stock: the card adds it at once, with no chooser (issue 40).
  variants: [
    { id: 'v-s', size: 'S', color: null, stock: 12, sku: null },
    { id: 'v-m', size: 'M', color: null, stock: 0, sku: null },
    { id: 'v-l', size: 'L', color: null, stock: 0, sku: null },
  ],
  tags: [],
  isActive: true,
  isFeatured: false,
  rating: '4.00',
  reviewCount: 2,
  createdAt: '2024-05-01T10:00:00.000Z',
  updatedAt: '2024-05-01T10:00:00.000Z',
};

/** The catalog answers these products, of `total` that match. */
function catalogOf(products: unknown[], total: number) {
  fakeApi.on('GET', '/api/products', ok(products, { 'x-total-count': String(total) }));
}

/** The query of the page asked for last. */
function lastQuery() {
  return fakeApi.last('GET', '/api/products').query;
}

/** Where the page has taken the shopper. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** The list page at `route`, once its products have arrived. */
async function showList(route: string) {
  const rendered = renderWithProviders(
    <>
      <ProductListPage />
      <LocationProbe />
    </>,
    { route },
  );
  await waitFor(() => expect(screen.queryAllByTestId('product-card-skeleton')).toHaveLength(0));
  return rendered;
}

// Each heart asks who is signed in (its saved items are the account's or this browser's).
beforeEach(() => fakeApi.on('GET', '/api/auth/user', SIGNED_OUT));

describe('the product list', () => {
  beforeEach(() => {
    fakeApi.on('GET', '/api/cart/:sessionId', ok([]));
    fakeApi.on('POST', '/api/cart', reply(201, {}));
  });

  it('has the SPEC title and subtitle', async () => {
    catalogOf([PRODUCT], 1);
    await showList('/products');
    expect(screen.getByRole('heading', { level: 1, name: 'Our Products' })).toBeInTheDocument();
    expect(screen.getByText('Discover authentic Ghanaian fashion for every occasion')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search products...')).toBeInTheDocument();
  });

  it('shows 8 placeholder cards while loading', async () => {
    fakeApi.on('GET', '/api/products', never());
    renderWithProviders(<ProductListPage />, { route: '/products' });
    expect(screen.getAllByTestId('product-card-skeleton')).toHaveLength(8);
  });

  it('shows the error text and a Try Again button when loading fails', async () => {
    fakeApi.on('GET', '/api/products', apiError(500, { message: 'Internal server error' }));
    renderWithProviders(<ProductListPage />, { route: '/products' });
    expect(await screen.findByText('Error loading products. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('suggests adjusting the filters when a filtered search finds nothing', async () => {
    catalogOf([], 0);
    await showList('/products?search=zzz');
    expect(screen.getByText('No products found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search or filters')).toBeInTheDocument();
  });

  it('says to check back soon when the unfiltered catalog is empty', async () => {
    catalogOf([], 0);
    await showList('/products');
    expect(screen.getByText('No products found')).toBeInTheDocument();
    expect(screen.getByText('Check back soon for new arrivals')).toBeInTheDocument();
  });

  it('says a page past the end does not exist and links to the last one, keeping the filters', async () => {
    catalogOf([], 30);
    await showList('/products?category=traditional&page=99');
    expect(screen.getByText('There is no page 99')).toBeInTheDocument();
    expect(screen.getByText('These 30 products fit on 2 pages.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to page 2' })).toHaveAttribute('href', '/products?category=traditional&page=2');
    expect(screen.queryByText('No products found')).not.toBeInTheDocument();
    expect(screen.queryByText('Page 99 of 2')).not.toBeInTheDocument();
    expect(screen.queryByText(/Showing/)).not.toBeInTheDocument();
  });

  it('shows the cards and how many of the X-Total-Count are on this page', async () => {
    catalogOf([PRODUCT], 30);
    await showList('/products');
    expect(screen.getByRole('link', { name: 'Dashiki Shirt' })).toBeInTheDocument();
    expect(screen.getByText('Showing 1 of 30 products')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/products?page=2');
  });

  it("says 'Showing N products' when the whole result fits on the page", async () => {
    catalogOf([PRODUCT, { ...PRODUCT, id: 'p-2', name: 'Kente Stole' }], 2);
    await showList('/products');
    expect(screen.getByText('Showing 2 products')).toBeInTheDocument();
  });

  it('changes category and sort through the selectors, back to page 1', async () => {
    catalogOf([PRODUCT], 30);
    await showList('/products?page=2');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Category' }), "Women's Collection");
    await waitFor(() => expect(lastQuery()).toEqual({ category: 'womens', sort: 'newest', limit: '24', offset: '0' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price: High to Low');
    await waitFor(() => expect(lastQuery()).toEqual({ category: 'womens', sort: 'price-desc', limit: '24', offset: '0' }));
  });

  it('starts in grid view and switches to list view', async () => {
    catalogOf([PRODUCT], 1);
    await showList('/products');
    expect(screen.getByRole('button', { name: 'Grid' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'List' }));
    expect(screen.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('article')).toHaveClass('product-card--list');
  });

  it('asks the server for one page filtered by the URL, shows chips, and Clear Filters resets both', async () => {
    catalogOf([PRODUCT], 1);
    await showList('/products?category=traditional&search=dashiki&sort=price-asc&page=2');
    expect(lastQuery()).toEqual({ category: 'traditional', search: 'dashiki', sort: 'price-asc', limit: '24', offset: '24' });
    expect(screen.getByRole('button', { name: 'Remove filter Traditional Wear' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove search dashiki' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(lastQuery()).toEqual({ sort: 'newest', limit: '24', offset: '0' }));
    expect(screen.queryByRole('button', { name: 'Clear Filters' })).not.toBeInTheDocument();
  });

  it('removes one filter with its chip', async () => {
    catalogOf([PRODUCT], 1);
    await showList('/products?category=modern&search=print');
    await userEvent.click(screen.getByRole('button', { name: "Remove filter Modern Styles" }));
    await waitFor(() => expect(lastQuery()).toEqual({ search: 'print', sort: 'relevance', limit: '24', offset: '0' }));
  });

  it('offers Best Match only while searching', async () => {
    catalogOf([PRODUCT], 1);
    await showList('/products?sort=relevance');
    expect(screen.queryByRole('option', { name: 'Best Match' })).not.toBeInTheDocument();
    expect(lastQuery()).toEqual({ sort: 'newest', limit: '24', offset: '0' });
  });

  it('orders a search by Best Match unless another order is picked', async () => {
    catalogOf([PRODUCT], 1);
    await showList('/products?search=kente');
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(lastQuery()).toEqual({ search: 'kente', sort: 'relevance', limit: '24', offset: '0' });
    expect(sort).toHaveValue('relevance');
    await userEvent.selectOptions(sort, 'price-asc');
    await waitFor(() => expect(lastQuery()).toEqual({ search: 'kente', sort: 'price-asc', limit: '24', offset: '0' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/products?search=kente&sort=price-asc');
  });

  it('says what a misspelt search was read as', async () => {
    fakeApi.on('GET', '/api/products', ok([PRODUCT], { 'x-total-count': '1', 'x-search-corrected': encodeURIComponent('dashiki shirt') }));
    await showList('/products?search=dashki+shirt');
    expect(screen.getByText(/Showing results for/)).toHaveTextContent('Showing results for “dashiki shirt”');
  });

  it('offers the corrected search when a filtered misspelt search finds nothing', async () => {
    fakeApi.on('GET', '/api/products', ok([], { 'x-total-count': '0', 'x-search-corrected': encodeURIComponent('dashiki') }));
    await showList('/products?search=dashki&category=accessories');
    expect(screen.getByRole('link', { name: '“dashiki”' })).toHaveAttribute('href', '/products?search=dashiki');
  });

  it('suggests products as the shopper types and opens the one picked with the keyboard', async () => {
    catalogOf([PRODUCT], 1);
    fakeApi.on('GET', '/api/products/suggestions', ok([{ id: PRODUCT.id, name: 'Dashiki Shirt' }, { id: 'b1f6f3c5-5d8e-4a57-8d44-3a7b1d2c9e11', name: 'Dashiki Kaftan Dress' }]));
    await showList('/products');
    const field = screen.getByRole('combobox', { name: 'Search products' });
    await userEvent.type(field, 'dashk');
    const list = await screen.findByRole('listbox', { name: 'Suggested products' });
    expect(fakeApi.last('GET', '/api/products/suggestions').query).toEqual({ q: 'dashk' });
    expect(field).toHaveAttribute('aria-expanded', 'true');
    expect([...list.querySelectorAll('[role="option"]')].map((option) => option.textContent)).toEqual(['Dashiki Shirt', 'Dashiki Kaftan Dress']);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Dashiki Kaftan Dress' })).toHaveAttribute('aria-selected', 'true');
    expect(field.getAttribute('aria-activedescendant')).toBe(screen.getByRole('option', { name: 'Dashiki Kaftan Dress' }).id);
    await userEvent.keyboard('{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/products/b1f6f3c5-5d8e-4a57-8d44-3a7b1d2c9e11');
  });

  it('closes the suggestions on Escape without clearing the search', async () => {
    catalogOf([PRODUCT], 1);
    fakeApi.on('GET', '/api/products/suggestions', ok([{ id: PRODUCT.id, name: 'Dashiki Shirt' }]));
    await showList('/products');
    const field = screen.getByRole('combobox', { name: 'Search products' });
    await userEvent.type(field, 'dash');
    await screen.findByRole('listbox', { name: 'Suggested products' });
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox', { name: 'Suggested products' })).not.toBeInTheDocument();
    expect(field).toHaveValue('dash');
  });

  it('adds one unit without a size from a card and names the product in the toast', async () => {
    catalogOf([PRODUCT], 1);
    await showList('/products');
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Added to cart!')).toBeInTheDocument();
    expect(fakeApi.sent('POST', '/api/cart')).toHaveLength(1);
    expect(fakeApi.last('POST', '/api/cart')).toMatchObject({ method: 'POST', url: '/api/cart', body: { sessionId: expect.stringMatching(/^[a-z0-9]{9}$/), productId: PRODUCT.id, quantity: 1, size: 'S' } });
    expect(screen.getByText('Dashiki Shirt has been added to your cart')).toBeInTheDocument();
  });

  it("shows an Error toast with the server's sentence when the card's add fails", async () => {
    fakeApi.on('POST', '/api/cart', apiError(409, { message: 'Only 2 of Dashiki Shirt in stock' }));
    catalogOf([PRODUCT], 1);
    await showList('/products');
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Only 2 of Dashiki Shirt in stock')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  });

  it('sends the search to the server ~300 ms after typing stops', async () => {
    jest.useFakeTimers();
    try {
      catalogOf([PRODUCT], 1);
      fakeApi.on('GET', '/api/products/suggestions', ok([]));
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderWithProviders(<ProductListPage />, { route: '/products' });
      await user.type(screen.getByRole('combobox', { name: 'Search products' }), 'kente');
      expect(lastQuery()).not.toHaveProperty('search');
      act(() => {
        jest.advanceTimersByTime(300);
      });
      expect(lastQuery()).toEqual({ search: 'kente', sort: 'relevance', limit: '24', offset: '0' });
    } finally {
      jest.useRealTimers();
    }
  });
});
