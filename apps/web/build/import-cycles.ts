import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/**
 * Import cycles among the TypeScript files under a folder, read with the TypeScript compiler: static
 * imports, `export ... from`, type-only imports and dynamic `import()` all count as edges (a lazy page
 * that imports the table that loads it is still a cycle). Specifiers are resolved as the compiler
 * resolves them; what resolves outside the folder (packages, node_modules) is not followed.
 */

const SOURCE = /\.(ts|tsx|mts|cts)$/;

const RESOLUTION: ts.CompilerOptions = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  allowImportingTsExtensions: true,
  resolveJsonModule: true,
  jsx: ts.JsxEmit.ReactJSX,
};

function sourceFiles(folder: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') files.push(...sourceFiles(path));
    } else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) {
      files.push(path);
    }
  }
  return files.sort();
}

/** Every module specifier a file names: imports, re-exports and `import('...')` with a literal. */
export function moduleSpecifiers(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  const specifiers: string[] = [];
  const visit = (node: ts.Node): void => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      specifiers.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      specifiers.push(node.arguments[0].text);
    } else if (ts.isImportTypeNode(node)) {
      // `typeof import('./x')` in a type position.
      const argument = node.argument;
      if (ts.isLiteralTypeNode(argument) && ts.isStringLiteral(argument.literal)) {
        specifiers.push(argument.literal.text);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specifiers;
}

/** The import graph of the folder: each file (path relative to the folder) and the files it imports. */
export function importGraph(folder: string): Map<string, string[]> {
  const files = sourceFiles(folder);
  const inside = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const targets = new Set<string>();
    for (const specifier of moduleSpecifiers(file, readFileSync(file, 'utf8'))) {
      const resolved = ts.resolveModuleName(specifier, file, RESOLUTION, ts.sys).resolvedModule;
      if (resolved && inside.has(resolved.resolvedFileName)) {
        targets.add(relative(folder, resolved.resolvedFileName));
      }
    }
    graph.set(relative(folder, file), [...targets].sort());
  }
  return graph;
}

/**
 * The cycles of a graph, one per strongly connected component that has one (Tarjan), each as the path
 * that closes it: ['a.ts', 'b.ts', 'a.ts'].
 */
export function findCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];

  const connect = (node: string): void => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        connect(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      components.push(component);
    }
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) connect(node);

  const cycles: string[][] = [];
  for (const component of components) {
    const members = new Set(component);
    const start = [...component].sort()[0]!;
    if (component.length === 1 && !(graph.get(start) ?? []).includes(start)) continue;
    cycles.push(cycleThrough(graph, members, start));
  }
  return cycles.sort((a, b) => a[0]!.localeCompare(b[0]!));
}

/** A shortest path from `start` back to itself inside one component (breadth first). */
function cycleThrough(
  graph: ReadonlyMap<string, readonly string[]>,
  members: ReadonlySet<string>,
  start: string,
): string[] {
  const previous = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift()!;
    for (const next of graph.get(node) ?? []) {
      if (!members.has(next)) continue;
      if (next === start) {
        const path = [node];
        while (path[0] !== start) path.unshift(previous.get(path[0]!)!);
        return [...path, start];
      }
      if (!previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  return [start, start];
}

/** The import cycles among the TypeScript files under `folder` (relative paths), none when clean. */
export function findImportCycles(folder: string): string[][] {
  return findCycles(importGraph(folder));
}
