import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fakeApi, SIGNED_OUT } from '../../../test/fake-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { ToastProvider } from '../../../components/toast';
import { testPhoto } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { ProductCard, type ProductCardProduct } from '../../components/product-card';

type Variant = ProductCardProduct['variants'][number];

// S in Red only; M in Red and Blue; L sold out.
const VARIANTS: Variant[] = [
  { id: 'v-s-red', size: 'S', color: 'Red', stock: 3, sku: null },
  { id: 'v-s-blue', size: 'S', color: 'Blue', stock: 0, sku: null },
  { id: 'v-m-red', size: 'M', color: 'Red', stock: 2, sku: null },
  { id: 'v-m-blue', size: 'M', color: 'Blue', stock: 5, sku: null },
  { id: 'v-l-red', size: 'L', color: 'Red', stock: 0, sku: null },
  { id: 'v-l-blue', size: 'L', color: 'Blue', stock: 0, sku: null },
];

function skirt(variants: Variant[] = VARIANTS): ProductCardProduct {
  return {
    id: '7d1c0e36-0b7e-4c49-9d1a-2f3b1c4d5e6f',
    name: 'Maxi Skirt',
    description: 'Ankara print',
    price: '150.00',
    originalPrice: null,
    images: [testPhoto('c')],
    sizes: ['S', 'M', 'L'],
    colors: ['Red', 'Blue'],
    variants,
    stock: variants.reduce((sum, variant) => sum + variant.stock, 0),
    rating: '4.00',
    reviewCount: 2,
  };
}

// Each heart asks who is signed in (its saved items are the account's or this browser's).
beforeEach(() => fakeApi.on('GET', '/api/auth/user', SIGNED_OUT));

describe('Add to Cart on a list card (issue 40)', () => {
  it('opens a chooser for a product with several sizes or colours in stock, sold-out ones unchoosable, and adds what the shopper chose', async () => {
    const onAddToCart = jest.fn(() => Promise.resolve());
    renderWithProviders(<ProductCard product={skirt()} onAddToCart={onAddToCart} />);
    const opener = screen.getByRole('button', { name: 'Add to Cart' });
    expect(opener).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(opener);

    const dialog = await screen.findByRole('dialog', { name: 'Choose a size and colour' });
    // The sheet takes the focus, not a chip that would then look chosen.
    expect(dialog).toHaveFocus();
    expect(onAddToCart).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('radio', { name: 'L — sold out' })).toBeDisabled();
    // Nothing is chosen for the shopper: adding now asks for the size.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to Cart' }));
    expect(within(dialog).getByText('Please select a size')).toBeInTheDocument();
    expect(onAddToCart).not.toHaveBeenCalled();

    await userEvent.click(within(dialog).getByRole('radio', { name: 'S' }));
    expect(within(dialog).getByRole('radio', { name: 'Blue — sold out' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'M' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to Cart' }));
    expect(within(dialog).getByText('Please select a colour')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Blue' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to Cart' }));

    expect(onAddToCart).toHaveBeenCalledWith(expect.objectContaining({ id: skirt().id }), { size: 'M', color: 'Blue' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toHaveFocus();
  });

  it('stays open when adding fails, and closes on Escape with the focus back on the card', async () => {
    const onAddToCart = jest.fn(() => Promise.reject(new Error('409')));
    renderWithProviders(<ProductCard product={skirt()} onAddToCart={onAddToCart} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'S' }));
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Red' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to Cart' }));
    expect(await within(dialog).findByRole('button', { name: 'Add to Cart' })).toBeEnabled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toHaveFocus();
  });

  it('adds the one size and colour in stock at once, without a chooser', async () => {
    const onAddToCart = jest.fn(() => Promise.resolve());
    const one = VARIANTS.map((variant) => (variant.id === 'v-m-blue' ? variant : { ...variant, stock: 0 }));
    renderWithProviders(<ProductCard product={skirt(one)} onAddToCart={onAddToCart} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(onAddToCart).toHaveBeenCalledWith(expect.objectContaining({ id: skirt().id }), { size: 'M', color: 'Blue' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('Added')).toBeInTheDocument();
  });

  it('is a link to the product page in the server’s page, before (or without) the app', () => {
    const html = renderToString(
      <QueryClientProvider client={new QueryClient()}>
        <StaticRouter location="/products">
          <ToastProvider>
            <ProductCard product={skirt()} onAddToCart={jest.fn()} />
          </ToastProvider>
        </StaticRouter>
      </QueryClientProvider>,
    );
    const container = document.createElement('div');
    container.innerHTML = html;
    expect(within(container).getByRole('link', { name: 'View Options' })).toHaveAttribute('href', `/products/${skirt().id}`);
    expect(within(container).queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
  });
});
