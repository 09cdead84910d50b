import type { Breakpoint } from '@mui/material/styles';
import { useTheme } from '@mui/material/styles';
import { useCallback, useSyncExternalStore } from 'react';

const hasMatchMedia = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

/**
 * Whether the window is narrower than the theme's `breakpoint`, by the theme's own query
 * (theme.breakpoints.down, as the sx breakpoints elsewhere), read from matchMedia on the first render, so a
 * phone never paints the wide layout first, and followed as the window turns. Not MUI's useMediaQuery: the
 * build puts that module in the date pickers' chunk (the pickers use it too), which every page using this
 * would then load. Without matchMedia (jsdom, a server) it is false: the wide layout.
 */
export function useBelowBreakpoint(breakpoint: Breakpoint): boolean {
  const query = useTheme()
    .breakpoints.down(breakpoint)
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
