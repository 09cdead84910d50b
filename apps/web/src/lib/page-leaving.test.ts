import { describe, expect, it } from 'vitest';
import { afterLeaving, trackPageLeaving } from './page-leaving';

describe('trackPageLeaving', () => {
  it('is leaving from pagehide until the page shows again', () => {
    const target = new EventTarget();
    const leaving = trackPageLeaving(target);
    expect(leaving()).toBe(false);
    target.dispatchEvent(new Event('pagehide'));
    expect(leaving()).toBe(true);
    target.dispatchEvent(new Event('pageshow'));
    expect(leaving()).toBe(false);
  });
});

describe('afterLeaving', () => {
  it('answers whether the page is being left now or once the current task is done', async () => {
    let leaving = false;
    expect(await afterLeaving(() => leaving)).toBe(false);
    const asked = afterLeaving(() => leaving);
    leaving = true; // pagehide, in the same task as the failure
    expect(await asked).toBe(true);
  });
});
