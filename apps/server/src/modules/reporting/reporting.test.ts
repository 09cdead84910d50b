import { randomUUID } from 'node:crypto';
import type { TFormResponse, TGridResponse, TReportAnswer, TReportComment } from '@registry/contracts';
import { REPORT_TEXTS, type ReportStatus, type TenantCode } from '@registry/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, signIn, type TestUserOptions } from '../../../test/accounts.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { mailsIn } from '../../../test/mail.js';
import { pdf } from '../../../test/samples.js';
import { course, session } from '../../../test/training.js';
import { upload } from '../../../test/uploads.js';
import { REPORT } from './index.js';

/**
 * DHR reports (issue 24; spec 3 §2 dhr-report, §3 report 27 / form 25, §4, §5, §6, §7, §9): a trainer (250,
 * al and jh) writes a report through form 25 with its document, edits it while Draft or Declined, deletes
 * only a Draft, and submits a Draft or a Declined one; the reviewers (400, 500, AdminUser; every tenant)
 * approve (455) or decline (456, with a comment) a Submitted one, and the submitter is told; the Review
 * Comments list each step. Roles without the claim: 403; another trainer's report: 404.
 */

type Person = { id: number; email: string; token: string };
interface World {
  t: TestApp;
  trainer: Person;
  otherTrainer: Person;
  manager: Person;
  admin: Person;
  adminUser: Person;
  professional: Person;
  consultant: Person;
}

const worlds: Partial<Record<TenantCode, World>> = {};

async function person(t: TestApp, options: TestUserOptions): Promise<Person> {
  const user = await createUser(t, options);
  return { id: user.id, email: user.email, token: (await signIn(t, user)).token };
}

beforeAll(async () => {
  for (const tenant of ['al', 'jh', 'tn'] as const) {
    const t = await createTestApp({ config: { tenant } });
    const trainers = tenant !== 'tn';
    worlds[tenant] = {
      t,
      // tn has no trainers: its reports are arranged (as another state's import would leave them).
      trainer: trainers
        ? await person(t, { generalRoles: ['250'], firstName: 'Tess', lastName: 'Trainer' })
        : {
            ...(await createUser(t, { generalRoles: ['100'], firstName: 'Tess', lastName: 'Trainer' })),
            token: '',
          },
      otherTrainer: trainers
        ? await person(t, { generalRoles: ['250'], firstName: 'Otto', lastName: 'Other' })
        : { ...(await createUser(t, { generalRoles: ['100'] })), token: '' },
      manager: await person(t, { generalRoles: ['400'], firstName: 'Mona', lastName: 'Manager' }),
      admin: await person(t, { generalRoles: ['500'], firstName: 'Ada', lastName: 'Admin' }),
      adminUser: await person(t, { generalRoles: ['AdminUser'] }),
      professional: await person(t, { generalRoles: ['100'] }),
      consultant: await person(t, { generalRoles: ['350'] }),
    };
  }
});

function post(t: TestApp, token: string | null, url: string, payload: unknown) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: token === null ? {} : bearer(token),
    payload: payload as object,
  });
}

const submit = (t: TestApp, token: string | null, reportId: number, comment?: string | null) =>
  post(t, token, '/api/reporting/submit', { reportId, ...(comment === undefined ? {} : { comment }) });

const respond = (
  t: TestApp,
  token: string | null,
  reportId: number,
  status: number,
  comment?: string | null,
) =>
  post(t, token, '/api/reporting/respond', {
    reportId,
    status,
    ...(comment === undefined ? {} : { comment }),
  });

const comments = (t: TestApp, token: string | null, reportId: number | string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/reporting/comments?reportId=${reportId}`,
    headers: token === null ? {} : bearer(token),
  });

function grid(t: TestApp, token: string, extra: Record<string, unknown> = {}) {
  return post(t, token, '/api/grid', {
    entityTypeId: 27,
    altGridId: 'dhr-report',
    formId: 25,
    from: 1,
    to: 100,
    ...extra,
  });
}

async function rowsOf(response: Awaited<ReturnType<typeof grid>>) {
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TGridResponse>().gridData;
}

/** The report's document, uploaded as the form's file element does it. */
async function documentSet(t: TestApp, token: string): Promise<string> {
  const response = await upload(
    t,
    token,
    { entityTypeId: '27', formElementId: String(REPORT.document) },
    { name: 'quarterly-report.pdf', bytes: pdf(), type: 'application/pdf' },
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ fileSetId: string }>().fileSetId;
}

type Answers = Partial<Record<keyof typeof REPORT, string | null>>;

const answers = (values: Answers) =>
  Object.entries(values).map(([name, value]) => ({
    formElementId: REPORT[name as keyof typeof REPORT],
    value,
  }));

function saveReport(
  t: TestApp,
  token: string,
  values: Answers,
  options: { reportId?: number; sessionId?: number } = {},
) {
  return post(t, token, '/api/form/formresponse', {
    response: { formId: 25, elementResponses: answers(values) },
    primaryEntity: options.reportId === undefined ? null : { id: options.reportId, entityTypeId: 27 },
    ...(options.sessionId === undefined ? {} : { entities: [{ id: options.sessionId, entityTypeId: 24 }] }),
  });
}

const valid = (document: string, name = 'Quarterly report, spring'): Answers => ({
  reportName: name,
  reportType: 'quarterly',
  periodStart: '2026-01-01',
  periodEnd: '2026-03-31',
  description: 'The trainings held this quarter.',
  document,
});

/**
 * A report arranged in the database as the form and the calls leave it: its document (a set holding one
 * file, or an empty set), its status, and when it was submitted.
 */
async function arrange(
  t: TestApp,
  ownerId: number,
  status: ReportStatus,
  options: { document?: 'file' | 'empty' | 'none'; name?: string } = {},
): Promise<number> {
  let document: string | null = null;
  if ((options.document ?? 'file') !== 'none') {
    document = randomUUID();
    await t.db
      .insertInto('fileSets')
      .values({
        id: document,
        ownerUserId: ownerId,
        entityTypeId: 27,
        formElementId: REPORT.document,
        createdBy: ownerId,
      })
      .execute();
    if ((options.document ?? 'file') === 'file')
      await t.db
        .insertInto('uploadedFiles')
        .values({
          id: randomUUID(),
          fileSetId: document,
          fileName: 'report.pdf',
          contentType: 'application/pdf',
          sizeBytes: 120,
          storageKey: randomUUID(),
          uploadedBy: ownerId,
        })
        .execute();
  }
  const row = await t.db
    .insertInto('reports')
    .values({
      userId: ownerId,
      formId: 25,
      formVersion: 1,
      reportName: options.name ?? `Report ${randomUUID().slice(0, 8)}`,
      reportType: 'annual',
      periodStart: '2025-01-01',
      periodEnd: '2025-12-31',
      document,
      status,
      submittedAt: status === 'Uploaded' ? null : new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const statusOf = async (t: TestApp, reportId: number) =>
  (await t.db.selectFrom('reports').select('status').where('id', '=', reportId).executeTakeFirstOrThrow())
    .status;

const notificationsOf = (t: TestApp, userId: number) =>
  t.db
    .selectFrom('notifications')
    .select(['subject', 'body', 'route'])
    .where('userId', '=', userId)
    .orderBy('id')
    .execute();

const flags = (row: Record<string, unknown>) =>
  [
    row.canView ? 'V' : '-',
    row.canEdit ? 'E' : '-',
    row.canDisable ? 'D' : '-',
    row.canDelete ? 'X' : '-',
    row.maySubmit ? 'S' : '-',
    row.mayRespond ? 'R' : '-',
  ].join('');

describe.each(['al', 'jh'] as const)('%s: the trainer (250)', (tenant) => {
  const w = () => worlds[tenant]!;

  it('adds a report through form 25 with its document; it is their Draft in dhr-report; they edit it', async () => {
    const { t, trainer } = w();
    const document = await documentSet(t, trainer.token);
    const saved = await saveReport(t, trainer.token, valid(document, `Spring report ${tenant}`));
    expect(saved.statusCode, saved.body).toBe(200);
    const reportId = saved.json<{ entityId: number }>().entityId;
    const stored = await t.db
      .selectFrom('reports')
      .selectAll()
      .where('id', '=', reportId)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      userId: trainer.id,
      reportName: `Spring report ${tenant}`,
      reportType: 'quarterly',
      periodStart: '2026-01-01',
      periodEnd: '2026-03-31',
      document,
      status: 'Uploaded',
      submittedAt: null,
      courseSectionId: null,
    });

    const rows = await rowsOf(await grid(t, trainer.token));
    const row = rows.find((candidate) => candidate.id === reportId)!;
    expect(row).toMatchObject({
      reportName: `Spring report ${tenant}`,
      reportType: 'Quarterly Training Report',
      period: '01/01/2026 - 03/31/2026',
      reportStatus: 'Draft',
      submitter: 'Tess Trainer',
      submittedAt: null,
      status: 'Uploaded',
      hasComments: false,
    });
    expect(flags(row)).toBe('VE-XS-');

    // The form opens in edit mode, with the document; a change is saved.
    const form = await post(t, trainer.token, '/api/form', {
      formId: 25,
      primaryEntity: { id: reportId, entityTypeId: 27 },
    });
    expect(form.statusCode).toBe(200);
    expect(form.json<TFormResponse>().readOnly).toBe(false);
    const edited = await saveReport(t, trainer.token, valid(document, 'Spring report, corrected'), {
      reportId,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(
      (await t.db.selectFrom('reports').select('reportName').where('id', '=', reportId).executeTakeFirst())
        ?.reportName,
    ).toBe('Spring report, corrected');
  });

  it('refuses a form without its document, a period ending before it starts, and no name (400, nothing written)', async () => {
    const { t, trainer } = w();
    const before = await t.db.selectFrom('reports').select('id').execute();
    const document = await documentSet(t, trainer.token);
    const cases: [Answers, number][] = [
      [{ ...valid(document), document: null }, REPORT.document],
      [{ ...valid(document), periodEnd: '2025-12-31' }, REPORT.periodEnd],
      [{ ...valid(document), reportName: '' }, REPORT.reportName],
      [{ ...valid(document), reportType: 'monthly' }, REPORT.reportType],
    ];
    for (const [values, elementId] of cases) {
      const response = await saveReport(t, trainer.token, values);
      expect(response.statusCode, response.body).toBe(400);
      expect(Object.keys(response.json<{ errors: Record<string, string> }>().errors)).toContain(
        String(elementId),
      );
    }
    expect(await t.db.selectFrom('reports').select('id').execute()).toHaveLength(before.length);
  });

  it('names one of their own sessions; another trainer’s session is 404', async () => {
    const { t, trainer, otherTrainer } = w();
    const mine = await session(t, await course(t, trainer.id, 'Safe Sleep'), trainer.id, {
      sectionName: 'Saturday morning',
    });
    const theirs = await session(t, await course(t, otherTrainer.id), otherTrainer.id);
    const document = await documentSet(t, trainer.token);
    const saved = await saveReport(t, trainer.token, valid(document, 'Attendance of Saturday'), {
      sessionId: mine,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const reportId = saved.json<{ entityId: number }>().entityId;
    const row = (await rowsOf(await grid(t, trainer.token))).find((candidate) => candidate.id === reportId);
    expect(row?.session).toBe('Safe Sleep: Saturday morning');
    // An edit without the session keeps it.
    expect((await saveReport(t, trainer.token, valid(document, 'Renamed'), { reportId })).statusCode).toBe(
      200,
    );
    expect(
      (
        await t.db
          .selectFrom('reports')
          .select('courseSectionId')
          .where('id', '=', reportId)
          .executeTakeFirst()
      )?.courseSectionId,
    ).toBe(mine);
    const refused = await saveReport(t, trainer.token, valid(await documentSet(t, trainer.token)), {
      sessionId: theirs,
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toBe(REPORT_TEXTS.notYourSession);
  });

  it('edits only a Draft or Declined report; deletes only a Draft', async () => {
    const { t, trainer } = w();
    for (const status of ['Uploaded', 'Submitted', 'Declined', 'Approved'] as const) {
      const reportId = await arrange(t, trainer.id, status);
      const document = (
        await t.db
          .selectFrom('reports')
          .select('document')
          .where('id', '=', reportId)
          .executeTakeFirstOrThrow()
      ).document!;
      const edit = await saveReport(t, trainer.token, valid(document, `Edited ${status}`), { reportId });
      const editable = status === 'Uploaded' || status === 'Declined';
      expect(edit.statusCode, `${status}: ${edit.body}`).toBe(editable ? 200 : 403);
      if (status === 'Submitted') expect(edit.json()).toBe(REPORT_TEXTS.lockedSubmitted);
      if (status === 'Approved') expect(edit.json()).toBe(REPORT_TEXTS.lockedApproved);
      const remove = await post(t, trainer.token, '/api/grid/delete', {
        entityTypeId: 27,
        entityId: reportId,
      });
      expect(remove.statusCode, `${status}: ${remove.body}`).toBe(status === 'Uploaded' ? 204 : 403);
      const left = await t.db.selectFrom('reports').select('id').where('id', '=', reportId).execute();
      expect(left.length, status).toBe(status === 'Uploaded' ? 0 : 1);
    }
  });

  it('submits a Draft (the reviewers are told) and a Declined one; never twice (409); not without its document (400)', async () => {
    const { t, trainer, manager, admin } = w();
    const draft = await arrange(t, trainer.id, 'Uploaded', { name: 'Fall report' });
    const first = await submit(t, trainer.token, draft, '  Here is the fall report.  ');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<TReportAnswer>()).toEqual({
      reportId: draft,
      status: 'Submitted',
      message: REPORT_TEXTS.submitted,
    });
    const stored = await t.db
      .selectFrom('reports')
      .select(['status', 'submittedAt'])
      .where('id', '=', draft)
      .executeTakeFirstOrThrow();
    expect(stored.status).toBe('Submitted');
    expect(stored.submittedAt).toBeInstanceOf(Date);
    const again = await submit(t, trainer.token, draft);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toBe(REPORT_TEXTS.alreadySubmitted);
    for (const reviewer of [manager, admin])
      expect((await notificationsOf(t, reviewer.id)).map((n) => n.subject)).toContain(
        'DHR report submitted for review: Fall report',
      );
    const audit = await t.db
      .selectFrom('auditLog')
      .select(['action', 'actorUserId', 'after'])
      .where('entity', '=', 'DHR Report')
      .where('entityId', '=', String(draft))
      .where('action', '=', 'report.submitted')
      .execute();
    expect(audit).toEqual([
      {
        action: 'report.submitted',
        actorUserId: trainer.id,
        // The document as submitted: its file.
        after: {
          status: 'Submitted',
          comment: 'Here is the fall report.',
          document: [{ id: expect.any(String), fileName: 'report.pdf' }],
        },
      },
    ]);

    const declined = await arrange(t, trainer.id, 'Declined');
    expect((await submit(t, trainer.token, declined)).statusCode).toBe(200);
    expect(await statusOf(t, declined)).toBe('Submitted');

    const approved = await arrange(t, trainer.id, 'Approved');
    const late = await submit(t, trainer.token, approved);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toBe(REPORT_TEXTS.notSubmittable('Approved'));

    for (const document of ['empty', 'none'] as const) {
      const bare = await arrange(t, trainer.id, 'Uploaded', { document });
      const refused = await submit(t, trainer.token, bare);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ errors: { document: REPORT_TEXTS.documentRequired } });
      expect(await statusOf(t, bare)).toBe('Uploaded');
    }
  });

  it('two submissions at once: one is taken, the other answers 409', async () => {
    const { t, trainer } = w();
    const reportId = await arrange(t, trainer.id, 'Uploaded');
    const answers = await Promise.all([
      submit(t, trainer.token, reportId),
      submit(t, trainer.token, reportId),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const steps = await t.db
      .selectFrom('reportActions')
      .select('action')
      .where('reportId', '=', reportId)
      .execute();
    expect(steps).toEqual([{ action: 'Submitted' }]);
  });

  it("another trainer's report is 404 to submit, to open, to list comments of, and is not in their grid", async () => {
    const { t, trainer, otherTrainer } = w();
    const theirs = await arrange(t, otherTrainer.id, 'Uploaded');
    expect((await submit(t, trainer.token, theirs)).statusCode).toBe(404);
    expect((await comments(t, trainer.token, theirs)).statusCode).toBe(404);
    const form = await post(t, trainer.token, '/api/form', {
      formId: 25,
      primaryEntity: { id: theirs, entityTypeId: 27 },
    });
    expect(form.statusCode).toBe(404);
    expect(
      (await post(t, trainer.token, '/api/grid/delete', { entityTypeId: 27, entityId: theirs })).statusCode,
    ).toBe(404);
    expect((await rowsOf(await grid(t, trainer.token))).some((row) => row.id === theirs)).toBe(false);
    expect((await rowsOf(await grid(t, trainer.token))).every((row) => row.userId === trainer.id)).toBe(true);
    expect((await submit(t, trainer.token, 999_999_999)).statusCode).toBe(404);
  });

  it('a trainer does not approve or decline (403), not even their own report', async () => {
    const { t, trainer } = w();
    const reportId = await arrange(t, trainer.id, 'Submitted');
    expect((await respond(t, trainer.token, reportId, 455)).statusCode).toBe(403);
    expect((await respond(t, trainer.token, reportId, 456, 'No.')).statusCode).toBe(403);
    expect(await statusOf(t, reportId)).toBe('Submitted');
  });
});

describe.each(['al', 'jh', 'tn'] as const)('%s: the reviewers (400, 500, AdminUser)', (tenant) => {
  const w = () => worlds[tenant]!;

  it('400 approves (455) a Submitted report; the submitter is told by notification and mail', async () => {
    const { t, trainer, manager } = w();
    const reportId = await arrange(t, trainer.id, 'Submitted', { name: `Annual ${tenant}` });
    const answer = await respond(t, manager.token, reportId, 455);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<TReportAnswer>()).toEqual({
      reportId,
      status: 'Approved',
      message: REPORT_TEXTS.approved,
    });
    const stored = await t.db
      .selectFrom('reports')
      .select(['status', 'decidedAt', 'decidedBy'])
      .where('id', '=', reportId)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ status: 'Approved', decidedBy: manager.id });
    expect(stored.decidedAt).toBeInstanceOf(Date);
    const told = await notificationsOf(t, trainer.id);
    expect(told.at(-1)).toMatchObject({
      subject: `Your DHR report was approved: Annual ${tenant}`,
      route: '/dashboard/dhr-report',
    });
    await t.mailer.flush();
    await expect
      .poll(() =>
        mailsIn(t.config.dataDir).filter((mail) => mail.subject.includes(`approved: Annual ${tenant}`)),
      )
      .toHaveLength(1);
    const [mail] = mailsIn(t.config.dataDir).filter((m) => m.subject.includes(`approved: Annual ${tenant}`));
    expect(mail!.to).toContain(trainer.email);
    expect(mail!.text).toContain('Hello Tess Trainer');
    // Decided: no second answer.
    const again = await respond(t, manager.token, reportId, 456, 'Changed my mind.');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toBe(REPORT_TEXTS.notAwaitingReview('Approved'));
  });

  it('500 declines (456) with a comment, which the submitter reads in the notification and the Review Comments', async () => {
    const { t, trainer, admin } = w();
    const reportId = await arrange(t, trainer.id, 'Submitted', { name: `Quarter ${tenant}` });
    const missing = await respond(t, admin.token, reportId, 456);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ errors: { comment: REPORT_TEXTS.commentRequired } });
    expect((await respond(t, admin.token, reportId, 456, '   ')).statusCode).toBe(400);
    expect(await statusOf(t, reportId)).toBe('Submitted');

    const answer = await respond(t, admin.token, reportId, 456, 'Attach the <b>sign-in</b> sheets.');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<TReportAnswer>()).toMatchObject({
      status: 'Declined',
      message: REPORT_TEXTS.declined,
    });
    const told = (await notificationsOf(t, trainer.id)).at(-1)!;
    expect(told.subject).toBe(`Your DHR report was declined: Quarter ${tenant}`);
    expect(told.body).toContain('Comments: Attach the &lt;b&gt;sign-in&lt;/b&gt; sheets.');

    const listed = await comments(t, admin.token, reportId);
    expect(listed.statusCode).toBe(200);
    expect(listed.json<TReportComment[]>()).toEqual([
      {
        id: expect.any(Number),
        action: 'Declined',
        actorName: 'Ada Admin',
        comment: 'Attach the <b>sign-in</b> sheets.',
        at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      },
    ]);
    const rows = await rowsOf(await grid(t, admin.token));
    expect(rows.find((row) => row.id === reportId)).toMatchObject({
      reportStatus: 'Declined',
      hasComments: true,
    });
  });

  it('AdminUser approves too; nobody responds to a Declined or an Approved report (409), nor sees a Draft (404)', async () => {
    const { t, trainer, adminUser, manager } = w();
    const reportId = await arrange(t, trainer.id, 'Submitted');
    expect((await respond(t, adminUser.token, reportId, 455, 'Fine.')).statusCode).toBe(200);
    for (const status of ['Declined', 'Approved'] as const) {
      const other = await arrange(t, trainer.id, status);
      const answer = await respond(t, manager.token, other, 455);
      expect(answer.statusCode, status).toBe(409);
      expect(answer.json()).toBe(REPORT_TEXTS.notAwaitingReview(status));
      expect(await statusOf(t, other)).toBe(status);
    }
    const draft = await arrange(t, trainer.id, 'Uploaded');
    expect((await respond(t, manager.token, draft, 455)).statusCode).toBe(404);
    expect(await statusOf(t, draft)).toBe('Uploaded');
  });

  it('lists every trainer’s reports once submitted, read only, with Approve and Decline on the Submitted ones; never a draft', async () => {
    const { t, trainer, otherTrainer, manager } = w();
    const draft = await arrange(t, trainer.id, 'Uploaded');
    const submitted = await arrange(t, otherTrainer.id, 'Submitted');
    const rows = await rowsOf(await grid(t, manager.token, { to: 500 }));
    // A trainer's draft is theirs alone: not listed, not opened.
    expect(rows.some((row) => row.id === draft)).toBe(false);
    expect(
      (
        await post(t, manager.token, '/api/form', {
          formId: 25,
          primaryEntity: { id: draft, entityTypeId: 27 },
        })
      ).statusCode,
    ).toBe(404);
    expect(flags(rows.find((row) => row.id === submitted)!)).toBe('V----R');
    const reviewed = await rowsOf(
      await grid(t, manager.token, {
        to: 500,
        defaultFilters: [{ filterColumn: 'everSubmitted', operation: 'Equals', value: 'true' }],
      }),
    );
    expect(reviewed.some((row) => row.id === draft)).toBe(false);
    expect(reviewed.some((row) => row.id === submitted)).toBe(true);
    // Read only: the form opens read only, and a save is refused.
    const form = await post(t, manager.token, '/api/form', {
      formId: 25,
      primaryEntity: { id: submitted, entityTypeId: 27 },
    });
    expect(form.statusCode).toBe(200);
    expect(form.json<TFormResponse>().readOnly).toBe(true);
    expect(
      (await post(t, manager.token, '/api/grid/delete', { entityTypeId: 27, entityId: submitted }))
        .statusCode,
    ).toBe(403);
    expect(
      (await post(t, manager.token, '/api/grid/delete', { entityTypeId: 27, entityId: draft })).statusCode,
    ).toBe(403);
    // A reviewer does not submit (403), and nothing is Include Disabled here (403).
    expect((await submit(t, manager.token, submitted)).statusCode).toBe(403);
    expect((await grid(t, manager.token, { includeDisabled: true })).statusCode).toBe(403);
  });

  it('a reviewer who submitted the report (as 250) does not decide it (403)', async () => {
    const { t, manager } = w();
    const reportId = await arrange(t, manager.id, 'Submitted');
    const answer = await respond(t, manager.token, reportId, 455);
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toBe(REPORT_TEXTS.ownReport);
  });

  it('refuses the roles without the claim (403; the grid 404), a caller not signed in (401), and bad input (400)', async () => {
    const { t, trainer, professional, consultant, manager } = w();
    const reportId = await arrange(t, trainer.id, 'Submitted');
    for (const who of [professional, consultant]) {
      expect((await submit(t, who.token, reportId)).statusCode).toBe(403);
      expect((await respond(t, who.token, reportId, 455)).statusCode).toBe(403);
      expect((await comments(t, who.token, reportId)).statusCode).toBe(403);
      // The grid does not exist for them.
      expect((await grid(t, who.token)).statusCode).toBe(404);
    }
    expect((await submit(t, null, reportId)).statusCode).toBe(401);
    expect((await respond(t, null, reportId, 455)).statusCode).toBe(401);
    expect((await comments(t, null, reportId)).statusCode).toBe(401);
    expect((await respond(t, manager.token, reportId, 457)).statusCode).toBe(400);
    expect(
      (await post(t, manager.token, '/api/reporting/respond', { reportId, status: 455, extra: 1 }))
        .statusCode,
    ).toBe(400);
    expect((await comments(t, manager.token, 'x')).statusCode).toBe(400);
    expect(await statusOf(t, reportId)).toBe('Submitted');
  });
});

describe.each(['al', 'jh'] as const)('%s: the review cycle', (tenant) => {
  it('submit, decline with a comment, edit, resubmit, approve: the Review Comments list each step for both sides', async () => {
    const { t, trainer, manager } = worlds[tenant]!;
    const document = await documentSet(t, trainer.token);
    const saved = await saveReport(t, trainer.token, valid(document, 'Cycle report'));
    const reportId = saved.json<{ entityId: number }>().entityId;
    expect((await submit(t, trainer.token, reportId)).statusCode).toBe(200);
    let row = (await rowsOf(await grid(t, trainer.token))).find((candidate) => candidate.id === reportId)!;
    expect(flags(row)).toBe('V-----');
    expect(row.hasComments).toBe(false);
    expect((await respond(t, manager.token, reportId, 456, 'The period is wrong.')).statusCode).toBe(200);
    row = (await rowsOf(await grid(t, trainer.token))).find((candidate) => candidate.id === reportId)!;
    expect(flags(row)).toBe('VE--S-');
    expect(row).toMatchObject({ reportStatus: 'Declined', hasComments: true });
    const edited = await saveReport(
      t,
      trainer.token,
      { ...valid(document, 'Cycle report'), periodStart: '2026-04-01', periodEnd: '2026-06-30' },
      { reportId },
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await submit(t, trainer.token, reportId, 'Period corrected.')).statusCode).toBe(200);
    expect((await respond(t, manager.token, reportId, 455)).statusCode).toBe(200);
    for (const who of [trainer, manager]) {
      const listed = await comments(t, who.token, reportId);
      expect(listed.statusCode).toBe(200);
      expect(
        listed.json<TReportComment[]>().map((step) => [step.action, step.actorName, step.comment]),
      ).toEqual([
        ['Submitted', 'Tess Trainer', null],
        ['Declined', 'Mona Manager', 'The period is wrong.'],
        ['Submitted', 'Tess Trainer', 'Period corrected.'],
        ['Approved', 'Mona Manager', null],
      ]);
    }
    expect(await statusOf(t, reportId)).toBe('Approved');
    row = (await rowsOf(await grid(t, trainer.token))).find((candidate) => candidate.id === reportId)!;
    expect(flags(row)).toBe('V-----');
    expect(row.decidedAt).toEqual(expect.stringMatching(/^\d{4}-/));
  });
});
