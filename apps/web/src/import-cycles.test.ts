import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { findCycles, findImportCycles, moduleSpecifiers } from '../build/import-cycles';

const SRC = dirname(fileURLToPath(import.meta.url));

describe('the web app', () => {
  it('has no import cycles (static, type-only or dynamic imports)', () => {
    expect(findImportCycles(SRC)).toEqual([]);
  });
});

describe('findCycles', () => {
  it('reports each cycle once, as the path that closes it', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', []],
      ['e', ['e']],
    ]);
    expect(findCycles(graph)).toEqual([
      ['a', 'b', 'c', 'a'],
      ['e', 'e'],
    ]);
  });

  it('finds none in a graph without cycles', () => {
    expect(
      findCycles(
        new Map([
          ['a', ['b', 'c']],
          ['b', ['c']],
          ['c', []],
        ]),
      ),
    ).toEqual([]);
  });
});

describe('moduleSpecifiers', () => {
  it('reads imports, re-exports, type imports and dynamic imports', () => {
    const text = [
      "import { a } from './a';",
      "import type { B } from './b';",
      "export { c } from './c';",
      "export * from './d';",
      "const page = () => import('./e').then((module) => module.E);",
      "type F = typeof import('./f');",
      'const dynamic = (name: string) => import(name);',
    ].join('\n');
    expect(moduleSpecifiers('x.ts', text)).toEqual(['./a', './b', './c', './d', './e', './f']);
  });
});

describe('findImportCycles', () => {
  let folder = '';
  const write = (files: Record<string, string>) => {
    folder = mkdtempSync(join(tmpdir(), 'import-cycles-'));
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(dirname(join(folder, name)), { recursive: true });
      writeFileSync(join(folder, name), text);
    }
    return folder;
  };
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it('finds a cycle closed by a lazy page that imports the table loading it', () => {
    const root = write({
      'app/routes.ts': "export const routes = [{ page: () => import('../features/page') }];",
      'features/page.tsx':
        "import { routes } from '../app/routes';\nexport const Page = () => routes.length;",
      'app/other.ts': "import { routes } from './routes';\nexport const count = routes.length;",
    });
    expect(findImportCycles(root)).toEqual([['app/routes.ts', 'features/page.tsx', 'app/routes.ts']]);
  });

  it('finds a cycle through a folder index and type-only imports', () => {
    const root = write({
      'lib/index.ts': "export * from './store';",
      'lib/store.ts': "import type { View } from '../view';\nexport const store = 1;",
      'view.ts': "import { store } from './lib';\nexport type View = typeof store;",
    });
    expect(findImportCycles(root)).toEqual([['lib/index.ts', 'lib/store.ts', 'view.ts', 'lib/index.ts']]);
  });

  it('accepts a graph where the pages are loaded from a map the table does not import', () => {
    const root = write({
      'app/routes.ts': "export const routes = [{ name: 'page' }];",
      'app/route-pages.ts': "export const pages = { page: () => import('../features/page') };",
      'app/router.ts':
        "import { routes } from './routes';\nimport { pages } from './route-pages';\nexport const r = [routes, pages];",
      'features/page.tsx':
        "import { routes } from '../app/routes';\nexport const Page = () => routes.length;",
    });
    expect(findImportCycles(root)).toEqual([]);
  });
});
