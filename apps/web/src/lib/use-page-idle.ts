import { useSyncExternalStore } from 'react';

/** At the latest this long after a page starts, what waits for the browser to be idle goes ahead anyway. */
export const PAGE_IDLE_TIMEOUT_MS = 2000;

let idle = false;
let scheduled = false;
const listeners = new Set<() => void>();

function becomeIdle() {
  idle = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!idle && !scheduled) {
    scheduled = true;
    if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(becomeIdle, { timeout: PAGE_IDLE_TIMEOUT_MS });
    else setTimeout(becomeIdle, 0);
  }
  return () => {
    listeners.delete(listener);
  };
}

/**
 * False until the browser is first idle after the app started (requestIdleCallback, at most
 * PAGE_IDLE_TIMEOUT_MS), then true for the rest of the page's life. What is not the page's own content
 * (the inbox badges' counts, the newest notification) waits for it: asked in the same task as the page's
 * data they made one long task of it on a phone (docs/decisions/web-app.md).
 */
export function usePageIdle(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => idle,
    () => false,
  );
}
