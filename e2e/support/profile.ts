import { expect, type Page } from '@playwright/test';

/** The profile's record tabs after the personal one, in their sequence (spec 1 §2). */
export const RECORD_TAB_PATHS = [
  'employment',
  'education',
  'certification',
  'community-service',
  'membership',
];

/**
 * From the employment tab of the first-time setup, Continue through every record tab to the dashboard,
 * checking each stop; `press` Continues by the keyboard (Tab to the button, Enter) instead of a click.
 */
export async function continueThroughProfile(
  page: Page,
  press?: (page: Page) => Promise<void>,
): Promise<void> {
  for (const path of RECORD_TAB_PATHS) {
    await expect(page).toHaveURL(new RegExp(`/dashboard/profile/${path}$`));
    if (press) await press(page);
    else await page.getByRole('button', { name: 'Continue', exact: true }).click();
  }
  await expect(page).toHaveURL(/\/dashboard$/);
}
