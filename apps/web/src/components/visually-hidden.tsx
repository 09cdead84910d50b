import type { CSSProperties, ReactNode } from 'react';

/** The styles of text for assistive technology only (also for elements that cannot be a span: a caption). */
export const visuallyHiddenStyle: CSSProperties = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: 1,
  margin: -1,
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: 1,
};

/** Text for assistive technology only (for instance "(opens in a new tab)"). */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span style={visuallyHiddenStyle}>{children}</span>;
}
