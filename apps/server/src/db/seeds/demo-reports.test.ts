import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { getTenant } from '@registry/domain';
import { bearer, createUser, login } from '../../../test/accounts.js';
import { createTestApp, TEST_PASSWORD_HASHING, type TestApp } from '../../../test/helpers.js';
import { createPasswordHasher } from '../../platform/passwords.js';
import { demoReportPdf, ensureDemoReports } from './demo-reports.js';
import { DEMO_PASSWORD, seedDemoData } from './demo.js';

const hasher = createPasswordHasher(TEST_PASSWORD_HASHING);
const seed = (t: TestApp) =>
  seedDemoData(t.db, {
    tenant: t.tenant,
    hashPassword: (password) => hasher.hash(password),
    now: new Date(),
    dataDir: t.config.dataDir,
  });

/** The reports with their document's file (a file set id kept as text, as a profile record's certificate). */
const reportsOf = async (t: TestApp) =>
  (
    await sql<{
      id: number;
      reportName: string;
      status: string;
      userName: string;
      sectionName: string | null;
      fileId: string;
      storageKey: string;
    }>`
      select r.id::int as id, r.report_name as "reportName", r.status, u.user_name as "userName",
        s.section_name as "sectionName", f.id::text as "fileId", f.storage_key as "storageKey"
      from reports r join users u on u.id = r.user_id
        join uploaded_files f on f.file_set_id::text = r.document
        left join course_sections s on s.id = r.course_section_id
      order by r.id`.execute(t.db)
  ).rows;

describe('the demo DHR reports (issue 24)', () => {
  const apps: Record<'al' | 'tn', TestApp | undefined> = { al: undefined, tn: undefined };

  beforeAll(async () => {
    apps.al = await createTestApp({ config: { tenant: 'al' } });
    apps.tn = await createTestApp({ config: { tenant: 'tn' } });
  });

  it('give the demo QEA a draft and a submitted report with their documents, once', async () => {
    const t = apps.al!;
    await seed(t);
    await seed(t);
    const reports = await reportsOf(t);
    expect(reports.map((r) => [r.status, r.userName, r.sectionName])).toEqual([
      ['Uploaded', 'qea@demo.registry.example', 'Last month'],
      ['Submitted', 'qea@demo.registry.example', null],
    ]);
    for (const report of reports) {
      const bytes = readFileSync(
        join(t.config.dataDir, 'files', report.storageKey.slice(0, 2), report.storageKey),
      );
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
    // The demo manager finds the submitted one to review, and reads its document.
    const signedIn = await login(t, 'manager@demo.registry.example', DEMO_PASSWORD);
    const token = signedIn.json<{ jwt: { auth_token: string } }>().jwt.auth_token;
    const grid = await t.app.inject({
      method: 'POST',
      url: '/api/grid',
      headers: bearer(token),
      payload: {
        entityTypeId: 27,
        altGridId: 'dhr-report',
        from: 1,
        to: 5,
        defaultFilters: [{ filterColumn: 'everSubmitted', operation: 'Equals', value: 'true' }],
      },
    });
    const rows = grid.json<{ gridData: { id: number; mayRespond: boolean }[] }>().gridData;
    expect(rows.map((row) => [row.id, row.mayRespond])).toEqual([[reports[1]!.id, true]]);
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/file/u/${reports[1]!.fileId}`,
      headers: bearer(token),
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('application/pdf');
  });

  it('give none where the tenant has no trainers (tn)', async () => {
    // The test apps of a file share its database: a QEA of its own, without reports yet.
    const t = apps.tn!;
    const trainer = await createUser(t, { generalRoles: ['250'] });
    await ensureDemoReports(t.db, getTenant('tn'), trainer.id, new Date(), undefined);
    expect(await t.db.selectFrom('reports').select('id').where('userId', '=', trainer.id).execute()).toEqual(
      [],
    );
    await ensureDemoReports(t.db, getTenant('jh'), trainer.id, new Date(), undefined);
    expect(
      await t.db.selectFrom('reports').select('id').where('userId', '=', trainer.id).execute(),
    ).toHaveLength(2);
  });

  it('write a PDF whose cross-reference table points at its objects', () => {
    const text = demoReportPdf(['Annual (2025) report']).toString('latin1');
    expect(text).toContain('(Annual \\(2025\\) report) Tj');
    const offsets = [...text.matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
    offsets.forEach((offset, index) => expect(text.slice(offset)).toMatch(new RegExp(`^${index + 1} 0 obj`)));
    const start = Number(/startxref\n(\d+)/.exec(text)![1]);
    expect(text.slice(start)).toMatch(/^xref/);
  });
});
