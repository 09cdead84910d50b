import { createUser } from '../../support/accounts.js';
import { TENANT_BLIND, expect, test } from '../../support/fixtures.js';
import { chooseByKeyboard, tabTo } from '../../support/keyboard.js';
import { continueThroughProfile } from '../../support/profile.js';
import { signIn } from '../../support/sign-in.js';

/** The tenant's state and a county of it; jh serves no state, so its people answer for another one. */
const HOME = {
  al: { state: 'Alabama', county: 'Montgomery', city: 'Montgomery', zip: '36104' },
  tn: { state: 'Tennessee', county: 'Davidson', city: 'Nashville', zip: '37219' },
  jh: { state: 'Maryland', county: null, city: 'Baltimore', zip: '21201' },
} as const;

test.describe('keyboard only', TENANT_BLIND, () => {
  test('a new user completes the personal form with the keyboard alone and continues through the profile to the dashboard', async ({
    page,
    request,
    serverName,
    tenant,
  }) => {
    // The whole profile by keyboard: past two minutes when the machine runs the whole suite.
    test.setTimeout(240_000);
    const home = HOME[tenant.code];
    const user = await createUser(request, serverName, { prefix: 'keyboard' });
    // A new user who opens the dashboard is sent on to the personal form: a route change.
    await signIn(page, user, { to: '/dashboard' });
    await expect(page).toHaveURL(/\/dashboard\/profile\/personal/);
    const form = page.getByRole('form', { name: 'Personal' });
    const field = (name: RegExp) => form.getByRole('textbox', { name });
    const select = (name: RegExp) => form.getByRole('combobox', { name });
    const type = async (name: RegExp, text: string) => {
      await tabTo(page, field(name));
      await page.keyboard.type(text);
    };
    const choose = async (name: RegExp, option: string) => {
      await tabTo(page, select(name));
      await chooseByKeyboard(page, select(name), option);
    };

    // From the page's heading, which has focus after the route change, forward through the form.
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await type(/^Phone/, '3345550102');
    await expect(field(/^Phone/)).toHaveValue('(334) 555-0102');
    await type(/^Mailing Address/, '64 N Union St');
    await type(/^City/, home.city);
    await choose(/^State/, home.state);
    await type(/^ZIP Code/, home.zip);
    if (home.county) await choose(/^County/, home.county);
    // The date of birth: the month part first, then the digits run on into day and year.
    const birth = form.getByRole('group', { name: /^Date of Birth/ });
    await tabTo(page, birth.getByRole('spinbutton', { name: 'Month' }));
    await page.keyboard.type('07141988');
    await expect(birth.locator('input[aria-hidden="true"]')).toHaveValue('07/14/1988');
    await choose(/^Preferred Language/, 'English');
    await tabTo(page, form.getByRole('checkbox', { name: 'Spanish' }));
    await page.keyboard.press('Space');
    await expect(form.getByRole('checkbox', { name: 'Spanish' })).toBeChecked();
    await choose(/^Ethnicity/, 'Hispanic or Latino');
    await tabTo(page, form.getByRole('checkbox', { name: 'White' }));
    await page.keyboard.press('Space');
    await choose(/^Gender/, 'Male');
    await choose(/^Highest Level of Education/, "Associate's degree");

    await tabTo(page, form.getByRole('button', { name: 'Save and Continue' }));
    await page.keyboard.press('Enter');
    const welcome = page.getByTestId('welcome-modal');
    await expect(welcome).toContainText('your account is ready');
    await page.keyboard.press('Escape');
    // On through the profile's tabs (spec 1 §2), each Continue by the keyboard, to the dashboard.
    await continueThroughProfile(page, async () => {
      await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
      await tabTo(page, page.getByRole('button', { name: 'Continue', exact: true }));
      await page.keyboard.press('Enter');
    });
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  });
});
