import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/media': 'http://localhost:3000' },
  },
  build: {
    target: 'es2020',
    sourcemap: false,
    // Read by the server to preload each route's chunks from the page itself (backend bootstrap/route-chunks.ts).
    manifest: true,
    chunkSizeWarningLimit: 600,
  },
});
