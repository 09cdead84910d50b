import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { bindApiAuth } from '../lib/api';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  // Every test starts signed out.
  window.sessionStorage.clear();
  document.cookie = 'admin=; path=/; Max-Age=0';
  bindApiAuth(null);
});
