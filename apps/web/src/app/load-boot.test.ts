import { TENANTS, publicTenant } from '@registry/domain';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api';
import { createQueryClient } from '../lib/query-client';
import { loadBoot } from './load-boot';

const BOOT = { tenant: publicTenant(TENANTS.tn), environment: 'uat', version: '0.1.0' };

/** A server answering /api/boot and /api/configuration?key=closed. */
function server(
  closed: { status: number; body: unknown },
  boot: { status: number; body: unknown } = { status: 200, body: BOOT },
) {
  return vi.fn((input: RequestInfo | URL) => {
    const url = String(input);
    const answer = url.startsWith('/api/boot')
      ? boot
      : url === '/api/configuration?key=closed'
        ? closed
        : null;
    if (!answer) return Promise.resolve(new Response('unexpected', { status: 500 }));
    return Promise.resolve(
      new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      }),
    );
  });
}

function client() {
  const onError = vi.fn();
  return { queryClient: createQueryClient(onError), onError };
}

describe('loadBoot', () => {
  it('asks for the boot data, then the closed flag', async () => {
    const fetch = server({ status: 200, body: 'False' });
    vi.stubGlobal('fetch', fetch);
    const result = await loadBoot(client().queryClient);
    expect(result.closed).toBe(false);
    expect(result.boot.tenant.code).toBe('tn');
    expect(result.boot.environment).toBe('uat');
    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual([
      '/api/boot',
      '/api/configuration?key=closed',
    ]);
  });

  it("is closed when the flag is exactly 'True'", async () => {
    vi.stubGlobal('fetch', server({ status: 200, body: 'True' }));
    expect((await loadBoot(client().queryClient)).closed).toBe(true);
    vi.stubGlobal('fetch', server({ status: 200, body: 'true' }));
    expect((await loadBoot(client().queryClient)).closed).toBe(false);
  });

  it('treats a flag that was never set (404) as open', async () => {
    vi.stubGlobal('fetch', server({ status: 404, body: 'Not found' }));
    expect((await loadBoot(client().queryClient)).closed).toBe(false);
  });

  it('fails when the flag cannot be read for another reason, without a toast', async () => {
    vi.stubGlobal('fetch', server({ status: 500, body: 'Database down' }));
    const { queryClient, onError } = client();
    await expect(loadBoot(queryClient)).rejects.toBeInstanceOf(ApiError);
    expect(onError).not.toHaveBeenCalled();
  });

  it('fails on a boot answer that is not boot data (an HTML fallback page)', async () => {
    vi.stubGlobal('fetch', server({ status: 200, body: 'False' }, { status: 200, body: '<!doctype html>' }));
    await expect(loadBoot(client().queryClient)).rejects.toThrow(/unexpected response/);
  });
});
