import { join } from 'node:path';
import { PORTAL_ROUTE_MODULES, NOT_FOUND_MODULES, readViteManifest, RENDERED_BEFORE_THEIR_CODE, ROUTE_MODULES, routeChunkTags, ViteManifest, withEntryStylesInline } from './route-chunks';

const manifest: ViteManifest = {
  'index.html': { file: 'assets/index-1.js', imports: ['_vendor-9.js'], css: ['assets/index-1.css'] },
  '_vendor-9.js': { file: 'assets/vendor-9.js' },
  'src/storefront/layout/header-with-cart.tsx': { file: 'assets/header-2.js', imports: ['index.html', '_useQuery-3.js'], css: ['assets/header-2.css'] },
  'src/storefront/product-list.page.tsx': { file: 'assets/list-4.js', imports: ['index.html', '_useQuery-3.js', '_card-5.js'], css: ['assets/list-4.css'] },
  '_useQuery-3.js': { file: 'assets/useQuery-3.js', imports: ['index.html', '_vendor-9.js'] },
  '_card-5.js': { file: 'assets/card-5.js', imports: ['_useQuery-3.js'], css: ['assets/list-4.css'] },
  'src/storefront/not-found.page.tsx': { file: 'assets/not-found-6.js', imports: ['index.html'], css: ['assets/not-found-6.css'] },
  'src/storefront/layout/site-footer.tsx': { file: 'assets/footer-7.js', imports: ['index.html', '_switch-8.js'], css: ['assets/footer-7.css'] },
  '_switch-8.js': { file: 'assets/switch-8.js', css: ['assets/switch-8.css'] },
};

describe('preloading a route’s chunks from its page', () => {
  it("lists the route's chunks, the shop header's and everything they import, once each, without the entry and its imports", () => {
    expect(routeChunkTags(manifest, '/products')).toBe(
      [
        '<link rel="preload" as="style" href="/assets/header-2.css">',
        '<link rel="preload" as="style" href="/assets/list-4.css">',
        '<template id="app-chunks">',
        '<link rel="modulepreload" crossorigin href="/assets/header-2.js">',
        '<link rel="modulepreload" crossorigin href="/assets/useQuery-3.js">',
        '<link rel="modulepreload" crossorigin href="/assets/list-4.js">',
        '<link rel="modulepreload" crossorigin href="/assets/card-5.js">',
        '</template>',
      ].join(''),
    );
  });

  it('lists first the app the entry loads once the page is shown, with its styles, and keeps every script preload inert until then (ADR 031)', () => {
    const page: ViteManifest = {
      'index.html': { file: 'assets/index-1.js', imports: ['_loader-2.js'], dynamicImports: ['src/app/start.ts'], css: ['assets/index-1.css'] },
      '_loader-2.js': { file: 'assets/loader-2.js' },
      'src/app/start.ts': { file: 'assets/start-3.js', imports: ['_shop-4.js', 'index.html', '_loader-2.js'] },
      '_shop-4.js': { file: 'assets/shop-4.js', css: ['assets/shop-4.css'] },
      'src/storefront/track.page.tsx': { file: 'assets/track-5.js', imports: ['_shop-4.js'], css: ['assets/track-5.css'] },
    };
    const tags = routeChunkTags(page, '/track', (file) => `.x{/* ${file} */}`);
    expect(tags.indexOf('assets/shop-4.css')).toBeLessThan(tags.indexOf('assets/track-5.css'));
    const inert = tags.match(/<template id="app-chunks">(.*)<\/template>/)?.[1];
    expect([...(inert ?? '').matchAll(/href="\/([^"]+)"/g)].map(([, file]) => file)).toEqual(['assets/start-3.js', 'assets/shop-4.js', 'assets/track-5.js']);
    // Outside the template nothing is fetched for the app; the entry and its loader come with index.html.
    expect(tags.replace(/<template.*<\/template>/, '')).not.toContain('modulepreload');
  });

  it('writes the rendered supplier sign-in’s styles in and keeps its chunks inert until its first frame, without the storefront’s header or footer', () => {
    const page: ViteManifest = {
      ...manifest,
      'src/supplier/supplier-layout.tsx': { file: 'assets/supplier-layout-10.js', imports: ['_vendor-9.js', '_antd-11.js'], css: ['assets/supplier-layout-10.css'] },
      'src/supplier/supplier-login.page.tsx': { file: 'assets/supplier-login-12.js', imports: ['_antd-11.js'] },
      '_antd-11.js': { file: 'assets/antd-11.js' },
    };
    const tags = routeChunkTags(page, '/supplier-login', (file) => `.x{/* ${file} */}`);
    expect(tags).toBe(
      [
        '<style>.x{/* assets/supplier-layout-10.css */}</style><link rel="stylesheet" href="/assets/supplier-layout-10.css" disabled>',
        '<template id="app-chunks">',
        '<link rel="modulepreload" crossorigin href="/assets/supplier-layout-10.js">',
        '<link rel="modulepreload" crossorigin href="/assets/antd-11.js">',
        '<link rel="modulepreload" crossorigin href="/assets/supplier-login-12.js">',
        '</template>',
      ].join(''),
    );
    expect(routeChunkTags(page, '/supplier-dashboard')).toBe('');
  });

  it("puts a chunk's own styles after those of what it imports, as Vite's loader does when the browser renders the page, so its rules win", () => {
    const page: ViteManifest = {
      'index.html': { file: 'assets/index-1.js' },
      'src/storefront/landing.page.tsx': { file: 'assets/landing-1.js', imports: ['_kente-2.js'], css: ['assets/landing-1.css'] },
      '_kente-2.js': { file: 'assets/kente-2.js', css: ['assets/kente-2.css'] },
    };
    const sheets = [...routeChunkTags(page, '/').matchAll(/as="style" href="\/([^"]+)"/g)].map(([, file]) => file);
    expect(sheets).toEqual(['assets/kente-2.css', 'assets/landing-1.css']);
  });

  it('writes the stylesheets into a page the server rendered, so its markup is styled at its first paint', () => {
    const css: Record<string, string> = { 'assets/header-2.css': '.site-header{color:red}', 'assets/list-4.css': '.grid{content:"</style><script>"}' };
    const tags = routeChunkTags(manifest, '/products', (file) => css[file] ?? null);
    expect(tags).toContain(
      '<style>.site-header{color:red}</style><link rel="stylesheet" href="/assets/header-2.css" disabled>' +
        '<style>.grid{content:"<\\/style><script>"}</style><link rel="stylesheet" href="/assets/list-4.css" disabled>',
    );
    expect(tags).not.toContain('as="style"');
    expect(tags).toContain('<link rel="modulepreload" crossorigin href="/assets/list-4.js">');
    // Any other path rendered is the 404 page; a file the build lacks is linked, not lost.
    expect(routeChunkTags(manifest, '/no-such-page', () => null)).toContain('<link rel="stylesheet" href="/assets/not-found-6.css">');
  });

  it("writes the entry's stylesheets into a rendered page's index.html, each still linked (disabled) for Vite's loader to find", () => {
    const indexHtml = '<head><script type="module" crossorigin src="/assets/index-1.js"></script><link rel="stylesheet" crossorigin href="/assets/shop-2.css"><link rel="stylesheet" crossorigin href="/assets/index-1.css"></head>';
    const css: Record<string, string> = { 'assets/shop-2.css': '.card{}', 'assets/index-1.css': ':root{}' };
    expect(withEntryStylesInline(indexHtml, (file) => css[file] ?? null)).toBe(
      '<head><script type="module" crossorigin src="/assets/index-1.js"></script>' +
        '<style>.card{}</style><link rel="stylesheet" href="/assets/shop-2.css" disabled>' +
        '<style>:root{}</style><link rel="stylesheet" href="/assets/index-1.css" disabled></head>',
    );
    // A file the build lacks stays linked as it was.
    expect(withEntryStylesInline(indexHtml, () => null)).toBe(indexHtml);
  });

  it("writes the footer's styles into a rendered page too, without preloading its code, which comes after the page", () => {
    const rendered = routeChunkTags(manifest, '/products', (file) => `.x{/* ${file} */}`);
    expect(rendered).toContain('<style>.x{/* assets/footer-7.css */}</style>');
    expect(rendered).toContain('<style>.x{/* assets/switch-8.css */}</style>');
    expect(rendered).not.toContain('footer-7.js');
    expect(rendered).not.toContain('switch-8.js');
    // A page the browser renders loads the footer's styles with its code.
    expect(routeChunkTags(manifest, '/products')).not.toContain('footer-7');
  });

  it('adds nothing for pages outside the storefront table but the supplier sign-in', () => {
    for (const path of ['/admin', '/rider', '/supplier-dashboard', '/no-such-page', '/products/a/b']) expect(routeChunkTags(manifest, path)).toBe('');
  });

  it("names only modules the frontend build really has (a renamed page fails here, not silently on a phone)", () => {
    const built = readViteManifest(join(__dirname, '..', '..', '..', 'frontend', 'dist'));
    expect(built).not.toBeNull();
    const missing = [...new Set(['src/storefront/layout/header-with-cart.tsx', ...ROUTE_MODULES.flatMap(([, modules]) => modules), ...PORTAL_ROUTE_MODULES.flatMap(([, modules]) => modules), ...NOT_FOUND_MODULES, ...RENDERED_BEFORE_THEIR_CODE])].filter((key) => !built![key]);
    expect(missing).toEqual([]);
    expect(routeChunkTags(built!, '/')).toContain('landing.page-');
    expect(routeChunkTags(built!, '/supplier-login')).toContain('supplier-login.page-');
  });
});
