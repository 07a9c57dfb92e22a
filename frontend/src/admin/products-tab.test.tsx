import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ignoreScrollbarMeasuring, PRODUCT } from '../test/fixtures';
import { apiError, fakeApi, ok, reply } from '../test/fake-api';
import { renderWithProviders } from '../test/render';
import { ProductsTab } from './products-tab';

const user = userEvent.setup({ pointerEventsCheck: 0, delay: null });
const button = (text: string) => screen.getByText(text).closest('button') as HTMLButtonElement;
const confirmButton = (text: string) => within(screen.getByText('Delete this product?').closest('.ant-popover') as HTMLElement).getByText(text).closest('button') as HTMLButtonElement;

ignoreScrollbarMeasuring();

describe('the products tab', () => {
  beforeEach(() => {
    fakeApi.on('GET', '/api/products', ok([PRODUCT], { 'x-total-count': '1' }));
    fakeApi.on('DELETE', '/api/admin/products/:id', reply(204));
  });

  it("asks for a page of up to 100 products and shows 'No products yet' with 'Add Your First Product'", async () => {
    fakeApi.on('GET', '/api/products', ok([], { 'x-total-count': '0' }));
    renderWithProviders(<ProductsTab />);
    expect(await screen.findByText('No products yet')).toBeInTheDocument();
    expect(fakeApi.last('GET', '/api/products').query).toEqual({ limit: '100', offset: '0' });
    await user.click(button('Add Your First Product'));
    expect(await screen.findByText('Add New Product', { selector: '.ant-card-head-title' })).toBeInTheDocument();
  });

  it('shows image, name, short id, category, price, stock in units (low highlighted) and the Active/Inactive badge', async () => {
    renderWithProviders(<ProductsTab />);
    expect(await screen.findByAltText(PRODUCT.name)).toHaveAttribute('src', `/media/${'a'.repeat(32)}-600.jpg`);
    expect(screen.getByText(PRODUCT.name)).toBeInTheDocument();
    expect(screen.getByText('0f6f3c52')).toBeInTheDocument();
    expect(screen.getByText('Accessories')).toBeInTheDocument();
    expect(screen.getByText('₵185.00')).toBeInTheDocument();
    expect(screen.getByText('3 units · Low')).toHaveClass('admin-low-stock');
    // Each size x colour at 5 or fewer is named under the total.
    const low = screen.getByRole('list', { name: `Low stock sizes and colours of ${PRODUCT.name}` });
    expect(within(low).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['M/Yellow: 1', 'L/Yellow: 2']);
  });

  it('names the four emptiest low sizes and colours and counts the rest', async () => {
    const variants = ['XS', 'S', 'M', 'L', 'XL', 'XXL'].map((size, index) => ({ id: `v-${size}`, size, color: 'Yellow', stock: 5 - index < 0 ? 0 : 5 - index, sku: null }));
    fakeApi.on('GET', '/api/products', ok([{ ...PRODUCT, stock: 15, sizes: variants.map((variant) => variant.size), variants }], { 'x-total-count': '1' }));
    renderWithProviders(<ProductsTab />);
    const low = await screen.findByRole('list', { name: `Low stock sizes and colours of ${PRODUCT.name}` });
    expect(within(low).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['XXL/Yellow: 0', 'XL/Yellow: 1', 'L/Yellow: 2', 'M/Yellow: 3', '+2 more']);
    expect(screen.getByText('Inactive')).toBeInTheDocument();
  });

  it('toggles the form with Add New Product and opens it filled with Edit', async () => {
    renderWithProviders(<ProductsTab />);
    await screen.findByText(PRODUCT.name);
    await user.click(button('Add New Product'));
    expect(screen.getByLabelText('Product Name')).toHaveValue('');
    await user.click(button('Close Form'));
    expect(screen.queryByLabelText('Product Name')).not.toBeInTheDocument();
    await user.click(screen.getByLabelText(`Edit ${PRODUCT.name}`));
    expect(screen.getByLabelText('Product Name')).toHaveValue(PRODUCT.name);
  });

  it('deletes only after confirmation, then toasts', async () => {
    renderWithProviders(<ProductsTab />);
    await user.click(await screen.findByLabelText(`Delete ${PRODUCT.name}`));
    expect(await screen.findByText('Delete this product?')).toBeInTheDocument();
    expect(fakeApi.sent('DELETE', '/api/admin/products/:id')).toHaveLength(0);
    await user.click(confirmButton('Delete'));
    expect(await screen.findByText('Product deleted successfully!')).toBeInTheDocument();
    expect(fakeApi.sent('DELETE', '/api/admin/products/:id').map((request) => request.path)).toEqual([`/api/admin/products/${PRODUCT.id}`]);
  });

  it("toasts 'Error deleting product' with the server's message", async () => {
    fakeApi.on('DELETE', '/api/admin/products/:id', apiError(404, { message: 'Product not found' }));
    renderWithProviders(<ProductsTab />);
    await user.click(await screen.findByLabelText(`Delete ${PRODUCT.name}`));
    await screen.findByText('Delete this product?');
    await user.click(confirmButton('Delete'));
    await waitFor(() => expect(screen.getByText('Error deleting product')).toBeInTheDocument());
    expect(screen.getByText('Product not found')).toBeInTheDocument();
  });
});
