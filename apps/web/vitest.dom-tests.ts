/**
 * The .ts tests that need a document (jsdom): the session's storage and cookie, the page's inline boot
 * block, DOMPurify, the route table's lazy pages. Every other *.test.ts runs in Node
 * (vitest.node.config.ts); components (*.test.tsx) run in jsdom (vitest.config.ts). A pure test that
 * starts to need the DOM fails in Node with "document is not defined" or "window is not defined": add it
 * here.
 */
export const DOM_TESTS = [
  'src/app/inline-boot.test.ts',
  'src/app/route-pages.test.ts',
  'src/features/messages/inbox/preview.test.ts',
  'src/lib/sanitize-html.test.ts',
  'src/lib/session/session-sign-in.test.ts',
  'src/lib/session/session-storage.test.ts',
  'src/lib/session/session-store.test.ts',
];
