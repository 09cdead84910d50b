import { describe, expect, it } from 'vitest';
import { claimsForRole } from '../claims.js';
import type { RoleName } from '../roles.js';
import { getTenant } from '../tenants/index.js';
import { mayEditPersonRecords, personRecordsAccess } from './records.js';

const TARGETS = {
  plain: ['100'],
  elevated: ['100', '350'],
  admin: ['100', '500'],
  system: ['AdminUser'],
} as const;
type Kind = keyof typeof TARGETS;

describe('mayEditPersonRecords: whose records a viewer may see and change', () => {
  const tenant = getTenant('al');
  const reach: [RoleName, Kind[]][] = [
    ['AdminUser', ['plain', 'elevated', 'admin', 'system']],
    ['500', ['plain', 'elevated']],
    ['400', ['plain']],
    ['375', []],
    ['350', []],
    ['300', []],
    ['250', []],
    ['200', []],
    ['100', []],
  ];
  it.each(reach)('%s reaches %j of other people', (role, kinds) => {
    const viewer = { userId: 1, activeRole: role, claims: claimsForRole(role, tenant) };
    for (const kind of Object.keys(TARGETS) as Kind[]) {
      const target = { userId: 2, generalRoles: TARGETS[kind] };
      expect(mayEditPersonRecords(viewer, target), kind).toBe(kinds.includes(kind));
    }
  });

  it('always lets a person reach their own records, whatever the role', () => {
    for (const role of ['100', '250', 'ApiUser', '500'] as const) {
      const viewer = { userId: 7, activeRole: role, claims: [] };
      expect(mayEditPersonRecords(viewer, { userId: 7, generalRoles: ['AdminUser'] })).toBe(true);
    }
  });
});

describe('personRecordsAccess: who may see a person’s profile records', () => {
  const tenant = getTenant('tn');
  const ORG = 11;
  const OTHER_ORG = 12;
  /** Targets: a professional on the viewer's staff, one elsewhere, one with no organization, elevated people. */
  const targets = {
    ownStaff: { generalRoles: ['100'], staffOrganizationIds: [ORG] },
    otherStaff: { generalRoles: ['100'], staffOrganizationIds: [OTHER_ORG] },
    unemployed: { generalRoles: ['100'], staffOrganizationIds: [] },
    elevatedStaff: { generalRoles: ['100', '350'], staffOrganizationIds: [ORG] },
    admin: { generalRoles: ['100', '500'], staffOrganizationIds: [] },
  } as const;
  type Target = keyof typeof targets;
  const table: [RoleName, Record<Target, 'edit' | 'view' | 'none'>][] = [
    [
      '100',
      { ownStaff: 'none', otherStaff: 'none', unemployed: 'none', elevatedStaff: 'none', admin: 'none' },
    ],
    [
      '200',
      { ownStaff: 'view', otherStaff: 'none', unemployed: 'none', elevatedStaff: 'view', admin: 'none' },
    ],
    [
      '250',
      { ownStaff: 'none', otherStaff: 'none', unemployed: 'none', elevatedStaff: 'none', admin: 'none' },
    ],
    [
      '300',
      { ownStaff: 'none', otherStaff: 'none', unemployed: 'none', elevatedStaff: 'none', admin: 'none' },
    ],
    [
      '350',
      { ownStaff: 'view', otherStaff: 'view', unemployed: 'view', elevatedStaff: 'none', admin: 'none' },
    ],
    [
      '375',
      { ownStaff: 'view', otherStaff: 'view', unemployed: 'view', elevatedStaff: 'none', admin: 'none' },
    ],
    [
      '400',
      { ownStaff: 'edit', otherStaff: 'edit', unemployed: 'edit', elevatedStaff: 'none', admin: 'none' },
    ],
    [
      '500',
      { ownStaff: 'edit', otherStaff: 'edit', unemployed: 'edit', elevatedStaff: 'edit', admin: 'none' },
    ],
    [
      'AdminUser',
      { ownStaff: 'edit', otherStaff: 'edit', unemployed: 'edit', elevatedStaff: 'edit', admin: 'edit' },
    ],
  ];
  it.each(table)('%s', (role, expected) => {
    const viewer = {
      userId: 1,
      activeRole: role,
      claims: claimsForRole(role, tenant),
      directorOrganizationIds: [ORG],
    };
    for (const [name, target] of Object.entries(targets) as [Target, (typeof targets)[Target]][]) {
      expect(personRecordsAccess(viewer, { userId: 2, ...target }), name).toBe(expected[name]);
    }
  });

  it('gives the person their own records to edit, and a director nothing when 200 is not the active role', () => {
    const self = { userId: 2, activeRole: '100' as const, claims: [], directorOrganizationIds: [] };
    expect(personRecordsAccess(self, { userId: 2, ...targets.ownStaff })).toBe('edit');
    const directorAsStaff = {
      userId: 1,
      activeRole: '100' as const,
      claims: [],
      directorOrganizationIds: [ORG],
    };
    expect(personRecordsAccess(directorAsStaff, { userId: 2, ...targets.ownStaff })).toBe('none');
  });

  it('gives a coach (active 300) view of the people they coach now, and nothing of anyone else (issue 25)', () => {
    const coach = {
      userId: 1,
      activeRole: '300' as const,
      claims: claimsForRole('300', tenant),
      directorOrganizationIds: [],
    };
    const person = { userId: 2, ...targets.unemployed };
    // Coached now (an active relationship; loadRecordsTarget lists active coaches only), with or without PDP sharing.
    expect(personRecordsAccess(coach, { ...person, coaches: [{ userId: 1, pdpShared: true }] })).toBe('view');
    expect(personRecordsAccess(coach, { ...person, coaches: [{ userId: 1, pdpShared: false }] })).toBe(
      'view',
    );
    // Closed or pending (not among the active coaches), another coach's person, or nobody's coach.
    expect(personRecordsAccess(coach, { ...person, coaches: [] })).toBe('none');
    expect(personRecordsAccess(coach, { ...person, coaches: [{ userId: 9, pdpShared: true }] })).toBe('none');
    expect(personRecordsAccess(coach, person)).toBe('none');
    // The same person acting in another role is no coach.
    const asProfessional = { ...coach, activeRole: '100' as const, claims: claimsForRole('100', tenant) };
    expect(
      personRecordsAccess(asProfessional, { ...person, coaches: [{ userId: 1, pdpShared: true }] }),
    ).toBe('none');
  });
});
