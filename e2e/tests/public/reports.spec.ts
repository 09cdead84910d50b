import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { REPORT_SCREEN_INFO, REPORT_SCREEN_TEXTS, reportOptions, type ReportScreen } from '@registry/domain';
import { demoOrganizations } from '../../../apps/server/src/db/seeds/demo.js';
import { createUserWithRole, demoEmail } from '../../support/accounts.js';
import { TENANT_BLIND, expect, test } from '../../support/fixtures.js';
import { signIn } from '../../support/sign-in.js';

/**
 * The report screens in the browser (issue 27; spec 2 §2 "Report screens", §5, §8): an administrator runs
 * a report that answers at once (downloaded as a CSV with its header row) and one that runs as a job
 * (followed under Recent reports, then downloaded), in every tenant; a consultant finds an agency with the
 * shared search and runs its staff report on a phone (390 px) without sideways scroll. Each page is checked
 * with axe.
 */

const PHONE = { width: 390, height: 844 };

const suffixOf = () => Math.random().toString(36).slice(2, 8);

/** The text of the file the browser downloads while `act` runs, and its name. */
async function downloaded(page: Page, act: () => Promise<void>) {
  const download = page.waitForEvent('download');
  await act();
  const file = await download;
  const path = await file.path();
  return { name: file.suggestedFilename(), text: (await readFile(path!)).toString('utf8') };
}

/** The page's document is no wider than its window. */
async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('Reports (issue 27)', () => {
  // Tenant-blind (al only): the screen, the answer at once and the job are the same in every tenant; each
  // tenant's own lists are read by the demo roles' test below.
  test(
    'an administrator runs a report at once and one as a job, each downloaded as a CSV',
    TENANT_BLIND,
    async ({ page, request, serverName, checkA11y }) => {
      test.setTimeout(120_000);
      const admin = await createUserWithRole(request, serverName, '500', {
        prefix: 'reports-500',
        lastName: `Admin${suffixOf()}`,
      });
      await signIn(page, admin, { to: '/dashboard/admin-reports' });
      await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
      await expect(
        page.getByRole('heading', { level: 2, name: REPORT_SCREEN_TEXTS.adminHeading }),
      ).toBeVisible();
      const run = page.getByRole('button', { name: REPORT_SCREEN_TEXTS.run });
      await expect(run).toBeDisabled();
      await expect(page.getByRole('radio', { name: 'PDF' })).toBeDisabled();
      await checkA11y();

      // At once: the file itself, named after the report with its time.
      await page.getByRole('checkbox', { name: 'Summary Numbers' }).check();
      await expect(run).toBeDisabled();
      await page.getByRole('radio', { name: 'CSV' }).check();
      const summary = await downloaded(page, () => run.click());
      expect(summary.name).toMatch(/^SummaryNumbers_.+\.csv$/);
      expect(summary.text.split('\n')[0]!.length).toBeGreaterThan(0);

      // As a job: listed under Recent reports with its progress, then its Download.
      await page.getByRole('checkbox', { name: 'Summary Numbers' }).uncheck();
      await page.getByRole('checkbox', { name: 'Active Agency List' }).check();
      await run.click();
      const recent = page.getByRole('list', { name: 'Recent reports, newest first' });
      const entry = recent.getByTestId('report-run').filter({ hasText: 'Active Agency List' }).first();
      await expect(entry).toBeVisible();
      const download = entry.getByRole('button', { name: 'Download Active Agency List' });
      await expect(download).toBeVisible({ timeout: 30_000 });
      await expect(entry).toContainText('Ready');
      await checkA11y();
      const agencies = await downloaded(page, () => download.click());
      expect(agencies.name).toMatch(/^ActiveAgencyList_.+\.csv$/);
      expect(agencies.text.split('\n')[0]!.length).toBeGreaterThan(0);
    },
  );

  test('each demo role runs one of its reports, read back as a CSV with its header and rows', async ({
    page,
    tenant,
    demoPassword,
  }) => {
    // The demo account of each role that runs reports, the report it runs and a header and cell the file
    // must hold (the demo data's: the director's staff, the trainer's participant, the coach's request).
    const cases: { account: string; screen: ReportScreen; label: string; header: string; cell: RegExp }[] = [
      { account: 'director', screen: 'director', label: 'Education', header: 'Institution', cell: /Teacher/ },
      { account: 'qea', screen: 'qea', label: 'All Training Participants', header: 'Course', cell: /Paula/ },
      { account: 'coach', screen: 'coach', label: 'Coach Requests', header: 'Status', cell: /\S/ },
      {
        account: 'supervisor',
        screen: 'supervisor',
        label: 'EC Professional Record Verification',
        header: 'Record Type',
        cell: /Professional/,
      },
    ];
    const mine = cases.filter(({ screen, label }) =>
      reportOptions(tenant, screen).some((option) => option.label === label),
    );
    test.setTimeout(30_000 + mine.length * 30_000);
    for (const { account, screen, label, header, cell } of mine) {
      await signIn(
        page,
        { email: demoEmail(account), password: demoPassword },
        {
          to: `/dashboard/${REPORT_SCREEN_INFO[screen].path}`,
        },
      );
      await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
      await page.getByRole('checkbox', { name: label }).check();
      await page.getByRole('radio', { name: 'CSV' }).check();
      const run = page.getByRole('button', { name: /^Run Report/ });
      let file;
      if (screen === 'supervisor') {
        // A state-wide report: prepared as a job, then downloaded from Recent reports.
        await run.click();
        const entry = page.getByTestId('report-run').filter({ hasText: label }).first();
        const download = entry.getByRole('button', { name: `Download ${label}` });
        await expect(download).toBeVisible({ timeout: 30_000 });
        file = await downloaded(page, () => download.click());
      } else file = await downloaded(page, () => run.click());
      const [first, ...rows] = file.text
        .replace(/^\uFEFF/, '')
        .trim()
        .split(/\r?\n/);
      expect(file.name, account).toMatch(new RegExp(`^${label.replace(/\s+/g, '')}_.+\\.csv$`));
      expect(first, `${account}: ${label}`).toContain(header);
      expect(rows.length, `${account}: ${label} has rows`).toBeGreaterThan(0);
      expect(rows.join('\n'), `${account}: ${label}`).toMatch(cell);
    }
  });

  test.describe('on a phone', () => {
    test.use({ viewport: PHONE });

    test('a consultant finds an agency and runs its staff report, without sideways scroll', async ({
      page,
      request,
      serverName,
      tenant,
      checkA11y,
    }) => {
      test.skip(!tenant.features.organizations, 'jh has no agencies to search');
      test.setTimeout(120_000);
      const organization = demoOrganizations(tenant)[0]!;
      const consultant = await createUserWithRole(request, serverName, '350', {
        prefix: 'reports-350',
        lastName: `Consultant${suffixOf()}`,
      });
      await signIn(page, consultant, { to: '/dashboard/agency-reports' });
      await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
      await noSidewaysScroll(page);
      await checkA11y();

      await page.getByRole('checkbox', { name: 'Staff Education' }).check();
      await page.getByRole('radio', { name: 'CSV' }).check();
      await page.getByRole('button', { name: REPORT_SCREEN_TEXTS.run }).click();
      const alert = page.getByRole('dialog');
      await expect(alert).toContainText(REPORT_SCREEN_TEXTS.selectAgency(tenant.terms.agency));
      await alert.getByRole('button', { name: 'OK' }).click();
      await expect(alert).toBeHidden();

      const agencyTitle = tenant.terms.agency.charAt(0).toUpperCase() + tenant.terms.agency.slice(1);
      await page.getByRole('combobox', { name: agencyTitle }).fill(organization.name.slice(0, 4));
      await page.getByRole('option', { name: organization.name }).click();
      const runFor = page.getByRole('button', { name: REPORT_SCREEN_TEXTS.runFor(organization.name) });
      await expect(runFor).toBeEnabled();
      await noSidewaysScroll(page);
      const file = await downloaded(page, () => runFor.click());
      expect(file.name).toMatch(/^StaffEducation_.+\.csv$/);
      expect(file.text.split('\n')[0]!.length).toBeGreaterThan(0);
      await noSidewaysScroll(page);
      await checkA11y();
    });
  });
});
