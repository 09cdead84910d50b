import { ROLE_COOKIE } from '@registry/domain';
import { cleanup, configure } from '@testing-library/react';
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
  document.cookie = `${ROLE_COOKIE}=; path=/; Max-Age=0`;
  bindApiAuth(null);
});

// A page's first render loads its route's code, which a loaded or slow 2-core machine can take more than
// Testing Library's default second to transform and run (seen: the first test of a file still on the
// loading screen after 1.2 s). The find queries wait up to 5 s; a page that never comes still fails.
configure({ asyncUtilTimeout: 5_000 });

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
