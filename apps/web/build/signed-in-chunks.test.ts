import { describe, expect, it } from 'vitest';
import { signedInOnlyModules, type ModuleGraph } from './signed-in-chunks';

/** A module graph from `importer -> imported` edges (`~>` for a dynamic import). */
function graph(edges: string[]): ModuleGraph {
  const importers = new Map<string, { importers: string[]; dynamicImporters: string[] }>();
  const node = (id: string) => {
    if (!importers.has(id)) importers.set(id, { importers: [], dynamicImporters: [] });
    return importers.get(id)!;
  };
  for (const edge of edges) {
    const dynamic = edge.includes('~>');
    const [from, to] = edge.split(dynamic ? '~>' : '->').map((part) => part.trim()) as [string, string];
    node(from);
    if (dynamic) node(to).dynamicImporters.push(from);
    else node(to).importers.push(from);
  }
  return { getModuleInfo: (id) => importers.get(id) ?? null };
}

const NM = '/repo/node_modules';
const FORM = '/repo/apps/web/src/engine/forms';

describe('signedInOnlyModules', () => {
  const modules = graph([
    `/repo/apps/web/src/main.tsx ~> /repo/apps/web/src/features/home/home-page.tsx`,
    `/repo/apps/web/src/features/home/home-page.tsx -> ${NM}/@mui/material/Button/Button.mjs`,
    `${NM}/@mui/material/Button/Button.mjs -> ${NM}/@mui/material/ButtonBase/ButtonBase.mjs`,
    `/repo/apps/web/src/main.tsx ~> /repo/apps/web/src/features/about/page.tsx`,
    `/repo/apps/web/src/features/about/page.tsx -> ${FORM}/dynamic-form.tsx`,
    `${FORM}/dynamic-form.tsx -> ${FORM}/date-field.tsx`,
    `${FORM}/date-field.tsx -> ${NM}/@mui/x-date-pickers/DatePicker/DatePicker.mjs`,
    `${NM}/@mui/x-date-pickers/DatePicker/DatePicker.mjs -> ${NM}/@mui/material/Tabs/Tabs.mjs`,
    `${NM}/@mui/x-date-pickers/DatePicker/DatePicker.mjs -> ${NM}/@mui/material/ButtonBase/ButtonBase.mjs`,
    `${NM}/@mui/material/Tabs/Tabs.mjs -> ${NM}/@mui/material/Tabs/ScrollbarSize.mjs`,
    `${FORM}/search-field.tsx ~> ${NM}/@mui/material/Autocomplete/Autocomplete.mjs`,
    `${FORM}/dynamic-form.tsx -> ${FORM}/search-field.tsx`,
    // A cycle that reaches form code only through itself.
    `${NM}/@mui/material/Tabs/Tabs.mjs -> ${NM}/cyclic/a.mjs`,
    `${NM}/cyclic/a.mjs -> ${NM}/cyclic/b.mjs`,
    `${NM}/cyclic/b.mjs -> ${NM}/cyclic/a.mjs`,
  ]);

  it('form code, and what only form code imports (statically or not), all the way up', () => {
    const signedInOnly = signedInOnlyModules();
    expect(signedInOnly(`${FORM}/dynamic-form.tsx`, modules)).toBe(true);
    expect(signedInOnly(`${NM}/@mui/x-date-pickers/DatePicker/DatePicker.mjs`, modules)).toBe(true);
    expect(signedInOnly(`${NM}/@mui/material/Tabs/Tabs.mjs`, modules)).toBe(true);
    expect(signedInOnly(`${NM}/@mui/material/Tabs/ScrollbarSize.mjs`, modules)).toBe(true);
    expect(signedInOnly(`${NM}/@mui/material/Autocomplete/Autocomplete.mjs`, modules)).toBe(true);
  });

  it('a module any other page imports is not form-only, nor is an entry, a cycle or an unknown module', () => {
    const signedInOnly = signedInOnlyModules();
    expect(signedInOnly(`${NM}/@mui/material/ButtonBase/ButtonBase.mjs`, modules)).toBe(false);
    expect(signedInOnly(`${NM}/@mui/material/Button/Button.mjs`, modules)).toBe(false);
    expect(signedInOnly('/repo/apps/web/src/main.tsx', modules)).toBe(false);
    expect(signedInOnly('/repo/apps/web/src/features/about/page.tsx', modules)).toBe(false);
    expect(signedInOnly(`${NM}/cyclic/b.mjs`, modules)).toBe(false);
    expect(signedInOnly(`${NM}/elsewhere/x.mjs`, modules)).toBe(false);
    expect(signedInOnly(`${NM}/elsewhere/x.mjs`, null)).toBe(false);
  });
});

describe('signed-in code', () => {
  it('covers the grid engine, its table library, the signed-in pages and the hub, not the public pages or the shell', () => {
    const signedInOnly = signedInOnlyModules();
    const empty = graph([]);
    for (const id of [
      '/repo/apps/web/src/engine/grid/data-grid.tsx',
      `${NM}/@tanstack/table-core/dist/index.js`,
      `${NM}/@tanstack/react-table/dist/index.js`,
      `${NM}/@tanstack/react-store/dist/esm/index.js`,
      '/repo/apps/web/src/features/profile/profile-layout.tsx',
      '/repo/apps/web/src/features/training/training-page.tsx',
      '/repo/apps/web/src/features/staff-requests/staff-requests-page.tsx',
      '/repo/apps/web/src/features/dashboard/dashboard-page.tsx',
      '/repo/apps/web/src/features/alerts/alerts-page.tsx',
      '/repo/apps/web/src/features/forms/form-page.tsx',
      '/repo/apps/web/src/features/feedback/feedback-list-page.tsx',
      '/repo/apps/web/src/features/messages/message-inbox-page.tsx',
      '/repo/apps/web/src/features/messages/recipient-picker.tsx',
      '/repo/apps/web/src/features/messages/inbox/inbox-pager.tsx',
      '/repo/apps/web/src/app/hub/hub-connection.tsx',
    ])
      expect(signedInOnly(id, empty), id).toBe(true);
    for (const id of [
      '/repo/apps/web/src/features/home/home-page.tsx',
      '/repo/apps/web/src/features/auth/login-page.tsx',
      // The shell's badges and notification toast, on every page.
      '/repo/apps/web/src/features/messages/use-notification-toast.ts',
      '/repo/apps/web/src/features/messages/api/count-messages.ts',
      '/repo/apps/web/src/features/feedback/feedback-dialog.tsx',
      '/repo/apps/web/src/app/hub/hub-context.ts',
      `${NM}/@tanstack/react-query/build/modern/index.js`,
    ])
      expect(signedInOnly(id, empty), id).toBe(false);
  });
});
