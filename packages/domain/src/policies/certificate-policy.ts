import { CLAIMS } from '../claims.js';
import { isRoleIn } from '../roles.js';
import { sessionTimeText } from '../training/registration.js';
import { TIME_ZONE_NAMES } from '../training/regions.js';
import { TRAINING_OVERSIGHT_ROLES } from './course-policy.js';
import type { RecordsViewer } from './records.js';

/**
 * A certificate as its policy reads it (issue 24; spec 3 §7 GET /file/c/{certificate}): whose it is (the
 * person who completed the training) and who trained them (the session's trainer).
 */
export interface CertificateTarget {
  ownerUserId: number;
  /** The trainer of the certificate's session (the owner of its course section). */
  trainerUserId: number;
}

/** How the viewer stands to a certificate: its owner, its session's trainer, an administrator, or none. */
export type CertificateAccess = 'owner' | 'trainer' | 'administrator' | 'none';

/**
 * Who reaches a certificate (docs/decisions/certificates.md):
 * - its owner, whatever role is active (it is their document);
 * - the trainer of its session (active 250 with `training.manage`, as the catalogue's reach: their own
 *   sessions only; another trainer's certificates do not exist for them);
 * - the administrators (400, 500, AdminUser: TRAINING_OVERSIGHT_ROLES, who read every catalogue).
 * Nobody else: not a director of the person nor agency staff (350, 375), who see the verified training
 * record and may check the certificate on the public page. Their calls answer 404 (whether a code
 * exists is not told).
 */
export function certificateAccess(viewer: RecordsViewer, target: CertificateTarget): CertificateAccess {
  if (viewer.userId === target.ownerUserId) return 'owner';
  if (viewer.claims.includes(CLAIMS.manageTraining) && viewer.userId === target.trainerUserId)
    return 'trainer';
  if (isRoleIn(TRAINING_OVERSIGHT_ROLES, viewer.activeRole)) return 'administrator';
  return 'none';
}

/** The certificate's PDF: its owner, its trainer and the administrators (a revoked one too, marked so). */
export const mayDownloadCertificate = (viewer: RecordsViewer, target: CertificateTarget): boolean =>
  certificateAccess(viewer, target) !== 'none';

/**
 * The Open Badges credential: its owner only (it is the owner's to carry to another state; a trainer or
 * an administrator has the PDF and the public page).
 */
export const mayDownloadBadge = (viewer: RecordsViewer, target: CertificateTarget): boolean =>
  certificateAccess(viewer, target) === 'owner';

/**
 * Revoking a certificate (beyond the spec): the administrators only (active 400, 500, AdminUser), never its
 * trainer (attendance is final: a trainer who recorded it wrongly asks an administrator) nor its owner.
 */
export const mayRevokeCertificate = (viewer: Pick<RecordsViewer, 'activeRole'>): boolean =>
  isRoleIn(TRAINING_OVERSIGHT_ROLES, viewer.activeRole);

/** What a public verification answers: genuine, revoked, or no certificate has this code. */
export type CertificateStatus = 'valid' | 'revoked' | 'unknown';

/** Hours as a person reads them: '3', '2.5', '1.25' (numeric text or a number). */
export function hoursText(hours: string | number): string {
  const value = Math.round(Number(hours) * 100) / 100;
  return Number.isFinite(value) ? String(value) : String(hours);
}

/** The time zone's name ('Central Time'), or its IANA name when it has none of ours. */
export const timeZoneName = (timeZone: string): string => TIME_ZONE_NAMES[timeZone] ?? timeZone;

/**
 * A session's dates as a person reads them, in its own zone: 'May 12, 2030, 9:00 AM – 12:00 PM Central
 * Time' on one day, 'May 12, 2030, 9:00 AM – May 13, 2030, 4:00 PM Central Time' over several.
 */
export function sessionPeriodText(start: string, end: string, timeZone: string): string {
  const zone = timeZoneName(timeZone);
  const endText = sessionTimeText(end, zone);
  if (start.slice(0, 10) === end.slice(0, 10)) {
    const clock = /, (\d{1,2}:\d{2} [AP]M .*)$/.exec(endText)?.[1];
    if (clock !== undefined) return `${sessionTimeText(start, null)} \u2013 ${clock}`;
  }
  return `${sessionTimeText(start, null)} \u2013 ${endText}`;
}

/** The certificates' texts (ours: the spec names the certificate's address only). */
export const CERTIFICATE_TEXTS = {
  title: 'Certificate of Completion',
  certifies: 'This certifies that',
  completed: 'has completed the training',
  hours: (hours: string | number) => (hoursText(hours) === '1' ? '1 hour' : `${hoursText(hours)} hours`),
  trainer: 'Trainer',
  issued: 'Issued',
  dates: 'Dates',
  code: 'Certificate code',
  verifyAt: (url: string) => `Check this certificate at ${url}`,
  revokedMark: 'REVOKED',
  revokedOn: (date: string) => `This certificate was revoked on ${date} and is no longer valid.`,
  // Answers of the calls.
  reasonRequired: 'A reason is required.',
  alreadyRevoked: 'This certificate was already revoked.',
  badgeRevoked: 'This certificate was revoked: it has no badge.',
  revoked: 'The certificate was revoked.',
  // The owner's notification of a revocation.
  revokedNotice: {
    subject: (title: string) => `Your certificate for ${title} was revoked`,
    body: (title: string, code: string) =>
      `Your certificate for ${title} (code ${code}) was revoked by the registry and is no longer valid.`,
    reason: (reason: string) => `Reason: ${reason}`,
    linkText: 'View Completed Trainings',
  },
  // The Open Badges credential.
  badgeCriteria: (trainer: string) =>
    `Attended the whole training; the trainer (${trainer}) recorded the attendance as Completed in the registry.`,
  badgeDescription: (course: string, session: string, period: string, hours: string) =>
    `Completion of the training ${course}: ${session}, ${period}, ${hours} of training.`,
} as const;
