import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PRODUCT } from '../test/fixtures';
import { apiError, fakeApi, ok, reply } from '../test/fake-api';
import { renderWithProviders } from '../test/render';
import { ProductForm } from './product-form';

// antd's injected styles make role queries (accessible names) slow in jsdom: labels and texts here.
const user = userEvent.setup({ pointerEventsCheck: 0, delay: null });

async function chooseOption(label: string, option: string) {
  fireEvent.mouseDown(screen.getByLabelText(label));
  await user.click(await screen.findByTitle(option));
}

async function fillRequired() {
  await user.type(screen.getByLabelText('Product Name'), 'Fugu Smock');
  await user.type(screen.getByLabelText('Price (₵)'), '95.5');
  await chooseOption('Category', "Men's Collection");
}

const button = (text: string) => screen.getByText(text).closest('button') as HTMLButtonElement;

/** What the form sent to create a product, once it has. */
async function created() {
  await waitFor(() => expect(fakeApi.sent('POST', '/api/admin/products')).toHaveLength(1));
  return fakeApi.last('POST', '/api/admin/products').body as Record<string, unknown>;
}

describe('the admin product form', () => {
  beforeEach(() => {
    fakeApi.on('POST', '/api/admin/products', reply(201, PRODUCT));
    fakeApi.on('PATCH', '/api/admin/products/:id', ok(PRODUCT));
  });

  it('requires a name (and price and category) before sending', async () => {
    renderWithProviders(<ProductForm onClose={jest.fn()} />);
    await user.click(button('Create Product'));
    expect(await screen.findByText('Please enter the product name')).toBeInTheDocument();
    expect(screen.getByText('Please enter the price')).toBeInTheDocument();
    expect(screen.getByText('Please choose a category')).toBeInTheDocument();
    expect(fakeApi.sent('POST', '/api/admin/products')).toHaveLength(0);
  });

  it('takes prices in steps of 0.01 and starts new products at stock 0, active, not featured', () => {
    renderWithProviders(<ProductForm onClose={jest.fn()} />);
    expect(screen.getByLabelText('Price (₵)')).toHaveAttribute('step', '0.01');
    expect(screen.getByLabelText('Original Price (₵)')).toHaveAttribute('step', '0.01');
    expect(screen.getByLabelText('Stock (units)')).toHaveValue('0');
    expect(screen.getByLabelText('Active')).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByLabelText('Featured')).toHaveAttribute('aria-checked', 'false');
  });

  it('offers the six admin categories, children included', async () => {
    renderWithProviders(<ProductForm onClose={jest.fn()} />);
    fireEvent.mouseDown(screen.getByLabelText('Category'));
    for (const label of ['Traditional Wear', 'Modern Styles', 'Accessories', "Men's Collection", "Women's Collection", "Children's Collection"]) {
      expect(await screen.findByTitle(label)).toBeInTheDocument();
    }
  });

  it("lists the sizes XS to XXL, One Size and children's ages, and the nine colours", () => {
    renderWithProviders(<ProductForm onClose={jest.fn()} />);
    for (const size of ['XS', 'S', 'M', 'L', 'XL', 'XXL', 'One Size', '2-3Y', '3-4Y', '5-6Y', '7-8Y', '9-10Y', '11-12Y']) expect(screen.getByLabelText(size)).toHaveAttribute('type', 'checkbox');
    for (const color of ['Red', 'Blue', 'Green', 'Yellow', 'Black', 'White', 'Purple', 'Orange', 'Pink']) {
      expect(screen.getByLabelText(color)).toHaveAttribute('type', 'checkbox');
    }
  });

  it('refuses an original price that is not above the price', async () => {
    renderWithProviders(<ProductForm onClose={jest.fn()} />);
    await fillRequired();
    await user.type(screen.getByLabelText('Original Price (₵)'), '90');
    await user.click(button('Create Product'));
    expect(await screen.findByText('The original price must be higher than the price')).toBeInTheDocument();
    expect(fakeApi.sent('POST', '/api/admin/products')).toHaveLength(0);
  });

  it('sends the fields, prices with 2 decimals, and closes with a toast on success', async () => {
    const onClose = jest.fn();
    renderWithProviders(<ProductForm onClose={onClose} />);
    await fillRequired();
    await user.click(screen.getByLabelText('XL'));
    await user.click(screen.getByLabelText('Green'));
    await user.type(screen.getByLabelText('Stock of XL / Green'), '4');
    await user.click(button('Create Product'));
    expect(await created()).toEqual({
      name: 'Fugu Smock',
      description: null,
      price: '95.50',
      originalPrice: null,
      category: 'mens',
      subcategory: null,
      stock: 4,
      variants: [{ size: 'XL', color: 'Green', stock: 4 }],
      images: [],
      sizes: ['XL'],
      colors: ['Green'],
      tags: [],
      isActive: true,
      isFeatured: false,
    });
    expect(await screen.findByText('Product created successfully!')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });

  it('shows a tick the moment it is clicked, so a second quick click (untick) is not lost', async () => {
    renderWithProviders(<ProductForm onClose={jest.fn()} />);
    await fillRequired();
    const medium = screen.getByLabelText('M') as HTMLInputElement;
    // Native clicks, each handled as the browser does, with nothing flushing React's later work in between.
    const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    try {
      medium.click();
      expect(medium.checked).toBe(true);
      medium.click();
      expect(medium.checked).toBe(false);
      (screen.getByLabelText('XXL') as HTMLInputElement).click();
      (screen.getByLabelText('S') as HTMLInputElement).click();
    } finally {
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
    await user.click(button('Create Product'));
    // In the order of the list, not of the clicks.
    expect((await created()).sizes).toEqual(['S', 'XXL']);
    await screen.findByText('Product created successfully!');
  });

  it("shows a 400's field messages on the fields and an 'Error creating product' toast", async () => {
    const onClose = jest.fn();
    fakeApi.on('POST', '/api/admin/products', apiError(400, { message: 'Invalid input', fields: { images: ['images must be photos uploaded to this shop'], stock: ['stock must not be greater than 1000000'] } }));
    renderWithProviders(<ProductForm onClose={onClose} />);
    await fillRequired();
    await user.click(button('Create Product'));
    expect(await screen.findByText('stock must not be greater than 1000000')).toBeInTheDocument();
    const toast = await screen.findByText('Error creating product');
    expect(toast.closest('.ant-notification-notice')).toHaveTextContent('images must be photos uploaded to this shop');
    expect(screen.getAllByText('images must be photos uploaded to this shop').length).toBeGreaterThan(0);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('sends the single stock as the one variant of a product without sizes or colours', async () => {
    renderWithProviders(<ProductForm onClose={jest.fn()} />);
    await fillRequired();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('Stock (units)'));
    await user.type(screen.getByLabelText('Stock (units)'), '12');
    await user.click(button('Create Product'));
    expect(await created()).toMatchObject({ stock: 12, variants: [{ size: null, color: null, stock: 12 }], sizes: [], colors: [] });
    await screen.findByText('Product created successfully!');
  });

  it('refuses a grid that comes to more than a million units in all, saying so before sending', async () => {
    renderWithProviders(<ProductForm onClose={jest.fn()} />);
    await fillRequired();
    for (const option of ['M', 'L']) await user.click(screen.getByLabelText(option));
    await user.type(screen.getByLabelText('Stock of M'), '600000');
    await user.type(screen.getByLabelText('Stock of L'), '500000');
    await user.click(button('Create Product'));
    expect(await screen.findByText('A product holds at most 1,000,000 units in all; this grid comes to 1,100,000')).toBeInTheDocument();
    expect(fakeApi.sent('POST', '/api/admin/products')).toHaveLength(0);
  });

  it('edits the stock per size x colour in a grid with row, column and overall totals', async () => {
    renderWithProviders(<ProductForm onClose={jest.fn()} />);
    await fillRequired();
    for (const option of ['M', 'L', 'Blue', 'White']) await user.click(screen.getByLabelText(option));
    // The single stock field gives way to the grid's sum.
    expect(screen.queryByRole('spinbutton', { name: 'Stock (units)' })).not.toBeInTheDocument();
    const grid = screen.getByRole('table', { name: 'Units in stock per size and colour' });
    await user.type(within(grid).getByLabelText('Stock of M / Blue'), '3');
    await user.type(within(grid).getByLabelText('Stock of M / White'), '2');
    await user.type(within(grid).getByLabelText('Stock of L / White'), '10');
    const rows = within(grid).getAllByRole('row').map((row) => row.textContent);
    expect(rows).toEqual(['SizeBlueWhiteTotal', 'M5', 'L10', 'Total31215']);
    expect(screen.getByText('15 units')).toBeInTheDocument();
    await user.click(button('Create Product'));
    expect(await created()).toMatchObject({
      stock: 15,
      variants: [
        { size: 'M', color: 'Blue', stock: 3 },
        { size: 'M', color: 'White', stock: 2 },
        { size: 'L', color: 'Blue', stock: 0 },
        { size: 'L', color: 'White', stock: 10 },
      ],
    });
    await screen.findByText('Product created successfully!');
  });

  it('opens filled for editing and saves with PATCH', async () => {
    const onClose = jest.fn();
    renderWithProviders(<ProductForm product={PRODUCT} onClose={onClose} />);
    expect(screen.getByText(`Edit Product: ${PRODUCT.name}`)).toBeInTheDocument();
    expect(screen.getByLabelText('Product Name')).toHaveValue(PRODUCT.name);
    expect(screen.getByLabelText('Price (₵)')).toHaveValue(185);
    expect(screen.getByLabelText('M')).toBeChecked();
    expect(screen.getByLabelText('Stock of L / Yellow')).toHaveValue('2');
    await user.click(button('Update Product'));
    await waitFor(() => expect(fakeApi.sent('PATCH', '/api/admin/products/:id')).toHaveLength(1));
    const sent = fakeApi.last('PATCH', '/api/admin/products/:id');
    expect(sent).toMatchObject({ params: { id: PRODUCT.id }, body: { name: PRODUCT.name, price: '185.00', originalPrice: '220.00', category: 'accessories', isActive: false } });
    // The grid's units, and the SKU a variant had, go back unchanged.
    expect((sent.body as { variants: unknown }).variants).toEqual([
      { size: 'M', color: 'Yellow', stock: 1 },
      { size: 'L', color: 'Yellow', stock: 2, sku: 'KS-L-Y' },
    ]);
    expect(await screen.findByText('Product updated successfully!')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });

  it('closes on Cancel without sending', async () => {
    const onClose = jest.fn();
    renderWithProviders(<ProductForm onClose={onClose} />);
    await user.click(button('Cancel'));
    expect(onClose).toHaveBeenCalled();
    expect(fakeApi.sent('POST', '/api/admin/products')).toHaveLength(0);
  });
});
