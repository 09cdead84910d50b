import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { EntityType, formOf, RESUME_TEXTS } from '@registry/domain';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { createUserWithRole, sql } from '../../support/accounts.js';
import { expect, test } from '../../support/fixtures.js';
import { signIn } from '../../support/sign-in.js';

/**
 * The resume in the browser (issue 26; spec 3 §2 /dashboard/resume and references, the resume profile
 * editor, §4, §5, §8): a professional with records generates a resume, writes a description, includes some
 * of their records (and in tn and jh a reference and a community service record), previews it (Publish then
 * appears), publishes it and downloads it; the downloaded PDF's text (read with pdfjs) holds exactly the
 * chosen records, marks the verified one, and in al has neither Community Service nor References (spec 3
 * §1). In every tenant; axe on the editor.
 */

const suffixOf = () => Math.random().toString(36).slice(2, 8);

/** The text of every page of a PDF, joined. */
async function pdfText(bytes: Buffer): Promise<string> {
  const document = await getDocument({
    data: new Uint8Array(bytes),
    standardFontDataUrl: join(
      dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
      'standard_fonts/',
    ),
    isEvalSupported: false,
    verbosity: 0,
  }).promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const content = await (await document.getPage(number)).getTextContent();
      pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
    }
    return pages.join('\n');
  } finally {
    await document.destroy();
  }
}

/** A section of the editor, opened. */
async function openSection(page: Page, title: string): Promise<Locator> {
  const header = page.getByRole('button', { name: new RegExp(`^${title}`) });
  if ((await header.getAttribute('aria-expanded')) !== 'true') await header.click();
  const region = page.getByRole('region', { name: new RegExp(`^${title}`) });
  await expect(region).toBeVisible();
  return region;
}

test.describe('the resume (issue 26)', () => {
  test('a professional builds a resume from chosen records, previews, publishes and downloads it', async ({
    page,
    request,
    serverName,
    tenant,
    checkA11y,
  }) => {
    const suffix = suffixOf();
    const pro = await createUserWithRole(request, serverName, '100', {
      prefix: 'resume',
      lastName: 'Resume',
    });
    const chosenSchool = `Auburn University ${suffix}`;
    const leftOutSchool = `Left Out College ${suffix}`;
    const employer = `Sunny Days Child Care ${suffix}`;
    await sql(
      serverName,
      `INSERT INTO education_records (user_id, form_id, form_version, institution_name, degree_type, field_of_study,
                                      completed, start_date, end_date, verified)
       VALUES ($1, $2, 1, $3, 'bachelors', 'Early Childhood Education', 'completed', date '2015-08-20', date '2019-05-10', true),
              ($1, $2, 1, $4, 'associates', 'General Studies', 'completed', date '2012-08-20', date '2014-05-10', false)`,
      [pro.userId, formOf(EntityType.Education), chosenSchool, leftOutSchool],
    );
    await sql(
      serverName,
      `INSERT INTO employment_records (user_id, employer_name, position_title, start_date, form_id, form_version)
       VALUES ($1, $2, 'Lead Teacher', date '2019-08-01', $3, 1)`,
      [pro.userId, employer, formOf(EntityType.Experience)],
    );
    const referenceName = `Maria Reference ${suffix}`;
    const service = `Family Literacy Night ${suffix}`;
    if (tenant.features.resumeReferences)
      await sql(
        serverName,
        `INSERT INTO resume_references (user_id, form_id, form_version, reference_name, relationship, organization_name,
                                        position_title, phone, email)
         VALUES ($1, $2, 1, $3, 'supervisor', $4, 'Director', '2055550100', 'maria@example.org')`,
        [pro.userId, formOf(EntityType.Reference), referenceName, employer],
      );
    if (tenant.features.resumeCommunityService)
      await sql(
        serverName,
        `INSERT INTO community_service_records (user_id, form_id, form_version, organization_name, role_title,
                                                start_date, end_date)
         VALUES ($1, $2, 1, $3, 'Volunteer reader', date '2021-09-01', date '2021-12-01')`,
        [pro.userId, formOf(EntityType.CommunityService), service],
      );

    await signIn(page, pro, { to: '/dashboard/resume' });
    await page.getByRole('button', { name: 'Add New' }).click();
    await page.getByRole('menuitem', { name: 'Generate Resume' }).click();
    await expect(page).toHaveURL(/\/dashboard\/resume\/edit\/\d+$/);

    // The editor: a description, the records chosen section by section.
    const description = page.getByRole('textbox', { name: 'Description' });
    // The rich text editor is loaded with the first one shown; until then its place is read-only.
    await expect(description).toHaveAttribute('contenteditable', 'true');
    await description.click();
    await description.pressSequentially('Patient teacher of four-year-olds.');
    const education = await openSection(page, 'Education');
    await education.getByRole('switch', { name: new RegExp(chosenSchool) }).check();
    await expect(education.getByRole('switch', { name: new RegExp(leftOutSchool) })).not.toBeChecked();
    const work = await openSection(page, 'Work Experience');
    await work.getByRole('switch', { name: new RegExp(employer) }).check();
    if (tenant.features.resumeReferences) {
      const references = await openSection(page, 'References');
      await references.getByRole('switch', { name: new RegExp(referenceName) }).check();
    } else {
      await expect(page.getByRole('button', { name: /^References/ })).toHaveCount(0);
    }
    if (tenant.features.resumeCommunityService) {
      const community = await openSection(page, 'Community Service');
      await community.getByRole('switch', { name: new RegExp(service) }).check();
    } else {
      await expect(page.getByRole('button', { name: /^Community Service/ })).toHaveCount(0);
    }
    await checkA11y();
    // Nothing saved yet: no Publish.
    await expect(page.getByRole('button', { name: 'Publish' })).toHaveCount(0);

    // Preview saves the changes and shows the file in the page; Publish then appears, and the Preview is Refresh.
    await page.getByRole('button', { name: 'Preview' }).click();
    // The pages drawn by pdf.js (a phone has no PDF viewer for a frame): a canvas with ink, its text for screen readers.
    const preview = page.getByRole('region', { name: 'Resume preview' });
    const firstPage = preview.getByRole('img', { name: /^Page 1 of \d+ of the resume preview$/ });
    await expect(firstPage).toBeVisible();
    await expect(preview).toHaveAttribute('aria-busy', 'false');
    await expect(preview).toContainText(chosenSchool);
    const inked = await firstPage.evaluate((canvas: HTMLCanvasElement) => {
      const pixels = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
      let dark = 0;
      for (let i = 0; i < pixels.length; i += 4) if (pixels[i]! < 128 && pixels[i + 3]! > 0) dark += 1;
      return dark;
    });
    expect(inked).toBeGreaterThan(1000);
    await expect(page.getByRole('button', { name: 'Refresh' })).toBeVisible();
    await checkA11y();
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByRole('dialog', { name: 'Publish Resume' }).getByRole('button', { name: 'OK' }).click();
    const published = page.getByRole('dialog', { name: RESUME_TEXTS.published });
    await expect(published).toBeVisible();
    await published.getByRole('button', { name: 'OK' }).click();
    // Published: read-only (no Edit, no Save), with Start a new version.
    await expect(page.getByText(RESUME_TEXTS.publishedLocked)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Start a new version' })).toBeVisible();

    // Download: the spec's text, and the PDF holds exactly the chosen records.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download' }).click();
    const file = await download;
    const downloaded = page.getByRole('dialog', { name: RESUME_TEXTS.downloadedTitle });
    await expect(downloaded).toContainText(RESUME_TEXTS.downloaded);
    await downloaded.getByRole('button', { name: 'OK' }).click();
    const text = await pdfText(await readFile((await file.path())!));
    expect(text).toContain(`${pro.firstName} Resume`);
    expect(text).toContain('Patient teacher of four-year-olds.');
    expect(text).toContain(chosenSchool);
    expect(text).toContain('Verified');
    expect(text).toContain(employer);
    expect(text).not.toContain(leftOutSchool);
    if (tenant.features.resumeReferences) expect(text).toContain(referenceName);
    else expect(text).not.toMatch(/References/);
    if (tenant.features.resumeCommunityService) expect(text).toContain(service);
    else expect(text).not.toMatch(/Community Service/);

    // The Resume grid lists it as published.
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL(/\/dashboard\/resume$/);
    await expect(page.getByRole('row', { name: /Published/ }).first()).toBeVisible();
  });
});
