import { describe, expect, it } from 'vitest';
import { ROLE_ACTION } from '../roles.js';
import {
  isCurrentEmployment,
  isPendingRequest,
  offeredRoleActions,
  ORGANIZATION_ROLE_TEXTS as T,
  organizationRoleActionProblem,
  organizationRoleState,
  pendingRequest,
  roleApprovalProblem,
  type OrganizationRoleAction,
  type OrganizationRoleState,
  type RoleActionRow,
} from './organization-roles.js';

const {
  Requested: requested,
  Approved: approved,
  Rejected: rejected,
  Removed: removed,
  Withdrawn: withdrawn,
} = ROLE_ACTION;
let next = 0;
const action = (
  roleName: '100' | '200',
  actionType: RoleActionRow['actionType'],
  parent: RoleActionRow | null = null,
): RoleActionRow => ({
  id: ++next,
  parentActionId: parent?.id ?? null,
  roleName,
  actionType,
});

const TODAY = '2026-03-10';
const YESTERDAY = '2026-03-09';

describe('organization roles (spec 1 §4)', () => {
  it('a request is pending until a later action names it', () => {
    const ask = action('100', requested);
    expect(pendingRequest([ask], '100')).toBe(ask);
    expect(pendingRequest([ask, action('100', approved, ask)], '100')).toBeNull();
    expect(pendingRequest([ask, action('100', withdrawn, ask)], '100')).toBeNull();
    expect(pendingRequest([ask], '200')).toBeNull();
  });

  const table: [
    string,
    ('100' | '200')[],
    () => RoleActionRow[],
    Partial<ReturnType<typeof offeredRoleActions>>,
  ][] = [
    ['nothing yet', [], () => [], { requestStaff: true }],
    ['staff requested', [], () => [action('100', requested)], { withdrawStaff: true }],
    ['staff held', ['100'], () => [], { requestDirector: true, endStaff: true }],
    // Ending the staff role stays offered: it withdraws the pending director request with it.
    [
      'staff held, director requested',
      ['100'],
      () => [action('200', requested)],
      { withdrawDirector: true, endStaff: true },
    ],
    ['both held', ['100', '200'], () => [], { endDirector: true }],
    [
      'staff rejected',
      [],
      () => {
        const ask = action('100', requested);
        return [ask, action('100', rejected, ask)];
      },
      { requestStaff: true },
    ],
    ['staff removed', [], () => [action('100', removed)], { requestStaff: true }],
  ];
  it.each(table)('%s: offers exactly the allowed actions', (_name, roles, actions, offered) => {
    const state = organizationRoleState(roles, actions());
    const all = {
      requestStaff: false,
      requestDirector: false,
      endStaff: false,
      endDirector: false,
      withdrawStaff: false,
      withdrawDirector: false,
    };
    const current = { isRegistryOrganization: true, endDate: null };
    expect(offeredRoleActions(state, current, TODAY)).toEqual({ ...all, ...offered });
    // Employment outside the registry's organizations offers nothing.
    expect(offeredRoleActions(state, { ...current, isRegistryOrganization: false }, TODAY)).toEqual(all);
    // Employment that has ended offers no request; what is held or pending can still be ended or withdrawn.
    expect(offeredRoleActions(state, { ...current, endDate: YESTERDAY }, TODAY)).toEqual({
      ...all,
      ...offered,
      requestStaff: false,
      requestDirector: false,
    });
  });

  it('reports a rejection or a removal only while the role is neither held nor requested again', () => {
    const ask = action('100', requested);
    const no = action('100', rejected, ask);
    expect(organizationRoleState([], [ask, no])).toMatchObject({ rejected100: true, pending100: false });
    const again = action('100', requested);
    expect(organizationRoleState([], [ask, no, again])).toMatchObject({
      rejected100: false,
      pending100: true,
    });
    expect(organizationRoleState([], [action('200', removed)])).toMatchObject({
      removed200: true,
      has200Role: false,
    });
  });
});

describe('the reason a role action is refused (spec 1 §4)', () => {
  const state = (flags: Partial<OrganizationRoleState> = {}): OrganizationRoleState => ({
    has100Role: false,
    has200Role: false,
    pending100: false,
    pending200: false,
    rejected100: false,
    rejected200: false,
    removed100: false,
    removed200: false,
    ...flags,
  });
  const registry = { isRegistryOrganization: true, disabled: false, endDate: null };
  // [state, action, the refusal (null: allowed)]
  const table: [string, OrganizationRoleState, OrganizationRoleAction, string | null][] = [
    ['nothing yet', state(), 'requestStaff', null],
    ['nothing yet', state(), 'requestDirector', T.directorNeedsStaff],
    ['nothing yet', state(), 'endStaff', T.staffNotHeld],
    ['nothing yet', state(), 'endDirector', T.directorNotHeld],
    ['nothing yet', state(), 'withdrawStaff', T.nothingToWithdraw],
    ['staff requested', state({ pending100: true }), 'requestStaff', T.staffPending],
    ['staff requested', state({ pending100: true }), 'requestDirector', T.directorNeedsStaff],
    ['staff requested', state({ pending100: true }), 'withdrawStaff', null],
    ['staff held', state({ has100Role: true }), 'requestStaff', T.staffHeld],
    ['staff held', state({ has100Role: true }), 'requestDirector', null],
    ['staff held', state({ has100Role: true }), 'endStaff', null],
    ['staff held', state({ has100Role: true }), 'withdrawDirector', T.nothingToWithdraw],
    [
      'director requested',
      state({ has100Role: true, pending200: true }),
      'requestDirector',
      T.directorPending,
    ],
    ['director requested', state({ has100Role: true, pending200: true }), 'endStaff', null],
    ['director requested', state({ has100Role: true, pending200: true }), 'withdrawDirector', null],
    ['both held', state({ has100Role: true, has200Role: true }), 'requestDirector', T.directorHeld],
    ['both held', state({ has100Role: true, has200Role: true }), 'endStaff', T.endDirectorFirst],
    ['both held', state({ has100Role: true, has200Role: true }), 'endDirector', null],
    ['staff rejected', state({ rejected100: true }), 'requestStaff', null],
    ['director removed', state({ has100Role: true, removed200: true }), 'requestDirector', null],
  ];
  it.each(table)('%s: %s -> %s', (_name, flags, action, expected) => {
    expect(organizationRoleActionProblem(flags, registry, action, TODAY)).toBe(expected);
    // The same rule as the actions offered on the employment row.
    expect(offeredRoleActions(flags, registry, TODAY)[action]).toBe(expected === null);
    expect(
      organizationRoleActionProblem(flags, { ...registry, isRegistryOrganization: false }, action, TODAY),
    ).toBe(T.notRegistry);
    // An employment that has ended takes no request; ending and withdrawing stay as they were.
    const ended = { ...registry, endDate: '2019-01-15' };
    const request = action === 'requestStaff' || action === 'requestDirector';
    expect(organizationRoleActionProblem(flags, ended, action, TODAY)).toBe(
      request ? T.requestEmploymentEnded('2019-01-15') : expected,
    );
    expect(offeredRoleActions(flags, ended, TODAY)[action]).toBe(!request && expected === null);
  });

  it('takes no new request for a disabled employment record, but lets the person end and withdraw', () => {
    const disabled = { isRegistryOrganization: true, disabled: true, endDate: null };
    expect(organizationRoleActionProblem(state(), disabled, 'requestStaff', TODAY)).toBe(T.disabled);
    expect(
      organizationRoleActionProblem(state({ has100Role: true }), disabled, 'requestDirector', TODAY),
    ).toBe(T.disabled);
    expect(
      organizationRoleActionProblem(state({ has100Role: true }), disabled, 'endStaff', TODAY),
    ).toBeNull();
    expect(
      organizationRoleActionProblem(state({ pending100: true }), disabled, 'withdrawStaff', TODAY),
    ).toBeNull();
  });

  it('approves the director role only beside a held staff role, and neither role twice', () => {
    expect(roleApprovalProblem(state(), registry, '100', TODAY)).toBeNull();
    expect(roleApprovalProblem(state({ has100Role: true }), registry, '100', TODAY)).toBe(T.staffHeld);
    expect(roleApprovalProblem(state({ has100Role: true }), registry, '200', TODAY)).toBeNull();
    expect(roleApprovalProblem(state(), registry, '200', TODAY)).toBe(T.approveDirectorNeedsStaff);
    expect(roleApprovalProblem(state({ has100Role: true, has200Role: true }), registry, '200', TODAY)).toBe(
      T.directorHeld,
    );
    expect(roleApprovalProblem(state(), { ...registry, disabled: true }, '100', TODAY)).toBe(T.disabled);
    expect(roleApprovalProblem(state(), { ...registry, isRegistryOrganization: false }, '100', TODAY)).toBe(
      T.notRegistry,
    );
  });

  it('gives no role for employment that ended before today (the end date is the last day worked)', () => {
    const ended = { ...registry, endDate: YESTERDAY };
    expect(roleApprovalProblem(state(), ended, '100', TODAY)).toBe(T.approveEmploymentEnded(YESTERDAY));
    expect(roleApprovalProblem(state({ has100Role: true }), ended, '200', TODAY)).toBe(
      T.approveEmploymentEnded(YESTERDAY),
    );
    expect(roleApprovalProblem(state(), { ...registry, endDate: TODAY }, '100', TODAY)).toBeNull();
    expect(T.requestEmploymentEnded('2019-01-15')).toBe(
      'This employment ended on 01/15/2019: a role can be requested only for employment that goes on today.',
    );
    expect(T.approveEmploymentEnded('2019-01-15')).toBe(
      'This employment ended on 01/15/2019: a role can be given only for employment that goes on today. Reject the request instead.',
    );
  });

  it.each([
    [null, true],
    ['2026-03-11', true],
    [TODAY, true],
    [YESTERDAY, false],
    ['2019-01-15', false],
  ] as const)('employment ending %s is current on 2026-03-10: %s', (endDate, current) => {
    expect(isCurrentEmployment({ endDate }, TODAY)).toBe(current);
  });

  it('knows a pending request by its id: a Requested action no action names as parent', () => {
    const ask = action('100', requested);
    const other = action('200', requested);
    expect(isPendingRequest([ask, other], ask.id)).toBe(true);
    expect(isPendingRequest([ask, other, action('100', withdrawn, ask)], ask.id)).toBe(false);
    expect(isPendingRequest([ask, other, action('100', withdrawn, ask)], other.id)).toBe(true);
    const answer = action('100', approved, ask);
    expect(isPendingRequest([ask, answer], answer.id)).toBe(false);
    expect(isPendingRequest([ask], 999)).toBe(false);
  });
});
