import { API_ERRORS } from '@registry/domain';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandler } from './error-handler.js';

describe('the error handler', () => {
  it('answers 503 with Retry-After when no database connection came free in time (a burst), 500 otherwise', async () => {
    const app = Fastify();
    registerErrorHandler(app);
    app.get('/busy', () => {
      // What node-postgres' pool throws once connectionTimeoutMillis passed with every connection in use.
      throw new Error('timeout exceeded when trying to connect');
    });
    app.get('/broken', () => {
      throw new Error('something else');
    });
    const busy = await app.inject({ method: 'GET', url: '/busy' });
    expect(busy.statusCode).toBe(503);
    expect(busy.headers['retry-after']).toBe('5');
    expect(busy.json()).toBe(API_ERRORS.busy);
    const broken = await app.inject({ method: 'GET', url: '/broken' });
    expect(broken.statusCode).toBe(500);
    expect(broken.json()).toBe(API_ERRORS.internal);
    await app.close();
  });
});
