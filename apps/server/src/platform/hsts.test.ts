import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers.js';

/**
 * Issue 20: Strict-Transport-Security went with answers over plain HTTP, where browsers ignore it and a
 * LAN deployment's clients learn a promise the server cannot keep. It goes only over TLS: the connection
 * itself, or, with TRUST_PROXY set, the scheme the trusted proxy forwards (X-Forwarded-Proto).
 */

const HSTS = 'strict-transport-security';

describe('Strict-Transport-Security', () => {
  it('is not sent over plain HTTP, whatever the client claims, on API answers and documents alike', async () => {
    const t = await createTestApp();
    for (const url of ['/api/health', '/api/nothing-here', '/', '/api/docs']) {
      const plain = await t.app.inject({ method: 'GET', url });
      expect(plain.headers[HSTS], url).toBeUndefined();
      // Without a trusted proxy the header is the client's word, not the connection's.
      const claimed = await t.app.inject({ method: 'GET', url, headers: { 'x-forwarded-proto': 'https' } });
      expect(claimed.headers[HSTS], url).toBeUndefined();
      expect(claimed.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });

  it('is sent when the trusted proxy says the client came over TLS', async () => {
    const t = await createTestApp({ config: { trustProxy: '127.0.0.1' } });
    for (const url of ['/api/health', '/']) {
      const viaTls = await t.app.inject({ method: 'GET', url, headers: { 'x-forwarded-proto': 'https' } });
      expect(viaTls.headers[HSTS], url).toMatch(/^max-age=\d+; includeSubDomains$/);
      const viaHttp = await t.app.inject({ method: 'GET', url, headers: { 'x-forwarded-proto': 'http' } });
      expect(viaHttp.headers[HSTS], url).toBeUndefined();
    }
    // An untrusted peer's claim counts for nothing.
    const stranger = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      remoteAddress: '203.0.113.9',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(stranger.headers[HSTS]).toBeUndefined();
  });
});
