import { afterEach, expect, it } from 'vitest';
import { createEmotionCache, PRERENDERED_STYLES_ATTRIBUTE } from './emotion-cache';

afterEach(() => {
  document.head.innerHTML = '';
});

it("counts a pre-rendered page's classes as inserted and leaves its style tag where it is", () => {
  document.head.innerHTML =
    `<style ${PRERENDERED_STYLES_ATTRIBUTE}="css a1 b2">.css-a1{color:red}.css-b2{color:blue}</style>` +
    '<link rel="icon" href="/favicon.ico">';
  const tag = document.head.firstElementChild;
  const cache = createEmotionCache();
  expect(cache.inserted).toMatchObject({ a1: true, b2: true });
  // Not moved (emotion's own hydration appends it to the head, twice): still first, still unmarked.
  expect(document.head.firstElementChild).toBe(tag);
  expect(tag?.hasAttribute('data-s')).toBe(false);
  expect(cache.sheet.tags).toEqual([]);
});

it('starts empty where nothing was pre-rendered', () => {
  expect(Object.keys(createEmotionCache().inserted)).toEqual([]);
});
