import { darken, getContrastRatio } from '@mui/material/styles';

/** WCAG AA contrast for normal text. */
export const AA_CONTRAST = 4.5;

/**
 * The colour itself when it reaches `ratio` against `background`, otherwise the first darker shade that
 * does: a tenant's brand colour stays recognisable while text and buttons in it stay readable.
 */
export function ensureContrast(color: string, background = '#ffffff', ratio = AA_CONTRAST): string {
  let shade = color;
  for (let step = 1; getContrastRatio(shade, background) < ratio && step <= 20; step++) {
    shade = darken(color, step * 0.05);
  }
  return shade;
}

/** White or near-black, whichever reads better on `background`. */
export function readableTextOn(background: string): string {
  return getContrastRatio('#ffffff', background) >= getContrastRatio('#1b1b1b', background)
    ? '#ffffff'
    : '#1b1b1b';
}
