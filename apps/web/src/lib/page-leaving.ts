/**
 * Whether the page is being left (a link out, a reload, an address typed): from `pagehide` until the page
 * shows again (`pageshow`, back from the browser's cache). The browser cuts off the page's requests as it
 * leaves, and a request cut off that way is no failure of the server's: the next page asks again.
 *
 * Chromium rejects the cut-off requests just before `pagehide` and runs their handlers after the first
 * `pagehide` listener: this one listens in the capture phase, which comes first, and `afterLeaving` waits
 * a task more, which a page that is gone never runs.
 */
export function trackPageLeaving(target: Pick<Window, 'addEventListener'>): () => boolean {
  let leaving = false;
  target.addEventListener(
    'pagehide',
    () => {
      leaving = true;
    },
    { capture: true },
  );
  target.addEventListener(
    'pageshow',
    () => {
      leaving = false;
    },
    { capture: true },
  );
  return () => leaving;
}

/**
 * Whether a request that just failed was cut off by leaving the page: asked now and again after the
 * current task (the page's unloading), which only a page that stays answers.
 */
export async function afterLeaving(leaving: () => boolean): Promise<boolean> {
  if (leaving()) return true;
  await new Promise((resolve) => setTimeout(resolve, 0));
  return leaving();
}
