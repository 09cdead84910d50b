import { describe, expect, it } from 'vitest';
import { entityPolicy, showsDisableControls } from '../entities/entity-policies.js';
import { formAccessOf } from '../entities/entity-policy.js';
import { EntityType } from '../entities/entity-types.js';
import type { RoleName } from '../roles.js';
import { getTenant } from '../tenants/index.js';
import type { TenantCode } from '../tenants/types.js';
import {
  ANOTHER_TRAINER,
  code,
  ME,
  owner,
  ownerOf,
  ROLES,
  viewerAs,
  type Target,
} from './catalogue-test-support.js';
import {
  REPORT_STATUSES,
  REPORT_TEXTS,
  reportActions,
  reportPolicy,
  statusOfResponse,
  type ReportStatus,
} from './report-policy.js';

/**
 * The viewer's flags on a report: V(iew) E(dit) D(isable) X (delete) as the grid's row flags, then S(ubmit)
 * and R(espond: approve or decline); '-' where not allowed.
 */
function flagsOf(role: RoleName, tenantCode: TenantCode, target: Target, status: ReportStatus): string {
  const tenant = getTenant(tenantCode);
  const viewer = viewerAs(role, tenantCode);
  const ownerId = ownerOf(target);
  const reach = reportPolicy.reach(viewer, owner(ownerId), tenant);
  const report = { ownerUserId: ownerId, disabled: false, status };
  const actions = reportActions(viewer, reach, report);
  return (
    code(reportPolicy.permissions(viewer, tenant, reach, report)) +
    (actions.maySubmit ? 'S' : '-') +
    (actions.mayRespond ? 'R' : '-')
  );
}

type Flags = Record<ReportStatus, string>;
const every = (flags: string): Flags =>
  Object.fromEntries(REPORT_STATUSES.map((status) => [status, flags])) as Flags;
const NOTHING = every('------');
/** A reviewer: reads every report once submitted (not a draft); approves or declines a Submitted one of another. */
const REVIEWS: Flags = { Uploaded: '------', Submitted: 'V----R', Declined: 'V-----', Approved: 'V-----' };
/** The trainer's own: edit and submit a Draft or a Declined report, delete only a Draft. */
const OWN: Flags = { Uploaded: 'VE-XS-', Submitted: 'V-----', Declined: 'VE--S-', Approved: 'V-----' };

/** A reviewer's reading of a report they cannot decide: once it was submitted. */
const READS: Flags = { ...every('V-----'), Uploaded: '------' };

const TENANTS = ['al', 'tn', 'jh'] as const;

describe('DHR reports (entity 27): roles x targets x statuses x tenants (spec 3 §4, §6)', () => {
  // [role, whose report, flags per status in al and jh, flags in tn (no role 250 there)]
  const table: [RoleName, Target, Flags, Flags][] = [
    ['250', 'own', OWN, NOTHING],
    ['250', 'another trainer’s', NOTHING, NOTHING],
    ['100', 'own', NOTHING, NOTHING],
    ['100', 'another trainer’s', NOTHING, NOTHING],
    ['200', 'another trainer’s', NOTHING, NOTHING],
    ['300', 'another trainer’s', NOTHING, NOTHING],
    ['350', 'another trainer’s', NOTHING, NOTHING],
    ['375', 'another trainer’s', NOTHING, NOTHING],
    ['ApiUser', 'another trainer’s', NOTHING, NOTHING],
    ['400', 'another trainer’s', REVIEWS, REVIEWS],
    ['500', 'another trainer’s', REVIEWS, REVIEWS],
    ['AdminUser', 'another trainer’s', REVIEWS, REVIEWS],
    // A reviewer who holds 250 too and submitted it (as 250): they read it, another reviewer decides.
    ['400', 'own', READS, READS],
    ['500', 'own', READS, READS],
    ['AdminUser', 'own', READS, READS],
  ];
  const rows = table.flatMap(([role, target, trainerTenants, tn]) =>
    TENANTS.map((tenant) => [tenant, role, target, tenant === 'tn' ? tn : trainerTenants] as const),
  );

  it.each(rows)('%s: %s on %s reports', (tenant, role, target, expected) => {
    for (const status of REPORT_STATUSES)
      expect(flagsOf(role, tenant, target, status), status).toBe(expected[status]);
  });

  it('covers every role', () => {
    expect(new Set(table.map(([role]) => role))).toEqual(new Set(ROLES));
  });

  it('only a trainer adds a report, for themself', () => {
    for (const tenantCode of TENANTS)
      for (const role of ROLES) {
        const tenant = getTenant(tenantCode);
        const viewer = viewerAs(role, tenantCode);
        const mine = reportPolicy.reach(viewer, owner(ME), tenant);
        const theirs = reportPolicy.reach(viewer, owner(ANOTHER_TRAINER), tenant);
        const trainer = role === '250' && tenantCode !== 'tn';
        expect(formAccessOf(reportPolicy, viewer, tenant, mine, null, ME), `${tenantCode} ${role}`).toBe(
          trainer ? 'edit' : 'none',
        );
        expect(formAccessOf(reportPolicy, viewer, tenant, theirs, null, ANOTHER_TRAINER)).toBe('none');
      }
  });

  it('a form of a report: the trainer edits a Draft or Declined one; a reviewer reads; others get 404', () => {
    const tenant = getTenant('al');
    const access = (role: RoleName, target: Target, status: ReportStatus) => {
      const viewer = viewerAs(role, 'al');
      const ownerId = ownerOf(target);
      const reach = reportPolicy.reach(viewer, owner(ownerId), tenant);
      return formAccessOf(
        reportPolicy,
        viewer,
        tenant,
        reach,
        { ownerUserId: ownerId, disabled: false, status },
        ownerId,
      );
    };
    expect(access('250', 'own', 'Uploaded')).toBe('edit');
    expect(access('250', 'own', 'Declined')).toBe('edit');
    expect(access('250', 'own', 'Submitted')).toBe('view');
    expect(access('250', 'own', 'Approved')).toBe('view');
    expect(access('250', 'another trainer’s', 'Submitted')).toBe('none');
    expect(access('400', 'another trainer’s', 'Submitted')).toBe('view');
    expect(access('350', 'another trainer’s', 'Submitted')).toBe('none');
  });

  it('says why a submitted or approved report cannot be saved', () => {
    const viewer = viewerAs('250', 'al');
    const report = (status: ReportStatus) => ({ ownerUserId: ME, disabled: false, status });
    expect(reportPolicy.lockMessage(viewer, report('Submitted'))).toBe(REPORT_TEXTS.lockedSubmitted);
    expect(reportPolicy.lockMessage(viewer, report('Approved'))).toBe(REPORT_TEXTS.lockedApproved);
    expect(reportPolicy.lockMessage(viewer, report('Uploaded'))).toBeNull();
    expect(reportPolicy.lockMessage(viewer, report('Declined'))).toBeNull();
  });

  it('offers no Disable/Enable nor Include Disabled to anyone, and is the registry’s policy of entity 27', () => {
    for (const tenantCode of TENANTS)
      for (const role of ROLES)
        expect(showsDisableControls(role, EntityType.Report, getTenant(tenantCode)), role).toBe(false);
    expect(entityPolicy(EntityType.Report)).toBe(reportPolicy);
  });

  it('reads the response codes of spec 3 §9: 455 approves, 456 declines', () => {
    expect(statusOfResponse(455)).toBe('Approved');
    expect(statusOfResponse(456)).toBe('Declined');
  });
});
