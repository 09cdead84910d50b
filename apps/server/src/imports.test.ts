import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** The server's own modules (tests aside) and the relative imports of each, as paths under src/. */
const src = dirname(fileURLToPath(import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const IMPORT = /(?:^|\n)\s*(?:import|export)\b[^'"]*?from\s+['"](\.{1,2}\/[^'"]+)['"]/g;

const graph = new Map<string, string[]>(
  sources(src).map((file) => {
    const text = readFileSync(file, 'utf8');
    const targets = [...text.matchAll(IMPORT)].map((match) => {
      // A '.js' specifier names the '.ts' module, or the '.tsx' one (the PDF building blocks).
      const target = resolve(dirname(file), match[1]!.replace(/\.js$/, '.ts'));
      return relative(src, existsSync(target) || !existsSync(`${target}x`) ? target : `${target}x`);
    });
    return [relative(src, file), targets];
  }),
);

/** Every cycle, each as the list of files around it (depth-first search with an on-stack set). */
function cycles(): string[][] {
  const found: string[][] = [];
  const state = new Map<string, 'active' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string) => {
    state.set(node, 'active');
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'active') found.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of graph.keys()) if (!state.has(node)) visit(node);
  return found;
}

describe("the server's layering", () => {
  it('reads the modules (the checks below would pass over nothing)', () => {
    expect(graph.get('app.ts')).toEqual(expect.arrayContaining(['platform/app-types.ts', 'config.ts']));
  });

  it('has no import cycles', () => {
    expect(cycles()).toEqual([]);
  });

  it('lets only main.ts import the app factory', () => {
    const importers = [...graph].filter(([, targets]) => targets.includes('app.ts')).map(([file]) => file);
    expect(importers).toEqual(['main.ts']);
  });

  it('keeps platform/ free of feature modules', () => {
    const offenders = [...graph]
      .filter(([file]) => file.startsWith('platform/'))
      .filter(([, targets]) => targets.some((target) => target.startsWith('modules/')));
    expect(offenders).toEqual([]);
  });
});
