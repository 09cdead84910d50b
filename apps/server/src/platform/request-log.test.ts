import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, createUser, signIn } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { createLogger, redactUrl } from './logger.js';

/** The JSON lines the app's logger wrote, as text (to look for leaks) and parsed. */
const written: string[] = [];
const lines = () => written.map((line) => JSON.parse(line) as Record<string, unknown>);
const requestLines = () => lines().filter((line) => line.msg === 'request completed');

describe('the request log', () => {
  let t: TestApp;
  const dist = mkdtempSync(join(tmpdir(), 'registry-web-'));

  beforeAll(async () => {
    writeFileSync(join(dist, 'index.html'), '<!doctype html><html><body></body></html>');
    const logger = createLogger('info', { destination: { write: (line: string) => written.push(line) } });
    t = await createTestApp({ config: { webDistDir: dist }, logger });
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));
  beforeEach(() => {
    written.length = 0;
  });

  it('writes exactly one line per request, with status, time and request id', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(lines()).toHaveLength(1);
    const [line] = lines();
    expect(line).toMatchObject({ level: 30, method: 'GET', url: '/api/health', statusCode: 200 });
    expect(line?.reqId).toBe(response.headers['x-request-id']);
    expect(typeof line?.responseTime).toBe('number');
    // Rounded to 0.1 ms.
    expect(Math.round((line?.responseTime as number) * 10)).toBeCloseTo(
      (line?.responseTime as number) * 10,
      6,
    );
    expect(line).not.toHaveProperty('userId');
    expect(line).not.toHaveProperty('req');
  });

  it('writes one line for each of several requests, errors included', async () => {
    await t.app.inject({ method: 'GET', url: '/api/health' });
    await t.app.inject({ method: 'GET', url: '/api/no-such-route' });
    await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { userName: 'x' } });
    expect(lines().map((line) => line.statusCode)).toEqual([200, 404, 400]);
  });

  it('never writes a mailed code, while the harmless parameters stay', async () => {
    const confirm = await t.app.inject({
      method: 'GET',
      url: '/login?confirm=true&userId=5&code=SECRET-CODE-123',
    });
    expect(confirm.statusCode).toBe(200);
    const configuration = await t.app.inject({ method: 'GET', url: '/api/configuration?key=x&code=SECRET2' });
    expect(configuration.statusCode).toBe(400);
    await t.app.inject({ method: 'GET', url: '/login/reset-password?userId=5&code=SECRET3&SECRET4' });

    expect(written.join('')).not.toContain('SECRET');
    expect(requestLines().map((line) => line.url)).toEqual([
      '/login?confirm=true&userId=5&code=[redacted]',
      '/api/configuration?key=x&code=[redacted]',
      '/login/reset-password?userId=5&code=[redacted]&[redacted]',
    ]);
    expect(requestLines().map((line) => line.statusCode)).toEqual([200, 400, 200]);
  });

  it('names the signed-in user, and never logs the token', async () => {
    const user = await createUser(t);
    const { token } = await signIn(t, user);
    written.length = 0;
    const response = await t.app.inject({ method: 'GET', url: '/api/accounts', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(lines()).toHaveLength(1);
    expect(lines()[0]).toMatchObject({ url: '/api/accounts', statusCode: 200, userId: user.id });
    expect(written.join('')).not.toContain(token);
  });

  it('redacts the query of a request logged through the req serializer', async () => {
    t.app.log.info({ req: { method: 'GET', url: '/x?code=SECRET5&page=2' } }, 'by hand');
    expect(written.join('')).not.toContain('SECRET');
    expect(lines()[0]?.req).toEqual({ method: 'GET', url: '/x?code=[redacted]&page=2' });
  });
});

describe('redactUrl', () => {
  it.each([
    ['/api/health', '/api/health'],
    ['/a?', '/a'],
    ['/a?page=2&from=2026-01-01&to=2026-02-01', '/a?page=2&from=2026-01-01&to=2026-02-01'],
    ['/a?email=pat%40example.org&fname=Pat', '/a?email=[redacted]&fname=[redacted]'],
    ['/a?redirect=%2Flogin%3Fcode%3D1', '/a?redirect=[redacted]'],
    ['/a?code', '/a?[redacted]'],
    ['/a?%E0%A4%A=1', '/a?%E0%A4%A=[redacted]'],
    ['/a?user%49d=7', '/a?user%49d=7'],
  ])('%s is logged as %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});
