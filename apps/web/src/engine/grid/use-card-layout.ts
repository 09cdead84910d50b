import { useTheme } from '@mui/material/styles';
import { useCallback, useSyncExternalStore } from 'react';

/**
 * Below this breakpoint (MUI's md, 900 px) a grid shows its rows as cards: a table of a record's seven to
 * ten columns and its actions does not fit a phone or a tablet held upright (docs/decisions/grid-engine.md).
 */
export const CARD_LAYOUT_BELOW = 'md';

const hasMatchMedia = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

/**
 * Whether the grids lay their rows out as cards: the window is narrower than CARD_LAYOUT_BELOW, by the
 * theme's own query (theme.breakpoints.down, as the sx breakpoints elsewhere), read from matchMedia on the
 * first render, so a phone never paints the table first, and followed as the window turns. Not MUI's
 * useMediaQuery: the build puts that module in the date pickers' chunk (the pickers use it too), which
 * every grid page would then load. Without matchMedia (jsdom, a server) it is false: the table.
 */
export function useCardLayout(): boolean {
  const query = useTheme()
    .breakpoints.down(CARD_LAYOUT_BELOW)
    .replace(/^@media\s*/, '');
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!hasMatchMedia()) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => hasMatchMedia() && window.matchMedia(query).matches,
    () => false,
  );
}
