import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { OutputBundle, OutputChunk } from 'rollup';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { storefrontChunks, storefrontPages } from './storefront-chunks';
import { isKeptCatalogRead, isKeptPage, isUnkeptStorefrontPage, keepOnlyStorable } from './src/storefront/offline/cache-rules';
import { storefrontFiles, type BuiltChunk } from './src/storefront/offline/precache-files';

const dist = join(__dirname, 'dist');
/** A week: long enough for a phone that visits weekly, short enough that a sold-out product is not shown for ever. */
const WEEK = 7 * 24 * 60 * 60;

/** The network while it answers within 3 s (a slow phone network), else the copy from the last visit. */
function networkFirst(cacheName: string, maxEntries: number, fallbackURL?: string) {
  return {
    handler: 'NetworkFirst' as const,
    options: {
      cacheName,
      networkTimeoutSeconds: 3,
      expiration: { maxEntries, maxAgeSeconds: WEEK },
      cacheableResponse: { statuses: [200] },
      plugins: [keepOnlyStorable],
      ...(fallbackURL ? { precacheFallback: { fallbackURL } } : {}),
    },
  };
}

/**
 * The page comes without its app manifest link: the storefront links it once the loaded page is idle,
 * with the service worker (register-service-worker.ts, ADR 088). Found in the page, the manifest had
 * the browser fetch it and its icon and check the shop's installability while the page was loading.
 */
const manifestLinkedWhenIdle = {
  name: 'manifest-linked-when-idle',
  enforce: 'post' as const,
  apply: 'build' as const,
  transformIndexHtml: {
    // After vite-plugin-pwa's own post-order transform, which adds the link.
    order: 'post' as const,
    handler: (html: string) => html.replace(/<link rel="manifest"[^>]*>/, ''),
  },
};

/**
 * V8's explicit compile hint on the chunks a page's takeover runs: the storefront's (React DOM, the
 * other libraries, the shop's shared code, the storefront's pages) and the supplier sign-in's with
 * everything it imports (antd). Chrome (136 on) compiles all their functions on the background
 * thread that streams the file, where it would otherwise compile each on the main thread when the
 * takeover first calls it (ADR 089). Other chunks (the console's screens, parts loaded later) stay lazy.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
const STOREFRONT_PAGES = new Set(storefrontPages(__dirname));
const SUPPLIER_SIGN_IN = join(__dirname, 'src', 'supplier', 'supplier-login.page.tsx');
const isStorefrontTakeoverChunk = (chunk: OutputChunk) => ['react', 'vendor', 'shop'].includes(chunk.name) || STOREFRONT_PAGES.has(chunk.facadeModuleId ?? '');
const takeoverCompiledWhileStreamed = {
  name: 'takeover-compiled-while-streamed',
  apply: 'build' as const,
  generateBundle: {
    // Last: after minification, which would drop a comment, and after Vite puts its preload map at
    // the top of a chunk. V8 reads the hint on the first line only.
    order: 'post' as const,
    handler(_options: unknown, bundle: OutputBundle) {
      const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const supplierSignIn = new Set<OutputChunk>();
      const withImports = (chunk: OutputChunk | undefined) => {
        if (!chunk || supplierSignIn.has(chunk)) return;
        supplierSignIn.add(chunk);
        for (const imported of chunk.imports) withImports(byFile.get(imported));
      };
      withImports(chunks.find((chunk) => chunk.facadeModuleId === SUPPLIER_SIGN_IN));
      for (const chunk of chunks) if (isStorefrontTakeoverChunk(chunk) || supplierSignIn.has(chunk)) chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
    },
  },
};

/** axios' adapters without the fetch one, which the shop never uses (src/api/no-fetch-adapter.ts). */
const withoutAxiosFetchAdapter = {
  name: 'without-axios-fetch-adapter',
  enforce: 'pre' as const,
  resolveId(source: string, importer: string | undefined) {
    return source === './fetch.js' && importer?.endsWith(join('axios', 'lib', 'adapters', 'adapters.js')) ? join(__dirname, 'src', 'api', 'no-fetch-adapter.ts') : null;
  },
};

export default defineConfig({
  plugins: [
    react(),
    withoutAxiosFetchAdapter,
    takeoverCompiledWhileStreamed,
    /*
     * The shop as an installable app that opens offline (ADR 021). Only the storefront is kept:
     * admin and supplier chunks are left out of the precache, and no private page (/track) or API
     * answer (auth, cart, orders, admin, suppliers, anything sent no-store) is ever stored by the
     * service worker (storefront/offline/cache-rules.ts).
     */
    VitePWA({
      // Registered by the storefront itself (storefront/offline/register-service-worker.ts).
      injectRegister: null,
      registerType: 'autoUpdate',
      manifestFilename: 'manifest.webmanifest',
      includeAssets: [],
      manifest: {
        name: 'Kente & Co. — Authentic Ghana Fashion',
        short_name: 'Kente & Co.',
        description: 'Authentic Ghanaian and African fashion: Kente, Dashiki, modern styles and accessories.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#fbf7ef',
        theme_color: '#C8961E',
        lang: 'en',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,png,webmanifest}'],
        // Only what a shopper's pages can load (precache-files.ts): never the console's or the portal's chunks.
        manifestTransforms: [
          (entries) => {
            const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, BuiltChunk>;
            const shopper = storefrontFiles(manifest);
            const keep = entries.filter(({ url }) => !url.startsWith('assets/') || shopper.has(url));
            return { manifest: keep, warnings: [] };
          },
        ],
        // The hashed names are the versions: Workbox need not add its own revision query.
        dontCacheBustURLsMatching: /^assets\//,
        // Pages are fetched network-first below; the bare app shell answers only pages never visited.
        navigateFallback: null,
        // '/' is the server-rendered landing page, not the precached app shell that Workbox would map it to.
        directoryIndex: null,
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
        runtimeCaching: [
          {
            // Storefront pages; a page never visited gets the app shell, which then asks for its data.
            urlPattern: isKeptPage,
            ...networkFirst('pages', 60, 'index.html'),
          },
          {
            // Pages never kept: from the network only, and offline the app shell rather than the browser's error page.
            urlPattern: isUnkeptStorefrontPage,
            handler: 'NetworkOnly',
            options: { precacheFallback: { fallbackURL: 'index.html' } },
          },
          {
            // The public catalog reads a page makes after its first (which the page itself carries).
            urlPattern: isKeptCatalogRead,
            ...networkFirst('catalog-api', 120),
          },
          {
            // Photos (uploaded and the demo catalog's) never change under a name (ADR 019): the stored copy is always right.
            urlPattern: ({ url }) => url.pathname.startsWith('/media/'),
            handler: 'CacheFirst',
            options: { cacheName: 'photos', expiration: { maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60 }, cacheableResponse: { statuses: [200] } },
          },
        ],
      },
    }),
    manifestLinkedWhenIdle,
  ],
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/media': 'http://localhost:3000' },
  },
  build: {
    // Top-level await (app/after-libraries.ts, ADR 030): every browser since 2021; older ones get the server's HTML.
    target: 'es2022',
    // build.mjs empties dist once: the server-rendering bundle is written into it at the same time.
    emptyOutDir: false,
    sourcemap: false,
    // Read by the server to preload each route's chunks from the page itself (backend bootstrap/route-chunks.ts).
    manifest: true,
    // Every browser the shop serves preloads modules itself (Chrome and Android since 2018): no polyfill in the entry.
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 600,
    rollupOptions: { output: { manualChunks: storefrontChunks(__dirname) } },
  },
});
