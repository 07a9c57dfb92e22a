import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The storefront's server-rendering bundle (ADR 022), built beside the browser's (`npm run build`, build.mjs):
 * one CommonJS file with every dependency inside, under the built tree the backend already reads
 * (`dist/.ssr/entry-server.cjs`, which express.static never serves: dot folders are skipped). The
 * backend require()s it once at start, so a Docker image that ships `frontend/dist` alone has it.
 */
export default defineConfig({
  plugins: [react()],
  // React's production build whatever NODE_ENV the server runs with: no development checks per request.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true, target: 'node' },
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: 'dist/.ssr',
    emptyOutDir: false,
    // The browser's build copies public/; the server needs none of it.
    copyPublicDir: false,
    target: 'node20',
    sourcemap: false,
    minify: false,
    rollupOptions: { output: { format: 'cjs', entryFileNames: 'entry-server.cjs', inlineDynamicImports: true } },
  },
});
