import { INLINE_BOOT_ID, TENANTS, publicTenant } from '@registry/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { readInlineBoot } from './inline-boot';

const boot = { tenant: publicTenant(TENANTS.tn), environment: 'uat', version: '1.0.0' };

function pageWith(text: string | null) {
  document.head.innerHTML =
    text === null ? '' : `<script id="${INLINE_BOOT_ID}" type="application/json">${text}</script>`;
}

afterEach(() => {
  document.head.innerHTML = '';
});

describe('readInlineBoot', () => {
  it('reads the boot answer and the maintenance flag the server wrote into the page', () => {
    pageWith(JSON.stringify({ ...boot, closed: true }).replace(/</g, '\\u003c'));
    expect(readInlineBoot(document)).toEqual({ boot, closed: true });
  });

  it.each([
    ['no block (the development server)', null],
    ['an empty block', ''],
    ['text that is not JSON', '{"tenant":'],
    ['no maintenance flag', JSON.stringify(boot)],
    ['a flag that is not a boolean', JSON.stringify({ ...boot, closed: 'True' })],
    ['no tenant', JSON.stringify({ environment: 'uat', version: '1', closed: false })],
    ['an unknown environment', JSON.stringify({ ...boot, environment: 'qa', closed: false })],
    ['JSON that is not an object', '"boot"'],
  ])('gives null for %s, so the web asks the API instead', (_case, text) => {
    pageWith(text);
    expect(readInlineBoot(document)).toBeNull();
  });
});
