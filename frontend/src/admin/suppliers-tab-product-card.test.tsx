import { screen, within } from '@testing-library/react';
import { testPhoto } from '../test/fixtures';
import { adminSupplier, supplierProduct } from '../test/supplier-fixtures';
import { fakeApi, ok } from '../test/fake-api';
import { renderWithProviders } from '../test/render';
import { SupplierProducts } from './suppliers-tab-products';


const SUPPLIER = adminSupplier({ id: '33333333-3333-4333-8333-333333333333', businessName: 'Volta Weavers', language: 'en', faceVerificationStatus: 'verified' });
const PRODUCTS = '/api/admin/suppliers/:id/products';
const PHOTO = testPhoto('a');
const BACK = testPhoto('b');

/** The card of one product in the supplier's list. */
async function cardOf(name: string): Promise<HTMLElement> {
  const list = await screen.findByRole('region', { name: 'Products of Volta Weavers' });
  return (await within(list).findByText(name)).closest('li') as HTMLElement;
}

describe("a supplier's product card in the admin Suppliers tab (issue 40)", () => {
  it('shows the main photo first and says a published product is live in the shop', async () => {
    fakeApi.on('GET', PRODUCTS, ok([supplierProduct({ supplierProductName: 'Kente Stole', productId: 'p-9', isActive: true, supplierImages: [PHOTO, BACK] })]));
    renderWithProviders(<SupplierProducts supplier={SUPPLIER} />);
    const card = await cardOf('Kente Stole');
    const photo = within(card).getByRole('img', { name: 'Kente Stole' });
    expect(photo.getAttribute('src')).toContain('a'.repeat(32));
    expect(within(card).getByRole('list', { name: 'More photos of Kente Stole' }).querySelectorAll('img')).toHaveLength(1);
    expect(within(card).getByText('Live in the shop')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'View in the shop' })).toHaveAttribute('href', '/products/p-9');
  });

  it('says a product not yet published is not in the shop, and one the supplier withdrew no longer is', async () => {
    fakeApi.on(
      'GET',
      PRODUCTS,
      ok([
        supplierProduct({ id: 'sp-1', supplierProductName: 'Smock', productId: null, supplierImages: [] }),
        supplierProduct({ id: 'sp-2', supplierProductName: 'Beads', productId: 'p-2', isActive: false, supplierImages: [PHOTO] }),
      ]),
    );
    renderWithProviders(<SupplierProducts supplier={SUPPLIER} />);
    const draft = await cardOf('Smock');
    expect(within(draft).getByText('Not in the shop yet')).toBeInTheDocument();
    // No photo yet: the frame is there and says so.
    expect(within(draft).getByRole('img', { name: 'Smock (no photo yet)' })).toBeInTheDocument();
    const withdrawn = await cardOf('Beads');
    expect(within(withdrawn).getByText('Withdrawn by the supplier')).toBeInTheDocument();
    expect(within(withdrawn).queryByText('Live in the shop')).not.toBeInTheDocument();
    expect(within(withdrawn).queryByRole('link', { name: 'View in the shop' })).not.toBeInTheDocument();
  });
});
