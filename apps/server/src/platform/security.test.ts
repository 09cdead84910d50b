import { API_ERRORS } from '@registry/domain';
import { describe, expect, it } from 'vitest';
import { bearer, createUser, signIn } from '../../test/accounts.js';
import { createTestApp, TEST_RATE_LIMITS, type TestApp } from '../../test/helpers.js';

const limited = (global: number, trustProxy: boolean | number | string = false) =>
  createTestApp({ config: { rateLimits: { ...TEST_RATE_LIMITS, global }, trustProxy } });

const health = (t: TestApp, remoteAddress: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/health', remoteAddress, headers });

describe('the global rate limit', () => {
  it('counts anonymous requests per client address and answers 429 with Retry-After', async () => {
    const t = await limited(3);
    for (let i = 0; i < 3; i += 1) expect((await health(t, '10.1.1.1')).statusCode).toBe(200);
    const refused = await health(t, '10.1.1.1');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toBe(API_ERRORS.tooManyRequests);
    expect((await health(t, '10.1.1.2')).statusCode).toBe(200);
  });

  it('counts signed-in requests per user, wherever they come from', async () => {
    const t = await limited(4);
    const first = await signIn(t, await createUser(t));
    const second = await signIn(t, await createUser(t));
    const profile = (token: string, remoteAddress: string) =>
      t.app.inject({ method: 'GET', url: '/api/accounts', headers: bearer(token), remoteAddress });
    // Sign-in itself was anonymous (counted per address); from here on each user has their own budget.
    for (let i = 0; i < 4; i += 1) expect((await profile(first.token, `10.2.0.${i}`)).statusCode).toBe(200);
    const refused = await profile(first.token, '10.2.0.99');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    // Another user behind the same address is not held up.
    expect((await profile(second.token, '10.2.0.1')).statusCode).toBe(200);
  });

  it('uses the address behind a proxy only when TRUST_PROXY says so', async () => {
    const untrusting = await limited(2);
    const forwarded = (ip: string) => ({ 'x-forwarded-for': ip });
    expect((await health(untrusting, '10.3.0.1', forwarded('203.0.113.1'))).statusCode).toBe(200);
    expect((await health(untrusting, '10.3.0.1', forwarded('203.0.113.2'))).statusCode).toBe(200);
    // Without trust, both came from the proxy's address: the third is refused whatever the header says.
    expect((await health(untrusting, '10.3.0.1', forwarded('203.0.113.3'))).statusCode).toBe(429);

    const trusting = await limited(2, '10.3.0.1');
    for (const client of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) {
      expect((await health(trusting, '10.3.0.1', forwarded(client))).statusCode).toBe(200);
    }
  });
});

describe('caching', () => {
  it('sends Cache-Control: no-store on API answers that carry tokens or personal data', async () => {
    const t = await limited(1000);
    const user = await createUser(t);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { userName: user.email, password: user.password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
    const { token } = await signIn(t, user);
    const profile = await t.app.inject({ method: 'GET', url: '/api/accounts', headers: bearer(token) });
    expect(profile.headers['cache-control']).toBe('no-store');
    const failed = await t.app.inject({ method: 'GET', url: '/api/accounts' });
    expect(failed.statusCode).toBe(401);
    expect(failed.headers['cache-control']).toBe('no-store');
  });
});
