import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_RATE_LIMITS, type TestApp } from '../../test/helpers.js';

const BIG_SCRIPT = `export const words = ${JSON.stringify('registry '.repeat(400))};`;

const INDEX =
  '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/app-1a2b.js"></script></body></html>';

describe('with a built web app', () => {
  let t: TestApp;
  const dist = mkdtempSync(join(tmpdir(), 'registry-web-'));

  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), INDEX);
    writeFileSync(join(dist, 'assets', 'app-1a2b.js'), 'console.log("app");');
    writeFileSync(join(dist, 'robots.txt'), 'User-agent: *');
    // What the build writes: compressed copies beside a text file, and a source map that is not served.
    writeFileSync(join(dist, 'assets', 'big-9f8e.js'), BIG_SCRIPT);
    writeFileSync(join(dist, 'assets', 'big-9f8e.js.br'), brotliCompressSync(BIG_SCRIPT));
    writeFileSync(join(dist, 'assets', 'big-9f8e.js.gz'), gzipSync(BIG_SCRIPT));
    writeFileSync(join(dist, 'assets', 'big-9f8e.js.map'), '{"version":3}');
    t = await createTestApp({ config: { webDistDir: dist } });
  });

  it.each(['/', '/login', '/dashboard/profile/personal', '/accept-terms?userId=42'])(
    'answers index.html for the client route %s, not cached',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toBe(INDEX);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    },
  );

  it('serves a fingerprinted asset with a long, immutable cache', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/app-1a2b.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log("app");');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each([
    ['br, gzip', 'br', brotliDecompressSync],
    ['gzip, deflate', 'gzip', gunzipSync],
  ] as const)(
    'sends the copy the build compressed to a browser that accepts %s',
    async (accepts, encoding, decode) => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/assets/big-9f8e.js',
        headers: { 'accept-encoding': accepts },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(decode(response.rawPayload).toString()).toBe(BIG_SCRIPT);
    },
  );

  it('sends the file as it is to a browser that accepts no compression', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/big-9f8e.js' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(BIG_SCRIPT);
  });

  it('does not serve source maps', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/big-9f8e.js.map' });
    expect(response.statusCode).toBe(404);
  });

  it('serves other files of the build', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('User-agent: *');
  });

  it.each(['/assets/missing.js', '/assets/x', '/favicon.ico'])(
    'answers 404 for the missing file %s',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('<div id="root">');
    },
  );

  it('still answers unknown API paths with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/dashboard' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toBe('Not found.');
  });

  it('does not count static files against the rate limit', async () => {
    const limited = await createTestApp({
      config: { webDistDir: dist, rateLimits: { ...TEST_RATE_LIMITS, global: 2 } },
    });
    for (let i = 0; i < 5; i += 1) {
      const asset = await limited.app.inject({ method: 'GET', url: '/assets/app-1a2b.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cross-origin-opener-policy']).toBe('same-origin');
    }
    // The API is counted: the same address is refused on its third call.
    for (let i = 0; i < 2; i += 1) expect((await limited.app.inject('/api/health')).statusCode).toBe(200);
    expect((await limited.app.inject('/api/health')).statusCode).toBe(429);
  });
});

describe('without a built web app', () => {
  it('serves the API and says the web app is not built', async () => {
    const t = await createTestApp({ config: { webDistDir: join(tmpdir(), 'registry-no-such-dist') } });
    const page = await t.app.inject({ method: 'GET', url: '/dashboard/x' });
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toMatch(/^text\/plain/);
    expect(page.body).toContain('The web app is not built');
    const api = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(api.statusCode).toBe(200);
  });
});
