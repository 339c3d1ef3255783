import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { stopRefreshTimer } from '@/providers/tokenRefresh';

afterEach(() => {
  cleanup();
  stopRefreshTimer();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
