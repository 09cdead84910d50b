import { readFile } from 'node:fs/promises';
import { createUser, sql } from '../../support/accounts.js';
import { expect, test } from '../../support/fixtures.js';
import { signIn } from '../../support/sign-in.js';

/**
 * Training records arrive from the registry's sessions and from other systems (later issues); here they
 * are written as such a feed would, straight into the server's database, one of them named like a
 * spreadsheet formula.
 */
async function seedTrainingRecords(serverName: string, userId: number): Promise<void> {
  await sql(
    serverName,
    `INSERT INTO training_records (user_id, form_id, form_version, training_name, training_date, hours, sponsor,
                                   core_knowledge_area, delivery_method, sent_via_api, verified)
     SELECT $1, 7, 1, 'Training ' || lpad(n::text, 2, '0'), date '2025-01-01' + n, 1.5, 'Registry Trainers',
            'child-development', 'classroom', true, n % 2 = 0
       FROM generate_series(1, 11) AS n`,
    [userId],
  );
  await sql(
    serverName,
    `INSERT INTO training_records (user_id, form_id, form_version, training_name, training_date, hours, sponsor,
                                   core_knowledge_area, delivery_method, sent_via_api)
     VALUES ($1, 7, 1, '=HYPERLINK("http://evil.example","Safe Sleep")', date '2025-03-01', 2, 'Registry Trainers',
             'health-safety-nutrition', 'virtual', true)`,
    [userId],
  );
}

test.describe('the training records (/dashboard/training)', () => {
  test('tn: the records grid pages and filters, has no Add New, downloads every matching row as CSV and PDF, and sums the master record', async ({
    page,
    request,
    serverName,
    tenant,
    checkA11y,
  }) => {
    test.skip(tenant.code !== 'tn', 'al and jh remove the training route (spec 3 §1)');
    test.setTimeout(120_000);
    const user = await createUser(request, serverName, { prefix: 'training', completeProfile: true });
    await seedTrainingRecords(serverName, user.userId);
    await signIn(page, user, { to: '/dashboard/training' });
    await expect(page.getByRole('heading', { level: 1, name: 'Training' })).toBeVisible();

    // Twelve records, five on the first page; the pager says so; users in tn add none here.
    const grid = page.getByRole('table', { name: /Your training records/ });
    await expect(grid).toHaveAttribute('aria-rowcount', '13');
    await expect(page.getByText('Displaying 1 through 5 of 12')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add New' })).toHaveCount(0);
    await checkA11y();

    // The Master Training Record: hidden until View, then the hours by core knowledge area.
    const master = page.getByTestId('master-training-record');
    await master.getByRole('button', { name: /View/ }).click();
    await expect(master).toContainText('Child Growth and Development');
    await expect(master).toContainText('16.5');
    await expect(master).toContainText('18.5');
    await master.getByRole('button', { name: /Hide/ }).click();

    // A Contains filter: the server answers the matching rows only.
    await page.getByRole('searchbox', { name: 'Training Name contains' }).fill('Training 1');
    await expect(page.getByText('Displaying 1 through 2 of 2')).toBeVisible();
    await expect(grid).toContainText('Training 10');
    await expect(grid).toContainText('Training 11');
    await page.getByRole('searchbox', { name: 'Training Name contains' }).fill('');
    await expect(page.getByText('Displaying 1 through 5 of 12')).toBeVisible();
    // A dropdown's answer shows, and filters, as its text (the record stores the choice's id).
    await page.getByRole('searchbox', { name: 'Core Knowledge Area contains' }).fill('safety');
    await expect(page.getByText('Displaying 1 through 1 of 1')).toBeVisible();
    await expect(grid).toContainText('Health, Safety and Nutrition');
    await expect(grid).toContainText('Virtual/Online');
    await page.getByRole('searchbox', { name: 'Core Knowledge Area contains' }).fill('');
    await expect(page.getByText('Displaying 1 through 5 of 12')).toBeVisible();

    // CSV: every row (not the page), the formula neutralised; the file named entity + timestamp + .csv.
    const csvDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const csv = await csvDownload;
    expect(csv.suggestedFilename()).toMatch(/^Training.*\d.*\.csv$/);
    const text = await readFile((await csv.path())!, 'utf8');
    const lines = text.trim().split(/\r?\n/);
    expect(lines).toHaveLength(13);
    expect(lines[0]).toContain('Training Name');
    expect(text).toContain('Child Growth and Development');
    expect(text).toContain(`'=HYPERLINK`);
    expect(text).not.toMatch(/(^|,)"?=HYPERLINK/m);
    for (let n = 1; n <= 11; n += 1) expect(text).toContain(`Training ${String(n).padStart(2, '0')}`);

    // PDF: a real document, and the spec's confirmation.
    const pdfDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    const pdf = await pdfDownload;
    expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
    const bytes = await readFile((await pdf.path())!);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const done = page.getByRole('dialog', { name: 'Download successful.' });
    await expect(done).toContainText('Check your Downloads folder for a PDF of the report.');
    await done.getByRole('button', { name: 'OK' }).click();
  });

  test('al and jh: there is no training route', async ({ page, request, serverName, tenant }) => {
    test.skip(tenant.code === 'tn', 'tn has the training route');
    const user = await createUser(request, serverName, { prefix: 'no-training', completeProfile: true });
    await signIn(page, user);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('link', { name: 'Training', exact: true })).toHaveCount(0);
    await page.goto('/dashboard/training');
    await expect(page.getByRole('heading', { level: 1, name: 'Training' })).toHaveCount(0);
  });
});
