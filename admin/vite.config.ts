import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const fromHere = (path: string) => decodeURIComponent(new URL(path, import.meta.url).pathname);

// The API answers on these prefixes; in dev the admin talks to it through Vite's proxy.
const apiTarget = 'http://127.0.0.1:3000';
const apiPrefixes = ['/api', '/jwt', '/profile', '/account-setting', '/pricing'];

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@': fromHere('./src'),
      '@locales': fromHere('../locales'),
    },
  },
  server: {
    proxy: Object.fromEntries(apiPrefixes.map((prefix) => [prefix, { target: apiTarget }])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
  },
});
