import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const rules = fileURLToPath(new URL('../backend/src/shared/rules', import.meta.url));

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@rules': rules } },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/catalog-images': 'http://localhost:3000' },
  },
  build: {
    target: 'es2020',
    sourcemap: false,
    // Read by the server to preload each route's chunks from the page itself (backend bootstrap/route-chunks.ts).
    manifest: true,
    chunkSizeWarningLimit: 600,
  },
});
