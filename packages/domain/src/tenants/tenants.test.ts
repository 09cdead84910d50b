import { describe, expect, it } from 'vitest';
import { TENANTS, TENANT_CODES, getTenant, isTenantCode, publicTenant, tenantCounties } from './index.js';

// Each row pins a difference the spec names (spec 1 §1/§5/§6, spec 2 §6/§9, spec 3 §1/§6).
describe('tenants', () => {
  it('has exactly al, tn and jh', () => {
    expect(TENANT_CODES.sort()).toEqual(['al', 'jh', 'tn']);
    expect(isTenantCode('al')).toBe(true);
    expect(isTenantCode('xx')).toBe(false);
    expect(isTenantCode('toString')).toBe(false);
  });

  it('names the agency/facility and program/facility terms per tenant', () => {
    expect(getTenant('al').terms).toMatchObject({ agency: 'facility', program: 'facility' });
    expect(getTenant('tn').terms).toMatchObject({ agency: 'agency', program: 'program' });
    expect(getTenant('jh').terms).toMatchObject({ agency: 'agency', program: 'program' });
  });

  it('labels the staff role per spec 1 §6', () => {
    expect(getTenant('al').labels.staffRole).toBe('Child Care Consultant');
    expect(getTenant('tn').labels.staffRole).toBe('DHS Staff');
    expect(getTenant('jh').labels.staffRole).toBe('Staff');
  });

  it('has its own user-id label, terms title and logo', () => {
    const labels = TENANT_CODES.map((c) => TENANTS[c].labels.userId);
    expect(labels).toContain('PAL ID');
    const titles = new Set(TENANT_CODES.map((c) => TENANTS[c].labels.termsTitle));
    expect(titles.size).toBe(3);
    for (const code of TENANT_CODES) {
      expect(TENANTS[code].logo.src).toBe(`/tenants/${code}/logo.svg`);
      expect(TENANTS[code].logo.alt.length).toBeGreaterThan(0);
    }
  });

  it('checks the password in the browser only in al (spec 1 §5)', () => {
    expect(getTenant('al').passwordPolicy).toEqual({
      minLength: 8,
      requireUpper: true,
      requireLower: true,
      requireDigit: true,
      clientCheck: true,
    });
    expect(getTenant('tn').passwordPolicy.clientCheck).toBe(false);
    expect(getTenant('jh').passwordPolicy.clientCheck).toBe(false);
    expect(getTenant('tn').passwordPolicy.minLength).toBe(8);
    expect(getTenant('jh').passwordPolicy.minLength).toBe(8);
  });

  it('removes roles per spec 2 §6: al 300 and 375, tn 250', () => {
    expect(getTenant('al').generalRoles).toEqual(['100', '250', '350', '400', '500', 'ApiUser', 'AdminUser']);
    expect(getTenant('tn').generalRoles).toEqual([
      '100',
      '300',
      '350',
      '375',
      '400',
      '500',
      'ApiUser',
      'AdminUser',
    ]);
    expect(getTenant('jh').generalRoles).toHaveLength(9);
  });

  it('removes routes per spec 3 §1: al coaches, PDP and training; jh training, organizations and career', () => {
    const al = getTenant('al').features;
    expect([al.coaches, al.pdp, al.trainingRoute, al.career, al.organizations]).toEqual([
      false,
      false,
      false,
      true,
      true,
    ]);
    const jh = getTenant('jh').features;
    expect([jh.trainingRoute, jh.organizations, jh.career]).toEqual([false, false, false]);
    const tn = getTenant('tn').features;
    expect([tn.trainingRoute, tn.pdp, tn.coaches, tn.career, tn.organizations]).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
  });

  it('keeps tn-only actions in tn (training report, Program Details, TrainTN, feedback)', () => {
    for (const code of TENANT_CODES) {
      const f = TENANTS[code].features;
      const isTn = code === 'tn';
      expect([f.trainingReport, f.programDetails, f.trainTnAccess, f.feedback]).toEqual([
        isTn,
        isTn,
        isTn,
        isTn,
      ]);
      expect(f.trainingGridAddDelete).toBe(!isTn);
      expect(f.directorVerifiesRecords).toBe(isTn);
      expect(f.staffDisablesCertifications).toBe(isTn);
    }
  });

  it('offers Change Email in tn and al only; hides Community Service and References in al', () => {
    expect(TENANT_CODES.filter((c) => TENANTS[c].features.changeEmail).sort()).toEqual(['al', 'tn']);
    expect(getTenant('al').features.userRecordsCommunityService).toBe(false);
    expect(getTenant('al').features.resumeCommunityService).toBe(false);
    expect(getTenant('al').features.resumeReferences).toBe(false);
    expect(getTenant('tn').features.resumeReferences).toBe(true);
  });

  it('drops director reports per spec 2 §9', () => {
    expect(getTenant('al').reports.director).toEqual([
      'Education',
      'Certification/Credential',
      'Training',
      'Career Lattice Level',
    ]);
    expect(getTenant('tn').reports.director).toEqual([
      'Education',
      'Certification/Credential',
      'Training',
      'PDP Required Trainings',
      'PDP Goals',
    ]);
  });

  it('drops admin reports per spec 2 §9 from the list of 11', () => {
    expect(getTenant('jh').reports.admin).toHaveLength(11);
    expect(getTenant('al').reports.admin).not.toContain('Coach Level Users');
    expect(getTenant('al').reports.admin).toContain('Child Care Consultant Level Users');
    expect(getTenant('al').reports.admin).toHaveLength(10);
    expect(getTenant('tn').reports.admin).not.toContain('Unassociated EC Professional Level Users');
    expect(getTenant('tn').reports.admin).not.toContain('QEA Level Users');
    expect(getTenant('tn').reports.admin).toContain('DHS Staff Level Users');
    expect(getTenant('tn').reports.admin).toHaveLength(9);
  });

  it('has the ALL-250 and ALL-350 message groups in al only', () => {
    expect(TENANT_CODES.filter((c) => TENANTS[c].features.messageGroupsQeaAndStaff)).toEqual(['al']);
  });

  it('gives instruction text for dashboard roles only among 200, 250, 300, 350, 375, and none for removed roles', () => {
    for (const code of TENANT_CODES) {
      const t = TENANTS[code];
      for (const role of Object.keys(t.instructions.dashboard)) {
        expect(['200', '250', '300', '350', '375']).toContain(role);
        if (role !== '200') expect(t.generalRoles).toContain(role);
        // Directors (200) hold an organization role: no organizations, no director text.
        else expect(t.features.organizations).toBe(true);
      }
    }
  });

  it('hands the web a copy, not the shared object', () => {
    const copy = publicTenant(getTenant('al'));
    expect(copy).toEqual(getTenant('al'));
    expect(copy).not.toBe(getTenant('al'));
  });

  it('serves a state with its Census FIPS code (al 01, tn 47) and its real county list; jh is not a state', () => {
    expect(getTenant('al').serviceArea).toEqual({ name: 'Alabama', stateFips: '01' });
    expect(getTenant('tn').serviceArea).toEqual({ name: 'Tennessee', stateFips: '47' });
    expect(getTenant('jh').serviceArea.stateFips).toBeNull();
    const al = tenantCounties(getTenant('al'));
    const tn = tenantCounties(getTenant('tn'));
    expect(al).toHaveLength(67);
    expect(tn).toHaveLength(95);
    expect(tenantCounties(getTenant('jh'))).toEqual([]);
    for (const [list, fips] of [
      [al, '01'],
      [tn, '47'],
    ] as const) {
      expect(list.every((county) => county.fips.length === 5 && county.fips.startsWith(fips))).toBe(true);
      expect(new Set(list.map((county) => county.fips)).size).toBe(list.length);
      expect(new Set(list.map((county) => county.name)).size).toBe(list.length);
    }
    expect(al.map((county) => county.name)).toEqual(
      expect.arrayContaining(['Jefferson', 'Mobile', 'Winston']),
    );
    expect(tn.map((county) => county.name)).toEqual(
      expect.arrayContaining(['Davidson', 'Shelby', 'Van Buren']),
    );
  });

  it('carries an official-site banner for the two states and none for jh, which is no government site', () => {
    expect(getTenant('al').officialSiteBanner?.text).toBe('An official website of the State of Alabama');
    expect(getTenant('tn').officialSiteBanner?.text).toBe('An official website of the State of Tennessee');
    expect(getTenant('jh').officialSiteBanner).toBeNull();
  });
});
