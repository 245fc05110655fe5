import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Decoded so the alias also works when the checkout path has spaces.
const srcDir = decodeURIComponent(new URL('./src', import.meta.url).pathname);

// The API serves the calls under /api and stored files under /uploads.
const apiOrigin = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': srcDir } },
  server: {
    port: 5173,
    proxy: { '/api': apiOrigin, '/uploads': apiOrigin, '/demo': apiOrigin },
  },
  preview: {
    proxy: { '/api': apiOrigin, '/uploads': apiOrigin, '/demo': apiOrigin },
  },
  build: { outDir: 'dist', assetsDir: 'assets' },
});
