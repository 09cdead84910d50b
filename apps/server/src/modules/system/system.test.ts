import { ZBootResponse, ZHealthResponse } from '@registry/contracts';
import { getTenant, publicTenant, TENANT_CODES } from '@registry/domain';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers.js';
import { findFreePort } from '../../db/free-port.js';
import { VERSION } from '../../version.js';

describe('GET /api/health', () => {
  it('answers ok with the process uptime', async () => {
    const { app } = await createTestApp();
    const before = Math.floor(process.uptime());
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    const body = ZHealthResponse.parse(response.json());
    expect(body.status).toBe('ok');
    expect(body.uptimeSeconds).toBeGreaterThanOrEqual(before);
    expect(body.uptimeSeconds).toBeLessThanOrEqual(Math.ceil(process.uptime()));
  });
});

describe('GET /api/ready', () => {
  it('answers ready when the database answers', async () => {
    const { app } = await createTestApp();
    const response = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready', database: 'ok' });
  });

  it('answers 503 naming the database when it cannot be reached', async () => {
    // Nothing listens on a port that was just free.
    const port = await findFreePort();
    const { app } = await createTestApp({ databaseUrl: `postgres://nobody:x@127.0.0.1:${port}/registry` });
    const response = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ errors: { database: 'The database is not reachable.' } });
  });
});

describe('GET /api/boot', () => {
  it.each(TENANT_CODES)('answers the public configuration of tenant %s', async (code) => {
    const { app } = await createTestApp({ config: { tenant: code, environment: 'uat' } });
    const response = await app.inject({ method: 'GET', url: '/api/boot' });
    expect(response.statusCode).toBe(200);
    const body = ZBootResponse.strict().parse(response.json());
    expect(body).toEqual({ tenant: publicTenant(getTenant(code)), environment: 'uat', version: VERSION });
    expect(body.tenant.code).toBe(code);
  });
});
