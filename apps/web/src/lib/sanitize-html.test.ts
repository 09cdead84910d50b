import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('keeps formatting and safe links, drops scripts, handlers and styles', () => {
    const html =
      '<h1 onclick="x()">Terms</h1><p style="color:red">Read <b>all</b> of <a href="https://x.org" onmouseover="y()">this</a>.</p>' +
      '<script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">bad</a>';
    expect(sanitizeHtml(html)).toBe(
      '<h2>Terms</h2><p>Read <b>all</b> of <a href="https://x.org" target="_blank" rel="noopener noreferrer">this</a>.</p><a>bad</a>',
    );
  });

  it('keeps plain text as text', () => {
    expect(sanitizeHtml('Use & enjoy <3')).toBe('Use &amp; enjoy &lt;3');
  });
});
