import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while React hydrates a pre-rendered page (the server's snapshot) and true from the next render
 * on, or at once when the page is rendered in the browser. A form that works only through its handlers
 * waits for it: before hydration a pre-rendered form would submit natively, with its values in the URL.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
