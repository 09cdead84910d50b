import { ZVerificationHistory } from '@registry/contracts';
import { API_ERRORS, directorsAskConsultant, RECORD_TEXTS } from '@registry/domain';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn } from '../../../test/accounts.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import {
  certificateSet,
  createRecord,
  employ,
  organization,
  person,
  RECORD_FORMS,
  saveForm,
  withRole,
  type Answers,
  type Person,
  type RecordFormName,
} from '../../../test/records.js';
import { CERTIFICATION } from '../profile/index.js';

let t: TestApp;
let tn: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  tn = await createTestApp({ config: { tenant: 'tn' } });
});

const requestVerification = (app: TestApp, token: string | null, payload: unknown) =>
  app.app.inject({
    method: 'POST',
    url: '/api/verification/request',
    headers: token === null ? {} : bearer(token),
    payload: payload as Record<string, unknown>,
  });

const history = (app: TestApp, token: string | null, query: string) =>
  app.app.inject({
    method: 'GET',
    url: `/api/verification/history?${query}`,
    headers: token === null ? {} : bearer(token),
  });

const TABLES: Record<number, string> = {
  3: 'training_records',
  4: 'education_records',
  5: 'community_service_records',
  6: 'membership_records',
  7: 'certification_records',
  8: 'employment_records',
};

async function stateOf(app: TestApp, entityTypeId: number, id: number) {
  const result = await sql<{ verificationStatus: string | null; verified: boolean }>`
    select verification_status, verified from ${sql.table(TABLES[entityTypeId]!)} where id = ${id}`.execute(
    app.db,
  );
  return result.rows[0];
}

async function actionsOf(app: TestApp, entityTypeId: number, id: number) {
  return app.db
    .selectFrom('verificationActions')
    .selectAll()
    .where('entityTypeId', '=', entityTypeId)
    .where('entityId', '=', id)
    .orderBy('id')
    .execute();
}

/** A professional with one record of the kind. */
async function withRecord(name: RecordFormName = 'education', app: TestApp = t) {
  const me = await person(app);
  const extra: Answers =
    name === 'certification' ? { [CERTIFICATION.certificate]: await certificateSet(app, me.token) } : {};
  const id = await createRecord(app, me.token, name, extra);
  return { me, id, entityTypeId: RECORD_FORMS[name].entityTypeId };
}

describe('POST /api/verification/request', () => {
  it('marks the record Requested (locked for its owner), with a history step and an audit row', async () => {
    const { me, id } = await withRecord();
    const response = await requestVerification(t, me.token, { entityTypeId: 4, entityId: id });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: RECORD_TEXTS.requested });
    expect(await stateOf(t, 4, id)).toEqual({ verificationStatus: 'Requested', verified: false });
    const actions = await actionsOf(t, 4, id);
    expect(actions).toEqual([
      expect.objectContaining({
        actionType: 'Requested',
        ownerUserId: me.id,
        actorUserId: me.id,
        agencyId: null,
        comments: null,
      }),
    ]);
    const audit = await t.db
      .selectFrom('auditLog')
      .selectAll()
      .where('action', '=', 'verification.request')
      .where('entity', '=', 'Education')
      .where('entityId', '=', String(id))
      .execute();
    expect(audit).toEqual([
      expect.objectContaining({
        actorUserId: me.id,
        entity: 'Education',
        before: { verificationStatus: null },
        after: { verificationStatus: 'Requested' },
      }),
    ]);
    // Locked: the owner's save is refused; a second request too.
    const save = await saveForm(t, me.token, 2, { id, entityTypeId: 4 }, RECORD_FORMS.education.valid());
    expect(save.statusCode).toBe(403);
    expect(save.json()).toBe(RECORD_TEXTS.lockedRequested);
    const again = await requestVerification(t, me.token, { entityTypeId: 4, entityId: id });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ errors: { entityId: RECORD_TEXTS.alreadyRequested } });
    expect(await actionsOf(t, 4, id)).toHaveLength(1);
  });

  it.each<RecordFormName>([
    'training',
    'education',
    'communityService',
    'membership',
    'certification',
    'experience',
  ])('takes requests for %s records', async (name) => {
    const { me, id, entityTypeId } = await withRecord(name);
    const response = await requestVerification(t, me.token, { entityTypeId, entityId: id });
    expect(response.statusCode, response.body).toBe(200);
    expect((await stateOf(t, entityTypeId, id))?.verificationStatus).toBe('Requested');
  });

  it.each<[string, unknown, string]>([
    ['an entity type that is not verified', { entityTypeId: 1, entityId: 1 }, 'entityTypeId'],
    ['an unknown entity type', { entityTypeId: 99, entityId: 1 }, 'entityTypeId'],
    ['no record id', { entityTypeId: 4 }, 'entityId'],
    ['a record id that is not a number', { entityTypeId: 4, entityId: 'one' }, 'entityId'],
    ['an unknown field', { entityTypeId: 4, entityId: 1, comments: 'please' }, 'comments'],
  ])('answers 400 for %s, and writes nothing', async (_name, payload, field) => {
    const { me } = await withRecord();
    const before = await t.db.selectFrom('verificationActions').select('id').execute();
    const response = await requestVerification(t, me.token, payload);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toContain(field);
    expect(await t.db.selectFrom('verificationActions').select('id').execute()).toEqual(before);
  });

  it('refuses a record that is verified, sent via API or disabled (400), and writes nothing', async () => {
    const verified = await withRecord();
    await sql`update education_records set verified = true where id = ${verified.id}`.execute(t.db);
    const api = await withRecord('training');
    await sql`update training_records set sent_via_api = true where id = ${api.id}`.execute(t.db);
    const disabled = await withRecord('membership');
    await sql`update membership_records set disabled_at = now() where id = ${disabled.id}`.execute(t.db);
    for (const [{ me, id, entityTypeId }, message] of [
      [verified, RECORD_TEXTS.alreadyVerified],
      [api, RECORD_TEXTS.requestSentViaApi],
      [disabled, RECORD_TEXTS.requestDisabled],
    ] as const) {
      const response = await requestVerification(t, me.token, { entityTypeId, entityId: id });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ errors: { entityId: message } });
      expect((await stateOf(t, entityTypeId, id))?.verificationStatus).toBeNull();
      expect(await actionsOf(t, entityTypeId, id)).toEqual([]);
    }
  });

  it('answers 401 without a session and 403 for a first-time (limited) login', async () => {
    const { id } = await withRecord();
    expect((await requestVerification(t, null, { entityTypeId: 4, entityId: id })).statusCode).toBe(401);
    const newcomer = await person(t, { profileCompleted: false });
    const limited = await requestVerification(t, newcomer.token, { entityTypeId: 4, entityId: id });
    expect(limited.statusCode).toBe(403);
    expect(await actionsOf(t, 4, id)).toEqual([]);
  });

  it.each<['al' | 'tn', string]>([
    ['al', 'Child Care Consultant'],
    ['tn', 'DHS Staff'],
  ])(
    'tells a user whose active role is director to ask the consultant role (%s: %s), and writes nothing',
    async (tenant, label) => {
      const a = tenant === 'al' ? t : tn;
      const director = await person(a, { organizations: [['100', '200']] });
      const token = await withRole(a, director.token, '200');
      const id = await createRecord(a, token, 'education');
      const refused = await requestVerification(a, token, { entityTypeId: 4, entityId: id });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toBe(directorsAskConsultant(label));
      expect(refused.json()).toContain(`Please ask your ${label} to verify them.`);
      expect((await stateOf(a, 4, id))?.verificationStatus).toBeNull();
      expect(await actionsOf(a, 4, id)).toEqual([]);
      // As staff (100) the same person may ask.
      const asStaff = await withRole(a, token, '100');
      expect((await requestVerification(a, asStaff, { entityTypeId: 4, entityId: id })).statusCode).toBe(200);
    },
  );

  it("answers 404 for someone else's record and a missing one; 400 for one the viewer may see but does not own", async () => {
    const { me, id } = await withRecord();
    const stranger = await person(t);
    for (const entityId of [id, 999_999_999]) {
      const response = await requestVerification(t, stranger.token, { entityTypeId: 4, entityId });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toBe(API_ERRORS.notFound);
    }
    // A record of another type under this id is not this one.
    expect((await requestVerification(t, me.token, { entityTypeId: 5, entityId: id })).statusCode).toBe(404);
    const manager = await withRole(t, (await person(t, { generalRoles: ['100', '400'] })).token, '400');
    const agency = await withRole(t, (await person(t, { generalRoles: ['100', '350'] })).token, '350');
    for (const token of [manager, agency]) {
      const response = await requestVerification(t, token, { entityTypeId: 4, entityId: id });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ errors: { entityId: RECORD_TEXTS.requestNotOwner } });
    }
    expect(await actionsOf(t, 4, id)).toEqual([]);
  });

  it('makes one request of two simultaneous ones', async () => {
    const { me, id } = await withRecord('certification');
    // Two sessions of the same owner, as two tabs would be.
    const { token: other } = await signIn(t, { email: me.email });
    // The record's row is held (as a save in progress holds it) until both requests wait for it, so they
    // overlap for certain; then released.
    const answers = await t.db.connection().execute(async (holder) => {
      await sql`begin`.execute(holder);
      await sql`select 1 from certification_records where id = ${id} for update`.execute(holder);
      const both = Promise.all([
        requestVerification(t, me.token, { entityTypeId: 7, entityId: id }),
        requestVerification(t, other, { entityTypeId: 7, entityId: id }),
      ]);
      for (let waited = 0; waited < 100; waited += 1) {
        const waiting = await sql<{ count: number }>`
          select count(*)::int as count from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`.execute(t.db);
        if (waiting.rows[0]!.count >= 2) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await sql`commit`.execute(holder);
      return both;
    });
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    expect(answers.find((answer) => answer.statusCode === 400)?.json()).toEqual({
      errors: { entityId: RECORD_TEXTS.alreadyRequested },
    });
    expect(await actionsOf(t, 7, id)).toHaveLength(1);
    const audits = await t.db
      .selectFrom('auditLog')
      .select('id')
      .where('action', '=', 'verification.request')
      .where('entity', '=', 'Certification/Credential')
      .where('entityId', '=', String(id))
      .execute();
    expect(audits).toHaveLength(1);
  });
});

describe('GET /api/verification/history', () => {
  let owner: Person;
  let recordId: number;
  let directorToken: string;

  beforeAll(async () => {
    const made = await withRecord();
    owner = made.me;
    recordId = made.id;
    await t.db
      .updateTable('users')
      .set({ firstName: 'Ida', lastName: 'Wells' })
      .where('id', '=', owner.id)
      .execute();
    expect(
      (await requestVerification(t, owner.token, { entityTypeId: 4, entityId: recordId })).statusCode,
    ).toBe(200);
    // A verifier's answer, as the verification action (a later part of issue 9) will write it.
    const verifier = await person(t, { generalRoles: ['100', '350'] });
    await t.db
      .updateTable('users')
      .set({ firstName: 'Rosa', lastName: 'Parks' })
      .where('id', '=', verifier.id)
      .execute();
    const agency = await organization(t, '01101', 'Alabama Department of Human Resources');
    await t.db
      .insertInto('verificationActions')
      .values({
        entityTypeId: 4,
        entityId: recordId,
        ownerUserId: owner.id,
        actionType: 'Verified',
        actorUserId: verifier.id,
        agencyId: agency,
        comments: 'Transcript checked.',
        at: new Date(Date.now() + 60_000),
      })
      .execute();
    const director = await person(t, { organizations: [['100', '200']] });
    await employ(t, owner.id, director.organizationIds[0]!, ['100']);
    directorToken = await withRole(t, director.token, '200');
  });

  const query = (entityTypeId: number | string, entityId: number | string) =>
    `entityTypeId=${entityTypeId}&entityId=${entityId}`;

  it("answers the record's history oldest first, to its owner and to whoever may see the record", async () => {
    for (const token of [owner.token, directorToken]) {
      const response = await history(t, token, query(4, recordId));
      expect(response.statusCode, response.body).toBe(200);
      const entries = ZVerificationHistory.parse(response.json());
      expect(entries).toEqual([
        {
          actionUser: { name: 'Ida Wells' },
          lastChangeDateTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
          actionType: 'Requested',
          agencyName: null,
          comments: null,
        },
        {
          actionUser: { name: 'Rosa Parks' },
          lastChangeDateTime: expect.any(String),
          actionType: 'Approved',
          agencyName: 'Alabama Department of Human Resources',
          comments: 'Transcript checked.',
        },
      ]);
      expect(Date.parse(entries[0]!.lastChangeDateTime)).toBeLessThan(
        Date.parse(entries[1]!.lastChangeDateTime),
      );
    }
    // A record without a request has an empty history.
    const { me, id } = await withRecord('membership');
    expect((await history(t, me.token, query(6, id))).json()).toEqual([]);
  });

  it("answers 404 for someone else's record and a missing one, 400 for bad input, 401 without a session", async () => {
    const stranger = await person(t);
    expect((await history(t, stranger.token, query(4, recordId))).statusCode).toBe(404);
    expect((await history(t, owner.token, query(4, 999_999_999))).statusCode).toBe(404);
    expect((await history(t, owner.token, query(5, recordId))).statusCode).toBe(404);
    const notVerified = await history(t, owner.token, query(1, owner.id));
    expect(notVerified.statusCode).toBe(400);
    expect(notVerified.json()).toEqual({ errors: { entityTypeId: RECORD_TEXTS.notVerifiable(1) } });
    expect((await history(t, owner.token, query('four', recordId))).statusCode).toBe(400);
    expect((await history(t, owner.token, `${query(4, recordId)}&extra=1`)).statusCode).toBe(400);
    expect((await history(t, null, query(4, recordId))).statusCode).toBe(401);
  });
});
