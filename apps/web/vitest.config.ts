import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

const srcDir = decodeURIComponent(new URL('./src', import.meta.url).pathname);

export default defineProject({
  plugins: [react()],
  resolve: { alias: { '@': srcDir } },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // Ant Design renders slowly in jsdom, and CI runs every project at once.
    testTimeout: 20_000,
  },
});
