import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { API_ERRORS } from '@registry/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.js';

/**
 * Issue 20: the answers Fastify and Node give themselves (a path with bad percent-encoding; a request
 * line or header that cannot be parsed) came without the security headers every other answer carries,
 * and echoed the raw path. Every answer carries the same headers, and echoes nothing of the request.
 */

/** The headers every answer carries (their values depend only on whether the path is under /api). */
const SECURITY_HEADERS = [
  'content-security-policy',
  'cross-origin-resource-policy',
  'referrer-policy',
  'x-content-type-options',
  'x-frame-options',
] as const;

let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
});

const pick = (headers: Record<string, unknown>) =>
  Object.fromEntries(SECURITY_HEADERS.map((name) => [name, headers[name]]));

/** Sends raw bytes and answers the status, the headers (lower-cased) and the body the server wrote. */
function raw(request: string): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    let text = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => {
          const colon = line.indexOf(':');
          return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
        }),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
    });
  });
}

describe('answers the framework gives itself', () => {
  it('a path with bad percent-encoding under /api: 400, the API headers, nothing echoed', async () => {
    const reference = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    const bad = await t.app.inject({ method: 'GET', url: '/api/%zz<b>?q=%zz' });
    expect(bad.statusCode).toBe(400);
    expect(pick(bad.headers)).toEqual(pick(reference.headers));
    expect(pick(bad.headers)['content-security-policy']).toBeDefined();
    expect(bad.headers['cache-control']).toBe('no-store');
    expect(bad.headers['x-request-id']).toEqual(expect.any(String));
    expect(bad.json()).toBe(API_ERRORS.malformedRequest);
    expect(bad.body).not.toMatch(/zz|<b>/);
  });

  it('a path with bad percent-encoding elsewhere: 400 with the document headers', async () => {
    const reference = await t.app.inject({ method: 'GET', url: '/no-such-page' });
    const bad = await t.app.inject({ method: 'GET', url: '/%zz<b>' });
    expect(bad.statusCode).toBe(400);
    expect(pick(bad.headers)).toEqual(pick(reference.headers));
    expect(bad.body).not.toMatch(/zz|<b>/);
  });

  it.each([
    ['a malformed header', 'GET /api/health HTTP/1.1\r\nHost: a\r\nX-Bad <script> Header\r\n\r\n'],
    ['a malformed request line', 'GET /api/<script> HTTP/9.x\r\nHost: a\r\n\r\n'],
    [
      'a header too large',
      `GET /api/health HTTP/1.1\r\nHost: a\r\nX-Big: ${'<script>'.repeat(3000)}\r\n\r\n`,
    ],
  ])('%s: a client error with the API headers, nothing echoed', async (_case, request) => {
    const reference = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    const answer = await raw(request);
    expect([400, 431]).toContain(answer.status);
    expect(pick(answer.headers)).toEqual(pick(reference.headers));
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(answer.body)).toBe(API_ERRORS.malformedRequest);
    expect(answer.body).not.toMatch(/script|X-Bad|health/);
  });
});
