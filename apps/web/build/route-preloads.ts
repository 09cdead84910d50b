import type { RoutePreload } from '@registry/domain';

/** What the route table's entries hold that the preloads need (app/route-types.ts AppRoute). */
export interface RouteEntry {
  name: string;
  path: string;
  children?: readonly RouteEntry[];
}

/** One entry of Vite's build manifest (dist/.vite/manifest.json), keyed by source path ('src/main.tsx'). */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/**
 * The page module of each route name, as route-pages.ts maps them (`name: () => import('../features/x')`),
 * relative to src/app. A test holds it to the map itself, so an entry written another way fails the build's
 * test, not the preloads silently.
 */
export function routePageModules(source: string): Map<string, string> {
  const modules = new Map<string, string>();
  for (const match of source.matchAll(/['"]?([\w-]+)['"]?:\s*\(\)\s*=>\s*import\(\s*'([^']+)'\s*\)/g))
    modules.set(match[1]!, match[2]!);
  return modules;
}

/** The manifest key of a module named relative to src/app ('../features/home/home-page'). */
function manifestKey(manifest: Manifest, module: string): string {
  const base = `src/${module.replace(/^\.\.\//, '')}`;
  const key = [`${base}.tsx`, `${base}.ts`].find((candidate) => candidate in manifest);
  if (!key) throw new Error(`The build manifest has no chunk of ${module}.`);
  return key;
}

/** The files of `keys` and of everything they import statically, all the way down, each once. */
function withImports(manifest: Manifest, keys: readonly string[], into: string[] = []): string[] {
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk || into.includes(chunk.file)) continue;
    into.push(chunk.file);
    withImports(manifest, chunk.imports ?? [], into);
  }
  return into;
}

/**
 * What a page that is not pre-rendered (a signed-in page) needs before its first render, per path pattern
 * of the route table: the entry with its start-up stages (src/main.tsx), and the page's code with its
 * parents' (the profile's frame around a profile tab). The server names them in the page's head as module
 * preloads, so they all load at once beside the HTML instead of one round trip after another (the entry,
 * then the stages, then the page's chunk, then what that imports).
 */
export function routePreloads(
  routes: readonly RouteEntry[],
  modules: ReadonlyMap<string, string>,
  manifest: Manifest,
): RoutePreload[] {
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry) throw new Error('The build manifest has no entry.');
  const start = withImports(manifest, [entry, ...(manifest[entry]!.dynamicImports ?? [])]);
  const preloads: RoutePreload[] = [];
  const visit = (level: readonly RouteEntry[], parentPath: string, parentPages: readonly string[]) => {
    for (const route of level) {
      const path = joinPath(parentPath, route.path);
      const module = modules.get(route.name);
      const pages = module ? [...parentPages, manifestKey(manifest, module)] : parentPages;
      if (route.children) visit(route.children, path, pages);
      else
        preloads.push({
          pattern: path,
          files: withImports(manifest, pages, [...start]).map((file) => `/${file}`),
        });
    }
  };
  visit(routes, '', []);
  return preloads;
}

/** A child's absolute path under its parent's (as app/route-helpers.ts joinPath). */
function joinPath(parent: string, child: string): string {
  if (parent === '') return child;
  if (child === '') return parent;
  if (child.startsWith('/')) return child;
  return `${parent === '/' ? '' : parent}/${child}`;
}
