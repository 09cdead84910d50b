import { vi } from 'vitest';

/** Whether a media query's width conditions hold for a window `width` px wide ('all' and 'screen' do). */
function holds(query: string, width: number): boolean {
  return query.split(',').some((alternative) =>
    alternative
      .replace(/^\s*@media\s*/, '')
      .split(/\s+and\s+/)
      .every((condition) => {
        const found = /\(\s*(min|max)-width\s*:\s*([\d.]+)px\s*\)/.exec(condition);
        if (!found) return /^\s*(all|screen|only screen)?\s*$/.test(condition);
        const limit = Number(found[2]);
        return found[1] === 'min' ? width >= limit : width <= limit;
      }),
  );
}

/**
 * A window `width` CSS pixels wide, as matchMedia answers it (jsdom has no matchMedia, so without this
 * the grids see no match: a wide screen). Only width conditions in px are understood. Answers `resize`,
 * which changes the width and tells each query whose answer changed, as a browser does when a phone
 * turns. vi.unstubAllGlobals (the setup's afterEach) takes it away.
 */
export function stubWindowWidth(width: number): { resize: (next: number) => void } {
  let current = width;
  const lists: { query: string; matches: boolean; listeners: Set<() => void> }[] = [];
  vi.stubGlobal('matchMedia', (query: string): MediaQueryList => {
    const entry = { query, matches: holds(query, current), listeners: new Set<() => void>() };
    lists.push(entry);
    const list = {
      get matches() {
        return holds(query, current);
      },
      media: query,
      onchange: null,
      addEventListener: (_type: string, listener: () => void) => void entry.listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => void entry.listeners.delete(listener),
      addListener: (listener: () => void) => void entry.listeners.add(listener),
      removeListener: (listener: () => void) => void entry.listeners.delete(listener),
      dispatchEvent: () => false,
    };
    return list as unknown as MediaQueryList;
  });
  return {
    resize: (next) => {
      current = next;
      for (const entry of lists) {
        const matches = holds(entry.query, current);
        if (matches === entry.matches) continue;
        entry.matches = matches;
        for (const listener of entry.listeners) listener();
      }
    },
  };
}
