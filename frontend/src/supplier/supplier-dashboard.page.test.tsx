import { configure, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '../lib/router';
import {
  useCreateSupplierProduct,
  useDeleteSupplierProduct,
  useGetSupplierProfile,
  useListOwnSupplierProducts,
  useSupplierLogout,
  useUpdateSupplierProduct,
} from '../api/generated/endpoints/suppliers/suppliers';
import { answered, apiError, failed, mutation, pending, UNAUTHORIZED } from '../test/fixtures';
import { renderWithProviders } from '../test/render';
import { supplierProduct, supplierProfile } from '../test/supplier-fixtures';
import SupplierDashboardPage from './supplier-dashboard.page';
import SupplierLayout from './supplier-layout';

jest.mock('../api/generated/endpoints/suppliers/suppliers', () => ({
  ...jest.requireActual('../api/generated/endpoints/suppliers/suppliers'),
  useGetSupplierProfile: jest.fn(),
  useListOwnSupplierProducts: jest.fn(),
  useCreateSupplierProduct: jest.fn(),
  useUpdateSupplierProduct: jest.fn(),
  useDeleteSupplierProduct: jest.fn(),
  useSupplierLogout: jest.fn(),
}));
const mocked = (hook: unknown) => hook as jest.Mock;

configure({ asyncUtilTimeout: 8000 });
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

function type(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('the supplier dashboard', () => {
  let create: jest.Mock;
  let update: jest.Mock;
  let remove: jest.Mock;
  let logout: jest.Mock;
  beforeEach(() => {
    window.localStorage.clear();
    create = jest.fn();
    update = jest.fn();
    remove = jest.fn();
    logout = jest.fn();
    mocked(useGetSupplierProfile).mockReturnValue(answered(supplierProfile()));
    mocked(useListOwnSupplierProducts).mockReturnValue(answered([supplierProduct()]));
    mocked(useCreateSupplierProduct).mockReturnValue(mutation(create));
    mocked(useUpdateSupplierProduct).mockReturnValue(mutation(update));
    mocked(useDeleteSupplierProduct).mockReturnValue(mutation(remove));
    mocked(useSupplierLogout).mockReturnValue(mutation(logout));
  });

  it('sends a visitor without a supplier session (401) to the portal', () => {
    mocked(useGetSupplierProfile).mockReturnValue(failed(UNAUTHORIZED));
    renderDashboard();
    expect(screen.getByText('Supplier portal')).toBeInTheDocument();
  });

  it('waits for the profile before asking for products', () => {
    mocked(useGetSupplierProfile).mockReturnValue(pending());
    renderDashboard();
    expect(screen.getByText('Loading your dashboard...')).toBeInTheDocument();
    expect(useListOwnSupplierProducts).not.toHaveBeenCalled();
  });

  it('welcomes the contact person and shows the read-only profile with its badges', async () => {
    renderDashboard();
    expect(screen.getByText(/Welcome, Li Wei/)).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Profile' }));
    const profile = screen.getByText('Business profile').closest('.ant-card') as HTMLElement;
    for (const value of ['Silk Road Textiles', 'Li Wei', 'li.wei@silkroad.example', '+86 138 0000 0000', 'China', '88 Nanjing Road, Shanghai']) expect(within(profile).getByText(value)).toBeInTheDocument();
    expect(within(profile).getByText('Approved')).toBeInTheDocument();
    expect(within(profile).getByText('Face Verified')).toBeInTheDocument();
    expect(profile.querySelector('input')).toBeNull();
  });

  it('shows each product card with prices in ₵, stock, min qty and SKU', () => {
    renderDashboard();
    const card = screen.getByText('Silk Kente Scarf').closest('article') as HTMLElement;
    expect(within(card).getByText('Hand-finished silk scarf in kente colours')).toBeInTheDocument();
    expect(within(card).getByText('₵1,000.00')).toBeInTheDocument();
    expect(within(card).getByText('₵1,120.00')).toBeInTheDocument();
    expect(within(card).getByText('40')).toBeInTheDocument();
    expect(within(card).getByText('5')).toBeInTheDocument();
    expect(within(card).getByText('SRT-KENTE-01')).toBeInTheDocument();
    expect(screen.getByText('Markup 12% applied automatically: cost ₵100 becomes ₵112.00 for customers.')).toBeInTheDocument();
  });

  it("says 'No products added yet' when there are none", () => {
    mocked(useListOwnSupplierProducts).mockReturnValue(answered([]));
    renderDashboard();
    expect(screen.getByText('No products added yet')).toBeInTheDocument();
  });

  it("explains that an unapproved supplier can't list products yet, and offers no buttons", async () => {
    mocked(useGetSupplierProfile).mockReturnValue(answered(supplierProfile({ isApproved: false, faceVerificationStatus: 'pending', approvedAt: null })));
    mocked(useListOwnSupplierProducts).mockReturnValue(answered([]));
    renderDashboard();
    await user.click(screen.getByRole('tab', { name: 'Products' }));
    expect(screen.getByText('Your application is being reviewed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add Product/ })).not.toBeInTheDocument();
  });

  it('previews the selling price live and sends the cost exactly', async () => {
    create.mockImplementation((_vars, { onSuccess }) => onSuccess({ data: supplierProduct() }));
    renderDashboard();
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
    expect(create).toHaveBeenCalledWith(
      { data: { supplierProductName: 'Kente Bow Tie', supplierDescription: null, costPrice: 10.05, availableStock: 12, minimumQuantity: 1, leadTime: 7, supplierSku: null, supplierImages: [] } },
      expect.anything(),
    );
    expect(await screen.findByText('Product added')).toBeInTheDocument();
  });

  it('refuses a third decimal as it is typed, as the server does, with the preview rounded to the pesewa', async () => {
    renderDashboard();
    await user.click(screen.getByRole('button', { name: /Add Product/ }));
    type(/^Product name/, 'Kente Bow Tie');
    type(/^Cost price/, '99.999');
    expect(screen.getByTestId('selling-price-preview')).toHaveTextContent('₵112.00');
    expect(screen.getByText('Cost price must have at most 2 decimals (pesewas), e.g. 99.99')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(create).not.toHaveBeenCalled();
    type(/^Cost price/, '99.99');
    expect(screen.queryByText(/at most 2 decimals \(pesewas\)/)).not.toBeInTheDocument();
    expect(screen.getByTestId('selling-price-preview')).toHaveTextContent('₵111.99');
  });

  it('takes the stock per size x colour in a grid when sizes or colours are ticked, in English and Chinese', async () => {
    create.mockImplementation((_vars, { onSuccess }) => onSuccess({ data: supplierProduct() }));
    renderDashboard();
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
    expect(create).toHaveBeenCalledWith(
      {
        data: expect.objectContaining({
          availableStock: 10,
          variants: [
            { size: 'M', color: 'Blue', stock: 4 },
            { size: 'L', color: 'Blue', stock: 6 },
          ],
        }),
      },
      expect.anything(),
    );
  });

  it('opens a product sold in sizes with its grid filled', async () => {
    mocked(useListOwnSupplierProducts).mockReturnValue(
      answered([supplierProduct({ availableStock: 5, variants: [{ size: 'S', color: null, stock: 2, sku: null }, { size: 'XL', color: null, stock: 3, sku: 'SK-XL' }] })]),
    );
    renderDashboard();
    await user.click(screen.getByRole('button', { name: 'Edit Silk Kente Scarf' }));
    expect(screen.getByLabelText('S')).toBeChecked();
    expect(screen.getByLabelText('M')).not.toBeChecked();
    expect(screen.getByLabelText(/^Stock of XL/)).toHaveValue('3');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(update).toHaveBeenCalledWith(
      { id: supplierProduct().id, data: expect.objectContaining({ availableStock: 5, variants: [{ size: 'S', color: null, stock: 2 }, { size: 'XL', color: null, stock: 3, sku: 'SK-XL' }] }) },
      expect.anything(),
    );
  });

  it('says what is missing (SPEC §5) and sends nothing', async () => {
    renderDashboard();
    await user.click(screen.getByRole('button', { name: /Add Product/ }));
    type(/^Available stock/, '');
    type(/^Minimum quantity/, '');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    for (const message of ['Product name is required', 'Cost price is required', 'Stock is required', 'Minimum quantity is required']) expect(screen.getByText(message)).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it("edits a product, and shows a failure under the title 'Error'", async () => {
    update.mockImplementation((_vars, { onError }) => onError(apiError(404, { message: 'Product not found' })));
    renderDashboard();
    await user.click(screen.getByRole('button', { name: 'Edit Silk Kente Scarf' }));
    expect(screen.getByLabelText(/^Cost price/)).toHaveValue('1000.00');
    expect(screen.getByTestId('selling-price-preview')).toHaveTextContent('₵1,120.00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(update).toHaveBeenCalledWith({ id: supplierProduct().id, data: expect.objectContaining({ costPrice: 1000, leadTime: 10, minimumQuantity: 5 }) }, expect.anything());
    expect(await screen.findByText('This product no longer exists. It may have been deleted.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    // The server's English is never shown as it is: in Chinese the same failure reads in Chinese.
    await user.click(screen.getByText('中文'));
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('该产品已不存在，可能已被删除。')).toBeInTheDocument();
    expect(screen.queryByText('Product not found')).not.toBeInTheDocument();
  });

  it('deletes only after confirmation', async () => {
    renderDashboard();
    await user.click(screen.getByRole('button', { name: 'Delete Silk Kente Scarf' }));
    expect(remove).not.toHaveBeenCalled();
    await user.click(await screen.findByRole('button', { name: 'Delete', hidden: false }));
    expect(remove).toHaveBeenCalledWith({ id: supplierProduct().id }, expect.anything());
  });

  it("speaks the language the supplier applied in on a browser that has no choice remembered, and keeps a choice made here", async () => {
    mocked(useGetSupplierProfile).mockReturnValue(answered(supplierProfile({ language: 'zh-CN' })));
    const first = renderDashboard();
    expect(await screen.findByRole('tab', { name: '产品' })).toBeInTheDocument();
    first.unmount();

    window.localStorage.setItem('supplierLanguage', 'en');
    renderDashboard();
    expect(await screen.findByRole('tab', { name: 'Products' })).toBeInTheDocument();
  });

  it('speaks Chinese when chosen, and logs out to the portal', async () => {
    logout.mockImplementation((_vars, { onSuccess }) => onSuccess());
    renderDashboard();
    await user.click(screen.getByText('中文'));
    expect(screen.getByText(/欢迎，Li Wei/)).toBeInTheDocument();
    expect(screen.getByText('售价')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /退出登录/ }));
    expect(screen.getByText('Supplier portal')).toBeInTheDocument();
  });
});
