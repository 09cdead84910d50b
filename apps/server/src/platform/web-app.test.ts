import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FRAME_ATTRIBUTE, INLINE_BOOT_ID, PRERENDERED_ATTRIBUTE, ROLE_COOKIE } from '@registry/domain';
import { createTestApp, TEST_RATE_LIMITS, type TestApp } from '../../test/helpers.js';
import { VERSION } from '../version.js';

const BIG_SCRIPT = `export const words = ${JSON.stringify('registry '.repeat(400))};`;

const INDEX =
  '<!doctype html><html><head><title>Registry</title></head><body><div id="root"></div><script type="module" src="/assets/app-1a2b.js"></script></body></html>';
/** Markup with '$&' and "$'" in it: the page must carry it verbatim, not as replacement patterns. */
const HOME_MARKUP = "<h1>Welcome</h1><p>Costs $&amp; fees: $& and $' stay as written</p>";
const HOME_STYLES = '<style data-emotion="css abc">.css-abc{color:red}</style>';
/** Frames of signed-in pages: one for every role, and the dashboard's per role. */
const FRAMES = {
  '/dashboard/profile/employment': { title: 'Employment | Alabama', styles: '', html: '<h1>Employment</h1>' },
  '/dashboard 100': { title: 'My Dashboard | Alabama', styles: '', html: '<h1>My Dashboard</h1>' },
  '/dashboard 200': { title: "Director's Dashboard | Alabama", styles: '', html: "<h1>Director's</h1>" },
};

/** The JSON block of a page, parsed; undefined without one. */
function inlineBoot(html: string): Record<string, unknown> | undefined {
  const match = new RegExp(`<script id="${INLINE_BOOT_ID}" type="application/json">(.*?)</script>`).exec(
    html,
  );
  return match ? (JSON.parse(match[1]!) as Record<string, unknown>) : undefined;
}

async function setClosed(t: TestApp, value: 'True' | 'False') {
  await t.db.updateTable('configuration').set({ value }).where('key', '=', 'closed').execute();
}

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
    // What the build pre-rendered for the test tenant (al) in the test environment, and for another version.
    mkdirSync(join(dist, 'prerendered'));
    const page = { title: 'Home | Alabama', styles: HOME_STYLES, html: HOME_MARKUP };
    for (const [environment, version] of [
      ['dev', VERSION],
      ['uat', '0.0.0-older'],
    ]) {
      writeFileSync(
        join(dist, 'prerendered', `al.${environment}.json`),
        JSON.stringify({ tenant: 'al', environment, version, pages: { '/': page }, frames: FRAMES }),
      );
    }
    t = await createTestApp({ config: { webDistDir: dist, tenant: 'al', environment: 'dev' } });
  });

  it.each(['/login', '/dashboard/profile/personal', '/accept-terms?userId=42'])(
    'answers index.html with the boot answer inline for the client route %s, not cached',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
      const boot = inlineBoot(response.body);
      const api = (await t.app.inject('/api/boot')).json<Record<string, unknown>>();
      expect(boot).toEqual({ ...api, closed: false });
      // Not pre-rendered: the bare shell, which the browser renders.
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).not.toContain(PRERENDERED_ATTRIBUTE);
      expect(response.body.replace(/<script id="registry-boot"[^>]*>.*?<\/script>/, '')).toBe(INDEX);
    },
  );

  it('answers a pre-rendered page with its markup, styles and title, verbatim', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/?from=mail' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<div id="root" ${PRERENDERED_ATTRIBUTE}="/">${HOME_MARKUP}</div>`);
    expect(response.body).toContain(`<title>Home | Alabama</title>`);
    expect(response.body).toContain(`${HOME_STYLES}<script id="${INLINE_BOOT_ID}"`);
    expect(inlineBoot(response.body)).toMatchObject({ environment: 'dev', closed: false });
  });

  it('answers a signed-in page it has a frame of with the frame, inert, for any role or none', async () => {
    for (const cookie of [undefined, `${ROLE_COOKIE}=350`, `other=1; ${ROLE_COOKIE}=100`]) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/dashboard/profile/employment',
        ...(cookie ? { headers: { cookie } } : {}),
      });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(
        `<div id="root" ${FRAME_ATTRIBUTE}="/dashboard/profile/employment"><div inert><h1>Employment</h1></div></div>`,
      );
      expect(response.body).toContain('<title>Employment | Alabama</title>');
      expect(response.headers.vary).toContain('cookie');
    }
  });

  it('answers the dashboard with the frame of the role in the role cookie, and the bare shell without one', async () => {
    const page = async (cookie?: string) =>
      (await t.app.inject({ method: 'GET', url: '/dashboard', ...(cookie ? { headers: { cookie } } : {}) }))
        .body;
    expect(await page(`${ROLE_COOKIE}=200`)).toContain("<div inert><h1>Director's</h1></div>");
    expect(await page(`${ROLE_COOKIE}=100`)).toContain('<div inert><h1>My Dashboard</h1></div>');
    // No cookie, a role without a frame, or something that is not a role name: the bare shell.
    for (const cookie of [undefined, `${ROLE_COOKIE}=350`, `${ROLE_COOKIE}=<script>`, `${ROLE_COOKIE}=`]) {
      const body = await page(cookie);
      expect(body).toContain('<div id="root"></div>');
      expect(body).not.toContain(FRAME_ATTRIBUTE);
    }
  });

  it('answers the bare shell while the site is closed, and the pre-rendered page once it opens', async () => {
    await setClosed(t, 'True');
    try {
      const closed = await t.app.inject({ method: 'GET', url: '/' });
      expect(closed.body).not.toContain(HOME_MARKUP);
      const frame = await t.app.inject({
        method: 'GET',
        url: '/dashboard',
        headers: { cookie: `${ROLE_COOKIE}=100` },
      });
      expect(frame.body).not.toContain(FRAME_ATTRIBUTE);
      expect(closed.body).toContain('<div id="root"></div>');
      expect(inlineBoot(closed.body)).toMatchObject({ closed: true });
    } finally {
      await setClosed(t, 'False');
    }
    const open = await t.app.inject({ method: 'GET', url: '/' });
    expect(open.body).toContain(HOME_MARKUP);
  });

  it('ignores pages pre-rendered for another version', async () => {
    const uat = await createTestApp({ config: { webDistDir: dist, tenant: 'al', environment: 'uat' } });
    const response = await uat.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain(HOME_MARKUP);
    expect(inlineBoot(response.body)).toMatchObject({ environment: 'uat', closed: false });
  });

  it('compresses a page for a browser that accepts it', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/login',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain(INLINE_BOOT_ID);
  });

  it('does not serve the pre-rendered files themselves', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/prerendered/al.dev.json' });
    expect(response.statusCode).toBe(404);
  });

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
