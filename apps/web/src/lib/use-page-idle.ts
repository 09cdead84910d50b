import { useSyncExternalStore } from 'react';

/** At the latest this long after a page starts, what waits for the browser to be idle goes ahead anyway. */
export const PAGE_IDLE_TIMEOUT_MS = 2000;

let idle = false;
let scheduled = false;
const listeners = new Set<() => void>();

/**
 * Idle from now on; those waiting are told one to a task: each starts its own requests (a fetch costs a
 * phone a few milliseconds), and all of them in the idle callback's one task made a long task again.
 */
function becomeIdle() {
  idle = true;
  const waiting = [...listeners];
  const next = () => {
    const listener = waiting.shift();
    if (listener === undefined) return;
    if (listeners.has(listener)) listener();
    if (waiting.length > 0) setTimeout(next, 0);
  };
  next();
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
