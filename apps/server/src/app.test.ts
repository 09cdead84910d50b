import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, TEST_RATE_LIMITS, type TestApp } from '../test/helpers.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  // Routes that exist only here, to drive the error handler through the paths no real route takes yet.
  t.app.get('/api/test/boom', () => {
    throw new Error('secret internal detail');
  });
  t.app.post(
    '/api/test/echo',
    {
      schema: { body: z.object({ name: z.string().min(2, 'name is too short.'), age: z.number() }).strict() },
    },
    (request) => request.body,
  );
  t.app.get('/api/test/limited', { config: { rateLimit: { max: 1, timeWindow: '1 minute' } } }, () => 'ok');
});

describe('unknown API paths', () => {
  it.each(['GET', 'POST', 'DELETE'] as const)('%s answers 404 with a JSON string', async (method) => {
    const response = await t.app.inject({ method, url: '/api/no/such/thing?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toBe('Not found.');
  });
});

describe('errors', () => {
  it('answers 500 with a generic text and no internals', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toBe('Something went wrong on our side. Please try again later.');
    expect(response.body).not.toContain('secret internal detail');
    expect(response.body).not.toContain('.ts:');
  });

  it('maps body validation failures to { errors: { field: message } }', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: 'A', age: 'old', role: 'admin' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errors: {
        name: 'name is too short.',
        age: 'Invalid input: expected number, received string',
        role: 'role is not a known field.',
      },
    });
  });

  it('reports a missing body under "body"', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/test/echo' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json<{ errors: object }>().errors)).toEqual(['body']);
  });

  it('answers 429 with a clear text when a route limit is exceeded', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/test/limited' })).statusCode).toBe(200);
    const response = await t.app.inject({ method: 'GET', url: '/api/test/limited' });
    expect(response.statusCode).toBe(429);
    expect(response.json()).toBe('Too many requests. Please wait a minute and try again.');
  });

  it('answers malformed JSON with a 400 string', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(response.statusCode).toBe(400);
    expect(typeof response.json()).toBe('string');
  });
});

describe('every response', () => {
  it('carries a request id, different for each request', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/health' });
    const second = await t.app.inject({ method: 'GET', url: '/api/no-such-route' });
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(first.headers['x-request-id']).toMatch(uuid);
    expect(second.headers['x-request-id']).toMatch(uuid);
    expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
  });

  it('ignores a request id sent by the client', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'forged' },
    });
    expect(response.headers['x-request-id']).not.toBe('forged');
  });

  it('carries the security headers, with a CSP that allows no inline script', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    const directives = new Map(
      csp.split(';').map((part) => {
        const [name = '', ...values] = part.trim().split(/\s+/);
        return [name, values] as const;
      }),
    );
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'self'"]);
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });

  it('counts API requests against the rate limit', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-ratelimit-limit']).toBe(String(TEST_RATE_LIMITS.global));
  });
});

describe('API documentation', () => {
  it('serves the OpenAPI document with the routes and their schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{
      paths: Record<string, { get?: { parameters?: { name: string }[] } }>;
    }>();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/ready', '/api/boot', '/api/configuration']),
    );
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/accounts',
        '/api/accounts/confirm',
        '/api/accounts/sendconfemail',
        '/api/accounts/forgotpassword',
        '/api/accounts/resetpassword',
        '/api/accounts/acceptterms',
        '/api/accounts/notify',
        '/api/accounts/seed',
        '/api/accounts/unlock',
        '/api/accounts/emailchange',
        '/api/accounts/emailconfirm',
        '/api/accounts/pilotcheck',
        '/api/auth/login',
        '/api/auth/logout',
        '/api/auth/heartbeat',
        '/api/auth/claims',
        '/api/userorganizationroles/roleswitch',
        '/api/accountroles',
        '/api/file/s/{code}',
      ]),
    );
    expect(document.paths['/api/configuration']?.get?.parameters?.map((p) => p.name)).toEqual(['key']);
  });

  it('serves Swagger UI from script files only, under the same CSP', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    // Every <script> has a src: nothing inline that the CSP would block.
    const scripts = page.body.match(/<script[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(script).toMatch(/ src="/);
    const initializer = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(initializer.statusCode).toBe(200);
    expect(initializer.body).toContain("url: resolveUrl('./json')");
  });
});
