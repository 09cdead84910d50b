import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const css = readFileSync(new URL('./fonts.css', import.meta.url), 'utf8');
const faces = css.match(/@font-face\s*{[^}]*}/g) ?? [];
const require = createRequire(import.meta.url);

describe('the text face', () => {
  it('is declared font-display optional in every subset, so a page is set in one face throughout', () => {
    expect(faces).toHaveLength(3);
    for (const face of faces) {
      expect(face).toContain("font-family: 'Public Sans Variable'");
      expect(face).toMatch(/font-display:\s*optional;/);
    }
    expect(css).not.toMatch(/font-display:\s*(swap|block|fallback)/);
  });

  it('points at the font files of the package, which exist', () => {
    for (const face of faces) {
      const file = /url\('([^']+)'\)/.exec(face)?.[1];
      expect(file).toMatch(/^@fontsource-variable\/public-sans\/files\/.+\.woff2$/);
      expect(existsSync(require.resolve(file!))).toBe(true);
    }
  });

  it("is the app's only declaration of the face (the package's own CSS, with swap, is not loaded)", () => {
    const main = readFileSync(new URL('./main.tsx', import.meta.url), 'utf8');
    expect(main).toContain("import './fonts.css';");
    expect(main).not.toContain('@fontsource');
  });
});
