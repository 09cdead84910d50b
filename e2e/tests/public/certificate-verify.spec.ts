import { FormId } from '@registry/domain';
import {
  formatCertificateCode,
  newCertificateCode,
} from '../../../apps/server/src/platform/certificate-codes.js';
import { createUserWithRole, sql, type TestUser } from '../../support/accounts.js';
import { TENANT_BLIND, expect, test } from '../../support/fixtures.js';
import { signIn } from '../../support/sign-in.js';

/**
 * Certificates anyone can check (issue 24, beyond the spec): the public page /verify/{code} that a
 * certificate's QR code opens says, without sign-in, whether it is genuine, for whom and which training, and
 * says a forged code is none; the owner finds the training under Completed Trainings and downloads its
 * certificate. The certificate is arranged in the database as a trainer's Completed attendance leaves it
 * (course, ended session, enrollment, certificate row): attendance has its own journey.
 */

const suffixOf = () => Math.random().toString(36).slice(2, 8);

async function completedTraining(serverName: string, trainer: TestUser, owner: TestUser, course: string) {
  const [courseRow] = await sql<{ id: string }>(
    serverName,
    `INSERT INTO courses (user_id, form_id, form_version, course_name, hours) VALUES ($1, $2, 1, $3, 3)
     RETURNING id`,
    [trainer.userId, FormId.Course, course],
  );
  const [session] = await sql<{ id: string }>(
    serverName,
    `INSERT INTO course_sections (course_id, user_id, form_id, form_version, section_name, training_start,
                                  training_end, time_zone, location_name, delivery_method, hours, capacity,
                                  waitlist_capacity)
     VALUES ($1, $2, $3, 1, 'Morning session', timestamp '2026-11-03 09:00', timestamp '2026-11-03 12:30',
             'America/Chicago', 'Room 4', 'classroom', 3.5, 10, 5)
     RETURNING id`,
    [courseRow!.id, trainer.userId, FormId.CourseSection],
  );
  const code = newCertificateCode();
  const [enrollment] = await sql<{ id: string }>(
    serverName,
    `INSERT INTO enrollments (course_section_id, user_id, form_id, form_version, status, attendance, certificate)
     VALUES ($1, $2, $3, 1, 'Registered', 1, $4) RETURNING id`,
    [session!.id, owner.userId, FormId.Enrollment, code],
  );
  await sql(
    serverName,
    `INSERT INTO certificates (code, enrollment_id, user_id, person_name, course_name, section_name,
                               training_start, training_end, time_zone, hours, trainer_name, issued_at)
     VALUES ($1, $2, $3, $4, $5, 'Morning session', timestamp '2026-11-03 09:00', timestamp '2026-11-03 12:30',
             'America/Chicago', 3.5, $6, timestamptz '2026-11-03 19:00Z')`,
    [
      code,
      enrollment!.id,
      owner.userId,
      `${owner.firstName} ${owner.lastName}`,
      course,
      `${trainer.firstName} ${trainer.lastName}`,
    ],
  );
  return code;
}

test.describe('certificates anyone can check', () => {
  test(
    'the public page says a genuine certificate is genuine and a forged code is none; the owner downloads it',
    TENANT_BLIND,
    async ({ page, request, serverName, checkA11y }) => {
      const suffix = suffixOf();
      const trainer = await createUserWithRole(request, serverName, '250', {
        prefix: 'certificate-250',
        lastName: `Trainer${suffix}`,
      });
      const owner = await createUserWithRole(request, serverName, '100', {
        prefix: 'certificate-100',
        lastName: `Owner${suffix}`,
      });
      const course = `Safe Sleep ${suffix}`;
      const code = await completedTraining(serverName, trainer, owner, course);

      // The QR code's address, opened by anyone (no sign-in).
      await page.goto(`/verify/${code}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Check a Certificate' })).toBeVisible();
      const genuine = page.getByTestId('certificate-valid');
      await expect(genuine.getByRole('heading', { level: 2 })).toHaveText('This certificate is genuine.');
      await expect(genuine).toContainText(`${owner.firstName} ${owner.lastName}`);
      await expect(genuine).toContainText(`${course}: Morning session`);
      await expect(genuine).toContainText('November 3, 2026, 9:00 AM \u2013 12:30 PM Central Time');
      await expect(genuine).toContainText('3.5 hours');
      await expect(genuine).not.toContainText(owner.email);
      await expect(page.getByRole('button', { name: 'Revoke' })).toHaveCount(0);
      await checkA11y();

      // A forged code, typed into the form as printed.
      let forged = newCertificateCode();
      while (forged === code) forged = newCertificateCode();
      await page.goto('/verify');
      await page.getByRole('textbox', { name: 'Certificate code' }).fill(formatCertificateCode(forged));
      await page.getByRole('button', { name: 'Check' }).click();
      await expect(page).toHaveURL(new RegExp(`/verify/${formatCertificateCode(forged)}$`));
      const unknown = page.getByTestId('certificate-unknown');
      await expect(unknown.getByRole('heading', { level: 2 })).toHaveText('No certificate has this code.');
      await checkA11y();

      // The owner finds the training under Completed Trainings and downloads its certificate.
      await signIn(page, owner, { to: '/dashboard/calendar?view=completed' });
      const row = page.getByTestId('completed-training').filter({ hasText: course });
      await expect(row).toBeVisible();
      await checkA11y();
      const download = page.waitForEvent('download');
      await row.getByRole('button', { name: `Download Certificate of ${course}: Morning session` }).click();
      expect((await download).suggestedFilename()).toMatch(
        /^Certificate-Safe-Sleep-\w+-Morning-session\.pdf$/,
      );
    },
  );
});
