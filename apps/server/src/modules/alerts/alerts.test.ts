import type { TAlertList, TFormResponse, TGridResponse } from '@registry/contracts';
import { alertShownTo, type AlertState } from '@registry/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, signIn, type TestUserOptions } from '../../../test/accounts.js';
import { testClock } from '../../../test/clock.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { ALERT } from './index.js';

/**
 * Alerts (spec 2 "Dashboard main", §3, §7, §9; spec 3 §3 entity 20, form 18; issue 10): administrators
 * write them through form 18 and list them in the Create Alert grid; each person's dashboard lists those
 * meant for them today and dismisses the dismissible ones.
 */

// Noon in Alabama (America/Chicago) on 2026-11-24: "today" is that day.
const NOW = new Date('2026-11-24T18:00:00Z');
const TODAY = '2026-11-24';

let t: TestApp;
let tn: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { tenant: 'al' }, clock: testClock(NOW) });
  tn = await createTestApp({ config: { tenant: 'tn' }, clock: testClock(NOW) });
});

async function tokenFor(app: TestApp, options: TestUserOptions) {
  const user = await createUser(app, options);
  return { ...user, token: (await signIn(app, user)).token };
}

function post(app: TestApp, token: string, url: string, payload: unknown) {
  return app.app.inject({ method: 'POST', url, headers: bearer(token), payload: payload as object });
}

const alertsOf = async (app: TestApp, token: string) => {
  const response = await app.app.inject({ method: 'GET', url: '/api/alert', headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TAlertList>().alerts;
};
const subjectsOf = async (app: TestApp, token: string) =>
  (await alertsOf(app, token)).map((alert) => alert.subject);

interface AlertInput {
  subject: string;
  message?: string;
  audience: string[];
  startDate?: string;
  endDate?: string;
  dismissible?: boolean;
}

function answers(input: AlertInput) {
  return [
    { formElementId: ALERT.subject, value: input.subject },
    { formElementId: ALERT.message, value: input.message ?? '' },
    { formElementId: ALERT.audience, multiValue: input.audience },
    { formElementId: ALERT.startDate, value: input.startDate ?? TODAY },
    { formElementId: ALERT.endDate, value: input.endDate ?? '' },
    { formElementId: ALERT.dismissible, value: String(input.dismissible ?? true) },
  ];
}

/** Saves an alert through form 18 as the web does; the response. */
function saveAlert(app: TestApp, token: string, input: AlertInput, alertId: number | null = null) {
  return post(app, token, '/api/form/formresponse', {
    response: { formId: 18, elementResponses: answers(input) },
    primaryEntity: alertId === null ? null : { id: alertId, entityTypeId: 20 },
  });
}

/** Writes an alert directly (what an earlier save left), its id. */
async function addAlert(app: TestApp, authorId: number, state: Partial<AlertState> & { subject: string }) {
  const row = await app.db
    .insertInto('alerts')
    .values({
      userId: authorId,
      formId: 18,
      formVersion: 1,
      subject: state.subject,
      message: '<p>More about it</p>',
      audience: [...(state.audience ?? ['100'])],
      startDate: state.startDate ?? TODAY,
      endDate: state.endDate ?? null,
      disabledAt: state.disabled ? NOW : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

let admin: Awaited<ReturnType<typeof tokenFor>>;
beforeAll(async () => {
  admin = await tokenFor(t, { generalRoles: ['500'] });
});

describe('Create Alert: form 18 and the alerts grid', () => {
  it('serves form 18 to administrators with the tenant’s roles, in its names, as the audience', async () => {
    const form = await post(t, admin.token, '/api/form', { formId: 18, primaryEntity: null, entities: [] });
    expect(form.statusCode, form.body).toBe(200);
    const audience = form.json<TFormResponse>().elements.find((element) => element.id === ALERT.audience)!;
    const offered = audience.choices.filter((choice) => choice.visible).map((choice) => choice.text);
    // al has neither coaches (300) nor supervisors (375); its 350 is the Child Care Consultant.
    expect(offered).toEqual([
      'EC Professional',
      'Director',
      'QEA',
      'Child Care Consultant',
      'Manager',
      'Administrator',
    ]);
    const tnAdmin = await tokenFor(tn, { generalRoles: ['AdminUser'] });
    const tnForm = await post(tn, tnAdmin.token, '/api/form', {
      formId: 18,
      primaryEntity: null,
      entities: [],
    });
    const tnAudience = tnForm
      .json<TFormResponse>()
      .elements.find((element) => element.id === ALERT.audience)!;
    expect(tnAudience.choices.filter((choice) => choice.visible).map((choice) => choice.id)).toEqual([
      '100',
      '200',
      '300',
      '350',
      '375',
      '400',
      '500',
    ]);
  });

  it('saves an alert with its message cleaned, audits it, and lists it in the grid with the audience in words', async () => {
    const saved = await saveAlert(t, admin.token, {
      subject: '  Licensing renewals are due  ',
      message: '<p>Renew by <b>December 31</b>.<script>alert(1)</script></p>',
      audience: ['200', '100'],
      endDate: '2026-12-31',
      dismissible: false,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const { entityId } = saved.json<{ entityId: number }>();
    const row = await t.db
      .selectFrom('alerts')
      .selectAll()
      .where('id', '=', entityId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      userId: admin.id,
      subject: 'Licensing renewals are due',
      audience: ['200', '100'],
      dismissible: false,
      disabledAt: null,
    });
    expect(row.message).toContain('<b>December 31</b>');
    expect(row.message).not.toContain('script');
    const audit = await t.db
      .selectFrom('auditLog')
      .select(['action', 'entity'])
      .where('entityId', '=', String(entityId))
      .where('entity', '=', 'Alert')
      .execute();
    expect(audit).toEqual([{ action: 'form.create', entity: 'Alert' }]);

    const grid = await post(t, admin.token, '/api/grid', { entityTypeId: 20, formId: 18, from: 1, to: 5 });
    expect(grid.statusCode, grid.body).toBe(200);
    const listed = grid.json<TGridResponse>().gridData.find((candidate) => candidate.id === entityId);
    expect(listed).toMatchObject({
      subject: 'Licensing renewals are due',
      audience: 'EC Professional, Director',
      startDate: TODAY,
      endDate: '2026-12-31',
      dismissible: false,
      canView: true,
      canEdit: true,
      canDisable: true,
      canDelete: true,
    });
    // Alerts are not verified: their rows carry no verification state.
    expect(listed).not.toHaveProperty('verified');
    // A filter on the audience reads the words.
    const directors = await post(t, admin.token, '/api/grid', {
      entityTypeId: 20,
      from: 1,
      to: 5,
      filterInfo: [{ filterColumn: 'audience', operation: 'Contains', value: 'direct' }],
    });
    expect(directors.json<TGridResponse>().gridData.map((candidate) => candidate.id)).toContain(entityId);
  });

  it('refuses what the form does not allow and writes nothing', async () => {
    const before = await t.db
      .selectFrom('alerts')
      .select(({ fn }) => fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const refusals = [
      { subject: '', audience: ['100'] },
      { subject: 'No audience', audience: [] },
      // al has no coaches: the role is not offered there.
      { subject: 'Coaches', audience: ['300'] },
      { subject: 'Backwards', audience: ['100'], startDate: '2026-12-10', endDate: '2026-12-01' },
    ];
    for (const input of refusals) {
      const response = await saveAlert(t, admin.token, input);
      expect(response.statusCode, input.subject).toBe(400);
    }
    const after = await t.db
      .selectFrom('alerts')
      .select(({ fn }) => fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it.each<[string, TestUserOptions, 'edit' | 'none']>([
    ['a professional', { generalRoles: ['100'] }, 'none'],
    ['a director', { generalRoles: ['100'], organizations: [['100', '200']] }, 'none'],
    ['a QEA', { generalRoles: ['250'] }, 'none'],
    ['a consultant', { generalRoles: ['350'] }, 'none'],
    ['a manager', { generalRoles: ['400'] }, 'none'],
    ['an administrator', { generalRoles: ['500'] }, 'edit'],
    ['AdminUser', { generalRoles: ['AdminUser'] }, 'edit'],
  ])('%s: form 18 and the alerts grid, new and written by another (%s)', async (_name, options, access) => {
    const viewer = await tokenFor(t, options);
    const existing = await addAlert(t, admin.id, { subject: 'Someone else’s' });
    const form = await post(t, viewer.token, '/api/form', { formId: 18, primaryEntity: null, entities: [] });
    const open = await post(t, viewer.token, '/api/form', {
      formId: 18,
      primaryEntity: { id: existing, entityTypeId: 20 },
      entities: [],
    });
    const save = await saveAlert(t, viewer.token, { subject: 'Edited', audience: ['100'] }, existing);
    const grid = await post(t, viewer.token, '/api/grid', { entityTypeId: 20, from: 1, to: 5 });
    const disable = await post(t, viewer.token, '/api/grid/disable', {
      disable: true,
      entityTypeId: 20,
      entityId: existing,
      primaryEntityId: null,
    });
    const statuses = [form, open, save, grid, disable].map((response) => response.statusCode);
    const stored = await t.db
      .selectFrom('alerts')
      .selectAll()
      .where('id', '=', existing)
      .executeTakeFirstOrThrow();
    if (access === 'edit') {
      expect(statuses).toEqual([200, 200, 200, 200, 200]);
      expect([stored.subject, stored.disabledAt !== null]).toEqual(['Edited', true]);
    } else {
      // Disable/Enable is refused by role first (spec 3 §6: 403), a manager's by the row (404).
      expect(statuses).toEqual([404, 404, 404, 404, options.generalRoles?.includes('400') ? 404 : 403]);
      expect([stored.subject, stored.disabledAt]).toEqual(['Someone else’s', null]);
    }
  });
});

describe('GET /api/alert and POST /api/alert/dismiss: the dashboard’s alerts', () => {
  it('shows each person the alerts of today for a role they hold, as alertShownTo decides', async () => {
    const people: Record<string, { options: TestUserOptions; held: string[] }> = {
      professional: { options: { generalRoles: ['100'] }, held: ['100'] },
      director: { options: { generalRoles: ['100'], organizations: [['100', '200']] }, held: ['100', '200'] },
      consultant: { options: { generalRoles: ['100', '350'] }, held: ['100', '350'] },
      adminUser: { options: { generalRoles: ['100', 'AdminUser'] }, held: ['100', '500'] },
    };
    const cases: (Partial<AlertState> & { subject: string })[] = [
      { subject: 'everyone-today', audience: ['100'] },
      { subject: 'directors', audience: ['200'] },
      { subject: 'consultants-and-admins', audience: ['350', '500'] },
      { subject: 'starts-tomorrow', audience: ['100'], startDate: '2026-11-25' },
      { subject: 'ended-yesterday', audience: ['100'], startDate: '2026-11-01', endDate: '2026-11-23' },
      { subject: 'ends-today', audience: ['100'], startDate: '2026-11-01', endDate: TODAY },
      { subject: 'disabled', audience: ['100'], disabled: true },
      { subject: 'managers', audience: ['400'] },
    ];
    // The file's database holds the other tests' alerts too: only this test's subjects are compared.
    const ours = new Set(cases.map((alert) => alert.subject));
    for (const alert of cases) await addAlert(t, admin.id, alert);
    for (const [name, person] of Object.entries(people)) {
      const { token } = await tokenFor(t, person.options);
      const expected = cases
        .filter((alert) =>
          alertShownTo(
            {
              audience: alert.audience ?? ['100'],
              startDate: alert.startDate ?? TODAY,
              endDate: alert.endDate ?? null,
              disabled: alert.disabled ?? false,
            },
            person.held,
            TODAY,
          ),
        )
        .map((alert) => alert.subject);
      const shown = (await subjectsOf(t, token)).filter((subject) => ours.has(subject));
      expect(new Set(shown), name).toEqual(new Set(expected));
    }
  });

  it('gives subject, cleaned message and dismissible, newest first day first; an empty message is none', async () => {
    const me = await tokenFor(t, { generalRoles: ['100'] });
    await saveAlert(t, admin.token, { subject: 'Older', audience: ['100'], startDate: '2026-11-20' });
    await saveAlert(t, admin.token, {
      subject: 'Newer',
      audience: ['100'],
      message: '<p>Read <a href="https://example.org">this</a></p>',
      dismissible: false,
    });
    const alerts = await alertsOf(t, me.token);
    const newer = alerts.find((alert) => alert.subject === 'Newer')!;
    const older = alerts.find((alert) => alert.subject === 'Older')!;
    expect(alerts.indexOf(newer)).toBeLessThan(alerts.indexOf(older));
    expect(newer).toMatchObject({ dismissible: false });
    expect(newer.message).toContain('href="https://example.org"');
    expect(older).toMatchObject({ message: null, dismissible: true });
  });

  it('dismisses a dismissible alert for the caller only; again changes nothing', async () => {
    const alice = await tokenFor(t, { generalRoles: ['100'] });
    const bob = await tokenFor(t, { generalRoles: ['100'] });
    const id = await addAlert(t, admin.id, { subject: 'Dismiss me' });
    const dismissed = await post(t, alice.token, '/api/alert/dismiss', { alertId: id });
    expect(dismissed.statusCode, dismissed.body).toBe(204);
    expect(await subjectsOf(t, alice.token)).not.toContain('Dismiss me');
    expect(await subjectsOf(t, bob.token)).toContain('Dismiss me');
    expect((await post(t, alice.token, '/api/alert/dismiss', { alertId: id })).statusCode).toBe(204);
    const rows = await t.db.selectFrom('alertDismissals').selectAll().where('alertId', '=', id).execute();
    expect(rows.map((row) => row.userId)).toEqual([alice.id]);
  });

  it('refuses a non-dismissible alert (403), one not shown to the caller or none (404), a bad body (400)', async () => {
    const me = await tokenFor(t, { generalRoles: ['100'] });
    const fixed = await addAlert(t, admin.id, { subject: 'Stays' });
    await t.db.updateTable('alerts').set({ dismissible: false }).where('id', '=', fixed).execute();
    const managers = await addAlert(t, admin.id, { subject: 'Managers only', audience: ['400'] });
    const later = await addAlert(t, admin.id, { subject: 'Later', startDate: '2026-12-01' });
    const refused = await post(t, me.token, '/api/alert/dismiss', { alertId: fixed });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toBe('This alert cannot be dismissed.');
    for (const alertId of [managers, later, 999_999_999]) {
      const response = await post(t, me.token, '/api/alert/dismiss', { alertId });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toBe('There is no such alert for you.');
    }
    for (const payload of [{}, { alertId: 'x' }, { alertId: 0 }, { alertId: fixed, extra: 1 }])
      expect((await post(t, me.token, '/api/alert/dismiss', payload)).statusCode).toBe(400);
    expect(
      await t.db.selectFrom('alertDismissals').selectAll().where('userId', '=', me.id).execute(),
    ).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/alert' })).statusCode).toBe(401);
  });

  it('takes an alert off the dashboards when disabled or deleted from the grid', async () => {
    const me = await tokenFor(t, { generalRoles: ['100'] });
    const off = await addAlert(t, admin.id, { subject: 'Switched off' });
    const gone = await addAlert(t, admin.id, { subject: 'Deleted' });
    await post(t, me.token, '/api/alert/dismiss', { alertId: gone });
    expect(
      (
        await post(t, admin.token, '/api/grid/disable', {
          disable: true,
          entityTypeId: 20,
          entityId: off,
          primaryEntityId: null,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await post(t, admin.token, '/api/grid/delete', {
          entityTypeId: 20,
          entityId: gone,
          primaryEntityId: null,
        })
      ).statusCode,
    ).toBe(204);
    const other = await tokenFor(t, { generalRoles: ['100'] });
    expect(await subjectsOf(t, other.token)).not.toContain('Switched off');
    expect(await subjectsOf(t, other.token)).not.toContain('Deleted');
    expect(
      await t.db.selectFrom('alertDismissals').selectAll().where('alertId', '=', gone).execute(),
    ).toEqual([]);
    // Enabled again, it is back.
    await post(t, admin.token, '/api/grid/disable', {
      disable: false,
      entityTypeId: 20,
      entityId: off,
      primaryEntityId: null,
    });
    expect(await subjectsOf(t, other.token)).toContain('Switched off');
  });
});
