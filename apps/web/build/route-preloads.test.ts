import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routePages } from '../src/app/route-pages';
import { routePageModules, routePreloads, type Manifest } from './route-preloads';

describe('routePageModules', () => {
  it('reads every page of route-pages.ts, as the map itself has them', () => {
    const source = readFileSync(join(import.meta.dirname, '..', 'src', 'app', 'route-pages.ts'), 'utf8');
    const modules = routePageModules(source);
    expect([...modules.keys()].sort()).toEqual(Object.keys(routePages).sort());
    expect(modules.get('profile-employment')).toBe('../features/profile/employment-tab');
    expect(modules.get('forgot-password')).toBe('../features/auth/forgot-password-page');
  });
});

describe('routePreloads', () => {
  const manifest: Manifest = {
    'index.html': {
      file: 'assets/index-1.js',
      isEntry: true,
      imports: ['_react.js'],
      dynamicImports: ['src/app/start.tsx'],
    },
    '_react.js': { file: 'assets/react-2.js' },
    'src/app/start.tsx': { file: 'assets/start-3.js', imports: ['_react.js', '_mui.js'] },
    '_mui.js': { file: 'assets/mui-4.js', imports: ['_react.js'] },
    'src/features/profile/profile-layout.tsx': { file: 'assets/profile-layout-5.js', imports: ['_mui.js'] },
    'src/features/profile/employment-tab.tsx': { file: 'assets/employment-6.js', imports: ['_grid.js'] },
    '_grid.js': { file: 'assets/grid-7.js', imports: ['_mui.js'] },
    'src/features/forms/form-page.tsx': { file: 'assets/form-8.js', dynamicImports: ['_editor.js'] },
    '_editor.js': { file: 'assets/editor-9.js' },
  };
  const modules = new Map([
    ['profile', '../features/profile/profile-layout'],
    ['profile-employment', '../features/profile/employment-tab'],
    ['form-record', '../features/forms/form-page'],
  ]);
  const routes = [
    {
      name: 'dashboard',
      path: '/dashboard',
      children: [
        {
          name: 'profile',
          path: 'profile',
          children: [{ name: 'profile-employment', path: 'employment' }],
        },
        { name: 'form-record', path: 'forms/:formId/:entityTypeId/:entityId' },
      ],
    },
  ];

  it('lists per leaf pattern the entry and its stages, then its parents’ pages and its own, with their imports, each once', () => {
    expect(routePreloads(routes, modules, manifest)).toEqual([
      {
        pattern: '/dashboard/profile/employment',
        files: [
          '/assets/index-1.js',
          '/assets/react-2.js',
          '/assets/start-3.js',
          '/assets/mui-4.js',
          '/assets/profile-layout-5.js',
          '/assets/employment-6.js',
          '/assets/grid-7.js',
        ],
      },
      {
        // What a page loads only when asked (the editor) is not preloaded.
        pattern: '/dashboard/forms/:formId/:entityTypeId/:entityId',
        files: [
          '/assets/index-1.js',
          '/assets/react-2.js',
          '/assets/start-3.js',
          '/assets/mui-4.js',
          '/assets/form-8.js',
        ],
      },
    ]);
  });

  it('fails the build when a page has no chunk in the manifest', () => {
    const missing = new Map([['profile-employment', '../features/profile/gone']]);
    expect(() => routePreloads(routes, missing, manifest)).toThrow(
      /no chunk of \.\.\/features\/profile\/gone/,
    );
  });
});
