import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../test/helpers.js';

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
  const ZShown = z.object({ id: z.number(), name: z.string() });
  t.app.get('/api/test/shaped', { schema: { response: { 200: ZShown } } }, () => ({
    id: 7,
    name: 'Ann',
    passwordHash: 'not for the client',
  }));
  // What a type cast or an untyped database row can let through.
  const misshaped = { id: 'seven', name: 'Ann' } as unknown as z.infer<typeof ZShown>;
  t.app.get('/api/test/misshaped', { schema: { response: { 200: ZShown } } }, () => misshaped);
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

  it('answers with the contract: undeclared fields never leave the server', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/shaped' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('{"id":7,"name":"Ann"}');
  });

  it('answers 500 when a handler breaks its response contract', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/misshaped' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toBe('Something went wrong on our side. Please try again later.');
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

  it('carries the API security headers: a CSP that loads nothing, no sniffing, no cross-origin reads', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    // Strict-Transport-Security only over TLS (hsts.test.ts): this answer came over plain HTTP.
    expect(response.headers['strict-transport-security']).toBeUndefined();
    // Only a document that runs needs these; every answer would carry their bytes.
    expect(response.headers['cross-origin-opener-policy']).toBeUndefined();
    expect(response.headers['x-xss-protection']).toBeUndefined();
    // The rate limit's headers go with a refusal only (security.test.ts).
    expect(response.headers['x-ratelimit-limit']).toBeUndefined();
    // An unknown API path and an error answer get the same set.
    const missing = await t.app.inject({ method: 'GET', url: '/api/nothing-here?x=1' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'self'");
  });
});

describe('compression', () => {
  it('compresses an answer of 1 kB or more for a client that accepts it, and not a small one', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    for (const [accepts, encoding, decode] of [
      ['br, gzip', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/docs/json',
        headers: { 'accept-encoding': accepts },
      });
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(decode(response.rawPayload).toString()).toBe(plain.body);
    }
    const small = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ status: 'ok' });
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
        '/api/file/upload',
        '/api/file/u/{id}',
        '/api/file',
      ]),
    );
    expect(document.paths['/api/configuration']?.get?.parameters?.map((p) => p.name)).toEqual(['key']);
    // The upload is documented as the form it is, its fields named.
    const upload = (document.paths['/api/file/upload'] as Record<string, unknown>).post as {
      requestBody: { content: Record<string, { schema: { properties: Record<string, unknown> } }> };
    };
    expect(Object.keys(upload.requestBody.content)).toEqual(['multipart/form-data']);
    expect(Object.keys(upload.requestBody.content['multipart/form-data']!.schema.properties)).toEqual([
      'fileSetId',
      'entityTypeId',
      'formElementId',
      'primaryEntityId',
      'file',
    ]);
  });

  it('serves Swagger UI from script files only, under the CSP of the web app', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    const csp = String(page.headers['content-security-policy']);
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
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
    // Every <script> has a src: nothing inline that the CSP would block.
    const scripts = page.body.match(/<script[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(script).toMatch(/ src="/);
    const initializer = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(initializer.statusCode).toBe(200);
    expect(initializer.body).toContain("url: resolveUrl('./json')");
  });
});
