import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const backend = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: backend, changeOrigin: false },
      '/uploads': { target: backend, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Read by scripts/bundle-size.mjs to report what the first load of each route costs.
    manifest: true,
    // The budget that matters is gzipped first load (scripts/bundle-size.mjs); raw size warnings are noise.
    chunkSizeWarningLimit: 700,
  },
});
