import { describe, expect, it } from 'vitest';
import { userGuideCode } from '../dashboard.js';
import type { RoleName } from '../roles.js';
import { TENANT_CODES, getTenant } from '../tenants/index.js';
import { directorsAskConsultant } from '../texts.js';
import {
  GUIDE_CODES,
  GUIDE_ROLES,
  guideContent,
  guideText,
  tenantGuideCodes,
  type GuideCode,
} from './index.js';

const textOf = (code: GuideCode, tenant: 'al' | 'tn' | 'jh') =>
  guideText(guideContent(code, getTenant(tenant))!);

describe('the role guides (content)', () => {
  it('exist for the roles each tenant has: al no coach, tn no QEA, jh no director', () => {
    expect(tenantGuideCodes(getTenant('al'))).toEqual([
      'user-guide',
      'director-guide',
      'qea-guide',
      'staff-guide',
      'admin-guide',
    ]);
    expect(tenantGuideCodes(getTenant('tn'))).toEqual([
      'user-guide',
      'director-guide',
      'staff-guide',
      'admin-guide',
      'coach-guide',
    ]);
    expect(tenantGuideCodes(getTenant('jh'))).toEqual([
      'user-guide',
      'qea-guide',
      'staff-guide',
      'admin-guide',
      'coach-guide',
    ]);
    expect(guideContent('coach-guide', getTenant('al'))).toBeNull();
    expect(guideContent('qea-guide', getTenant('tn'))).toBeNull();
  });

  it('are written for the roles whose User Guide modal opens them', () => {
    const all: RoleName[] = ['100', '200', '250', '300', '350', '375', '400', '500', 'AdminUser'];
    for (const role of all) {
      const guides = GUIDE_CODES.filter((code) => GUIDE_ROLES[code].includes(role));
      expect(guides).toEqual([userGuideCode(role)]);
    }
  });

  it.each(TENANT_CODES)(
    '%s: each guide opens with whom it is for and what they can do, then its sections',
    (code) => {
      const tenant = getTenant(code);
      for (const guide of tenantGuideCodes(tenant)) {
        const content = guideContent(guide, tenant)!;
        const [about, ...sections] = content.sections;
        expect(about!.heading).toBe('About this guide');
        expect(guideText({ ...content, sections: [about!] })).toContain(tenant.productName);
        expect(about!.blocks.some((block) => 'bullets' in block && block.bullets.length >= 3)).toBe(true);
        const ids = sections.map((section) => section.id);
        expect(new Set(ids).size).toBe(ids.length);
        expect(ids).toEqual(expect.arrayContaining(['account', 'dashboard', 'profile', 'messages', 'help']));
        for (const section of sections) expect(section.blocks.length).toBeGreaterThan(0);
      }
    },
  );

  it('says nothing of directors or organizations in jh, which has none', () => {
    for (const guide of tenantGuideCodes(getTenant('jh'))) {
      const text = textOf(guide, 'jh');
      expect(text).not.toMatch(/director|organi[sz]ation|staff role|Staff Requests|All Directors/i);
    }
  });

  it('tells a director to ask the staff role to verify their own records, and offers no request', () => {
    for (const code of ['al', 'tn'] as const) {
      const text = textOf('director-guide', code);
      const { staffRole } = getTenant(code).labels;
      expect(directorsAskConsultant(staffRole)).toContain(`ask your ${staffRole} to verify`);
      expect(text).toContain(`ask your ${staffRole} to verify them`);
      expect(text).not.toContain('then Request Verification');
      // A professional is shown how to ask.
      expect(textOf('user-guide', code)).toContain('then Request Verification');
    }
  });

  it('tells each role whom it may write to, and the groups it may choose', () => {
    expect(textOf('user-guide', 'al')).toContain(
      "You can write to the registry's staff (QEA, Child Care Consultant, Manager or Administrator), and the " +
        'directors of the facilities where your staff role is approved.',
    );
    expect(textOf('user-guide', 'jh')).toContain(
      "You can write to the registry's staff (QEA, Coach, Staff, DHS Supervisor, Manager or Administrator).",
    );
    expect(textOf('director-guide', 'tn')).toContain(
      'and the staff and directors of the agencies you direct.',
    );
    const admin = textOf('admin-guide', 'al');
    expect(admin).toContain(
      'As Manager, you can write to anyone with an account in the registry. You can also choose a group, which ' +
        'reaches everyone in it: All ECE Professionals, All Directors, All QEAs or All Child Care Consultants.',
    );
    expect(admin).toContain(
      'As System Administrator, you can write to anyone with an account in the registry.',
    );
    expect(textOf('admin-guide', 'tn')).toContain('All ECE Professionals, All Directors or All Managers.');
  });

  it('says which of the administrators have Create Alert and, in tn, Feedback Received', () => {
    const tn = textOf('admin-guide', 'tn');
    expect(tn).toContain(
      'The Create Alert tile is for the Administrator and System Administrator roles only.',
    );
    expect(tn).toContain(
      'The Feedback Received tile is for the Administrator and System Administrator roles only.',
    );
    expect(textOf('admin-guide', 'al')).not.toContain('Feedback Received');
    expect(textOf('user-guide', 'tn')).toContain('Select Feedback at the top of the page');
    expect(textOf('user-guide', 'al')).not.toContain('Feedback');
  });

  it("names the tenant's own words: password rules, terms, agency, user ID label", () => {
    const al = textOf('user-guide', 'al');
    expect(al).toContain(
      'It must have at least 8 characters, at least one uppercase letter, at least one lowercase letter and at ' +
        'least one number.',
    );
    expect(al).toContain(
      'Select View the User Agreement, read it to the end and select I Accept the User Agreement.',
    );
    expect(al).toContain('Your role at your facility');
    expect(al).toContain('Registry ID');
    const tn = textOf('user-guide', 'tn');
    expect(tn).toContain('It must have at least 8 characters.');
    expect(tn).toContain('Your role at your agency');
    expect(tn).toContain('PAL ID');
  });
});
