import type { OutputAsset, OutputBundle } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { preloadFont } from './preload-font';

function run(files: string[], html = '<html><head><title>x</title></head><body></body></html>') {
  const output = {
    'index.html': { type: 'asset', fileName: 'index.html', source: html } as OutputAsset,
    ...Object.fromEntries(files.map((fileName) => [fileName, { type: 'asset', fileName, source: '' }])),
  } as unknown as OutputBundle;
  const hook = preloadFont().generateBundle as (
    this: unknown,
    options: unknown,
    bundle: OutputBundle,
  ) => void;
  hook.call({}, {}, output);
  return String((output['index.html'] as OutputAsset).source);
}

describe('preloadFont', () => {
  it('preloads the Latin text face, and no other face, from the head', () => {
    const html = run([
      'assets/public-sans-latin-wght-normal-DdeTHZLK.woff2',
      'assets/public-sans-latin-ext-wght-normal-Ab12Cd34.woff2',
      'assets/public-sans-latin-wght-italic-Zz99Yy88.woff2',
    ]);
    expect(html).toContain(
      '<link rel="preload" href="/assets/public-sans-latin-wght-normal-DdeTHZLK.woff2" as="font" type="font/woff2" crossorigin>',
    );
    expect(html.indexOf('rel="preload"')).toBeLessThan(html.indexOf('</head>'));
    expect(html.match(/rel="preload"/g)).toHaveLength(1);
  });

  it('fails the build when the face is missing, rather than ship a page that waits for it unseen', () => {
    expect(() => run([])).toThrow(/found 0/);
  });
});
