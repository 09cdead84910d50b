import { FormId, TRAINING_TEXTS, wallTimeIn, type Tenant } from '@registry/domain';
import { createUserWithRole, sql, type TestUser } from '../../support/accounts.js';
import { expect, test } from '../../support/fixtures.js';
import { signIn } from '../../support/sign-in.js';

/**
 * After the training (issue 24; spec 3 §2 manage-attendance, §4 attendance and locking): a trainer records
 * the attendance of everyone at a session that has ended, in bulk, after the warning that Completed is
 * final; the session locks. Each professional then finds the training under Completed Trainings, downloads
 * its certificate (a PDF), and anyone checks it on the public page from its code. al and jh have trainers
 * (250), tn none; the journey runs in al only, its screens being the same in jh. The session and its
 * registrations are arranged in the database as the screens and the register call leave them
 * (registration has its own journey).
 */

const suffixOf = () => Math.random().toString(36).slice(2, 8);

/** Yesterday in the tenant's zone: the session was held then, 9:00 to 12:00. */
const yesterday = (tenant: Tenant) =>
  wallTimeIn(new Date(Date.now() - 86_400_000), tenant.timeZone).slice(0, 10);

async function heldSession(
  serverName: string,
  tenant: Tenant,
  trainer: TestUser,
  people: TestUser[],
  course: string,
): Promise<number> {
  const [courseRow] = await sql<{ id: string }>(
    serverName,
    `INSERT INTO courses (user_id, form_id, form_version, course_name, hours) VALUES ($1, $2, 1, $3, 3)
     RETURNING id`,
    [trainer.userId, FormId.Course, course],
  );
  const day = yesterday(tenant);
  const [session] = await sql<{ id: string }>(
    serverName,
    `INSERT INTO course_sections (course_id, user_id, form_id, form_version, section_name, training_start,
                                  training_end, time_zone, location_name, delivery_method, hours, capacity,
                                  waitlist_capacity, core_knowledge_area, registered_count, has_had_enrollments)
     VALUES ($1, $2, $3, 1, 'Morning', $4::timestamp, $5::timestamp, $6, 'Room 4', 'classroom', 3, 10, 0,
             '{health-safety-nutrition}', $7, true)
     RETURNING id`,
    [
      courseRow!.id,
      trainer.userId,
      FormId.CourseSection,
      `${day} 09:00`,
      `${day} 12:00`,
      tenant.timeZone,
      people.length,
    ],
  );
  for (const person of people)
    await sql(
      serverName,
      `INSERT INTO enrollments (course_section_id, user_id, form_id, form_version, status, enrolled_by)
       VALUES ($1, $2, $3, 1, 'Registered', $2)`,
      [session!.id, person.userId, FormId.Enrollment],
    );
  return Number(session!.id);
}

test.describe('attendance, the verified training and its certificate', () => {
  // One tenant: Manage Sessions, the certificate and its public page are the same screens in al and jh.
  test.skip(({ tenant }) => tenant.code !== 'al', 'tn has no trainers (250); jh: the same screens as al');

  test('a trainer records everyone Completed; the session locks; the professional downloads the certificate, which the public page verifies', async ({
    page,
    browser,
    baseURL,
    request,
    serverName,
    tenant,
    checkA11y,
  }) => {
    const suffix = suffixOf();
    const trainer = await createUserWithRole(request, serverName, '250', {
      prefix: 'attendance-250',
      lastName: `Trainer${suffix}`,
    });
    const [ada, ben] = await Promise.all(
      ['Ada', 'Ben'].map((first) =>
        createUserWithRole(request, serverName, '100', {
          prefix: 'attendance-100',
          lastName: `${first}${suffix}`,
        }),
      ),
    );
    const course = `Safe Sleep ${suffix}`;
    await heldSession(serverName, tenant, trainer, [ada!, ben!], course);

    // The trainer: the ended session's people, attendance for everyone, after the warning.
    await signIn(page, trainer, { to: '/dashboard/manage-attendance' });
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Sessions' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Session' })).toContainText(`${course}: Morning`);
    const rows = page.getByRole('row').filter({ hasText: suffix });
    await expect(rows).toHaveCount(2);
    await checkA11y();
    await page.getByRole('button', { name: 'Set Attendance of Everyone' }).click();
    await page.getByRole('menuitem', { name: 'Attendance: Completed' }).click();
    const warning = page.getByRole('dialog', { name: 'Attendance' });
    await expect(warning).toContainText(TRAINING_TEXTS.attendanceFinalWarning('Completed'));
    await checkA11y();
    await warning.getByRole('button', { name: 'OK' }).click();
    const answer = page.getByRole('dialog', { name: 'Attendance' });
    await expect(answer).toContainText(
      TRAINING_TEXTS.attendanceRecorded('Completed', 2) + TRAINING_TEXTS.nowLocked,
    );
    await answer.getByRole('button', { name: 'OK' }).click();
    // Locked: the note, no more actions; each row says Completed.
    await expect(page.getByTestId('session-locked')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Set Attendance of Everyone' })).toHaveCount(0);
    for (const person of [ada!, ben!])
      await expect(rows.filter({ hasText: person.lastName })).toContainText('Completed');
    await checkA11y();
    // The roster as a CSV: the sign-in sheet, each person with their attendance.
    const { readFile } = await import('node:fs/promises');
    const csvDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const csv = (await readFile((await (await csvDownload).path())!)).toString('utf8');
    for (const person of [ada!, ben!])
      expect(csv).toContain(`${person.firstName} ${person.lastName},${person.email},Registered,,Completed`);

    // The professional, in a browser of their own: the training under Completed Trainings, its certificate.
    const context = await browser.newContext({ baseURL });
    const mine = await context.newPage();
    await signIn(mine, ada!, { to: '/dashboard/calendar?view=completed' });
    const row = mine.getByTestId('completed-training').filter({ hasText: course });
    await expect(row).toContainText(`${course}: Morning`);
    await expect(row).toContainText('3 hours');
    await checkA11y(mine);
    const download = mine.waitForEvent('download');
    await row.getByRole('button', { name: `Download Certificate of ${course}: Morning` }).click();
    const file = await download;
    const path = await file.path();
    expect(path).toBeTruthy();
    expect((await readFile(path!)).subarray(0, 5).toString()).toBe('%PDF-');
    await context.close();

    // Its code (printed on it, in its QR code) checked by anyone, signed in or not.
    const [certificate] = await sql<{ code: string }>(
      serverName,
      `SELECT c.code FROM certificates c WHERE c.user_id = $1`,
      [ada!.userId],
    );
    const anyone = await browser.newContext({ baseURL });
    const check = await anyone.newPage();
    await check.goto(`/verify/${certificate!.code}`);
    const genuine = check.getByTestId('certificate-valid');
    await expect(genuine.getByRole('heading', { level: 2 })).toHaveText('This certificate is genuine.');
    await expect(genuine).toContainText(`${ada!.firstName} ${ada!.lastName}`);
    await expect(genuine).toContainText(`${course}: Morning`);
    await anyone.close();

    // The training record in the person's records: verified, sent by the registry (no one re-verifies it).
    const [record] = await sql<{ verified: boolean; sent_via_api: boolean }>(
      serverName,
      `SELECT verified, sent_via_api FROM training_records WHERE user_id = $1`,
      [ada!.userId],
    );
    expect(record).toEqual({ verified: true, sent_via_api: true });
  });
});
