import type { StyleSheet } from '@emotion/sheet';
import { describe, expect, it } from 'vitest';
import { createEmotionCache, markPrerenderedStyles, PRERENDERED_STYLES_ATTRIBUTE } from './emotion-cache';

/** The CSS the cache writes for `styles` under `.x` (outside a browser, emotion returns it). */
function css(styles: string): string {
  const cache = createEmotionCache();
  const written = cache.insert('.x', { name: 'x', styles, next: undefined }, {} as StyleSheet, false);
  return String(written);
}

describe('the styles cache', () => {
  it('writes flexbox, transitions and placeholders once, without the 2012 prefixed copies', () => {
    const written = css(
      'display:flex;flex-direction:column;align-items:center;transition:opacity 1s;&::placeholder{color:red;}',
    );
    expect(written).toContain('display:flex;');
    expect(written).toContain('.x::placeholder{color:red;}');
    expect(written).not.toMatch(/-webkit-box|-ms-|-moz-|-webkit-flex|-webkit-transition|-webkit-input/);
  });

  it('keeps the -webkit- copy that Safari still needs', () => {
    const written = css('user-select:none;backdrop-filter:blur(2px);hyphens:auto;');
    expect(written).toContain('-webkit-user-select:none;user-select:none;');
    expect(written).toContain('-webkit-backdrop-filter:blur(2px);backdrop-filter:blur(2px);');
    expect(written).toContain('-webkit-hyphens:auto;hyphens:auto;');
  });
});

describe('the styles of a pre-rendered page', () => {
  it('name the classes tag for the app, leaving the global styles to emotion', () => {
    const tags =
      '<style data-emotion="css-global 0">html{}</style><style data-emotion="css a1 b2">.css-a1{}.css-b2{}</style>';
    expect(markPrerenderedStyles(tags)).toBe(
      `<style data-emotion="css-global 0">html{}</style><style ${PRERENDERED_STYLES_ATTRIBUTE}="css a1 b2">.css-a1{}.css-b2{}</style>`,
    );
  });
});
