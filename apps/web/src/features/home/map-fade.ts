import { HOME_IMAGE_FADE_MS, HOME_IMAGE_STAGGER_MAX_MS } from '@registry/domain';

/**
 * How long the outgoing map takes to go once the next one starts. Much shorter than the fade-in, so that
 * two maps' titles and legends are never both legible: by the time the incoming map can be read, the
 * outgoing one is gone.
 */
export const MAP_FADE_OUT_MS = 600;

/** A point of the opacity curve, `atMs` after the image's own start. */
export interface OpacityStop {
  atMs: number;
  opacity: number;
}

export interface MapFadeTiming {
  count: number;
  /** Gap between two images' starts: the last one starts HOME_IMAGE_STAGGER_MAX_MS after the first. */
  staggerMs: number;
  /** One loop: every image has had its turn, the last one as long as the others. */
  cycleMs: number;
  /** The one curve every image follows, from 0 to cycleMs; the images differ only by their delay. */
  stops: OpacityStop[];
}

/** Points of the fade-in: an ease-out (1 - (1 - p)²), so the incoming map is legible well before it is whole. */
const FADE_IN_STEPS = 8;

/**
 * The crossfade of the home page's maps (spec 1 §2: fade-ins of HOME_IMAGE_FADE_MS, staggered up to
 * HOME_IMAGE_STAGGER_MAX_MS). Each image fades in over HOME_IMAGE_FADE_MS, stays until the next one
 * starts, then fades out over MAP_FADE_OUT_MS while the next one is still faint.
 */
export function mapFadeTiming(count: number): MapFadeTiming {
  if (count < 2) throw new Error('mapFadeTiming: at least two images');
  const staggerMs = HOME_IMAGE_STAGGER_MAX_MS / (count - 1);
  if (staggerMs < HOME_IMAGE_FADE_MS) throw new Error('mapFadeTiming: images start before the last is in');
  const cycleMs = staggerMs * count;
  const fadeIn: OpacityStop[] = Array.from({ length: FADE_IN_STEPS + 1 }, (_, step) => {
    const p = step / FADE_IN_STEPS;
    return { atMs: p * HOME_IMAGE_FADE_MS, opacity: 1 - (1 - p) ** 2 };
  });
  return {
    count,
    staggerMs,
    cycleMs,
    stops: [
      ...fadeIn,
      { atMs: staggerMs, opacity: 1 },
      { atMs: staggerMs + MAP_FADE_OUT_MS, opacity: 0 },
      { atMs: cycleMs, opacity: 0 },
    ],
  };
}

/** The CSS keyframes of the curve (percentages of the cycle). */
export function mapFadeKeyframes(timing: MapFadeTiming): string {
  return timing.stops
    .map(
      (stop) =>
        `${((stop.atMs / timing.cycleMs) * 100).toFixed(3)}% { opacity: ${stop.opacity.toFixed(3)}; }`,
    )
    .join('\n');
}

/**
 * Opacity of image `index` at `timeMs` after the animation began, as the browser computes it for
 * `animation: <cycle> linear <index * stagger> infinite both` over these keyframes.
 */
export function mapOpacityAt(timing: MapFadeTiming, index: number, timeMs: number): number {
  const local = timeMs - index * timing.staggerMs;
  if (local < 0) return timing.stops[0]!.opacity;
  const t = local % timing.cycleMs;
  const { stops } = timing;
  for (let i = 1; i < stops.length; i++) {
    const a = stops[i - 1]!;
    const b = stops[i]!;
    if (t <= b.atMs) {
      return b.atMs === a.atMs
        ? b.opacity
        : a.opacity + ((b.opacity - a.opacity) * (t - a.atMs)) / (b.atMs - a.atMs);
    }
  }
  return stops[stops.length - 1]!.opacity;
}
