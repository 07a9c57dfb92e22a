import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCreateProduct, useDeleteProduct, useUpdateProduct } from '../api/generated/endpoints/admin/admin';
import { useListProducts } from '../api/generated/endpoints/catalog/catalog';
import { answered, ignoreScrollbarMeasuring, apiError, mutation, PRODUCT } from '../test/fixtures';
import { renderWithProviders } from '../test/render';
import { ProductsTab } from './products-tab';

jest.mock('../api/generated/endpoints/catalog/catalog', () => ({ ...jest.requireActual('../api/generated/endpoints/catalog/catalog'), useListProducts: jest.fn() }));
jest.mock('../api/generated/endpoints/admin/admin', () => ({
  ...jest.requireActual('../api/generated/endpoints/admin/admin'),
  useCreateProduct: jest.fn(),
  useUpdateProduct: jest.fn(),
  useDeleteProduct: jest.fn(),
}));
const useListProductsMock = useListProducts as unknown as jest.Mock;
const useDeleteProductMock = useDeleteProduct as unknown as jest.Mock;

// antd screens render slowly in jsdom while the whole suite runs in parallel.
configure({ asyncUtilTimeout: 5000 });
const user = userEvent.setup({ pointerEventsCheck: 0, delay: null });
const button = (text: string) => screen.getByText(text).closest('button') as HTMLButtonElement;
const confirmButton = (text: string) => within(screen.getByText('Delete this product?').closest('.ant-popover') as HTMLElement).getByText(text).closest('button') as HTMLButtonElement;

ignoreScrollbarMeasuring();

describe('the products tab', () => {
  let remove: jest.Mock;
  beforeEach(() => {
    (useCreateProduct as unknown as jest.Mock).mockReturnValue(mutation());
    (useUpdateProduct as unknown as jest.Mock).mockReturnValue(mutation());
    remove = jest.fn().mockResolvedValue({ status: 204 });
    useDeleteProductMock.mockReturnValue({ ...mutation(), mutateAsync: remove });
    useListProductsMock.mockReturnValue(answered([PRODUCT], { 'x-total-count': '1' }));
  });

  it("asks for a page of up to 100 products and shows 'No products yet' with 'Add Your First Product'", async () => {
    useListProductsMock.mockReturnValue(answered([], { 'x-total-count': '0' }));
    renderWithProviders(<ProductsTab />);
    expect(useListProductsMock).toHaveBeenCalledWith({ limit: 100, offset: 0 });
    expect(screen.getByText('No products yet')).toBeInTheDocument();
    await user.click(button('Add Your First Product'));
    expect(await screen.findByText('Add New Product', { selector: '.ant-card-head-title' })).toBeInTheDocument();
  });

  it('shows image, name, short id, category, price, stock in units (low highlighted) and the Active/Inactive badge', () => {
    renderWithProviders(<ProductsTab />);
    expect(screen.getByAltText(PRODUCT.name)).toHaveAttribute('src', `/media/${'a'.repeat(32)}-600.jpg`);
    expect(screen.getByText(PRODUCT.name)).toBeInTheDocument();
    expect(screen.getByText('0f6f3c52')).toBeInTheDocument();
    expect(screen.getByText('Accessories')).toBeInTheDocument();
    expect(screen.getByText('₵185.00')).toBeInTheDocument();
    expect(screen.getByText('3 units · Low')).toHaveClass('admin-low-stock');
    // Each size x colour at 5 or fewer is named under the total.
    const low = screen.getByRole('list', { name: `Low stock sizes and colours of ${PRODUCT.name}` });
    expect(within(low).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['M/Yellow: 1', 'L/Yellow: 2']);
  });

  it('names the four emptiest low sizes and colours and counts the rest', () => {
    const variants = ['XS', 'S', 'M', 'L', 'XL', 'XXL'].map((size, index) => ({ id: `v-${size}`, size, color: 'Yellow', stock: 5 - index < 0 ? 0 : 5 - index, sku: null }));
    useListProductsMock.mockReturnValue(answered([{ ...PRODUCT, stock: 15, sizes: variants.map((variant) => variant.size), variants }], { 'x-total-count': '1' }));
    renderWithProviders(<ProductsTab />);
    const low = screen.getByRole('list', { name: `Low stock sizes and colours of ${PRODUCT.name}` });
    expect(within(low).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['XXL/Yellow: 0', 'XL/Yellow: 1', 'L/Yellow: 2', 'M/Yellow: 3', '+2 more']);
    expect(screen.getByText('Inactive')).toBeInTheDocument();
  });

  it('toggles the form with Add New Product and opens it filled with Edit', async () => {
    renderWithProviders(<ProductsTab />);
    await user.click(button('Add New Product'));
    expect(screen.getByLabelText('Product Name')).toHaveValue('');
    await user.click(button('Close Form'));
    expect(screen.queryByLabelText('Product Name')).not.toBeInTheDocument();
    await user.click(screen.getByLabelText(`Edit ${PRODUCT.name}`));
    expect(screen.getByLabelText('Product Name')).toHaveValue(PRODUCT.name);
  });

  it('deletes only after confirmation, then toasts', async () => {
    renderWithProviders(<ProductsTab />);
    await user.click(screen.getByLabelText(`Delete ${PRODUCT.name}`));
    expect(await screen.findByText('Delete this product?')).toBeInTheDocument();
    expect(remove).not.toHaveBeenCalled();
    await user.click(confirmButton('Delete'));
    expect(remove).toHaveBeenCalledWith({ id: PRODUCT.id });
    expect(await screen.findByText('Product deleted successfully!')).toBeInTheDocument();
  });

  it("toasts 'Error deleting product' with the server's message", async () => {
    remove.mockRejectedValue(apiError(404, { message: 'Product not found' }));
    renderWithProviders(<ProductsTab />);
    await user.click(screen.getByLabelText(`Delete ${PRODUCT.name}`));
    await screen.findByText('Delete this product?');
    await user.click(confirmButton('Delete'));
    await waitFor(() => expect(screen.getByText('Error deleting product')).toBeInTheDocument());
    expect(screen.getByText('Product not found')).toBeInTheDocument();
  });
});
