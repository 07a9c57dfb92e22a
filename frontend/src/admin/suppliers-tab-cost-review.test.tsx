import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminSupplier, supplierProduct } from '../test/supplier-fixtures';
import { fakeApi, ok } from '../test/fake-api';
import { renderWithProviders } from '../test/render';
import { SupplierProducts } from './suppliers-tab-products';

const user = userEvent.setup({ pointerEventsCheck: 0, delay: null });

const SUPPLIER = adminSupplier({ id: '33333333-3333-4333-8333-333333333333', businessName: 'Volta Weavers', language: 'en', faceVerificationStatus: 'verified' });
const PRODUCTS = '/api/admin/suppliers/:id/products';
const REVIEW = '/api/admin/supplier-products/:id/cost-review';
// On sale at ₵112.00; the supplier asked for a cost of ₵0.01, more than 20% off.
const REPRICED = supplierProduct({
  supplierProductName: 'Kente Stole',
  productId: '7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d',
  costPrice: '100.00',
  sellingPrice: '112.00',
  pendingCostPrice: '0.01',
  pendingSellingPrice: '0.01',
});
const settled = { ...REPRICED, pendingCostPrice: null, pendingSellingPrice: null };

describe('a supplier price change awaiting review in the admin Suppliers tab', () => {
  it('shows the old and new cost and shop price, and approves it', async () => {
    fakeApi.on('GET', PRODUCTS, ok([REPRICED]), ok([{ ...settled, costPrice: '0.01', sellingPrice: '0.01' }]));
    fakeApi.on('PUT', REVIEW, ok({ ...settled, costPrice: '0.01', sellingPrice: '0.01' }));
    renderWithProviders(<SupplierProducts supplier={SUPPLIER} />);

    const review = await screen.findByRole('group', { name: 'Price change for Kente Stole' });
    expect(review).toHaveTextContent('Price change awaiting review');
    expect(review).toHaveTextContent('Cost ₵100.00 → ₵0.01 · Shop price ₵112.00 → ₵0.01');
    await user.click(within(review).getByRole('button', { name: /Approve/ }));

    await waitFor(() => expect(fakeApi.sent('PUT', REVIEW)).toHaveLength(1));
    expect(fakeApi.sent('PUT', REVIEW)[0]).toMatchObject({ params: { id: REPRICED.id }, body: { decision: 'approve' } });
    expect(await screen.findByText('New price is on sale')).toBeInTheDocument();
    // The list is asked for again and the change is gone from it.
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Price change for Kente Stole' })).toBeNull());
  });

  it('rejects it, keeping the old price', async () => {
    fakeApi.on('GET', PRODUCTS, ok([REPRICED]), ok([settled]));
    fakeApi.on('PUT', REVIEW, ok(settled));
    renderWithProviders(<SupplierProducts supplier={SUPPLIER} />);

    const review = await screen.findByRole('group', { name: 'Price change for Kente Stole' });
    await user.click(within(review).getByRole('button', { name: /Reject/ }));

    await waitFor(() => expect(fakeApi.sent('PUT', REVIEW)).toHaveLength(1));
    expect(fakeApi.sent('PUT', REVIEW)[0].body).toEqual({ decision: 'reject' });
    expect(await screen.findByText('Price change rejected: the old price stays')).toBeInTheDocument();
  });

  it('shows no review for a product without a pending cost', async () => {
    fakeApi.on('GET', PRODUCTS, ok([settled]));
    renderWithProviders(<SupplierProducts supplier={SUPPLIER} />);
    expect(await screen.findByText('Kente Stole')).toBeInTheDocument();
    expect(screen.queryByText('Price change awaiting review')).toBeNull();
  });
});
