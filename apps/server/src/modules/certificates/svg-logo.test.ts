import { fileURLToPath } from 'node:url';
import { getTenant, TENANT_CODES } from '@registry/domain';
import { describe, expect, it } from 'vitest';
import { parseSvg, readLogo } from './svg-logo.js';

const WEB_PUBLIC = fileURLToPath(new URL('../../../../web/public', import.meta.url));

describe('the tenant logo reader', () => {
  it.each(TENANT_CODES)('%s: reads the web app’s logo as SVG elements', async (code) => {
    const logo = await readLogo(WEB_PUBLIC, getTenant(code).logo.src);
    expect(logo?.name).toBe('svg');
    expect(logo?.attributes.viewBox).toBe('0 0 120 120');
    const names = logo!.children.map((child) => (typeof child === 'string' ? '#text' : child.name));
    expect(names).not.toContain('#text');
    expect(names.length).toBeGreaterThan(2);
  });

  it('keeps attributes, nested elements and text (entities decoded); skips comments', () => {
    const svg = parseSvg(
      `<?xml version="1.0"?><!-- a comment --><svg viewBox="0 0 10 10"><g fill='#fff'><rect x="1" y="2" width="3" height="4"/></g>` +
        `<text x="5" y="6" font-weight="800">A &amp; B</text></svg>`,
    );
    expect(svg).toEqual({
      name: 'svg',
      attributes: { viewBox: '0 0 10 10' },
      children: [
        {
          name: 'g',
          attributes: { fill: '#fff' },
          children: [{ name: 'rect', attributes: { x: '1', y: '2', width: '3', height: '4' }, children: [] }],
        },
        { name: 'text', attributes: { x: '5', y: '6', 'font-weight': '800' }, children: ['A & B'] },
      ],
    });
  });

  it('is null where there is no logo to read (no web app built) or it is no SVG', async () => {
    expect(await readLogo('/nonexistent', '/tenants/al/logo.svg')).toBeNull();
    expect(await readLogo(WEB_PUBLIC, '/tenants/al/logo.png')).toBeNull();
    expect(parseSvg('<html></html>')).toBeNull();
  });
});
