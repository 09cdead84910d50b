import { describe, expect, it, vi } from 'vitest';
import { fetchAnswering } from '../test/render';
import type { ApiError } from './api';
import { apiDownload, fileNameOf } from './download';

describe('downloads', () => {
  it('reads the file name of a Content-Disposition header, the UTF-8 one first', () => {
    expect(fileNameOf('attachment; filename="Training_20261124T0905.csv"')).toBe(
      'Training_20261124T0905.csv',
    );
    expect(fileNameOf('attachment; filename=Education.pdf')).toBe('Education.pdf');
    expect(fileNameOf(`attachment; filename="Rene.csv"; filename*=UTF-8''Ren%C3%A9%20Lee.csv`)).toBe(
      'René Lee.csv',
    );
    expect(fileNameOf('attachment; filename="a \\"b\\".csv"')).toBe('a "b".csv');
    // Only a name, never a path.
    expect(fileNameOf('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(fileNameOf('attachment')).toBeNull();
    expect(fileNameOf(null)).toBeNull();
  });

  it('apiDownload answers the bytes and the name; a refusal is an ApiError with its body', async () => {
    const fetch = vi.fn(() =>
      Promise.resolve(
        new Response('a,b\n1,2\n', {
          status: 200,
          headers: {
            'content-type': 'text/csv',
            'content-disposition': 'attachment; filename="Education_20261124.csv"',
          },
        }),
      ),
    );
    vi.stubGlobal('fetch', fetch);
    const file = await apiDownload('/api/form/flatfile', { method: 'POST', body: { entityType: 4 } });
    expect(file.fileName).toBe('Education_20261124.csv');
    expect(await file.blob.text()).toBe('a,b\n1,2\n');
    vi.stubGlobal('fetch', fetchAnswering(400, { errors: { filters: 'Unknown column.' } }));
    const error = (await apiDownload('/api/form/flatfile').catch((caught: unknown) => caught)) as ApiError;
    expect(error.status).toBe(400);
    expect(error.body).toEqual({ errors: { filters: 'Unknown column.' } });
  });
});
