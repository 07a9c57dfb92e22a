import { fakeApi, SIGNED_OUT } from '../../test/fake-api';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testPhoto } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { ProductCard, type ProductCardProduct } from './product-card';

function product(overrides: Partial<ProductCardProduct> = {}): ProductCardProduct {
  return {
    id: '7d1c0e36-0b7e-4c49-9d1a-2f3b1c4d5e6f',
    name: 'Royal Kente Stole',
    description: 'Handwoven stole',
    price: '185.00',
    originalPrice: null,
    images: [testPhoto('c')],
    sizes: ['M'],
    colors: [],
    variants: [{ id: 'v-m', size: 'M', color: null, stock: 20, sku: null }],
    stock: 20,
    rating: '4.50',
    reviewCount: 12,
    ...overrides,
  };
}

// Each heart asks who is signed in (its saved items are the account's or this browser's).
beforeEach(() => fakeApi.on('GET', '/api/auth/user', SIGNED_OUT));

describe('a product card', () => {
  it('shows a -20% badge and the struck-through original price for price 80, original 100', () => {
    renderWithProviders(<ProductCard product={product({ price: '80.00', originalPrice: '100.00' })} onAddToCart={jest.fn()} />);
    expect(screen.getByText('-20%')).toBeInTheDocument();
    expect(screen.getByText('₵80.00')).toBeInTheDocument();
    expect(screen.getByText('₵100.00').closest('s')).not.toBeNull();
  });

  it('shows no discount badge without an original price', () => {
    renderWithProviders(<ProductCard product={product()} onAddToCart={jest.fn()} />);
    expect(screen.queryByText(/^-\d+%$/)).not.toBeInTheDocument();
  });

  it('shows Low Stock at 5 units in the grid view only', () => {
    const { unmount } = renderWithProviders(<ProductCard product={product({ stock: 5 })} onAddToCart={jest.fn()} />);
    expect(screen.getByText('Low Stock')).toBeInTheDocument();
    unmount();
    renderWithProviders(<ProductCard product={product({ stock: 5 })} view="list" onAddToCart={jest.fn()} />);
    expect(screen.queryByText('Low Stock')).not.toBeInTheDocument();
  });

  it('shows no Low Stock badge at 10 units', () => {
    renderWithProviders(<ProductCard product={product({ stock: 10 })} onAddToCart={jest.fn()} />);
    expect(screen.queryByText('Low Stock')).not.toBeInTheDocument();
  });

  it('reads Out of Stock with add-to-cart disabled at stock 0', () => {
    renderWithProviders(<ProductCard product={product({ stock: 0 })} onAddToCart={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Out of Stock' })).toBeDisabled();
    expect(screen.queryByText('Low Stock')).not.toBeInTheDocument();
  });

  it('shows 3 sizes and then +2 more for 5 sizes', () => {
    renderWithProviders(<ProductCard product={product({ sizes: ['XS', 'S', 'M', 'L', 'XL'] })} onAddToCart={jest.fn()} />);
    expect(screen.getByText('+2 more')).toBeInTheDocument();
    expect(screen.getByText('M')).toBeInTheDocument();
    expect(screen.queryByText('L')).not.toBeInTheDocument();
  });

  it('links the name to the product page and fills stars by the rounded-down rating', () => {
    renderWithProviders(<ProductCard product={product({ rating: '4.90', reviewCount: 3 })} onAddToCart={jest.fn()} />);
    expect(screen.getByRole('link', { name: 'Royal Kente Stole' })).toHaveAttribute('href', '/products/7d1c0e36-0b7e-4c49-9d1a-2f3b1c4d5e6f');
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5, 3 reviews' })).toBeInTheDocument();
  });

  it('offers the photo in every width as AVIF and WebP, sized for the grid, with the 600px JPEG as the fallback', () => {
    renderWithProviders(<ProductCard product={product()} onAddToCart={jest.fn()} />);
    const image = screen.getByAltText('Royal Kente Stole');
    const key = 'c'.repeat(32);
    expect(image).toHaveAttribute('src', `/media/${key}-600.jpg`);
    const avif = image.closest('picture')!.querySelector('source[type="image/avif"]');
    expect(avif).toHaveAttribute('srcset', `/media/${key}-300.avif 300w, /media/${key}-400.avif 400w, /media/${key}-600.avif 600w, /media/${key}-1200.avif 1200w`);
    expect(avif).toHaveAttribute('sizes', '(min-width: 1200px) 280px, (min-width: 768px) 31vw, 48vw');
  });

  it('shows a placeholder image when the product has none', () => {
    renderWithProviders(<ProductCard product={product({ images: [] })} onAddToCart={jest.fn()} />);
    expect(screen.getByAltText('Royal Kente Stole (no photo yet)').getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  });

  it('goes back to Add to Cart when adding fails', async () => {
    const onAddToCart = jest.fn(() => Promise.reject(new Error('409: Only 1 left')));
    renderWithProviders(<ProductCard product={product()} onAddToCart={onAddToCart} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByRole('button', { name: 'Add to Cart' })).toBeEnabled();
    expect(screen.queryByText('Added')).not.toBeInTheDocument();
  });

  it('adds one unit through the handler, reading Adding... while it runs', async () => {
    let finish: () => void = () => {};
    const onAddToCart = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderWithProviders(<ProductCard product={product()} onAddToCart={onAddToCart} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(onAddToCart).toHaveBeenCalledWith(expect.objectContaining({ id: '7d1c0e36-0b7e-4c49-9d1a-2f3b1c4d5e6f' }), { size: 'M', color: null });
    expect(await screen.findByText('Adding...')).toBeInTheDocument();
    finish();
    expect(await screen.findByText('Added')).toBeInTheDocument();
  });

  it('toggles the wishlist (a guest’s, kept in this browser) with a toast naming the product', async () => {
    renderWithProviders(<ProductCard product={product()} onAddToCart={jest.fn()} />);
    const heart = () => screen.getByRole('button', { name: 'Add Royal Kente Stole to wishlist' });
    await waitFor(() => expect(heart()).toBeEnabled());
    await userEvent.click(heart());
    expect(heart()).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('Added to wishlist')).toBeInTheDocument();
    expect(screen.getByText('Royal Kente Stole has been added to your wishlist.')).toBeInTheDocument();
    await userEvent.click(heart());
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
    expect(await screen.findByText('Removed from wishlist')).toBeInTheDocument();
  });
});
