import {
  API_PATHS,
  type TCertificateVerification,
  type TMyCertificate,
  type TRevokeCertificate,
  type TRevokeCertificateResult,
  type TSigningKeySet,
} from '@registry/contracts';
import {
  CERTIFICATE_TEXTS as T,
  escapeHtml,
  mayDownloadBadge,
  mayDownloadCertificate,
  mayRevokeCertificate,
} from '@registry/domain';
import type { AppDeps } from '../../platform/app-types.js';
import { fileNameWords } from '../../platform/file-name-words.js';
import { recordAudit } from '../../platform/audit.js';
import { formatCertificateCode, normalizeCertificateCode } from '../../platform/certificate-codes.js';
import type { Deliveries } from '../../platform/deliveries.js';
import { conflict, notFound } from '../../platform/errors.js';
import { forbidden } from '../../platform/auth.js';
import type { AuthContext } from '../../platform/sessions.js';
import { openBadgeCredential, signBadge } from './badge.js';
import type { PdfRenderer } from '../../platform/pdf/index.js';
import type { CertificatePdfJob } from './certificate-pdf.js';
import {
  certificatesOf,
  findCertificate,
  lockCertificate,
  revokeCertificate,
  verificationReader,
  type CertificateRow,
} from './certificates.repository.js';
import { createSigningKeys } from './signing-keys.js';
import { readLogo, type LogoSvg } from './svg-logo.js';

export type CertificatesService = ReturnType<typeof createCertificatesService>;

/** A file the API answers: its bytes or text, its type, and the name it is saved under. */
export interface CertificateFile {
  body: Buffer | string;
  contentType: string;
  fileName: string;
}

/** Where a professional finds their completed trainings and certificates (the calendar's Completed view). */
const COMPLETED_TRAININGS_ROUTE = '/dashboard/calendar?view=completed';

/**
 * Certificates (issue 24): the PDF of a completed training (spec 3 §7 GET /file/c/{certificate}), the public
 * verification of a code, revocation by the administrators, the owner's list, and the same certificate as
 * an Open Badges 3.0 credential signed with the registry's key. The certificate rows are written by the
 * attendance call (modules/enrollment) in the transaction that records a Completed attendance.
 */
export function createCertificatesService(
  deps: AppDeps & { deliveries: Deliveries; pdfs: PdfRenderer<CertificatePdfJob> },
) {
  const { db, config, tenant, clock, deliveries, transaction, pdfs } = deps;
  const verify = verificationReader(db);
  const signingKeys = createSigningKeys({
    db,
    secret: config.jwtSecret,
    clock,
    keySetUrl: `${config.publicBaseUrl}${API_PATHS.certificateKeys}`,
  });
  // Read once per server: the built web app's file does not change while it runs.
  let logo: Promise<LogoSvg | null> | null = null;
  const issuer = { url: config.publicBaseUrl, name: tenant.productName };

  const dayOf = (at: Date) =>
    new Intl.DateTimeFormat('en-US', { timeZone: tenant.timeZone, dateStyle: 'long' }).format(at);
  const viewerOf = (auth: AuthContext) => ({
    userId: auth.userId,
    activeRole: auth.activeRole,
    claims: auth.claims,
  });
  const targetOf = (row: CertificateRow) => ({ ownerUserId: row.userId, trainerUserId: row.trainerUserId });

  /** The certificate of a code as typed, if the viewer may reach it; 404 otherwise (a code is never confirmed). */
  async function reachable(
    auth: AuthContext,
    input: string,
    allowed: typeof mayDownloadCertificate,
  ): Promise<CertificateRow> {
    const code = normalizeCertificateCode(input);
    const row = code === null ? undefined : await findCertificate(db, code);
    if (row === undefined || !allowed(viewerOf(auth), targetOf(row))) throw notFound();
    return row;
  }

  return {
    /**
     * GET /api/file/c/{certificate}: the certificate's PDF for its owner, its session's trainer and the
     * administrators (certificatePolicy); anyone else 404, as for a code that does not exist. A revoked
     * certificate is still answered, marked REVOKED with its date.
     */
    async pdf(auth: AuthContext, input: string): Promise<CertificateFile> {
      const row = await reachable(auth, input, mayDownloadCertificate);
      logo ??= readLogo(config.webDistDir, tenant.logo.src);
      const body = await pdfs.render({
        kind: 'certificate',
        certificate: {
          tenant,
          logo: await logo,
          code: row.code,
          personName: row.personName,
          courseName: row.courseName,
          sectionName: row.sectionName,
          trainingStart: row.trainingStart,
          trainingEnd: row.trainingEnd,
          timeZone: row.timeZone,
          hours: row.hours,
          trainerName: row.trainerName,
          issuedOn: dayOf(row.issuedAt),
          verifyUrl: `${config.publicBaseUrl}/verify/${row.code}`,
          revokedOn: row.revokedAt === null ? null : dayOf(row.revokedAt),
        },
      });
      return {
        body,
        contentType: 'application/pdf',
        fileName: `Certificate-${fileNameWords(`${row.courseName} ${row.sectionName}`, 'Training')}.pdf`,
      };
    },

    /**
     * GET /api/certificate/verify/{code} (public, no session read): whether the code is a genuine
     * certificate, revoked, or unknown (a malformed or forged code too), and for a known one whom and what
     * it certifies; nothing more. One indexed statement.
     */
    async verify(input: string): Promise<TCertificateVerification> {
      const code = normalizeCertificateCode(input);
      const row = code === null ? undefined : await verify(code);
      if (row === undefined) return { status: 'unknown' };
      return {
        status: row.revokedAt === null ? 'valid' : 'revoked',
        personName: row.personName,
        courseName: row.courseName,
        sectionName: row.sectionName,
        trainingStart: row.trainingStart,
        trainingEnd: row.trainingEnd,
        timeZone: row.timeZone,
        hours: row.hours,
        issuer: tenant.productName,
        issuedAt: row.issuedAt.toISOString(),
        revokedAt: row.revokedAt === null ? null : row.revokedAt.toISOString(),
      };
    },

    /**
     * POST /api/certificate/revoke (400, 500, AdminUser; 403 for anyone else): marks the certificate revoked
     * with who and why, in one transaction holding its row, with an audit row and the owner's
     * notification. 404 for an unknown code, 409 when already revoked.
     */
    async revoke(auth: AuthContext, body: TRevokeCertificate): Promise<TRevokeCertificateResult> {
      if (!mayRevokeCertificate(viewerOf(auth))) throw forbidden();
      const code = normalizeCertificateCode(body.code);
      if (code === null) throw notFound();
      const now = clock.now();
      const revokedAt = await transaction(async (trx) => {
        const row = await lockCertificate(trx, code);
        if (row === undefined) throw notFound();
        if (row.revokedAt !== null) throw conflict(T.alreadyRevoked);
        const at = await revokeCertificate(trx, row.id, auth.userId, body.reason, now);
        if (at === undefined) throw conflict(T.alreadyRevoked);
        await recordAudit(trx, {
          actorUserId: auth.userId,
          action: 'certificate.revoke',
          entity: 'Certificate',
          entityId: row.id,
          before: { revokedAt: null },
          after: { revokedAt: at.toISOString(), reason: body.reason },
          at: now,
        });
        const title = `${row.courseName}: ${row.sectionName}`;
        await deliveries.notify(trx, [row.userId], {
          subject: T.revokedNotice.subject(title),
          body:
            `<p>${escapeHtml(T.revokedNotice.body(title, formatCertificateCode(row.code)))}</p>` +
            `<p>${escapeHtml(T.revokedNotice.reason(body.reason))}</p>`,
          route: COMPLETED_TRAININGS_ROUTE,
          linkText: T.revokedNotice.linkText,
        });
        return at;
      });
      return { revokedAt: revokedAt.toISOString(), message: T.revoked };
    },

    /** GET /api/certificate/mine: the signed-in person's own certificates, newest first. */
    async mine(auth: AuthContext): Promise<TMyCertificate[]> {
      const rows = await certificatesOf(db, auth.userId);
      return rows.map((row) => ({
        code: row.code,
        courseName: row.courseName,
        sectionName: row.sectionName,
        trainingStart: row.trainingStart,
        trainingEnd: row.trainingEnd,
        timeZone: row.timeZone,
        hours: row.hours,
        trainerName: row.trainerName,
        issuedAt: row.issuedAt.toISOString(),
        revokedAt: row.revokedAt === null ? null : row.revokedAt.toISOString(),
      }));
    },

    /**
     * GET /api/certificate/badge/{code}: the certificate as an Open Badges 3.0 credential signed as a VC-JWT,
     * for its owner only (anyone else 404); a revoked certificate has none (409).
     */
    async badge(auth: AuthContext, input: string): Promise<CertificateFile> {
      const row = await reachable(auth, input, mayDownloadBadge);
      if (row.revokedAt !== null) throw conflict(T.badgeRevoked);
      const key = await signingKeys.current();
      const credential = openBadgeCredential(row, issuer);
      const jwt = await signBadge(credential, key, signingKeys.kid(key.id));
      return {
        body: jwt,
        contentType: 'application/jwt',
        fileName: `Badge-${fileNameWords(`${row.courseName} ${row.sectionName}`, 'Training')}.jwt`,
      };
    },

    /**
     * GET /api/certificate/jwks (public): every signing key's public half, so badges verify offline; the key
     * in use is made first if no badge was signed yet, so the set is never empty.
     */
    async keySet(): Promise<TSigningKeySet> {
      await signingKeys.current();
      return { keys: await signingKeys.published() };
    },
  };
}
