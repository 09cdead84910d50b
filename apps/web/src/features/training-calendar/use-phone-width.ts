import { useTheme } from '@mui/material/styles';
import { useCallback, useSyncExternalStore } from 'react';

const hasMatchMedia = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

/**
 * Whether the window is phone-wide (below the theme's sm, 600 px): the calendar is then a list, a month's
 * grid of seven columns being unreadable there. Read from matchMedia on the first render and followed as
 * the phone turns (the grid engine's useCardLayout does the same at md); without matchMedia, false.
 */
export function usePhoneWidth(): boolean {
  const query = useTheme()
    .breakpoints.down('sm')
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
