import { describe, expect, it } from 'vitest';
import type { RoleName } from '../roles.js';
import { getTenant } from '../tenants/index.js';
import type { TenantCode } from '../tenants/types.js';
import {
  isGroupRecipient,
  MESSAGE_ERRORS,
  mayWriteTo,
  messageGroupsFor,
  type MessageSender,
  type MessageTarget,
} from './messages.js';

const ROLES: (RoleName | null)[] = [
  null,
  '100',
  '200',
  '250',
  '300',
  '350',
  '375',
  '400',
  '500',
  'AdminUser',
  'ApiUser',
];

describe('messageGroupsFor (spec 2 §6), every role in every tenant', () => {
  // Written out from the spec's sentence, per tenant: al adds ALL-250 and ALL-350.
  const expected: Record<TenantCode, Record<string, string[]>> = {
    al: {
      '250': ['ALL-100', 'ALL-200'],
      '350': ['ALL-100', 'ALL-200', 'ALL-250'],
      '400': ['ALL-100', 'ALL-200', 'ALL-250', 'ALL-350'],
      '500': ['ALL-100', 'ALL-200', 'ALL-250', 'ALL-350', 'ALL-400'],
    },
    tn: {
      '250': ['ALL-100', 'ALL-200'],
      '350': ['ALL-100', 'ALL-200'],
      '400': ['ALL-100', 'ALL-200'],
      '500': ['ALL-100', 'ALL-200', 'ALL-400'],
    },
    jh: {
      '250': ['ALL-100', 'ALL-200'],
      '350': ['ALL-100', 'ALL-200'],
      '400': ['ALL-100', 'ALL-200'],
      '500': ['ALL-100', 'ALL-200', 'ALL-400'],
    },
  };
  for (const tenant of ['al', 'tn', 'jh'] as const) {
    it.each(ROLES)(`${tenant}: %s`, (role) => {
      expect(messageGroupsFor(role, getTenant(tenant))).toEqual(expected[tenant][role ?? ''] ?? []);
    });
  }
  it('tells a group from a person by the ALL- prefix', () => {
    expect(isGroupRecipient('ALL-100')).toBe(true);
    expect(isGroupRecipient('42')).toBe(false);
  });
});

describe('mayWriteTo: every active role against every kind of person', () => {
  const ORG = 1;
  const OTHER_ORG = 2;
  const sender = (activeRole: RoleName | null): MessageSender => ({
    userId: 1,
    activeRole,
    directorOrganizationIds: activeRole === '200' ? [ORG] : [],
    staffOrganizationIds: [ORG],
  });
  const person = (values: Partial<MessageTarget>): MessageTarget => ({
    userId: 2,
    generalRoles: ['100'],
    isConfirmed: true,
    apiOnly: false,
    directorOrganizationIds: [],
    staffOrganizationIds: [],
    ...values,
  });
  const TARGETS = {
    self: person({ userId: 1 }),
    coworker: person({ staffOrganizationIds: [ORG] }),
    stranger: person({ staffOrganizationIds: [OTHER_ORG] }),
    ownDirector: person({ staffOrganizationIds: [ORG], directorOrganizationIds: [ORG] }),
    otherDirector: person({ staffOrganizationIds: [OTHER_ORG], directorOrganizationIds: [OTHER_ORG] }),
    qea: person({ generalRoles: ['250'] }),
    consultant: person({ generalRoles: ['100', '350'] }),
    manager: person({ generalRoles: ['400'] }),
    adminUser: person({ generalRoles: ['AdminUser'] }),
    unconfirmed: person({ generalRoles: ['400'], isConfirmed: false }),
    apiAccount: person({ generalRoles: ['ApiUser'], apiOnly: true }),
  } as const;
  type Target = keyof typeof TARGETS;
  const ALL = Object.keys(TARGETS) as Target[];
  const anyoneInUse = ALL.filter((name) => !['self', 'unconfirmed', 'apiAccount'].includes(name));
  const staff: Target[] = ['qea', 'consultant', 'manager'];
  const expected: Record<string, Target[]> = {
    '': [],
    '100': [...staff, 'ownDirector'],
    '200': [...staff, 'coworker', 'ownDirector'],
    '250': anyoneInUse,
    '300': anyoneInUse,
    '350': anyoneInUse,
    '375': anyoneInUse,
    '400': anyoneInUse,
    '500': anyoneInUse,
    AdminUser: anyoneInUse,
    ApiUser: [],
  };
  it.each(ROLES)('sender %s', (role) => {
    const allowed = ALL.filter((name) => mayWriteTo(sender(role), TARGETS[name]));
    expect(allowed.sort()).toEqual([...expected[role ?? '']!].sort());
  });
});

describe('the message texts', () => {
  it('group the thousands of the body limit as the server has always written them', () => {
    expect(MESSAGE_ERRORS.bodyTooLong).toBe('The message can be at most 100,000 characters.');
  });
});
