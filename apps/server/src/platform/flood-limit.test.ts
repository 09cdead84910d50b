import { API_ERRORS } from '@registry/domain';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandler } from './error-handler.js';
import { registerFloodLimit } from './flood-limit.js';

/** A bare app with the limit: `who` header is the key, the clock is the test's. */
async function limitedApp(max: number, maxKeys?: number) {
  const clock = { now: 1_000_000 * 60_000 + 5_000 };
  const app = Fastify();
  registerErrorHandler(app);
  registerFloodLimit(app, {
    max,
    maxKeys,
    key: (request) => String(request.headers.who),
    now: () => clock.now,
  });
  app.get('/api/ping', () => 'pong');
  app.get('/page', () => 'page');
  await app.ready();
  const call = (who: string, url = '/api/ping') => app.inject({ method: 'GET', url, headers: { who } });
  return { app, clock, call };
}

describe('the flood limit', () => {
  it('refuses a key past its ceiling with 429 and the seconds to the end of the minute', async () => {
    const { call } = await limitedApp(2);
    expect((await call('a')).statusCode).toBe(200);
    expect((await call('a')).statusCode).toBe(200);
    const refused = await call('a');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toBe(API_ERRORS.tooManyRequests);
    // The clock stands 5 s into its minute.
    expect(refused.headers['retry-after']).toBe('55');
    // Another key has its own count.
    expect((await call('b')).statusCode).toBe(200);
  });

  it('starts counting again when the minute ends', async () => {
    const { call, clock } = await limitedApp(1);
    expect((await call('a')).statusCode).toBe(200);
    expect((await call('a')).statusCode).toBe(429);
    clock.now += 55_000;
    expect((await call('a')).statusCode).toBe(200);
  });

  it('does not count requests outside the API', async () => {
    const { call } = await limitedApp(1);
    for (let i = 0; i < 3; i += 1) expect((await call('a', '/page')).statusCode).toBe(200);
    expect((await call('a')).statusCode).toBe(200);
  });

  it('holds at most maxKeys clients per minute; new clients past it share one count', async () => {
    const { call } = await limitedApp(2, 3);
    for (const who of ['a', 'b', 'c']) expect((await call(who)).statusCode).toBe(200);
    // d and e are past the bound: they share a count of 2.
    expect((await call('d')).statusCode).toBe(200);
    expect((await call('e')).statusCode).toBe(200);
    expect((await call('d')).statusCode).toBe(429);
    // The clients tracked before keep their own counts.
    expect((await call('a')).statusCode).toBe(200);
  });
});
