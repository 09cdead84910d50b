import { describe, expect, it } from 'vitest';
import { isApiPath } from './errors.js';

describe('isApiPath', () => {
  it.each(['/api', '/api/', '/api/health', '/api?x=1', '/api/docs/json'])('%s is the API', (url) => {
    expect(isApiPath(url)).toBe(true);
  });

  it.each(['/', '/apis', '/api-docs', '/login?next=/api/health', '/assets/api.js', ''])(
    '%s is not the API',
    (url) => {
      expect(isApiPath(url)).toBe(false);
    },
  );
});
