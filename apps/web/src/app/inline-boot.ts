import { INLINE_BOOT_ID } from '@registry/domain';
import { isBootInfo, type BootInfo } from '../lib/boot';
import type { BootResult } from './load-boot';

/**
 * What the server put into the page: GET /api/boot's answer and the maintenance flag, so the first render
 * needs no request. Null when the block is missing (the development server) or not a boot answer: the web
 * then asks the API, as before.
 */
export function readInlineBoot(doc: Document): BootResult | null {
  const text = doc.getElementById(INLINE_BOOT_ID)?.textContent;
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (value === null || typeof value !== 'object') return null;
  const { closed, ...boot } = value as { closed?: unknown } & Partial<BootInfo>;
  if (typeof closed !== 'boolean' || !isBootInfo(boot)) return null;
  return { boot, closed };
}
