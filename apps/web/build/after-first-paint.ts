import { createHash } from 'node:crypto';
import type { OutputAsset, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

/**
 * Loads the app's script after the page's first paint instead of beside it: index.html gets a tiny
 * module (assets/load-<hash>.js) that imports the entry once the browser has drawn a frame, and loses
 * the entry's own script tag and module preloads. A pre-rendered page (build/prerender-pages.ts) is then
 * on screen after its HTML and CSS alone, without waiting for 200 kB of script to arrive and run; the
 * script follows at once and hydrates it. External, not inline, so the page's CSP (script-src 'self')
 * holds.
 */
/** How many module preloads the loader adds in one task. */
export const PRELOADS_PER_TASK = 4;

export function afterFirstPaint(): Plugin {
  return {
    name: 'registry-after-first-paint',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const html = bundle['index.html'] as OutputAsset | undefined;
      const entry = Object.values(bundle).find(
        (file): file is OutputChunk => file.type === 'chunk' && file.isEntry,
      );
      if (!html || !entry) return;
      const entryUrl = `/${entry.fileName}`;
      // Two frames: the first paint has happened when the second one is requested. The entry's imports
      // are preloaded beside it, not discovered one round trip later.
      // The entry's own dynamic imports are its start-up stages (src/main.tsx): preloaded as well, with
      // everything they import, so that each stage finds its script already there.
      const chunks = new Map(
        Object.values(bundle)
          .filter((file): file is OutputChunk => file.type === 'chunk')
          .map((chunk) => [chunk.fileName, chunk]),
      );
      const wanted = new Set<string>();
      const visit = (fileName: string) => {
        if (wanted.has(fileName)) return;
        wanted.add(fileName);
        for (const imported of chunks.get(fileName)?.imports ?? []) visit(imported);
      };
      for (const file of [...entry.imports, ...entry.dynamicImports]) visit(file);
      const preloads = JSON.stringify([...wanted].map((file) => `/${file}`));
      // The entry is asked for first; its preloads follow PRELOADS_PER_TASK to a task (each link starts a
      // fetch: all 18 in one task held a phone's main thread for 130 ms), all of them long before the entry
      // has arrived and named its imports.
      const source =
        `requestAnimationFrame(()=>requestAnimationFrame(()=>{` +
        `import(${JSON.stringify(entryUrl)});const hrefs=${preloads};` +
        `const add=()=>{for(const href of hrefs.splice(0,${PRELOADS_PER_TASK})){` +
        `const link=document.createElement('link');link.rel='modulepreload';link.href=href;` +
        `document.head.append(link)}if(hrefs.length>0)setTimeout(add,0)};add()}));\n`;
      const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
      const fileName = `assets/load-${hash}.js`;
      this.emitFile({ type: 'asset', fileName, source });
      const page = String(html.source);
      const script = new RegExp(`<script type="module" crossorigin src="${entryUrl}"></script>`);
      if (!script.test(page)) throw new Error(`index.html does not load ${entryUrl} as expected.`);
      html.source = page
        .replace(script, `<script type="module" src="/${fileName}"></script>`)
        .replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
    },
  };
}
