import type { Locator, Page } from '@playwright/test';
import { createUser } from '../../support/accounts.js';
import { TENANT_BLIND, expect, test } from '../../support/fixtures.js';
import { fillDate, fillDateTime } from '../../support/form-fields.js';
import { signIn } from '../../support/sign-in.js';

/** The sample form (900) that the harness seeds: every element type, rule and message of the engine. */
const SAMPLE_FORM = '/dashboard/forms/900';

/** Each tenant's county and one of its organizations there (the demo seed); jh has no organizations. */
const PLACES = {
  al: { county: 'Montgomery', state: 'Alabama', organization: 'Little Blessings Child Development Center' },
  tn: { county: 'Davidson', state: 'Tennessee', organization: 'Music City Early Learning Center' },
  jh: { county: 'Montgomery', state: 'Alabama', organization: null },
} as const;

async function choose(page: Page, form: Locator, label: RegExp, option: string) {
  await form.getByRole('combobox', { name: label }).click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
}

/** Types into a search field and picks the option (autocomplete and cross-reference elements). */
async function search(page: Page, form: Locator, label: RegExp, text: string, option: string | RegExp) {
  await form.getByRole('combobox', { name: label }).fill(text);
  await page.getByRole('listbox').getByRole('option', { name: option }).first().click();
}

const summaryLinks = (page: Page) => page.getByTestId('error-summary').getByRole('link');

test.describe('the form engine in the browser', TENANT_BLIND, () => {
  test('every element type of the sample form: rules, messages, searches, rich text, uploads, pre-submission, saved and shown', async ({
    page,
    request,
    serverName,
    tenant,
    checkA11y,
  }) => {
    test.setTimeout(150_000);
    const place = PLACES[tenant.code];
    const user = await createUser(request, serverName, { prefix: 'sample', completeProfile: true });
    await signIn(page, user, { to: SAMPLE_FORM });
    await expect(page.getByRole('heading', { level: 1, name: 'Form Sample' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Form Sample' });

    // A default from the rules; a read-only field for a professional.
    await expect(form.getByRole('textbox', { name: /^Hours/ })).toHaveValue('1.5');
    await expect(form.getByRole('textbox', { name: /^Reviewer Note/ })).toHaveAttribute('readonly', '');
    await checkA11y();

    // Saving with nothing filled in: the summary takes focus and names every required field in the spec's words.
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByTestId('error-summary')).toBeFocused();
    await expect(summaryLinks(page)).toContainText([
      'Title: Please fill out this field',
      'Phone: Please fill out this field',
      'Start Date: Please fill out this field.',
      'Topics: One or more selections must be made for this field',
      'Age Group: Please fill out this field',
      'Level: Please fill out this field',
      'Summary: Please fill out this field',
    ]);
    await expect(form.getByRole('textbox', { name: /^Title/ })).toHaveAttribute('aria-invalid', 'true');

    // Text with a pattern, float, e-mail, textarea, phone mask.
    await form.getByRole('textbox', { name: /^Title/ }).fill(`Sample ${tenant.code}`);
    await form.getByRole('textbox', { name: /^Code/ }).fill('abc');
    await form.getByRole('textbox', { name: /^Contact Email/ }).fill('director@example.org');
    await form.getByRole('textbox', { name: /^Notes/ }).fill('First line\nSecond line');
    await form.getByRole('textbox', { name: /^Phone/ }).pressSequentially('2055550100');
    await expect(form.getByRole('textbox', { name: /^Phone/ })).toHaveValue('(205) 555-0100');

    // Dates: a comparison with today, and one with another element; a datetime.
    await fillDate(form, /^Start Date/, '2199-01-01');
    await fillDate(form, /^End Date/, '2024-01-01');
    await fillDateTime(form, /^Meeting Time/, '2025-03-04T14:30');

    // A checkbox group that needs two; a grouped dropdown with 'Ungrouped' last; rules that show and require.
    await form.getByRole('checkbox', { name: 'Program Management' }).check();
    await form.getByRole('combobox', { name: /^Age Group/ }).click();
    const listbox = page.getByRole('listbox');
    await expect(listbox).toContainText('Early Years');
    await expect(listbox).toContainText('Older Children');
    await expect(listbox.locator('li').last()).toHaveText('Other');
    await listbox.getByRole('option', { name: 'Other', exact: true }).click();
    await expect(form.getByRole('textbox', { name: /^Other Age Group/ })).toBeVisible();

    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(summaryLinks(page)).toContainText([
      'Code: Enter a code such as ABC-123',
      'Start Date: Start Date cannot be in the future',
      'End Date: End Date must not be before Start Date',
      'Topics: At least 2 selections must be made for this field',
      'Other Age Group: Please fill out this field',
    ]);

    await form.getByRole('textbox', { name: /^Code/ }).fill('OLD-000');
    await expect(form.getByText('This code has been withdrawn.')).toBeVisible();
    await form.getByRole('textbox', { name: /^Code/ }).fill('ABC-123');
    await fillDate(form, /^Start Date/, '2024-02-01');
    await fillDate(form, /^End Date/, '2024-06-30');
    await form.getByRole('checkbox', { name: 'Child Development' }).check();
    // Infants have one level: the required dropdown takes it by itself; the other question goes.
    await choose(page, form, /^Age Group/, 'Infant');
    await expect(form.getByRole('textbox', { name: /^Other Age Group/ })).toHaveCount(0);
    await expect(form.getByRole('combobox', { name: /^Level/ })).toHaveText('Beginner');

    // Autocomplete over a choice list; a county, then an organization filtered by it and its property.
    await form.getByRole('combobox', { name: /^Language/ }).fill('s');
    await expect(page.getByText('Two or more characters are required for search').first()).toBeVisible();
    await search(page, form, /^Language/, 'Span', 'Spanish');
    await search(page, form, /^County/, place.county.slice(0, 5), `${place.county} (${place.state})`);
    if (place.organization) {
      await search(
        page,
        form,
        /^Organization$|^Organization\s/,
        place.organization.slice(0, 6),
        new RegExp(`^${place.organization}`),
      );
      await expect(form.getByText('Facility').or(form.getByText('Program'))).toBeVisible();
    }

    // Rich text: formatting from the toolbar, a link asked for, a mention of an organization.
    const summary = form.getByRole('textbox', { name: /^Summary/ });
    await summary.click();
    await page.keyboard.type('Weekly ');
    await form.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type('visits');
    await form.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type(' to the center. Read the guide');
    // A link on the selected word: asked for, an unsafe address refused, a web address taken.
    for (let i = 0; i < 'guide'.length; i++) await page.keyboard.press('Shift+ArrowLeft');
    await form.getByRole('button', { name: 'Link' }).click();
    let prompt = page.getByRole('dialog', { name: 'Link' });
    await prompt.getByRole('textbox').fill('javascript:alert(1)');
    await prompt.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('dialog')).toContainText('cannot be a link');
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await summary.click();
    await page.keyboard.press('End');
    for (let i = 0; i < 'guide'.length; i++) await page.keyboard.press('Shift+ArrowLeft');
    await form.getByRole('button', { name: 'Link' }).click();
    prompt = page.getByRole('dialog', { name: 'Link' });
    await prompt.getByRole('textbox').fill('https://example.org/guide');
    await prompt.getByRole('button', { name: 'OK' }).click();
    await expect(summary.locator('a[href="https://example.org/guide"]')).toHaveText('guide');
    await summary.click();
    await page.keyboard.press('End');
    await page.keyboard.type('.');
    if (place.organization) {
      await page.keyboard.type(` With @${place.organization.slice(0, 6)}`);
      await page.getByRole('listbox').getByRole('option').first().click();
    }
    await expect(summary.locator('strong')).toHaveText('visits');

    // Uploads: a type that is refused, a file that is taken, a second file where only one may be.
    const attachments = form.getByRole('group', { name: /^Attachments/ });
    await attachments.locator('input[type=file]').setInputFiles({
      name: 'tool.exe',
      mimeType: 'application/pdf',
      buffer: Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff', 'latin1'),
    });
    await expect(attachments).toContainText(/is not supported/);
    await attachments.locator('input[type=file]').setInputFiles({
      name: 'agenda.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('Agenda: welcome, circle time, outdoor play.\n'),
    });
    await expect(attachments).toContainText('The file agenda.txt uploaded successfully.');
    const certificate = form.getByRole('group', { name: /^Certificate/ });
    await certificate.locator('input[type=file]').setInputFiles({
      name: 'certificate.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('Certificate of completion\n'),
    });
    await expect(certificate).toContainText('The file certificate.txt uploaded successfully.');
    await certificate.locator('input[type=file]').setInputFiles({
      name: 'second.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('Another\n'),
    });
    await expect(certificate).toContainText('Only one file can be uploaded to this record');
    await checkA11y();

    // Saved: the record's own route, shown in view mode with what was entered.
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/forms\/900\/900\/\d+$/);
    await expect(page.getByText('The record was saved.')).toBeVisible();
    await expect(form.getByRole('button', { name: 'Edit' })).toBeVisible();
    for (const shown of [
      `Sample ${tenant.code}`,
      'ABC-123',
      '(205) 555-0100',
      'Infant',
      'Beginner',
      'Spanish',
    ])
      await expect(form.getByText(shown, { exact: true }).first()).toBeVisible();
    await expect(form.getByText(`${place.county} (${place.state})`)).toBeVisible();
    await expect(form.locator('strong', { hasText: 'visits' })).toBeVisible();
    await expect(form.getByRole('link', { name: 'guide' })).toHaveAttribute(
      'href',
      'https://example.org/guide',
    );
    for (const file of ['agenda.txt', 'certificate.txt'])
      await expect(
        form.getByRole('button', { name: new RegExp(`^${file.replace('.', '\\.')}`) }),
      ).toBeVisible();
    if (place.organization)
      await expect(form.getByText(new RegExp(`^${place.organization} \\(${place.county}\\)$`))).toBeVisible();
    await checkA11y();

    // A second record of the same title: the configured check asks, and the user may go on.
    await page.goto(SAMPLE_FORM);
    await form.getByRole('textbox', { name: /^Title/ }).fill(`Sample ${tenant.code}`);
    await form.getByRole('textbox', { name: /^Phone/ }).fill('2055550101');
    await fillDate(form, /^Start Date/, '2024-02-01');
    await form.getByRole('checkbox', { name: 'Health and Safety' }).check();
    await form.getByRole('checkbox', { name: 'Family Engagement' }).check();
    await choose(page, form, /^Age Group/, 'Toddler');
    await choose(page, form, /^Level/, 'Advanced');
    await form.getByRole('textbox', { name: /^Summary/ }).click();
    await page.keyboard.type('Second record.');
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirmation Message' });
    await expect(confirm).toContainText('You have already saved a record with this title.');
    await expect(confirm).toContainText('Are you sure you want to submit this form?');
    await confirm.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/dashboard\/forms\/900\/900\/\d+$/);
    await expect(form.getByText('Toddler', { exact: true })).toBeVisible();
  });
});
