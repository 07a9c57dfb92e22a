import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/catalog-images': 'http://localhost:3000' },
  },
  build: {
    target: 'es2020',
    sourcemap: false,
    // Read by the server to preload each route's chunks from the page itself (backend bootstrap/route-chunks.ts).
    manifest: true,
    // Every browser the shop serves preloads modules itself (Chrome and Android since 2018): no polyfill in the entry.
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 600,
  },
});
