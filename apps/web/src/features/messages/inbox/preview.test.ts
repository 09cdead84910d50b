import { describe, expect, it } from 'vitest';
import { plainText, previewLength, previewText } from './preview';

describe('the body preview (spec 2 §9)', () => {
  it('is 100 characters under 992px wide, 180 up to 1400px, else 250', () => {
    expect(previewLength(320)).toBe(100);
    expect(previewLength(991)).toBe(100);
    expect(previewLength(992)).toBe(180);
    expect(previewLength(1400)).toBe(180);
    expect(previewLength(1401)).toBe(250);
    expect(previewLength(2560)).toBe(250);
  });

  it('is plain text: tags become spaces, entities their characters', () => {
    expect(plainText('<p>Hello <strong>world</strong></p><p>Next&nbsp;line &amp; more</p>')).toBe(
      'Hello world Next line & more',
    );
    expect(plainText('<p>&lt;script&gt; stays text</p>')).toBe('<script> stays text');
    expect(plainText('')).toBe('');
  });

  it('is cut to the length, an ellipsis marking the cut', () => {
    const long = `<p>${'a'.repeat(300)}</p>`;
    expect(previewText(long, 100)).toBe(`${'a'.repeat(100)}…`);
    expect(previewText(long, 250)).toBe(`${'a'.repeat(250)}…`);
    expect(previewText('<p>Short</p>', 100)).toBe('Short');
    expect(previewText(`<p>${'b'.repeat(100)}</p>`, 100)).toBe('b'.repeat(100));
  });
});
