import { storefrontFiles, type BuiltChunk } from './precache-files';

/** The shape of Vite's manifest for the app's routes (frontend/src/app/routes.tsx). */
const MANIFEST: Record<string, BuiltChunk> = {
  'index.html': {
    file: 'assets/index-a1.js',
    css: ['assets/index-a1.css'],
    dynamicImports: ['src/storefront/cart.page.tsx', 'src/components/ant-app-scope.tsx', '_admin.page-b2.js', 'src/supplier/supplier-layout.tsx'],
  },
  'src/storefront/cart.page.tsx': { file: 'assets/cart.page-c3.js', css: ['assets/cart-c3.css'], imports: ['_use-cart-d4.js', 'index.html'] },
  '_use-cart-d4.js': { file: 'assets/use-cart-d4.js' },
  'src/components/ant-app-scope.tsx': { file: 'assets/ant-app-scope-e5.js', imports: ['_index-antd-f6.js'] },
  '_index-antd-f6.js': { file: 'assets/index-antd-f6.js' },
  '_admin.page-b2.js': { file: 'assets/admin.page-b2.js', name: 'admin.page', isDynamicEntry: true, imports: ['_use-cart-d4.js'], dynamicImports: ['src/admin/sales-chart.tsx'] },
  'src/admin/sales-chart.tsx': { file: 'assets/sales-chart-g7.js' },
  'src/supplier/supplier-layout.tsx': { file: 'assets/supplier-layout-h8.js', imports: ['_photo-picker-i9.js'] },
  '_photo-picker-i9.js': { file: 'assets/photo-picker-i9.js' },
};

describe('the files the service worker keeps for offline', () => {
  it("are the storefront's: the entry and every route chunk it can load, with their CSS", () => {
    expect([...storefrontFiles(MANIFEST)].sort()).toEqual(['assets/cart-c3.css', 'assets/cart.page-c3.js', 'assets/index-a1.css', 'assets/index-a1.js', 'assets/use-cart-d4.js']);
  });

  it("never the admin console's or the supplier portal's chunks, nor what only they load", () => {
    const files = [...storefrontFiles(MANIFEST)].join(' ');
    for (const staffOnly of ['admin.page', 'sales-chart', 'supplier-layout', 'photo-picker', 'ant-app-scope', 'index-antd']) expect(files).not.toContain(staffOnly);
  });
});
