import type { OutputAsset } from 'rolldown';
import type { Plugin } from 'vite';

/** The face the pages' Latin text is set in (@fontsource-variable/public-sans, upright, every weight). */
const FONT = /^assets\/public-sans-latin-wght-normal-[\w-]+\.woff2$/;

/**
 * Preloads the text face from index.html. Otherwise the browser asks for it only once the page has text
 * in it. The face is declared font-display optional (src/fonts.css): it is used only when it is there at
 * the first paint, and preloaded it mostly is (always from the second page on, from the cache); on a slow
 * first load the page stays in the fallback face, whole, instead of re-wrapping when the face arrives
 * (a layout shift of 0.18 on a profile tab at 390 px, the tab buttons wrapping anew).
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
