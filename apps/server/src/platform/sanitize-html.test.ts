import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html.js';

describe('sanitizeHtml', () => {
  it.each([
    ['a script, with its content', '<p>Hi</p><script>alert(1)</script>', '<p>Hi</p>'],
    [
      'event handlers',
      '<p onclick="alert(1)" onmouseover="x()">Hi</p><img src=x onerror="alert(1)">',
      '<p>Hi</p>',
    ],
    ['a javascript: link', '<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['a javascript: link hidden by case and spacing', '<a href=" JaVa\nScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['an entity-encoded javascript: link', '<a href="&#106;avascript:alert(1)">x</a>', '<a>x</a>'],
    ['a data: link', '<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>', '<a>x</a>'],
    ['a protocol-relative link', '<a href="//evil.example/">x</a>', '<a>x</a>'],
    ['style attributes and elements', '<p style="color:red">a</p><style>p{}</style>', '<p>a</p>'],
    [
      'iframes, objects and embeds',
      '<iframe src="https://x.example"></iframe><object data="x"></object><embed src="x">b',
      'b',
    ],
    ['forms and their fields', '<form action="/x"><input value="secret"><button>Go</button></form>c', 'c'],
    [
      'svg and math with what is inside',
      '<svg><script>alert(1)</script><text>t</text></svg><math><mi>x</mi></math>d',
      'd',
    ],
    [
      'target, class and id',
      '<a href="https://x.example" target="_blank" class="c" id="i">x</a>',
      '<a href="https://x.example">x</a>',
    ],
    ['other data attributes', '<p data-foo="1" data-id="2:3">p</p>', '<p>p</p>'],
    [
      'unknown elements, unwrapped with their text',
      '<font color="red">red</font> <marquee>move</marquee>',
      'red move',
    ],
    ['comments', '<p>a<!-- hidden --></p>', '<p>a</p>'],
  ])('removes %s', async (_name, dirty, clean) => {
    expect(await sanitizeHtml(dirty)).toBe(clean);
  });

  it('keeps the formatting the editor makes', async () => {
    const html =
      '<h2>Title</h2><p><strong>b</strong> <b>b</b> <em>i</em> <i>i</i> <u>u</u> <s>s</s><br></p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote>q</blockquote><hr>' +
      '<table><thead><tr><th>h</th></tr></thead><tbody><tr><td>d</td></tr></tbody></table><div>x</div>';
    expect(await sanitizeHtml(html)).toBe(html);
  });

  it('keeps links to web and mail addresses and to the registry itself', async () => {
    for (const href of [
      'https://example.org/a?b=1',
      'http://example.org',
      'mailto:help@example.org',
      '/dashboard/training',
    ]) {
      expect(await sanitizeHtml(`<a href="${href}">x</a>`)).toBe(
        `<a href="${href.replace('&', '&amp;')}">x</a>`,
      );
    }
  });

  it('keeps mentions, and mention attributes only on a well-formed mention', async () => {
    const mention =
      '<span data-type="mention" data-id="2:15" data-label="Little Blessings">@Little Blessings</span>';
    expect(await sanitizeHtml(`<p>See ${mention}</p>`)).toBe(`<p>See ${mention}</p>`);
    // Not a mention, or an id that is not entity:id: the attributes go, the text stays.
    expect(await sanitizeHtml('<span data-type="mention" data-id="x:1" data-label="L">@L</span>')).toBe(
      '<span>@L</span>',
    );
    expect(await sanitizeHtml('<span data-type="other" data-id="2:1">t</span>')).toBe('<span>t</span>');
    expect(await sanitizeHtml('<a data-type="mention" data-id="2:1" href="/x">t</a>')).toBe(
      '<a href="/x">t</a>',
    );
  });

  it('gives the same HTML when cleaned again', async () => {
    const dirty =
      '<p onclick="x">a <a href="https://x.example">b</a> <span data-type="mention" data-id="1:2" data-label="c">@c</span></p><script>x</script>';
    const once = await sanitizeHtml(dirty);
    expect(await sanitizeHtml(once)).toBe(once);
  });
});
