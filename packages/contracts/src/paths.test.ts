import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import packageJson from '../package.json' with { type: 'json' };
import { API_PATHS, apiPath } from './paths.js';

describe('API_PATHS', () => {
  it('are distinct paths under /api (letters as the spec spells them: trainTNAccess)', () => {
    const paths = Object.values(API_PATHS);
    for (const path of paths) expect(path).toMatch(/^\/api\/[a-zA-Z/:]+$/);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('come from a module that imports nothing (the web loads it at run time, without zod)', () => {
    const source = readFileSync(new URL('./paths.ts', import.meta.url), 'utf8');
    expect(source).not.toMatch(/^\s*import\b|\bfrom\s+['"]|\brequire\(|\bimport\(/m);
    expect(packageJson.exports['./paths']).toBe('./src/paths.ts');
  });
});

describe('apiPath', () => {
  it('fills in the parameters, each as one encoded segment', () => {
    expect(apiPath(API_PATHS.staticFile, { code: 'user-guide' })).toBe('/api/file/s/user-guide');
    expect(apiPath(API_PATHS.staticFile, { code: 'a/b c' })).toBe('/api/file/s/a%2Fb%20c');
  });

  it('leaves a path without parameters as it is', () => {
    expect(apiPath(API_PATHS.boot, {})).toBe('/api/boot');
  });

  it('refuses a missing parameter', () => {
    expect(() => apiPath(API_PATHS.staticFile, {} as { code: string })).toThrow('No value for :code');
  });
});
