import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { apiError, fakeApi, never, ok, reply, SIGNED_OUT } from '../test/fake-api';
import { renderWithProviders } from '../test/render';
import { supplierProduct, supplierProfile } from '../test/supplier-fixtures';
import SupplierDashboardPage from './supplier-dashboard.page';
import SupplierLayout from './supplier-layout';

const PROFILE = '/api/suppliers/profile';
const PRODUCTS = '/api/suppliers/products';
const PRODUCT = '/api/suppliers/products/:id';

const user = userEvent.setup({ pointerEventsCheck: 0, delay: null });

function renderDashboard() {
  return renderWithProviders(
    <Routes>
      <Route element={<SupplierLayout />}>
        <Route path="/supplier-dashboard" element={<SupplierDashboardPage />} />
      </Route>
      <Route path="/supplier-login" element={<p>Supplier portal</p>} />
    </Routes>,
    { route: '/supplier-dashboard' },
  );
}

/** The dashboard once the profile and the products have arrived. */
async function showDashboard() {
  const rendered = renderDashboard();
  await waitFor(() => expect(document.querySelector('.page-loading, .ant-skeleton')).toBeNull());
  return rendered;
}

/** What the form sent, once it has. */
async function sent(method: 'POST' | 'PUT', path: string) {
  await waitFor(() => expect(fakeApi.sent(method, path)).toHaveLength(1));
  return fakeApi.last(method, path);
}

function type(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('the supplier dashboard', () => {
  beforeEach(() => {
    window.localStorage.clear();
    fakeApi.on('GET', PROFILE, ok(supplierProfile()));
    fakeApi.on('GET', PRODUCTS, ok([supplierProduct()]));
    fakeApi.on('POST', PRODUCTS, reply(201, supplierProduct()));
    fakeApi.on('PUT', PRODUCT, ok(supplierProduct()));
    fakeApi.on('DELETE', PRODUCT, reply(204));
    fakeApi.on('POST', '/api/suppliers/logout', reply(204));
  });

  it('sends a visitor without a supplier session (401) to the portal', async () => {
    fakeApi.on('GET', PROFILE, SIGNED_OUT);
    renderDashboard();
    expect(await screen.findByText('Supplier portal')).toBeInTheDocument();
  });

  it('waits for the profile before asking for products', async () => {
    fakeApi.on('GET', PROFILE, never());
    renderDashboard();
    expect(screen.getByText('Loading your dashboard...')).toBeInTheDocument();
    expect(fakeApi.sent('GET', PRODUCTS)).toHaveLength(0);
  });

  it('welcomes the contact person and shows the read-only profile with its badges', async () => {
    await showDashboard();
    expect(screen.getByText(/Welcome, Li Wei/)).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Profile' }));
    const profile = screen.getByText('Business profile').closest('.ant-card') as HTMLElement;
    for (const value of ['Silk Road Textiles', 'Li Wei', 'li.wei@silkroad.example', '+86 138 0000 0000', 'China', '88 Nanjing Road, Shanghai']) expect(within(profile).getByText(value)).toBeInTheDocument();
    expect(within(profile).getByText('Approved')).toBeInTheDocument();
    expect(within(profile).getByText('Face Verified')).toBeInTheDocument();
    expect(profile.querySelector('input')).toBeNull();
  });

  it('shows each product card with prices in ₵, stock, min qty and SKU', async () => {
    await showDashboard();
    const card = screen.getByText('Silk Kente Scarf').closest('article') as HTMLElement;
    expect(within(card).getByText('Hand-finished silk scarf in kente colours')).toBeInTheDocument();
    expect(within(card).getByText('₵1,000.00')).toBeInTheDocument();
    expect(within(card).getByText('₵1,120.00')).toBeInTheDocument();
    expect(within(card).getByText('40')).toBeInTheDocument();
    expect(within(card).getByText('5')).toBeInTheDocument();
    expect(within(card).getByText('SRT-KENTE-01')).toBeInTheDocument();
    expect(screen.getByText('Markup 12% applied automatically: cost ₵100 becomes ₵112.00 for customers.')).toBeInTheDocument();
  });

  it("says 'No products added yet' when there are none", async () => {
    fakeApi.on('GET', PRODUCTS, ok([]));
    await showDashboard();
    expect(screen.getByText('No products added yet')).toBeInTheDocument();
  });

  it("explains that an unapproved supplier can't list products yet, and offers no buttons", async () => {
    fakeApi.on('GET', PROFILE, ok(supplierProfile({ isApproved: false, faceVerificationStatus: 'pending', approvedAt: null })));
    fakeApi.on('GET', PRODUCTS, ok([]));
    await showDashboard();
    await user.click(screen.getByRole('tab', { name: 'Products' }));
    expect(screen.getByText('Your application is being reviewed')).toBeInTheDocument();
    await screen.findByText('No products added yet');
    expect(screen.queryByRole('button', { name: /Add Product/ })).not.toBeInTheDocument();
  });

  it('tells a supplier whose identity check failed that the review ended, and where to turn, not that it goes on', async () => {
    fakeApi.on('GET', PROFILE, ok(supplierProfile({ isApproved: false, faceVerificationStatus: 'rejected', approvedAt: null })));
    fakeApi.on('GET', PRODUCTS, ok([]));
    await showDashboard();
    expect(screen.getAllByText('Not Approved')).not.toHaveLength(0);
    expect(screen.queryByText('Pending Approval')).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Products' }));
    expect(screen.getByText('We could not verify your identity')).toBeInTheDocument();
    expect(screen.queryByText('Your application is being reviewed')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/support');
    expect(screen.queryByRole('button', { name: /Add Product/ })).not.toBeInTheDocument();
  });

  it('previews the selling price live and sends the cost exactly', async () => {
    await showDashboard();
    await user.click(screen.getByRole('button', { name: /Add Product/ }));
    const preview = screen.getByTestId('selling-price-preview');
    expect(preview).toHaveTextContent('₵0.00');
    type(/^Cost price/, '100');
    expect(preview).toHaveTextContent('₵112.00');
    type(/^Cost price/, '10.05');
    expect(preview).toHaveTextContent('₵11.26');
    type(/^Cost price/, '-3');
    expect(preview).toHaveTextContent('₵0.00');

    type(/^Cost price/, '10.05');
    type(/^Product name/, 'Kente Bow Tie');
    type(/^Available stock/, '12');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await sent('POST', PRODUCTS)).body).toEqual({ supplierProductName: 'Kente Bow Tie', supplierDescription: null, costPrice: 10.05, availableStock: 12, minimumQuantity: 1, leadTime: 7, supplierSku: null, supplierImages: [] });
    expect(await screen.findByText('Product added')).toBeInTheDocument();
  });

  it('refuses a third decimal as it is typed, as the server does, with the preview rounded to the pesewa', async () => {
    await showDashboard();
    await user.click(screen.getByRole('button', { name: /Add Product/ }));
    type(/^Product name/, 'Kente Bow Tie');
    type(/^Cost price/, '99.999');
    expect(screen.getByTestId('selling-price-preview')).toHaveTextContent('₵112.00');
    expect(screen.getByText('Cost price must have at most 2 decimals (pesewas), e.g. 99.99')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(fakeApi.sent('POST', PRODUCTS)).toHaveLength(0);
    type(/^Cost price/, '99.99');
    expect(screen.queryByText(/at most 2 decimals \(pesewas\)/)).not.toBeInTheDocument();
    expect(screen.getByTestId('selling-price-preview')).toHaveTextContent('₵111.99');
  });

  it('takes the stock per size x colour in a grid when sizes or colours are ticked, in English and Chinese', async () => {
    await showDashboard();
    await user.click(screen.getByRole('button', { name: /Add Product/ }));
    type(/^Product name/, 'Kente Shirt');
    type(/^Cost price/, '100');
    for (const option of ['M', 'L', 'Blue']) await user.click(screen.getByLabelText(option));
    // The grid's sum stands in for the single stock field.
    expect(screen.queryByLabelText(/^Available stock/)).not.toBeInTheDocument();
    const grid = screen.getByRole('table', { name: 'Units in stock per size and colour' });
    type(/^Stock of M \/ Blue/, '4');
    type(/^Stock of L \/ Blue/, '6');
    expect(within(grid).getAllByRole('row').map((row) => row.textContent)).toEqual(['SizeBlue', 'M', 'L', 'Total10']);
    expect(screen.getByText('Available stock: 10 units, the sum of the grid')).toBeInTheDocument();

    await user.click(screen.getByText('中文'));
    const chinese = screen.getByRole('table', { name: '各尺码和颜色的库存数量' });
    expect(within(chinese).getByRole('columnheader', { name: '蓝色' })).toBeInTheDocument();
    expect(screen.getByLabelText('M / 蓝色 的库存')).toHaveValue('4');
    expect(screen.getByText('可用库存：10 件（表格合计）')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '保存' }));
    expect((await sent('POST', PRODUCTS)).body).toEqual(
      expect.objectContaining({
        availableStock: 10,
        variants: [
          { size: 'M', color: 'Blue', stock: 4 },
          { size: 'L', color: 'Blue', stock: 6 },
        ],
      }),
    );
    await screen.findByText('产品已添加');
  });

  it('opens a product sold in sizes with its grid filled', async () => {
    fakeApi.on('GET', PRODUCTS, ok([supplierProduct({ availableStock: 5, variants: [{ size: 'S', color: null, stock: 2, sku: null }, { size: 'XL', color: null, stock: 3, sku: 'SK-XL' }] })]));
    await showDashboard();
    await user.click(screen.getByRole('button', { name: 'Edit Silk Kente Scarf' }));
    // One Size and children's ages beside XS-XXL (issue 40).
    for (const size of ['One Size', '2-3Y', '3-4Y', '5-6Y', '7-8Y', '9-10Y', '11-12Y']) expect(screen.getByLabelText(size)).not.toBeChecked();
    expect(screen.getByLabelText('S')).toBeChecked();
    expect(screen.getByLabelText('M')).not.toBeChecked();
    expect(screen.getByLabelText(/^Stock of XL/)).toHaveValue('3');
    await user.click(screen.getByText('中文'));
    for (const size of ['均码', '2-3岁', '11-12岁']) expect(screen.getByLabelText(size)).not.toBeChecked();
    expect(screen.queryByLabelText('One Size')).not.toBeInTheDocument();
    await user.click(screen.getByText('English'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await sent('PUT', PRODUCT)).toMatchObject({
      path: `/api/suppliers/products/${supplierProduct().id}`,
      body: expect.objectContaining({ availableStock: 5, variants: [{ size: 'S', color: null, stock: 2 }, { size: 'XL', color: null, stock: 3, sku: 'SK-XL' }] }),
    });
    await screen.findByText('Product updated');
  });

  it('says what is missing (SPEC §5) and sends nothing', async () => {
    await showDashboard();
    await user.click(screen.getByRole('button', { name: /Add Product/ }));
    type(/^Available stock/, '');
    type(/^Minimum quantity/, '');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    for (const message of ['Product name is required', 'Cost price is required', 'Stock is required', 'Minimum quantity is required']) expect(screen.getByText(message)).toBeInTheDocument();
    expect(fakeApi.sent('POST', PRODUCTS)).toHaveLength(0);
  });

  it('refuses a one-character name, a minimum above the stock and a cost above ₵100,000.00 before sending, in English and Chinese', async () => {
    await showDashboard();
    await user.click(screen.getByRole('button', { name: /Add Product/ }));
    type(/^Product name/, ' A ');
    type(/^Cost price/, '999999.99');
    type(/^Available stock/, '10');
    type(/^Minimum quantity/, '50');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    for (const message of ['Product name must be at least 2 characters', 'Cost price must be at most ₵100,000.00', 'Minimum quantity must not be more than the available stock']) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText(/^Product name/)).toHaveFocus();
    expect(fakeApi.sent('POST', PRODUCTS)).toHaveLength(0);
    await user.click(screen.getByText('中文'));
    for (const message of ['产品名称至少需要 2 个字符', '成本价不能超过 ₵100,000.00', '最小起订量不能超过可用库存']) expect(screen.getByText(message)).toBeInTheDocument();

    // Right at the limits it goes.
    type(/^产品名称/, '丝巾');
    type(/^成本价/, '100000');
    type(/^最小起订量/, '10');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect((await sent('POST', PRODUCTS)).body).toMatchObject({ supplierProductName: '丝巾', costPrice: 100000, availableStock: 10, minimumQuantity: 10 });
  });

  it("shows the server's refusal of a minimum above the stock under the field, in the supplier's language", async () => {
    fakeApi.on('POST', PRODUCTS, apiError(400, { message: 'Invalid input', fields: { minimumQuantity: ['Minimum quantity must not be more than the available stock'] } }));
    await showDashboard();
    await user.click(screen.getByText('中文'));
    await user.click(screen.getByRole('button', { name: /添加产品/ }));
    type(/^产品名称/, 'Kente Bow Tie');
    type(/^成本价/, '10');
    type(/^可用库存/, '12');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('最小起订量不能超过可用库存')).toBeInTheDocument();
    expect(screen.getByLabelText(/^最小起订量/)).toHaveAttribute('aria-invalid', 'true');
  });

  it("edits a product, and shows a failure under the title 'Error'", async () => {
    fakeApi.on('PUT', PRODUCT, apiError(404, { message: 'Product not found' }));
    await showDashboard();
    await user.click(screen.getByRole('button', { name: 'Edit Silk Kente Scarf' }));
    expect(screen.getByLabelText(/^Cost price/)).toHaveValue('1000.00');
    expect(screen.getByTestId('selling-price-preview')).toHaveTextContent('₵1,120.00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await sent('PUT', PRODUCT)).toMatchObject({ path: `/api/suppliers/products/${supplierProduct().id}`, body: expect.objectContaining({ costPrice: 1000, leadTime: 10, minimumQuantity: 5 }) });
    expect(await screen.findByText('This product no longer exists. It may have been deleted.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    // The server's English is never shown as it is: in Chinese the same failure reads in Chinese.
    await user.click(screen.getByText('中文'));
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('该产品已不存在，可能已被删除。')).toBeInTheDocument();
    expect(screen.queryByText('Product not found')).not.toBeInTheDocument();
  });

  it('deletes only after confirmation', async () => {
    await showDashboard();
    await user.click(screen.getByRole('button', { name: 'Delete Silk Kente Scarf' }));
    expect(fakeApi.sent('DELETE', PRODUCT)).toHaveLength(0);
    await user.click(await screen.findByRole('button', { name: 'Delete', hidden: false }));
    await waitFor(() => expect(fakeApi.sent('DELETE', PRODUCT).map((request) => request.path)).toEqual([`/api/suppliers/products/${supplierProduct().id}`]));
  });

  it("speaks the language the supplier applied in on a browser that has no choice remembered, and keeps a choice made here", async () => {
    fakeApi.on('GET', PROFILE, ok(supplierProfile({ language: 'zh-CN' })));
    const first = renderDashboard();
    expect(await screen.findByRole('tab', { name: '产品' })).toBeInTheDocument();
    first.unmount();

    window.localStorage.setItem('supplierLanguage', 'en');
    await showDashboard();
    expect(await screen.findByRole('tab', { name: 'Products' })).toBeInTheDocument();
  });

  it('speaks Chinese when chosen, and logs out to the portal', async () => {
    await showDashboard();
    await user.click(screen.getByText('中文'));
    expect(screen.getByText(/欢迎，Li Wei/)).toBeInTheDocument();
    expect(screen.getByText('售价')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /退出登录/ }));
    expect(await screen.findByText('Supplier portal')).toBeInTheDocument();
    expect(fakeApi.sent('POST', '/api/suppliers/logout')).toHaveLength(1);
  });
});
