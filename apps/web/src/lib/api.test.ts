import { describe, expect, it, vi } from 'vitest';
import { fetchAnswering } from '../test/render';
import { api, ApiError, buildUrl, failureText } from './api';

describe('api', () => {
  it('returns the parsed JSON body of a success', async () => {
    vi.stubGlobal('fetch', fetchAnswering(200, { version: '1.0.0' }));
    await expect(api('/api/boot')).resolves.toEqual({ version: '1.0.0' });
  });

  it('throws an ApiError carrying status and body', async () => {
    vi.stubGlobal('fetch', fetchAnswering(400, { errors: { key: 'key is required.' } }));
    const error = await api('/api/configuration').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).body).toEqual({ errors: { key: 'key is required.' } });
  });

  it('keeps a text body as a string', async () => {
    vi.stubGlobal('fetch', fetchAnswering(404, 'Not found'));
    const error = (await api('/api/x').catch((caught: unknown) => caught)) as ApiError;
    expect(error.body).toBe('Not found');
  });

  it('sends a JSON body with its content type', async () => {
    const fetch = vi.fn(fetchAnswering(200, 'ok'));
    vi.stubGlobal('fetch', fetch);
    await api('/api/accounts', { method: 'POST', body: { email: 'a@b.org' } });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/accounts');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"email":"a@b.org"}');
    expect((init?.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });
});

describe('buildUrl', () => {
  it('adds the defined query parameters, encoded', () => {
    expect(buildUrl('/api/configuration', { key: 'closed', skip: undefined, q: 'a b&c' })).toBe(
      '/api/configuration?key=closed&q=a+b%26c',
    );
    expect(buildUrl('/api/boot')).toBe('/api/boot');
  });
});

describe('api and the session', () => {
  it('sends the bearer token, takes a renewed one from x-auth-token and reports a 401', async () => {
    const { bindApiAuth } = await import('./api');
    let token: string | null = 'old-token';
    const unauthorized = vi.fn();
    bindApiAuth({ token: () => token, renewed: (next) => (token = next), unauthorized });
    const fetch = vi.fn(() =>
      Promise.resolve(new Response('{}', { status: 200, headers: { 'x-auth-token': 'new-token' } })),
    );
    vi.stubGlobal('fetch', fetch);
    await api('/api/accounts');
    const init = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer old-token');
    expect(token).toBe('new-token');

    vi.stubGlobal('fetch', fetchAnswering(401, 'Not signed in.'));
    await expect(api('/api/accounts')).rejects.toBeInstanceOf(ApiError);
    expect(unauthorized).toHaveBeenCalledTimes(1);
  });
});

describe('failureText', () => {
  it("follows the error rule for a server's answer and names the network otherwise", () => {
    expect(failureText(new ApiError(400, { errors: { email: 'Taken.', name: 'Short.' } }), 'offline')).toBe(
      'Taken.\nShort.',
    );
    expect(failureText(new ApiError(400, 'Invalid token.'), 'offline')).toBe('Invalid token.');
    expect(failureText(new TypeError('Failed to fetch'), 'offline')).toBe('offline');
  });
});

describe('api with files', () => {
  it('sends a FormData body as it is, leaving the multipart content type to the browser', async () => {
    const fetch = vi.fn(fetchAnswering(200, { fileId: 'f' }));
    vi.stubGlobal('fetch', fetch);
    const form = new FormData();
    form.append('entityTypeId', '900');
    await api('/api/file/upload', { method: 'POST', body: form });
    const init = fetch.mock.calls[0]![1]!;
    expect(init.body).toBe(form);
    expect((init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  it('apiBlob answers the bytes with their type, with the token; a refusal is an ApiError with its body', async () => {
    const { bindApiAuth, apiBlob } = await import('./api');
    bindApiAuth({ token: () => 'tok', renewed: () => {}, unauthorized: () => {} });
    const fetch = vi.fn(async (url: string) =>
      url.endsWith('/1')
        ? new Response('%PDF-1.4', { status: 200, headers: { 'content-type': 'application/pdf' } })
        : new Response('{"errors":{"id":"There is no such file."}}', {
            status: 404,
            headers: { 'content-type': 'application/json' },
          }),
    );
    vi.stubGlobal('fetch', fetch);
    const blob = await apiBlob('/api/file/u/1');
    expect(blob.type).toBe('application/pdf');
    expect(await blob.text()).toBe('%PDF-1.4');
    const init = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok');
    const error = (await apiBlob('/api/file/u/2').catch((caught: unknown) => caught)) as ApiError;
    expect(error.status).toBe(404);
    expect(error.body).toEqual({ errors: { id: 'There is no such file.' } });
  });
});
