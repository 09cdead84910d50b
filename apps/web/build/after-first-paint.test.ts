import type { OutputAsset, OutputBundle, OutputChunk } from 'rolldown';
import { describe, expect, it, vi } from 'vitest';
import { afterFirstPaint } from './after-first-paint';

const INDEX = `<html><head><script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
    <link rel="modulepreload" crossorigin href="/assets/mui-2.js">
    <link rel="stylesheet" crossorigin href="/assets/index-3.css"></head><body><div id="root"></div></body></html>`;

function chunk(fileName: string, imports: string[], dynamicImports: string[] = [], isEntry = false) {
  return { type: 'chunk', fileName, imports, dynamicImports, isEntry } as unknown as OutputChunk;
}

function bundle(html: string): OutputBundle {
  return {
    'index.html': { type: 'asset', fileName: 'index.html', source: html } as OutputAsset,
    'assets/index-abc.js': chunk('assets/index-abc.js', ['assets/react-1.js'], ['assets/theme-4.js'], true),
    'assets/react-1.js': chunk('assets/react-1.js', []),
    // A start-up stage (src/main.tsx) and what it imports.
    'assets/theme-4.js': chunk('assets/theme-4.js', ['assets/mui-2.js', 'assets/react-1.js']),
    'assets/mui-2.js': chunk('assets/mui-2.js', ['assets/react-1.js']),
    // A page loaded on navigation only: not preloaded.
    'assets/about-5.js': chunk('assets/about-5.js', ['assets/mui-2.js']),
  } as unknown as OutputBundle;
}

function run(output: OutputBundle) {
  const emitted: { fileName: string; source: string }[] = [];
  const plugin = afterFirstPaint();
  const hook = plugin.generateBundle as (this: unknown, options: unknown, bundle: OutputBundle) => void;
  hook.call(
    { emitFile: vi.fn((file: { fileName: string; source: string }) => emitted.push(file)) },
    {},
    output,
  );
  return emitted;
}

describe('afterFirstPaint', () => {
  it('replaces the entry script and its preloads by a loader that imports it after the first paint', () => {
    const output = bundle(INDEX);
    const [loader] = run(output);
    const html = String((output['index.html'] as OutputAsset).source);
    expect(loader!.fileName).toMatch(/^assets\/load-[\w-]{8}\.js$/);
    expect(html).toContain(`<script type="module" src="/${loader!.fileName}"></script>`);
    expect(html).not.toContain('index-abc.js');
    expect(html).not.toContain('modulepreload');
    // The stylesheet stays: the first paint needs it.
    expect(html).toContain('index-3.css');
    expect(loader!.source).toMatch(/^requestAnimationFrame\(\(\)=>requestAnimationFrame\(/);
    // The entry's imports and its stages, with what those import, each once; nothing else.
    expect(loader!.source).toContain('["/assets/react-1.js","/assets/theme-4.js","/assets/mui-2.js"]');
    expect(loader!.source).toContain('import("/assets/index-abc.js")');
  });

  it('asks for the entry at once and adds the preloads a few to a task', () => {
    const files = Array.from({ length: 9 }, (_, index) => `assets/part-${index}.js`);
    const output = {
      ...bundle(INDEX),
      'assets/index-abc.js': chunk('assets/index-abc.js', files, [], true),
      ...Object.fromEntries(files.map((file) => [file, chunk(file, [])])),
    } as unknown as OutputBundle;
    const [loader] = run(output);
    // The loader run against a stand-in page: what it asks for, task by task.
    const tasks: string[][] = [[]];
    const frames: (() => void)[] = [];
    const timers: (() => void)[] = [];
    const page = {
      requestAnimationFrame: (callback: () => void) => frames.push(callback),
      setTimeout: (callback: () => void) => timers.push(callback),
      document: {
        createElement: () => ({ rel: '', href: '' }),
        head: { append: (link: { href: string }) => tasks.at(-1)!.push(link.href) },
      },
    };
    const imported: string[] = [];
    const source = loader!.source.replace(/import\(/, 'importModule(');
    new Function('requestAnimationFrame', 'setTimeout', 'document', 'importModule', source)(
      page.requestAnimationFrame,
      page.setTimeout,
      page.document,
      (url: string) => imported.push(url),
    );
    frames.shift()!();
    frames.shift()!();
    expect(imported).toEqual(['/assets/index-abc.js']);
    while (timers.length > 0) {
      tasks.push([]);
      timers.shift()!();
    }
    expect(tasks.map((task) => task.length)).toEqual([4, 4, 1]);
    expect(tasks.flat()).toEqual(files.map((file) => `/${file}`));
  });

  it('refuses an index.html that does not load the entry as expected', () => {
    expect(() => run(bundle('<html><head></head><body></body></html>'))).toThrow(/does not load/);
  });
});
