import { STATIC_FILE_CODES } from '@registry/contracts';
import { getTenant, TENANT_CODES, type TenantCode } from '@registry/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.js';

const apps = {} as Record<TenantCode, TestApp>;

beforeAll(async () => {
  for (const tenant of TENANT_CODES) apps[tenant] = await createTestApp({ config: { tenant } });
});

describe('GET /api/file/s/{code}', () => {
  const cases = TENANT_CODES.flatMap((tenant) => STATIC_FILE_CODES.map((code) => [tenant, code] as const));

  it.each(cases)('%s: serves %s as a PDF of the tenant, marked as placeholder', async (tenant, code) => {
    const response = await apps[tenant].app.inject({ method: 'GET', url: `/api/file/s/${code}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    // Inline, for the viewer's frame (an attachment would leave the frame blank).
    expect(response.headers['content-disposition']).toMatch(
      new RegExp(`^inline; filename="[\\w-]+-${code}\\.pdf"$`),
    );
    const text = response.rawPayload.toString('latin1');
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(text).toContain('(Placeholder content)');
    expect(text).toContain(`(${getTenant(tenant).productName})`);
  });

  it('answers an attachment with download=true, for the Download button and the guide links', async () => {
    const response = await apps.tn.app.inject({
      method: 'GET',
      url: '/api/file/s/staff-guide?download=true',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="[\w-]+-staff-guide\.pdf"$/,
    );
  });

  it.each(['download=yes', 'download=true&x=1', 'other=1'])('refuses the query %s', async (query) => {
    const response = await apps.al.app.inject({ method: 'GET', url: `/api/file/s/user-guide?${query}` });
    expect(response.statusCode).toBe(400);
  });

  it.each(['no-such-guide', 'user-guide.pdf', '..%2F..%2Fpackage.json'])(
    'answers 404 for %s',
    async (code) => {
      const response = await apps.al.app.inject({ method: 'GET', url: `/api/file/s/${code}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toBe('There is no such document.');
    },
  );
});
