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

// jsdom lays nothing out and its ranges cannot be measured; ProseMirror (the rich text editor) measures
// the caret's range to scroll it into view. Empty measurements, as for jsdom's elements.
if (typeof Range.prototype.getClientRects !== 'function') {
  Range.prototype.getClientRects = function getClientRects() {
    return Object.assign([], { item: () => null }) as unknown as DOMRectList;
  };
  Range.prototype.getBoundingClientRect = function getBoundingClientRect() {
    return new DOMRect(0, 0, 0, 0);
  };
}
