import { HOME_IMAGE_FADE_MS, HOME_IMAGE_STAGGER_MAX_MS } from '@registry/domain';
import { describe, expect, it } from 'vitest';
import { HOME_MAPS } from '../../lib/tenant-assets';
import { MAP_FADE_OUT_MS, mapFadeKeyframes, mapFadeTiming, mapOpacityAt } from './map-fade';

const timing = mapFadeTiming(HOME_MAPS.length);
const STEP_MS = 5;

/** Every image's opacity at every STEP_MS over three loops (the first loop starts from nothing). */
function* samples() {
  for (let t = 0; t <= timing.cycleMs * 3; t += STEP_MS) {
    yield { t, opacities: HOME_MAPS.map((_, index) => mapOpacityAt(timing, index, t)) };
  }
}

describe('the home maps crossfade', () => {
  it('keeps the spec constants: the last image starts 16 s after the first, each fades in over 2.5 s', () => {
    expect((timing.count - 1) * timing.staggerMs).toBe(HOME_IMAGE_STAGGER_MAX_MS);
    const last = HOME_MAPS.length - 1;
    expect(mapOpacityAt(timing, last, HOME_IMAGE_STAGGER_MAX_MS - 1)).toBe(0);
    expect(mapOpacityAt(timing, last, HOME_IMAGE_STAGGER_MAX_MS + 10)).toBeGreaterThan(0);
    // Fully in exactly HOME_IMAGE_FADE_MS after its start, not before.
    expect(mapOpacityAt(timing, 2, 2 * timing.staggerMs + HOME_IMAGE_FADE_MS - 100)).toBeLessThan(1);
    expect(mapOpacityAt(timing, 2, 2 * timing.staggerMs + HOME_IMAGE_FADE_MS)).toBe(1);
  });

  it('never shows two maps both above 35 % opacity', () => {
    for (const { t, opacities } of samples()) {
      const visible = opacities.filter((opacity) => opacity > 0.35);
      expect(
        visible.length,
        `at ${t} ms: ${opacities.map((o) => o.toFixed(2)).join(' ')}`,
      ).toBeLessThanOrEqual(1);
    }
  });

  it('the outgoing map is gone before the incoming one is half in', () => {
    for (const { t, opacities } of samples()) {
      opacities.forEach((opacity, index) => {
        const fadingIn = mapOpacityAt(timing, index, t + STEP_MS) > opacity;
        if (fadingIn && opacity >= 0.5) {
          expect(
            opacities.filter((_, i) => i !== index),
            `at ${t} ms`,
          ).toEqual(opacities.filter((_, i) => i !== index).map(() => 0));
        }
      });
    }
  });

  it('each map is shown alone (at 90 % or more, the others gone) for over 1.4 s of every loop', () => {
    for (let index = 0; index < HOME_MAPS.length; index++) {
      let aloneMs = 0;
      for (const { t, opacities } of samples()) {
        if (t < timing.cycleMs || t >= timing.cycleMs * 2) continue; // the second loop, a steady one
        const others = opacities.filter((_, i) => i !== index);
        if (opacities[index]! >= 0.9 && others.every((opacity) => opacity === 0)) aloneMs += STEP_MS;
      }
      expect(aloneMs, `map ${index + 1}`).toBeGreaterThan(1400);
    }
  });

  it('after the first fade-in, some map is always at least 25 % in (no blank card)', () => {
    for (const { t, opacities } of samples()) {
      if (t >= HOME_IMAGE_FADE_MS) expect(Math.max(...opacities), `at ${t} ms`).toBeGreaterThanOrEqual(0.25);
    }
  });

  it('fades out over MAP_FADE_OUT_MS from the next one\u2019s start', () => {
    const next = timing.staggerMs;
    expect(mapOpacityAt(timing, 0, next)).toBe(1);
    expect(mapOpacityAt(timing, 0, next + MAP_FADE_OUT_MS / 2)).toBeCloseTo(0.5, 5);
    expect(mapOpacityAt(timing, 0, next + MAP_FADE_OUT_MS)).toBe(0);
  });

  it('writes the keyframes from 0 % to 100 % in order', () => {
    const percents = [...mapFadeKeyframes(timing).matchAll(/([\d.]+)% \{ opacity: ([\d.]+); \}/g)].map((m) =>
      Number(m[1]),
    );
    expect(percents[0]).toBe(0);
    expect(percents[percents.length - 1]).toBe(100);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
  });
});
