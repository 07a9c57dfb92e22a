import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { focusManager } from '@tanstack/react-query';
import { adminSupplier, supplierProduct } from '../test/supplier-fixtures';
import { goToServerPage } from '../lib/browser-location';
import { advanceClock, ignoreScrollbarMeasuring } from '../test/fixtures';
import { apiError, fakeApi, ok, SIGNED_OUT } from '../test/fake-api';
import { renderWithProviders } from '../test/render';
import { SuppliersTab } from './suppliers-tab';

jest.mock('../lib/browser-location', () => ({ ...jest.requireActual('../lib/browser-location'), goToServerPage: jest.fn() }));
const SUPPLIERS = '/api/admin/suppliers';
const IMAGE = '/api/admin/suppliers/:id/images/:kind';

const user = userEvent.setup({ pointerEventsCheck: 0, delay: null });
ignoreScrollbarMeasuring();

const PENDING = adminSupplier({
  id: '11111111-1111-4111-8111-111111111111',
  businessName: 'Silk Road Textiles',
  isApproved: false,
  approvedAt: null,
  faceVerificationStatus: 'pending',
  language: 'zh-CN',
});
const VERIFIED = adminSupplier({
  id: '22222222-2222-4222-8222-222222222222',
  businessName: 'Accra Beads Co',
  contactPerson: 'Kwame Asante',
  email: 'kwame@beads.example',
  country: 'Ghana',
  language: 'en',
  isApproved: false,
  approvedAt: null,
  faceVerificationStatus: 'verified',
});
const APPROVED = adminSupplier({ id: '33333333-3333-4333-8333-333333333333', businessName: 'Volta Weavers', language: 'en', faceVerificationStatus: 'verified' });
const REJECTED = adminSupplier({ id: '44444444-4444-4444-8444-444444444444', businessName: 'Shady Imports', language: 'en', isApproved: false, approvedAt: null, faceVerificationStatus: 'rejected', hasGovernmentIdImage: false });

function card(name: string): HTMLElement {
  return screen.getByRole('heading', { name }).closest('article') as HTMLElement;
}

/** The tab, once the suppliers have arrived. */
async function renderTab() {
  const rendered = renderWithProviders(<SuppliersTab />);
  await waitFor(() => expect(document.querySelector('.ant-skeleton')).toBeNull());
  return rendered;
}

describe('the admin Suppliers tab', () => {
  beforeEach(() => {
    (goToServerPage as jest.Mock).mockReset();
    fakeApi.on('GET', SUPPLIERS, ok([PENDING, VERIFIED, APPROVED, REJECTED]));
    fakeApi.on('GET', '/api/admin/suppliers/:id/products', ok([supplierProduct()]));
  });
  afterEach(() => {
    jest.useRealTimers();
    focusManager.setFocused(undefined);
  });

  it("shows 'No Supplier Applications' and zero counts when there are none", async () => {
    fakeApi.on('GET', SUPPLIERS, ok([]));
    const { rerender } = renderWithProviders(<SuppliersTab />);
    expect(await screen.findByText('No Supplier Applications')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '/supplier-login' })).toHaveAttribute('href', '/supplier-login');
    // Suppliers apply while the console is open: the list is asked for again, not kept forever.
    expect(fakeApi.sent('GET', SUPPLIERS)).toHaveLength(1);
    advanceClock(16_000); // past LIVE_LIST's 15 s
    rerender(<></>);
    rerender(<SuppliersTab />);
    await waitFor(() => expect(fakeApi.sent('GET', SUPPLIERS)).toHaveLength(2)); // shown again
    advanceClock(16_000);
    act(() => focusManager.setFocused(true));
    await waitFor(() => expect(fakeApi.sent('GET', SUPPLIERS)).toHaveLength(3)); // back to the window
  });

  it('counts approved, pending and all suppliers, under the markup note', async () => {
    await renderTab();
    expect(screen.getByText('Auto-markup: 12% applied to all supplier products')).toBeInTheDocument();
    const count = (title: string) => (screen.getByText(title, { selector: '.ant-statistic-title' }).closest('.ant-statistic') as HTMLElement).querySelector('.ant-statistic-content')?.textContent;
    expect(count('Approved')).toBe('1');
    expect(count('Pending Approval')).toBe('3');
    expect(count('Total')).toBe('4');
  });

  it('shows every field and badge of a supplier card', async () => {
    await renderTab();
    const pending = card('Silk Road Textiles');
    for (const text of ['Pending', 'Face Pending', 'Li Wei', 'li.wei@silkroad.example', 'China', '+86 138 0000 0000', 'Wed, 1 May 2024', 'CN-91310000', 'SH-2021-0042', '88 Nanjing Road, Shanghai'])
      expect(within(pending).getByText(text)).toBeInTheDocument();
    expect(within(pending).getByText('Chinese', { exact: false })).toBeInTheDocument();
    expect(within(card('Accra Beads Co')).queryByText('Chinese', { exact: false })).not.toBeInTheDocument();
    expect(within(card('Accra Beads Co')).getByText('Face Verified')).toBeInTheDocument();
    expect(within(card('Volta Weavers')).getByText('Approved')).toBeInTheDocument();
    expect(within(card('Volta Weavers')).getByText('Fri, 3 May 2024')).toBeInTheDocument();
    expect(within(card('Shady Imports')).getByText('Face Rejected')).toBeInTheDocument();
  });

  it('offers Review Face only while the face is pending, and Approve Business only to the unapproved, enabled once verified', async () => {
    await renderTab();
    expect(within(card('Silk Road Textiles')).getByRole('button', { name: /Review Face/ })).toBeInTheDocument();
    expect(within(card('Accra Beads Co')).queryByRole('button', { name: /Review Face/ })).not.toBeInTheDocument();
    expect(within(card('Silk Road Textiles')).getByRole('button', { name: /Approve Business/ })).toBeDisabled();
    expect(within(card('Shady Imports')).getByRole('button', { name: /Approve Business/ })).toBeDisabled();
    expect(within(card('Accra Beads Co')).getByRole('button', { name: /Approve Business/ })).toBeEnabled();
    expect(within(card('Volta Weavers')).queryByRole('button', { name: /Approve Business/ })).not.toBeInTheDocument();
    const portal = within(card('Volta Weavers')).getByRole('link', { name: /View Portal/ });
    expect(portal).toHaveAttribute('href', '/supplier-dashboard');
    expect(portal).toHaveAttribute('target', '_blank');
  });

  it("approves a verified business: 'Supplier approved successfully!'", async () => {
    fakeApi.on('PUT', '/api/admin/suppliers/:id/approve', ok({ ...VERIFIED, isApproved: true }));
    await renderTab();
    await user.click(within(card('Accra Beads Co')).getByRole('button', { name: /Approve Business/ }));
    expect(await screen.findByText('Supplier approved successfully!')).toBeInTheDocument();
    expect(fakeApi.sent('PUT', '/api/admin/suppliers/:id/approve').map((request) => request.path)).toEqual([`/api/admin/suppliers/${VERIFIED.id}/approve`]);
  });

  it("toasts 'Error approving supplier' with the server's message", async () => {
    fakeApi.on('PUT', '/api/admin/suppliers/:id/approve', apiError(409, { message: 'Verify the supplier’s face before approving the business' }));
    await renderTab();
    await user.click(within(card('Accra Beads Co')).getByRole('button', { name: /Approve Business/ }));
    expect(await screen.findByText('Error approving supplier')).toBeInTheDocument();
    expect(screen.getByText('Verify the supplier’s face before approving the business')).toBeInTheDocument();
  });

  it('reviews the face with both images from the admin-only endpoints, and verifies with notes', async () => {
    fakeApi.on('PUT', '/api/admin/suppliers/:id/verify-face', ok({ ...PENDING, faceVerificationStatus: 'verified' }));
    await renderTab();
    await user.click(within(card('Silk Road Textiles')).getByRole('button', { name: /Review Face/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Face Verification Review' });
    expect(within(dialog).getByAltText('Selfie of Li Wei')).toHaveAttribute('src', `/api/admin/suppliers/${PENDING.id}/images/face`);
    expect(within(dialog).getByAltText('Government ID of Li Wei')).toHaveAttribute('src', `/api/admin/suppliers/${PENDING.id}/images/government-id`);
    expect(within(dialog).getByText('li.wei@silkroad.example')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Matches the passport' } });
    await user.click(within(dialog).getByRole('button', { name: 'Approve Verification' }));
    expect(await screen.findByText('Face verification updated!')).toBeInTheDocument();
    expect(fakeApi.last('PUT', '/api/admin/suppliers/:id/verify-face')).toMatchObject({ path: `/api/admin/suppliers/${PENDING.id}/verify-face`, body: { status: 'verified', notes: 'Matches the passport' } });
  });

  it("rejects, says which image is missing, and toasts 'Error updating face verification' on failure", async () => {
    fakeApi.on('PUT', '/api/admin/suppliers/:id/verify-face', apiError(404, { message: 'Supplier not found' }));
    fakeApi.on('GET', SUPPLIERS, ok([{ ...PENDING, hasGovernmentIdImage: false }]));
    await renderTab();
    await user.click(screen.getByRole('button', { name: /Review Face/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Face Verification Review' });
    expect(within(dialog).getByText('No ID image submitted')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Reject Verification' }));
    expect(await screen.findByText('Error updating face verification')).toBeInTheDocument();
    expect(fakeApi.last('PUT', '/api/admin/suppliers/:id/verify-face')).toMatchObject({ path: `/api/admin/suppliers/${PENDING.id}/verify-face`, body: { status: 'rejected', notes: null } });
  });

  it('signs in again, like any admin call, when an image fails because the session has expired', async () => {
    fakeApi.on('GET', IMAGE, SIGNED_OUT);
    await renderTab();
    await user.click(within(card('Silk Road Textiles')).getByRole('button', { name: /Review Face/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Face Verification Review' });
    fireEvent.error(within(dialog).getByAltText('Selfie of Li Wei'));
    expect(within(dialog).getByText('The image could not be loaded.')).toBeInTheDocument();
    expect(await screen.findByText('Unauthorized')).toBeInTheDocument();
    expect(fakeApi.last('GET', IMAGE).path).toBe(`/api/admin/suppliers/${PENDING.id}/images/face`);
    expect(screen.getByText('You are logged out. Logging in again...')).toBeInTheDocument();
    await waitFor(() => expect(goToServerPage).toHaveBeenCalledWith('/api/login'));
  });

  it('only says the image could not be loaded when the failure is not about the session', async () => {
    fakeApi.on('GET', IMAGE, apiError(404, { message: 'Image not found' }));
    await renderTab();
    await user.click(within(card('Silk Road Textiles')).getByRole('button', { name: /Review Face/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Face Verification Review' });
    fireEvent.error(within(dialog).getByAltText('Government ID of Li Wei'));
    expect(within(dialog).getByText('The image could not be loaded.')).toBeInTheDocument();
    await waitFor(() => expect(fakeApi.last('GET', IMAGE).path).toBe(`/api/admin/suppliers/${PENDING.id}/images/government-id`));
    // Past the 500 ms after which a sign-in redirect would have gone.
    await act(() => new Promise((resolve) => setTimeout(resolve, 600)));
    expect(screen.queryByText('Unauthorized')).not.toBeInTheDocument();
    expect(goToServerPage).not.toHaveBeenCalled();
  });

  it("publishes an approved supplier's product to the store in a chosen category", async () => {
    fakeApi.on('POST', '/api/admin/supplier-products/:id/publish', ok(supplierProduct({ productId: 'p-1' })));
    fakeApi.on('GET', SUPPLIERS, ok([APPROVED]));
    await renderTab();
    const products = within(card('Volta Weavers'));
    expect(await products.findByText('Silk Kente Scarf')).toBeInTheDocument();
    expect(products.getByText('₵1,120.00')).toBeInTheDocument();
    expect(products.getByRole('button', { name: /Publish to store/ })).toBeDisabled();
    fireEvent.mouseDown(products.getByLabelText('Category for Silk Kente Scarf', { selector: 'input' }));
    await user.click(await screen.findByTitle('Accessories'));
    await user.click(products.getByRole('button', { name: /Publish to store/ }));
    expect(await screen.findByText('Product published to the store!')).toBeInTheDocument();
    expect(fakeApi.last('POST', '/api/admin/supplier-products/:id/publish')).toMatchObject({ path: `/api/admin/supplier-products/${supplierProduct().id}/publish`, body: { category: 'accessories' } });
  });

  it('marks a published product as live in the shop instead of offering to publish it again', async () => {
    fakeApi.on('GET', '/api/admin/suppliers/:id/products', ok([supplierProduct({ productId: 'abc' })]));
    fakeApi.on('GET', SUPPLIERS, ok([APPROVED]));
    await renderTab();
    expect(await screen.findByText('Live in the shop')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View in the shop' })).toHaveAttribute('href', '/products/abc');
    expect(screen.queryByRole('button', { name: /Publish to store/ })).not.toBeInTheDocument();
  });
});
