import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Moving as a keyboard user does: Tab (or Shift+Tab) until `target` has focus, at most `max` presses.
 * Fails when the target is never reached, which is what a field the keyboard cannot reach would do.
 */
export async function tabTo(page: Page, target: Locator, { max = 80, back = false } = {}): Promise<void> {
  await target.waitFor();
  for (let presses = 0; presses < max; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${target} was not reached in ${max} presses of Tab`);
}

/**
 * Chooses an option of a select (a focused combobox) by keyboard: opens it with the Down arrow, types
 * the option's first word (the list jumps to the first option starting so; a space would take the option
 * at once, as Space does in a list), moves down to the option if another starts the same, and takes it
 * with Enter.
 */
export async function chooseByKeyboard(page: Page, combobox: Locator, option: string): Promise<void> {
  await page.keyboard.press('ArrowDown');
  const listbox = page.getByRole('listbox');
  await expect(listbox).toBeVisible();
  await page.keyboard.type(option.split(' ')[0]!);
  const wanted = listbox.getByRole('option', { name: option, exact: true });
  for (let presses = 0; presses < 10; presses++) {
    if (await wanted.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('ArrowDown');
  }
  await expect(wanted).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(listbox).toBeHidden();
  await expect(combobox).toHaveText(option);
}
