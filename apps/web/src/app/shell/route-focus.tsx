import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { MAIN_CONTENT_ID } from './skip-link';

/** How long a lazily loaded page may take to show its heading before focus goes to the main region. */
const HEADING_WAIT_MS = 3000;

/**
 * After every route change (not the first page load, where the browser starts at the top), focus moves
 * to the new page's main heading, so a screen reader announces the page and the keyboard continues from
 * there instead of from the link that has gone; a page without a heading focuses its main region. Focus
 * that the new page placed itself (a field it focuses) stays where it is.
 */
export function RouteFocus() {
  const { pathname } = useLocation();
  const firstPage = useRef(true);

  useEffect(() => {
    if (firstPage.current) {
      firstPage.current = false;
      return;
    }
    const deadline = performance.now() + HEADING_WAIT_MS;
    let frame = 0;
    const focusPage = () => {
      const main = document.getElementById(MAIN_CONTENT_ID);
      if (main === null) return;
      const active = document.activeElement;
      if (active !== null && active !== document.body && active !== main && main.contains(active)) return;
      const heading = main.querySelector<HTMLElement>('h1');
      if (heading !== null) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus({ preventScroll: true });
      } else if (performance.now() < deadline) {
        frame = requestAnimationFrame(focusPage);
      } else {
        main.focus({ preventScroll: true });
      }
    };
    frame = requestAnimationFrame(focusPage);
    return () => cancelAnimationFrame(frame);
  }, [pathname]);

  return null;
}
