import { Suspense, type ReactNode } from 'react';

/**
 * A part of a pre-rendered page that React hydrates, and commits, on its own (a Suspense boundary with
 * nothing that suspends). Without boundaries the whole page is one hydration whose commit (styles,
 * listeners, effects of every component) is a single long task on a phone; with them the shell commits
 * first and each band follows in its own short task, and the page answers input in between. Rendered
 * afresh (not hydrated), a boundary costs nothing and changes nothing.
 */
export function HydrationBoundary({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
