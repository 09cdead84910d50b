import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Filling the form engine's fields as a keyboard user does. The date and datetime elements are MUI X
 * pickers: a group named by the field's label, one spin button per part (Month, Day, Year, Hours,
 * Minutes, Meridiem) that takes typed digits and moves on by itself, and a hidden input that mirrors
 * what is shown (MM/DD/YYYY, with ' hh:mm AM' for a datetime). Each helper focuses the first part,
 * empties the field (select all, Backspace), types the parts, and waits until the field shows them.
 */

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATETIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

function pageOf(scope: Page | Locator): Page {
  return 'keyboard' in scope ? scope : scope.page();
}

async function typeIntoPicker(scope: Page | Locator, label: string | RegExp, keys: string, shown: string) {
  const group = scope.getByRole('group', { name: label });
  const month = group.getByRole('spinbutton', { name: 'Month' });
  const keyboard = pageOf(scope).keyboard;
  await month.focus();
  await keyboard.press('ControlOrMeta+a');
  await keyboard.press('Backspace');
  await keyboard.type(keys);
  await expect(group.locator('input[aria-hidden="true"]')).toHaveValue(shown);
}

/** Types a date ('YYYY-MM-DD') into the date picker labelled `label` (within `scope`: the page or a form). */
export async function fillDate(scope: Page | Locator, label: string | RegExp, date: string): Promise<void> {
  const match = DATE.exec(date);
  if (!match) throw new Error(`fillDate wants YYYY-MM-DD, not '${date}'`);
  const [, year, month, day] = match;
  await typeIntoPicker(scope, label, `${month}${day}${year}`, `${month}/${day}/${year}`);
}

/** Types a local date and time ('YYYY-MM-DDTHH:mm', 24-hour) into the datetime picker labelled `label`. */
export async function fillDateTime(
  scope: Page | Locator,
  label: string | RegExp,
  dateTime: string,
): Promise<void> {
  const match = DATETIME.exec(dateTime);
  if (!match) throw new Error(`fillDateTime wants YYYY-MM-DDTHH:mm, not '${dateTime}'`);
  const [, year, month, day, hours, minutes] = match;
  const hour = Number(hours);
  const hour12 = String(hour % 12 || 12).padStart(2, '0');
  const meridiem = hour < 12 ? 'AM' : 'PM';
  await typeIntoPicker(
    scope,
    label,
    `${month}${day}${year}${hour12}${minutes}${meridiem[0]}`,
    `${month}/${day}/${year} ${hour12}:${minutes} ${meridiem}`,
  );
}
