import { useBelowBreakpoint } from '../../lib/use-below-breakpoint';

/**
 * Below this breakpoint (MUI's md, 900 px) a grid shows its rows as cards: a table of a record's seven to
 * ten columns and its actions does not fit a phone or a tablet held upright (docs/decisions/grid-engine.md).
 */
export const CARD_LAYOUT_BELOW = 'md';

/** Whether the grids lay their rows out as cards: the window is narrower than CARD_LAYOUT_BELOW. */
export function useCardLayout(): boolean {
  return useBelowBreakpoint(CARD_LAYOUT_BELOW);
}
