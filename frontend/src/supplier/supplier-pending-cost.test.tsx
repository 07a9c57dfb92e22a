import { screen } from '@testing-library/react';
import { fakeApi, ok } from '../test/fake-api';
import { renderWithProviders } from '../test/render';
import { supplierProduct, supplierProfile } from '../test/supplier-fixtures';
import { SupplierI18nProvider, LANGUAGE_STORAGE_KEY } from './i18n/supplier-i18n';
import { SupplierProductsTab } from './supplier-products-tab';


// On sale; the new cost moved more than 20% and waits for the shop's staff.
const REPRICED = supplierProduct({
  supplierProductName: 'Kente Stole',
  productId: '7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d',
  costPrice: '100.00',
  sellingPrice: '112.00',
  pendingCostPrice: '150.00',
  pendingSellingPrice: '168.00',
});

function renderTab(language: 'en' | 'zh-CN') {
  window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  fakeApi.on('GET', '/api/suppliers/products', ok([REPRICED, supplierProduct({ id: '1f2e3d4c-5b6a-4978-8a9b-0c1d2e3f4a5b', supplierProductName: 'Adinkra Cloth' })]));
  return renderWithProviders(
    <SupplierI18nProvider>
      <SupplierProductsTab profile={supplierProfile()} />
    </SupplierI18nProvider>,
  );
}

describe("the supplier's products while a new cost awaits review", () => {
  afterEach(() => window.localStorage.clear());

  it('says so in English, with the new cost and selling price, and keeps the current price shown', async () => {
    renderTab('en');
    expect(await screen.findByText('New cost ₵150.00 (selling price ₵168.00) is awaiting review by the shop. Customers pay the current price until it is approved.')).toBeInTheDocument();
    expect(screen.getAllByText('Awaiting review')).toHaveLength(1);
    expect(screen.getAllByText('₵112.00').length).toBeGreaterThan(0);
  });

  it('says so in Simplified Chinese', async () => {
    renderTab('zh-CN');
    expect(await screen.findByText('新成本价 ₵150.00（售价 ₵168.00）正在等待商店审核。审核通过前，顾客仍按当前价格购买。')).toBeInTheDocument();
    expect(screen.getAllByText('等待审核')).toHaveLength(1);
  });
});
