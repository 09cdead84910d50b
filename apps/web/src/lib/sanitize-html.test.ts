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

  it('unwraps elements not listed, and removes the dropped ones with their content', () => {
    expect(
      sanitizeHtml(
        '<section><p>Kept <font color="red">inside</font></p></section><style>p{}</style><form><input value="x">Sign</form><svg><text>x</text></svg>',
      ),
    ).toBe('<p>Kept inside</p>');
  });

  it('links: the registry paths stay in the tab, unsafe addresses lose their href', () => {
    expect(sanitizeHtml('<a href="/dashboard">Home</a>')).toBe('<a href="/dashboard">Home</a>');
    expect(sanitizeHtml('<a href="mailto:help@example.org">Mail</a>')).toBe(
      '<a href="mailto:help@example.org" target="_blank" rel="noopener noreferrer">Mail</a>',
    );
    for (const href of ['//evil.example/x', 'data:text/html,x', ' javascript:alert(1)', 'vbscript:x']) {
      expect(sanitizeHtml(`<a href="${href}">x</a>`)).toBe('<a>x</a>');
    }
    // A target the author set is not kept: only ours.
    expect(sanitizeHtml('<a href="/x" target="_top" rel="opener">x</a>')).toBe('<a href="/x">x</a>');
  });

  it('keeps a mention only with a valid data-id, and data attributes only on spans', () => {
    const mention =
      '<span data-type="mention" data-id="2:15" data-label="Sunshine Academy">@Sunshine Academy</span>';
    expect(sanitizeHtml(`<p>See ${mention}</p>`)).toBe(`<p>See ${mention}</p>`);
    expect(sanitizeHtml('<span data-type="mention" data-id="2:abc" data-label="X">@X</span>')).toBe(
      '<span>@X</span>',
    );
    expect(sanitizeHtml('<span data-type="other" data-id="2:15">x</span>')).toBe('<span>x</span>');
    expect(sanitizeHtml('<p data-type="mention" data-id="2:15" data-foo="1" href="/x">x</p>')).toBe(
      '<p>x</p>',
    );
    expect(sanitizeHtml('<span aria-label="x" class="c" id="i">x</span>')).toBe('<span>x</span>');
  });
});
