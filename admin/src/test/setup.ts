import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { MISSING_KEY_REPORT, i18nProvider } from '@/i18n/i18nProvider';
import { DEFAULT_LOCALE } from '@/i18n/messages';
import { stopRefreshTimer } from '@/providers/tokenRefresh';

// The machine running the suite is shared: give lazy screens time to render before failing.
configure({ asyncUtilTimeout: 5000 });

// A component that names a key with no message fails its test instead of showing the key.
let missingKeys: string[] = [];
const consoleError = console.error.bind(console);
beforeEach(() => {
  missingKeys = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].startsWith(MISSING_KEY_REPORT)) missingKeys.push(args[0]);
    consoleError(...args);
  });
});

afterEach(async () => {
  cleanup();
  // Files share their worker's jsdom (vite.config.ts): what cleanup() does not know of goes too.
  // The public page renders without React, and screens move the address. The language too: a
  // screen rendered with a store that names none takes the provider's current one, and a test
  // that switched to Thai left the next file's labels in Thai.
  await i18nProvider.changeLocale(DEFAULT_LOCALE);
  document.body.replaceChildren();
  document.title = '';
  document.documentElement.removeAttribute('lang');
  window.history.replaceState(null, '', '/');
  stopRefreshTimer();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  expect(missingKeys).toEqual([]);
});
