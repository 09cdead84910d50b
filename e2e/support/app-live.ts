import type { Page } from '@playwright/test';
import { APP_READY_ATTRIBUTE } from '@registry/domain';

/**
 * A pre-rendered page is on screen before its script has made it live: a click on a button then does
 * nothing. Every navigation of a test's page waits until the app says it is live (APP_READY_ATTRIBUTE),
 * as a user waits for the page to respond; a document that is not the app (a PDF) is not waited for.
 */
export async function untilLive(page: Page): Promise<void> {
  await page
    .waitForSelector(`html[${APP_READY_ATTRIBUTE}]`, { state: 'attached', timeout: 20_000 })
    .catch(() => undefined);
}
