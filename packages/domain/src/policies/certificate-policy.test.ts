import { describe, expect, it } from 'vitest';
import type { RoleName } from '../roles.js';
import type { TENANT_CODES } from '../tenants/index.js';
import { A_PROFESSIONAL, ANOTHER_TRAINER, ME, ROLES, viewerAs } from './catalogue-test-support.js';
import {
  certificateAccess,
  hoursText,
  mayDownloadBadge,
  mayDownloadCertificate,
  mayRevokeCertificate,
  sessionPeriodText,
  type CertificateTarget,
} from './certificate-policy.js';

/**
 * Whose certificate the viewer (ME) looks at: their own, one of a session they trained, or another's (a
 * person they direct, a professional of their agency, anyone: the policy reads no organization).
 */
type Target = 'own' | 'my session’s' | 'another’s';

function target(whose: Target): CertificateTarget {
  if (whose === 'own') return { ownerUserId: ME, trainerUserId: ANOTHER_TRAINER };
  if (whose === 'my session’s') return { ownerUserId: A_PROFESSIONAL, trainerUserId: ME };
  return { ownerUserId: A_PROFESSIONAL, trainerUserId: ANOTHER_TRAINER };
}

/** P(DF), B(adge), R(evoke); '-' where not allowed. */
function flags(role: RoleName, tenantCode: (typeof TENANT_CODES)[number], whose: Target): string {
  const viewer = viewerAs(role, tenantCode);
  const certificate = target(whose);
  return [
    mayDownloadCertificate(viewer, certificate) ? 'P' : '-',
    mayDownloadBadge(viewer, certificate) ? 'B' : '-',
    mayRevokeCertificate(viewer) ? 'R' : '-',
  ].join('');
}

describe('certificates: roles x targets (issue 24, GET /file/c/{certificate}, badge, revoke)', () => {
  // [role, whose, flags in al and jh (tenants with trainers)]
  const table: [RoleName, Target, string][] = [
    // The owner, whatever role is active: the PDF and the badge; never revokes their own.
    ['100', 'own', 'PB-'],
    ['200', 'own', 'PB-'],
    ['250', 'own', 'PB-'],
    ['350', 'own', 'PB-'],
    // The trainer of the session: the PDF of the people they trained, no badge, no revocation.
    ['250', 'my session’s', 'P--'],
    // Another trainer, a director of the person, agency staff: nothing (404).
    ['250', 'another’s', '---'],
    ['100', 'another’s', '---'],
    ['200', 'another’s', '---'],
    ['300', 'another’s', '---'],
    ['350', 'another’s', '---'],
    ['375', 'another’s', '---'],
    ['ApiUser', 'another’s', '---'],
    // The administrators: every certificate's PDF, and they revoke; the badge stays the owner's.
    ['400', 'another’s', 'P-R'],
    ['500', 'another’s', 'P-R'],
    ['AdminUser', 'another’s', 'P-R'],
    ['400', 'own', 'PBR'],
    ['500', 'my session’s', 'P-R'],
  ];
  it.each(table.flatMap((row) => (['al', 'jh'] as const).map((code) => [code, ...row] as const)))(
    '%s: %s on %s certificate: %s',
    (tenantCode, role, whose, expected) => {
      expect(flags(role, tenantCode, whose)).toBe(expected);
    },
  );

  it('the trainer is the trainer of the session only while 250 is active (its claim), not as a professional', () => {
    const asProfessional = viewerAs('100', 'al');
    expect(certificateAccess(asProfessional, target('my session’s'))).toBe('none');
    expect(certificateAccess(viewerAs('250', 'al'), target('my session’s'))).toBe('trainer');
  });

  it('tn has no trainer (250): the owner and the administrators only', () => {
    for (const role of ROLES) {
      const expected = ['400', '500', 'AdminUser'].includes(role) ? 'P-R' : '---';
      expect(flags(role, 'tn', 'my session’s'), role).toBe(expected);
      expect(flags(role, 'tn', 'own').slice(0, 2), role).toBe('PB');
    }
  });

  it('nobody signed in without a role reaches anything but their own', () => {
    const viewer = viewerAs(null, 'al');
    expect(certificateAccess(viewer, target('another’s'))).toBe('none');
    expect(certificateAccess(viewer, target('own'))).toBe('owner');
    expect(mayRevokeCertificate(viewer)).toBe(false);
  });
});

describe('certificate texts', () => {
  it('reads hours as a person does', () => {
    expect(hoursText('3.00')).toBe('3');
    expect(hoursText('2.50')).toBe('2.5');
    expect(hoursText(1.25)).toBe('1.25');
  });

  it('writes a session of one day and one of several days in its own zone', () => {
    expect(sessionPeriodText('2030-05-12 09:00:00', '2030-05-12 12:30:00', 'America/Chicago')).toBe(
      'May 12, 2030, 9:00 AM \u2013 12:30 PM Central Time',
    );
    expect(sessionPeriodText('2030-05-12 09:00:00', '2030-05-13 16:00:00', 'America/New_York')).toBe(
      'May 12, 2030, 9:00 AM \u2013 May 13, 2030, 4:00 PM Eastern Time',
    );
    expect(sessionPeriodText('2030-05-12 09:00', '2030-05-12 10:00', 'Europe/Paris')).toBe(
      'May 12, 2030, 9:00 AM \u2013 10:00 AM Europe/Paris',
    );
  });
});
