import { useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { MAIN_CONTENT_ID } from './skip-link';

/**
 * Marks a navigation of tabs (the login screens', the profile's): a tab that changes the route keeps
 * focus, as a tab does (ARIA practice), and the user moves on to the tab's content with Tab.
 */
export const TAB_NAVIGATION_ATTRIBUTE = 'data-route-tabs';

/** Spread on a tab navigation's element: `<nav {...tabNavigation}>`. */
export const tabNavigation = { [TAB_NAVIGATION_ATTRIBUTE]: '' } as const;

/**
 * Whether focus stays where it is after a route change: on something the new page focused itself (a
 * field, its errors box) or a dialog it opened, or on the tab the user chose. The control that changed
 * the route (a header link, Continue) and focus on nothing (its link went with the old page) move on.
 */
function keepsFocus(active: Element | null, activator: Element | null, main: HTMLElement): boolean {
  if (active === null || active === document.body || active === main) return false;
  if (active === activator) return active.closest(`[${TAB_NAVIGATION_ATTRIBUTE}]`) !== null;
  if (active.closest('[role="dialog"], [aria-modal="true"]') !== null) return true;
  return main.contains(active);
}

/**
 * Moves focus to the new page's h1 as soon as it is in the document: at once when the page came with
 * it; otherwise focus waits on the main region (never on nothing, never on the link of the page that
 * went) and moves to the heading when it mounts (a page that loads its code or data first). No timer:
 * the heading's arrival decides. Returns the clean-up, which stops waiting (the next route change).
 */
function focusNewPage(main: HTMLElement, activator: Element | null): () => void {
  let waitingOnMain = false;
  /** True when settled: the heading has focus, or focus is where it should stay. */
  const settle = (): boolean => {
    const active = document.activeElement;
    // While waiting, focus that left the main region was moved by the user: it stays there.
    if (waitingOnMain && active !== main && active !== document.body) return true;
    if (!waitingOnMain && keepsFocus(active, activator, main)) return true;
    const heading = main.querySelector<HTMLElement>('h1');
    if (heading !== null) {
      // Focusable from the script only: not a stop of the Tab order.
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
      return true;
    }
    if (active !== main) main.focus({ preventScroll: true });
    waitingOnMain = true;
    return false;
  };
  if (settle()) return () => undefined;
  const observer = new MutationObserver(() => {
    if (settle()) observer.disconnect();
  });
  observer.observe(main, { childList: true, subtree: true });
  return () => observer.disconnect();
}

/**
 * After every route change, focus moves to the new page's main heading, so a screen reader announces the
 * page and the keyboard continues from there instead of from the link that has gone (see focusNewPage
 * and keepsFocus for what stays). The page the app starts on is not a route change (the browser starts
 * at the top), whenever its first effects run: a path other than the one first rendered (a link followed
 * while a pre-rendered page was still hydrating, a redirect) is one.
 */
export function RouteFocus() {
  const { pathname } = useLocation();
  // The path this component last rendered, and what had focus then: rendering a new path happens before
  // the DOM changes, so that is the control that changed the route (a link, a tab, Continue).
  const [rendered, setRendered] = useState<{ pathname: string; activator: Element | null }>({
    pathname,
    activator: null,
  });
  if (rendered.pathname !== pathname) setRendered({ pathname, activator: document.activeElement });
  const handled = useRef(pathname);
  const { activator } = rendered;

  // In the commit that shows the new page, before it is painted: focus is never left on nothing between.
  useLayoutEffect(() => {
    if (handled.current === pathname) return;
    handled.current = pathname;
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (main === null) return;
    return focusNewPage(main, activator);
  }, [pathname, activator]);

  return null;
}
