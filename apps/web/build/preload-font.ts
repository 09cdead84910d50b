import type { OutputAsset } from 'rolldown';
import type { Plugin } from 'vite';

/** The face the pages' Latin text is set in (@fontsource-variable/public-sans, upright, every weight). */
const FONT = /^assets\/public-sans-latin-wght-normal-[\w-]+\.woff2$/;

/**
 * Preloads the text face from index.html. Otherwise the browser asks for it only once the app has rendered
 * text in it, and the text drawn meanwhile in the fallback face is set again when it arrives: lines re-wrap
 * and what follows them moves (Lighthouse counted a layout shift of 0.18 on a profile tab at 390 px, the tab
 * buttons wrapping anew). Preloaded, the face is there before a signed-in page's first render, and a
 * pre-rendered page swaps it in earlier.
 */
export function preloadFont(): Plugin {
  return {
    name: 'registry-preload-font',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const html = bundle['index.html'] as OutputAsset | undefined;
      if (!html) return;
      const faces = Object.keys(bundle).filter((fileName) => FONT.test(fileName));
      if (faces.length !== 1)
        throw new Error(`Expected one Latin text face in the build, found ${faces.length}.`);
      const link = `<link rel="preload" href="/${faces[0]}" as="font" type="font/woff2" crossorigin>`;
      const page = String(html.source);
      if (!page.includes('</head>')) throw new Error('index.html has no </head>.');
      html.source = page.replace('</head>', `  ${link}\n  </head>`);
    },
  };
}
