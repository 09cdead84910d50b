import type { TGridResponse, TVerificationQueue } from '@registry/contracts';
import { RECORD_TEXTS } from '@registry/domain';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/accounts.js';
import { testClock, type TestClock } from '../../../test/clock.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import {
  certificateSet,
  createRecord,
  employ,
  openForm,
  organization,
  person,
  RECORD_FORMS,
  saveForm,
  withRole,
  type Answers,
  type Person,
  type RecordFormName,
} from '../../../test/records.js';
import { CERTIFICATION, EDUCATION } from '../profile/index.js';

const DAY = 24 * 60 * 60 * 1000;
let al: TestApp;
let tn: TestApp;
let tnClock: TestClock;
beforeAll(async () => {
  al = await createTestApp();
  tnClock = testClock();
  tn = await createTestApp({ config: { tenant: 'tn' }, clock: tnClock });
});

const TABLES: Record<number, string> = {
  3: 'training_records',
  4: 'education_records',
  7: 'certification_records',
  8: 'employment_records',
};
const FORMS: Record<number, number> = { 3: 7, 4: 2, 7: 5, 8: 6 };

const post = (app: TestApp, url: string, token: string | null, payload: unknown) =>
  app.app.inject({
    method: 'POST',
    url,
    headers: token === null ? {} : bearer(token),
    payload: payload as Record<string, unknown>,
  });
const act = (app: TestApp, token: string | null, payload: unknown) =>
  post(app, '/api/verification/action', token, payload);
const bulkReject = (app: TestApp, token: string | null, payload: unknown) =>
  post(app, '/api/verification/bulkreject', token, payload);
const queue = (app: TestApp, token: string | null, query = '') =>
  app.app.inject({
    method: 'GET',
    url: `/api/verification/queue${query}`,
    headers: token === null ? {} : bearer(token),
  });

/** The verifier opens the record's form (POST /api/form): the view verify and decline need. */
async function view(app: TestApp, token: string, entityTypeId: number, id: number) {
  const response = await openForm(app, token, FORMS[entityTypeId]!, { id, entityTypeId });
  expect(response.statusCode, response.body).toBe(200);
}

async function stateOf(app: TestApp, entityTypeId: number, id: number) {
  const result = await sql<{ verified: boolean; rejected: boolean; verificationStatus: string | null }>`
    select verified, rejected, verification_status from ${sql.table(TABLES[entityTypeId]!)}
    where id = ${id}`.execute(app.db);
  return result.rows[0];
}
const actionsOf = (app: TestApp, entityTypeId: number, id: number) =>
  app.db
    .selectFrom('verificationActions')
    .selectAll()
    .where('entityTypeId', '=', entityTypeId)
    .where('entityId', '=', id)
    .orderBy('id')
    .execute();
const historyRowOf = (app: TestApp, entityTypeId: number, id: number) =>
  app.db
    .selectFrom('verificationRecords')
    .selectAll()
    .where('entityTypeId', '=', entityTypeId)
    .where('entityId', '=', id)
    .executeTakeFirst();
const notificationsOf = (app: TestApp, userId: number) =>
  app.db.selectFrom('notifications').selectAll().where('userId', '=', userId).orderBy('id').execute();

/** A professional (100) with one record of the kind. */
async function withRecord(app: TestApp, name: RecordFormName = 'education', changes: Answers = {}) {
  const me = await person(app);
  const extra: Answers =
    name === 'certification' ? { [CERTIFICATION.certificate]: await certificateSet(app, me.token) } : {};
  const id = await createRecord(app, me.token, name, { ...extra, ...changes });
  return { me, id, entityTypeId: RECORD_FORMS[name].entityTypeId };
}

/** A token with the general role active. */
async function asRole(app: TestApp, role: '350' | '375' | '400' | '500') {
  const user = await person(app, { generalRoles: ['100', role] });
  return { ...user, token: await withRole(app, user.token, role) };
}

let schools = 0;
/** Another education record of the person (at another institution: no duplicate warning). */
const education = (app: TestApp, token: string) =>
  createRecord(app, token, 'education', { [EDUCATION.institutionName]: `College ${(schools += 1)}` });

/** A training record arranged directly (tn's owners add none; a session's or another system's). */
async function trainingRecord(app: TestApp, userId: number, sentViaApi = false) {
  const row = await app.db
    .insertInto('trainingRecords')
    .values({
      userId,
      formId: 7,
      formVersion: 1,
      trainingName: 'Safe Sleep',
      trainingDate: '2024-02-10',
      hours: 2,
      sentViaApi,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A tn director (active 200) of a new organization, and a staff member (100) of it with a record. */
async function directorAndStaff(app: TestApp, name: RecordFormName = 'education') {
  const director = await person(app, { organizations: [['100', '200']] });
  const token = await withRole(app, director.token, '200');
  const staff = await withRecord(app, name);
  const employment = await employ(app, staff.me.id, director.organizationIds[0]!, ['100']);
  return { director: { ...director, token }, staff, employment };
}

const verify = (entityTypeId: number, id: number, owner: number, more: object = {}) => ({
  entityTypeId,
  entityId: id,
  primaryEntityId: owner,
  isVerified: true,
  ...more,
});

describe('POST /api/verification/action', () => {
  it('verifies a viewed record: its state, history step and row, audit row and notification together', async () => {
    const { me, id } = await withRecord(al);
    const agent = await asRole(al, '350');
    const agency = await organization(al);
    await employ(al, agent.id, agency, []);
    await view(al, agent.token, 4, id);
    const response = await act(al, agent.token, verify(4, id, me.id, { agencyId: agency }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      entityTypeId: 4,
      entityId: id,
      verified: true,
      rejected: false,
      verificationStatus: null,
      message: RECORD_TEXTS.verifiedDone,
    });
    expect(await stateOf(al, 4, id)).toEqual({ verified: true, rejected: false, verificationStatus: null });
    expect(await actionsOf(al, 4, id)).toEqual([
      expect.objectContaining({ actionType: 'Verified', actorUserId: agent.id, agencyId: agency }),
    ]);
    expect(await historyRowOf(al, 4, id)).toEqual(
      expect.objectContaining({
        ownerUserId: me.id,
        recordType: 'Education',
        identifier: 'Auburn University',
        lastActionType: 'Verified',
      }),
    );
    const audit = await al.db
      .selectFrom('auditLog')
      .selectAll()
      .where('action', '=', 'verification.verify')
      .where('entityId', '=', String(id))
      .execute();
    expect(audit).toEqual([expect.objectContaining({ actorUserId: agent.id, entity: 'Education' })]);
    expect(await notificationsOf(al, me.id)).toEqual([
      expect.objectContaining({
        subject: 'Your Education record was verified',
        route: '/dashboard/profile/education',
      }),
    ]);
    // The owner may no longer change it; a second verify is refused.
    const again = await act(al, agent.token, verify(4, id, me.id));
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ errors: { action: RECORD_TEXTS.verifyVerified } });
  });

  it('stores no agency the verifier has no tie to', async () => {
    const { me, id } = await withRecord(al);
    const agent = await asRole(al, '350');
    await view(al, agent.token, 4, id);
    const elsewhere = await organization(al);
    const response = await act(al, agent.token, verify(4, id, me.id, { agencyId: elsewhere }));
    expect(response.statusCode).toBe(200);
    expect((await actionsOf(al, 4, id))[0]!.agencyId).toBeNull();
  });

  it('refuses verify and decline of a record not viewed in this session, and changes nothing', async () => {
    const { me, id } = await withRecord(al);
    const agent = await asRole(al, '350');
    for (const payload of [
      verify(4, id, me.id),
      { ...verify(4, id, me.id), isVerified: false, comments: 'Wrong school.' },
    ]) {
      const response = await act(al, agent.token, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ errors: { entityId: RECORD_TEXTS.viewBeforeDeciding } });
    }
    expect(await stateOf(al, 4, id)).toEqual({ verified: false, rejected: false, verificationStatus: null });
    expect(await actionsOf(al, 4, id)).toEqual([]);
    expect(await notificationsOf(al, me.id)).toEqual([]);
    // A view in another session of the same verifier does not count.
    const other = await withRole(al, (await person(al, { generalRoles: ['100', '350'] })).token, '350');
    await view(al, other, 4, id);
    expect((await act(al, agent.token, verify(4, id, me.id))).statusCode).toBe(400);
  });

  it('declines only with comments; then re-verifies, removes, and refuses what does not apply', async () => {
    const { me, id } = await withRecord(al, 'certification');
    const agent = await asRole(al, '350');
    const token = agent.token;
    await view(al, token, 7, id);
    for (const comments of [undefined, '', '   ', null]) {
      const refused = await act(al, token, { ...verify(7, id, me.id), isVerified: false, comments });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ errors: { comments: RECORD_TEXTS.declineNeedsComments } });
    }
    expect(await stateOf(al, 7, id)).toEqual({ verified: false, rejected: false, verificationStatus: null });
    expect(await actionsOf(al, 7, id)).toEqual([]);

    const declined = await act(al, token, {
      ...verify(7, id, me.id),
      action: 'decline',
      comments: 'Number <b>unknown</b>.',
    });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(await stateOf(al, 7, id)).toEqual({ verified: false, rejected: true, verificationStatus: null });
    const [notice] = await notificationsOf(al, me.id);
    expect(notice?.subject).toBe('Your Certification/Credential record was declined');
    expect(notice?.body).toContain('Comments: Number &lt;b&gt;unknown&lt;/b&gt;.');
    const twice = await act(al, token, { ...verify(7, id, me.id), isVerified: false, comments: 'Again' });
    expect(twice.json()).toEqual({ errors: { action: RECORD_TEXTS.declineDeclined } });
    const removeUnverified = await act(al, token, { ...verify(7, id, me.id), action: 'remove' });
    expect(removeUnverified.json()).toEqual({ errors: { action: RECORD_TEXTS.removeNotVerified } });
    const returnUnrequested = await act(al, token, { ...verify(7, id, me.id), action: 'return' });
    expect(returnUnrequested.json()).toEqual({ errors: { action: RECORD_TEXTS.returnNotRequested } });

    expect((await act(al, token, verify(7, id, me.id))).statusCode).toBe(200);
    expect(await stateOf(al, 7, id)).toEqual({ verified: true, rejected: false, verificationStatus: null });
    const declineVerified = await act(al, token, {
      ...verify(7, id, me.id),
      action: 'decline',
      comments: 'x',
    });
    expect(declineVerified.json()).toEqual({ errors: { action: RECORD_TEXTS.declineVerified } });
    const removed = await act(al, token, { ...verify(7, id, me.id), action: 'remove' });
    expect(removed.statusCode).toBe(200);
    expect(await stateOf(al, 7, id)).toEqual({ verified: false, rejected: false, verificationStatus: null });
    expect((await actionsOf(al, 7, id)).map((row) => row.actionType)).toEqual([
      'Rejected',
      'Verified',
      'Unverified',
    ]);
    expect((await historyRowOf(al, 7, id))?.lastActionType).toBe('Unverified');
  });

  it('returns a requested record to its owner, who may then change it again', async () => {
    const { me, id } = await withRecord(al);
    const request = await post(al, '/api/verification/request', me.token, { entityTypeId: 4, entityId: id });
    expect(request.statusCode).toBe(200);
    expect((await historyRowOf(al, 4, id))?.lastActionType).toBe('Requested');
    const locked = await saveForm(al, me.token, 2, { id, entityTypeId: 4 }, RECORD_FORMS.education.valid());
    expect(locked.statusCode).toBe(403);
    const agent = await asRole(al, '350');
    const returned = await act(al, agent.token, { ...verify(4, id, me.id), action: 'return' });
    expect(returned.statusCode, returned.body).toBe(200);
    expect(await stateOf(al, 4, id)).toEqual({ verified: false, rejected: false, verificationStatus: null });
    expect((await actionsOf(al, 4, id)).map((row) => row.actionType)).toEqual(['Requested', 'Returned']);
    const saved = await saveForm(al, me.token, 2, { id, entityTypeId: 4 }, RECORD_FORMS.education.valid());
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it('verifying a requested record closes the request', async () => {
    const { me, id } = await withRecord(al);
    await post(al, '/api/verification/request', me.token, { entityTypeId: 4, entityId: id });
    const agent = await asRole(al, '350');
    await view(al, agent.token, 4, id);
    expect((await act(al, agent.token, verify(4, id, me.id))).statusCode).toBe(200);
    expect(await stateOf(al, 4, id)).toEqual({ verified: true, rejected: false, verificationStatus: null });
  });

  it('writes nothing when the notification cannot be written (one transaction)', async () => {
    const { me, id } = await withRecord(al);
    const agent = await asRole(al, '350');
    await view(al, agent.token, 4, id);
    await sql`create function fail_notification() returns trigger language plpgsql as
              $$ begin raise exception 'no notifications today'; end $$`.execute(al.db);
    await sql`create trigger fail_notification before insert on notifications
              for each row execute function fail_notification()`.execute(al.db);
    try {
      const response = await act(al, agent.token, verify(4, id, me.id));
      expect(response.statusCode).toBe(500);
    } finally {
      await sql`drop trigger fail_notification on notifications`.execute(al.db);
      await sql`drop function fail_notification()`.execute(al.db);
    }
    expect(await stateOf(al, 4, id)).toEqual({ verified: false, rejected: false, verificationStatus: null });
    expect(await actionsOf(al, 4, id)).toEqual([]);
    expect(await historyRowOf(al, 4, id)).toBeUndefined();
    const audit = await al.db
      .selectFrom('auditLog')
      .select('id')
      .where('action', '=', 'verification.verify')
      .where('entityId', '=', String(id))
      .execute();
    expect(audit).toEqual([]);
  });

  it('answers 400 for bad input, 401 without a session', async () => {
    const { me, id } = await withRecord(al);
    const agent = await asRole(al, '350');
    for (const payload of [
      { entityTypeId: 4, entityId: id, primaryEntityId: me.id },
      { ...verify(4, id, me.id), action: 'approve' },
      { ...verify(4, id, me.id), extra: 1 },
      { ...verify(1, id, me.id) },
    ]) {
      const response = await act(al, agent.token, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await act(al, null, verify(4, id, me.id))).statusCode).toBe(401);
    expect(await actionsOf(al, 4, id)).toEqual([]);
  });

  describe('per viewer role and target', () => {
    /** Viewed when the viewer may open the form; then a verify: the status it answers. */
    async function tryVerify(app: TestApp, token: string, entityTypeId: number, id: number, owner: number) {
      await openForm(app, token, FORMS[entityTypeId]!, { id, entityTypeId });
      return (await act(app, token, verify(entityTypeId, id, owner))).statusCode;
    }

    it.each<['al' | 'tn', '350' | '375']>([
      ['al', '350'],
      ['tn', '350'],
      ['tn', '375'],
    ])(
      '%s %s: education and certifications of plain professionals; not training, not their own, 404 beyond reach',
      async (tenant, role) => {
        const app = tenant === 'al' ? al : tn;
        const agent = await asRole(app, role);
        const education = await withRecord(app);
        expect(await tryVerify(app, agent.token, 4, education.id, education.me.id)).toBe(200);
        const certification = await withRecord(app, 'certification');
        expect(await tryVerify(app, agent.token, 7, certification.id, certification.me.id)).toBe(200);
        const trainee = await person(app);
        const training = await trainingRecord(app, trainee.id);
        expect(await tryVerify(app, agent.token, 3, training, trainee.id)).toBe(403);
        const own = await createRecord(app, agent.token, 'education');
        expect(await tryVerify(app, agent.token, 4, own, agent.id)).toBe(403);
        // A manager's record is beyond an agency's reach; so is the same record named with another person.
        const manager = await person(app, { generalRoles: ['100', '400'] });
        const managed = await createRecord(app, manager.token, 'education');
        expect(await tryVerify(app, agent.token, 4, managed, manager.id)).toBe(404);
        const other = await withRecord(app);
        expect(await tryVerify(app, agent.token, 4, other.id, education.me.id)).toBe(404);
        expect(await stateOf(app, 4, managed)).toEqual(expect.objectContaining({ verified: false }));
      },
    );

    it('tn 200: training (not sent via API), education, certifications and the start date of staff; 404 beyond', async () => {
      const { director, staff, employment } = await directorAndStaff(tn);
      expect(await tryVerify(tn, director.token, 4, staff.id, staff.me.id)).toBe(200);
      const certificate = await certificateSet(tn, staff.me.token);
      const certification = await createRecord(tn, staff.me.token, 'certification', {
        [CERTIFICATION.certificate]: certificate,
      });
      expect(await tryVerify(tn, director.token, 7, certification, staff.me.id)).toBe(200);
      // Training records in tn come from sessions (the owner adds none): arranged directly.
      const trainingId = await trainingRecord(tn, staff.me.id);
      expect(await tryVerify(tn, director.token, 3, trainingId, staff.me.id)).toBe(200);
      const viaApi = await trainingRecord(tn, staff.me.id, true);
      expect(await tryVerify(tn, director.token, 3, viaApi, staff.me.id)).toBe(403);
      expect(await tryVerify(tn, director.token, 8, employment, staff.me.id)).toBe(200);
      // A staff member who also directs there: the start date is not this director's to verify.
      const codirector = await person(tn);
      const codirecting = await employ(tn, codirector.id, director.organizationIds[0]!, ['100', '200']);
      expect(await tryVerify(tn, director.token, 8, codirecting, codirector.id)).toBe(403);
      const stranger = await withRecord(tn);
      expect(await tryVerify(tn, director.token, 4, stranger.id, stranger.me.id)).toBe(404);
    });

    it('al 200, 100, 400 and 500 do not verify (403: no claim)', async () => {
      const { me, id } = await withRecord(al);
      const director = await person(al, { organizations: [['100', '200']] });
      await employ(al, me.id, director.organizationIds[0]!, ['100']);
      const tokens = [
        await withRole(al, director.token, '200'),
        me.token,
        (await asRole(al, '400')).token,
        (await asRole(al, '500')).token,
      ];
      for (const token of tokens) expect((await act(al, token, verify(4, id, me.id))).statusCode).toBe(403);
      const tnManager = await asRole(tn, '400');
      expect((await act(tn, tnManager.token, verify(4, id, me.id))).statusCode).toBe(403);
      expect(await actionsOf(al, 4, id)).toEqual([]);
    });
  });
});

describe('grid row flags of a verifier', () => {
  it('canVerify by the policy, viewed once the form was opened in this session', async () => {
    const { me, id } = await withRecord(al);
    const agent = await asRole(al, '350');
    const rows = async (token: string, entityTypeId: number) => {
      const response = await post(al, '/api/grid', token, {
        entityTypeId,
        primaryEntity: { id: me.id, entityTypeId: 1 },
        from: 1,
        to: 10,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<TGridResponse>().gridData;
    };
    expect(await rows(agent.token, 4)).toEqual([
      expect.objectContaining({ id, canVerify: true, viewed: false, verified: false, rejected: false }),
    ]);
    await view(al, agent.token, 4, id);
    expect((await rows(agent.token, 4))[0]).toEqual(
      expect.objectContaining({ canVerify: true, viewed: true }),
    );
    // The owner's own grid: the row is not theirs to verify.
    const own = (await rows(me.token, 4))[0]!;
    expect(own.canVerify).toBe(false);
    expect(own.viewed).toBeUndefined();
  });
});

describe('POST /api/verification/bulkreject', () => {
  it('declines the eligible records of one person, skips and counts the rest, one notification', async () => {
    const agent = await asRole(al, '350');
    const { me, id: first } = await withRecord(al);
    const second = await createRecord(al, me.token, 'education', { [EDUCATION.institutionName]: 'Troy' });
    const unviewed = await education(al, me.token);
    const verified = await education(al, me.token);
    await sql`update education_records set verified = true where id = ${verified}`.execute(al.db);
    const someoneElse = await withRecord(al);
    for (const id of [first, second, verified, someoneElse.id]) await view(al, agent.token, 4, id);
    const payload = {
      entityTypeId: 4,
      entityIds: [first, second, unviewed, verified, someoneElse.id, 999_999_999],
      primaryEntityId: me.id,
      comments: 'Transcripts missing.',
    };
    const response = await bulkReject(al, agent.token, payload);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ declined: 2, skipped: 4, message: RECORD_TEXTS.bulkDeclined(2, 4) });
    for (const id of [first, second])
      expect(await stateOf(al, 4, id)).toEqual({ verified: false, rejected: true, verificationStatus: null });
    for (const [id, verifiedNow] of [
      [unviewed, false],
      [verified, true],
    ] as const)
      expect(await stateOf(al, 4, id)).toEqual({
        verified: verifiedNow,
        rejected: false,
        verificationStatus: null,
      });
    expect(await stateOf(al, 4, someoneElse.id)).toEqual(expect.objectContaining({ rejected: false }));
    expect((await actionsOf(al, 4, second))[0]).toEqual(
      expect.objectContaining({ actionType: 'Rejected', comments: 'Transcripts missing.' }),
    );
    expect((await historyRowOf(al, 4, second))?.identifier).toBe('Troy');
    const notices = await notificationsOf(al, me.id);
    expect(notices).toEqual([
      expect.objectContaining({ subject: '2 of your Education records were declined' }),
    ]);
    // Again: nothing is eligible any more, nothing is written.
    const again = await bulkReject(al, agent.token, payload);
    expect(again.json()).toEqual({ declined: 0, skipped: 6, message: RECORD_TEXTS.bulkDeclined(0, 6) });
    expect(await notificationsOf(al, me.id)).toHaveLength(1);
  });

  it('needs comments (400), a person in reach (404) and the claim (403)', async () => {
    const agent = await asRole(al, '350');
    const { me, id } = await withRecord(al);
    await view(al, agent.token, 4, id);
    const base = { entityTypeId: 4, entityIds: [id], primaryEntityId: me.id };
    for (const comments of [undefined, '', '  ']) {
      const response = await bulkReject(al, agent.token, { ...base, comments });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().errors)).toContain('comments');
    }
    const manager = await person(al, { generalRoles: ['100', '400'] });
    const beyond = await bulkReject(al, agent.token, { ...base, primaryEntityId: manager.id, comments: 'x' });
    expect(beyond.statusCode).toBe(404);
    expect((await bulkReject(al, me.token, { ...base, comments: 'x' })).statusCode).toBe(403);
    expect(await stateOf(al, 4, id)).toEqual(expect.objectContaining({ rejected: false }));
  });
});

describe('GET /api/verification/queue', () => {
  it("a tn director's queue: their staff's requests they may verify, oldest first, with ages and bands", async () => {
    const start = new Date('2030-03-01T12:00:00Z');
    tnClock.set(start);
    const { director, staff } = await directorAndStaff(tn);
    const requestAt = async (daysAgo: number, id: number, entityTypeId = 4) => {
      tnClock.set(new Date(start.getTime() - daysAgo * DAY));
      const response = await post(tn, '/api/verification/request', staff.me.token, {
        entityTypeId,
        entityId: id,
      });
      expect(response.statusCode, response.body).toBe(200);
    };
    const made: Record<number, number> = {};
    for (const days of [20, 1, 5, 14, 2.5]) {
      made[days] = await education(tn, staff.me.token);
      await requestAt(days, made[days]!);
    }
    await requestAt(3, staff.id);
    // Not the director's: a membership (nobody verifies), a stranger's record.
    const membership = await createRecord(tn, staff.me.token, 'membership');
    await requestAt(30, membership, 6);
    const stranger = await withRecord(tn);
    tnClock.set(new Date(start.getTime() - 40 * DAY));
    await post(tn, '/api/verification/request', stranger.me.token, {
      entityTypeId: 4,
      entityId: stranger.id,
    });
    tnClock.set(start);
    // A change to a waiting record (a user manager's edit) leaves its request as old as it is.
    await sql`update education_records set updated_at = ${start} where id = ${made[20]!}`.execute(tn.db);

    const response = await queue(tn, director.token, '?from=1&to=4');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<TVerificationQueue>();
    expect(body.total).toBe(6);
    expect(body.bands).toEqual({ under3: 2, from3to14: 3, over14: 1 });
    expect(body.items.map((item) => [item.entityId, item.ageDays])).toEqual([
      [made[20], 20],
      [made[14], 14],
      [made[5], 5],
      [staff.id, 3],
    ]);
    expect(body.items[0]).toEqual(
      expect.objectContaining({
        entityTypeId: 4,
        formId: 2,
        verificationType: 'Education',
        primaryEntityId: staff.me.id,
        identifier: expect.stringMatching(/^College \d+$/),
        primaryEntityName: expect.any(String),
        requestedAt: new Date(start.getTime() - 20 * DAY).toISOString(),
      }),
    );
    const rest = (await queue(tn, director.token, '?from=5&to=10')).json<TVerificationQueue>();
    expect(rest.items.map((item) => item.entityId)).toEqual([made[2.5], made[1]]);
    expect(rest.total).toBe(6);
    // A verification answers the request: it leaves the queue.
    await view(tn, director.token, 4, made[20]!);
    expect((await act(tn, director.token, verify(4, made[20]!, staff.me.id))).statusCode).toBe(200);
    const after = (await queue(tn, director.token)).json<TVerificationQueue>();
    expect(after.total).toBe(5);
    expect(after.bands.over14).toBe(0);
  });

  it("agency staff see plain professionals' education and certification requests, not training or managers'", async () => {
    const agent = await asRole(al, '350');
    const education = await withRecord(al);
    const certification = await withRecord(al, 'certification');
    const training = await withRecord(al, 'training');
    const manager = await person(al, { generalRoles: ['100', '400'] });
    const managed = await createRecord(al, manager.token, 'education');
    for (const [token, entityTypeId, entityId] of [
      [education.me.token, 4, education.id],
      [certification.me.token, 7, certification.id],
      [training.me.token, 3, training.id],
      [manager.token, 4, managed],
    ] as const)
      expect(
        (await post(al, '/api/verification/request', token, { entityTypeId, entityId })).statusCode,
      ).toBe(200);
    const body = (await queue(al, agent.token, '?from=1&to=100')).json<TVerificationQueue>();
    const keys = body.items.map((item) => `${item.entityTypeId}:${item.entityId}`);
    expect(keys).toContain(`4:${education.id}`);
    expect(keys).toContain(`7:${certification.id}`);
    expect(keys).not.toContain(`3:${training.id}`);
    expect(keys).not.toContain(`4:${managed}`);
  });

  it('answers 401 without a session, 403 without the claim, 400 for a bad page', async () => {
    expect((await queue(al, null)).statusCode).toBe(401);
    const me = await person(al);
    expect((await queue(al, me.token)).statusCode).toBe(403);
    const agent = await asRole(al, '350');
    expect((await queue(al, agent.token, '?from=5&to=2')).statusCode).toBe(400);
    expect((await queue(al, agent.token, '?from=1&to=500')).statusCode).toBe(400);
  });
});

describe('Verification History grid (entity 15)', () => {
  let plain: { me: Person; id: number };
  let elevatedRecord: number;
  beforeAll(async () => {
    plain = await withRecord(al, 'education', { [EDUCATION.institutionName]: 'History U Plain' });
    await post(al, '/api/verification/request', plain.me.token, { entityTypeId: 4, entityId: plain.id });
    const qea = await person(al, { generalRoles: ['100', '250'] });
    const qeaToken = await withRole(al, qea.token, '100');
    elevatedRecord = await createRecord(al, qeaToken, 'education', {
      [EDUCATION.institutionName]: 'History U Elevated',
    });
    await post(al, '/api/verification/request', qeaToken, { entityTypeId: 4, entityId: elevatedRecord });
  });

  const historyGrid = (token: string) =>
    post(al, '/api/grid', token, {
      entityTypeId: 15,
      primaryEntity: null,
      from: 1,
      to: 50,
      filterInfo: [{ filterColumn: 'identifier', operation: 'Contains', value: 'History U' }],
    });

  it('lists the rows of the records the viewer reaches, with the values the modal opens', async () => {
    const agent = await asRole(al, '350');
    const response = await historyGrid(agent.token);
    expect(response.statusCode, response.body).toBe(200);
    const rows = response.json<TGridResponse>().gridData;
    expect(rows).toEqual([
      expect.objectContaining({
        verificationType: 'Education',
        identifier: 'History U Plain',
        lastAction: 'Requested',
        entityTypeId: 4,
        entityId: plain.id,
        primaryEntityId: plain.me.id,
        formId: 2,
        canView: true,
        canEdit: false,
      }),
    ]);
    const manager = await asRole(al, '500');
    const all = (await historyGrid(manager.token)).json<TGridResponse>().gridData;
    expect(all.map((row) => row.entityId).sort()).toEqual([plain.id, elevatedRecord].sort());
  });

  it('does not exist for a role without the claim (404)', async () => {
    expect((await historyGrid(plain.me.token)).statusCode).toBe(404);
  });
});
