import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vitest/config';
import react from '@vitejs/plugin-react';

const fromHere = (path: string) => decodeURIComponent(new URL(path, import.meta.url).pathname);

/** Test files that call vi.mock: a module they replace must not come from another file's cache. */
const mockingTests = readdirSync(fromHere('./src'), { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .filter((file) => /\bvi\.(?:do)?[mM]ock\(/.test(readFileSync(join(fromHere('./src'), file), 'utf8')))
  .map((file) => `src/${file}`);

// The API answers on these prefixes; in dev the admin talks to it through Vite's proxy.
const apiTarget = 'http://127.0.0.1:3000';
// The API's own pages too: the unsubscribe page (/u) and the staff's queue board (/queues).
const apiPrefixes = ['/api', '/jwt', '/profile', '/account-setting', '/pricing', '/u/', '/queues'];

/**
 * The customer's pages (/c/<token>, /p/<id>, /g/<gameCode>) are the public-page.html entry; the API
 * answers it on those paths, and in dev this does the same so the page runs from its sources.
 */
const publicPages = (): Plugin => ({
  name: 'public-pages',
  apply: 'serve',
  configureServer(server) {
    server.middlewares.use((req, _res, next) => {
      const [path, query] = (req.url ?? '').split('?', 2);
      if (/^\/(?:[cpg]\/[^/]+|coupon\/[^/]+\/[^/]+)\/?$/.test(path!))
        req.url = `/public-page.html${query === undefined ? '' : `?${query}`}`;
      next();
    });
  },
});

/**
 * Writes a .br and a .gz beside every hashed script and stylesheet, once per build, at the
 * highest levels: the API then serves them as they are, with no compression work per request.
 */
const precompress = (): Plugin => ({
  name: 'precompress-assets',
  apply: 'build',
  writeBundle({ dir }) {
    const assets = join(dir ?? fromHere('./dist'), 'assets');
    for (const name of readdirSync(assets).filter((file) => /\.(js|css|svg|json)$/.test(file))) {
      const content = readFileSync(join(assets, name));
      if (content.length < 1024) continue;
      writeFileSync(
        join(assets, `${name}.br`),
        brotliCompressSync(content, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
        }),
      );
      writeFileSync(join(assets, `${name}.gz`), gzipSync(content, { level: 9 }));
    }
  },
});

export default defineConfig({
  plugins: [react(), publicPages(), precompress()],
  resolve: {
    alias: {
      '@': fromHere('./src'),
      '@locales': fromHere('../locales'),
      // The API's own SMS counting (pure files without imports): the editor counts as the server does.
      '@sms': fromHere('../backend/src/common/sms'),
      // The coupon code and message rules (pure files): the form checks and counts as the API does.
      '@coupons': fromHere('../backend/src/common/coupons'),
    },
  },
  server: {
    proxy: Object.fromEntries(apiPrefixes.map((prefix) => [prefix, { target: apiTarget }])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      // Two pages: the admin, and the customer's small public page (no React in its bundle).
      input: { admin: fromHere('./index.html'), 'public-page': fromHere('./public-page.html') },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
    // A test waits up to 5 s for each thing to appear (setup.ts); on a busy two-core machine a
    // screen's first render can take most of that, so the test as a whole gets more than 5 s.
    testTimeout: 20_000,
    // Two files at a time, on the machine's two cores (the default leaves one idle).
    maxWorkers: 2,
    projects: [
      // A file that replaces a module (vi.mock) gets fresh modules of its own.
      { extends: true, test: { name: 'isolated', include: mockingTests, isolate: true } },
      // The rest share their worker's modules and jsdom: building both for each of forty files
      // was two thirds of the suite's time (195 s against 72 s). setup.ts clears what a test
      // leaves behind.
      { extends: true, test: { name: 'shared', include: ['src/**/*.test.{ts,tsx}'], exclude: mockingTests, isolate: false } },
    ],
  },
});
