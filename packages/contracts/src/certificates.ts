import { CERTIFICATE_TEXTS } from '@registry/domain';
import { z } from 'zod';
import { zText } from './common.js';

/**
 * Certificates (issue 24; spec 3 §7 GET /file/c/{certificate}; beyond the spec: the public verification,
 * revocation and the Open Badges credential). A certificate is named by its public short code
 * (XXXX-XXXX-XXXX), in any case, dashes optional; a code that cannot be one is simply unknown.
 */
const code = zText().max(40);

/** GET /api/file/c/{certificate}: the certificate's PDF. */
export const ZCertificateFileParams = z.object({ certificate: code }).strict();
export type TCertificateFileParams = z.infer<typeof ZCertificateFileParams>;

/** GET /api/certificate/verify/{code} and GET /api/certificate/badge/{code}. */
export const ZCertificateCodeParams = z.object({ code }).strict();
export type TCertificateCodeParams = z.infer<typeof ZCertificateCodeParams>;

/**
 * The public verification's answer, and nothing more (no ids, no e-mail, no trainer, no reason): whether
 * the certificate is genuine, revoked or unknown, and for a known one whom and what it certifies. The
 * training's times are wall times in its zone ('YYYY-MM-DD HH:MM:SS'; `timeZone` the IANA name); `issuer`
 * the registry's product name; `issuedAt` and `revokedAt` instants (ISO 8601).
 */
export const ZCertificateVerification = z.discriminatedUnion('status', [
  z.object({ status: z.literal('unknown') }).strict(),
  z
    .object({
      status: z.enum(['valid', 'revoked']),
      personName: z.string(),
      courseName: z.string(),
      sectionName: z.string(),
      trainingStart: z.string(),
      trainingEnd: z.string(),
      timeZone: z.string(),
      hours: z.string(),
      issuer: z.string(),
      issuedAt: z.string(),
      revokedAt: z.string().nullable(),
    })
    .strict(),
]);
export type TCertificateVerification = z.infer<typeof ZCertificateVerification>;

/** POST /api/certificate/revoke (400, 500, AdminUser): the certificate's code and why (required). */
export const ZRevokeCertificate = z
  .object({
    code,
    reason: zText().trim().min(1, CERTIFICATE_TEXTS.reasonRequired).max(2000),
  })
  .strict();
export type TRevokeCertificate = z.infer<typeof ZRevokeCertificate>;
export const ZRevokeCertificateResult = z.object({ revokedAt: z.string(), message: z.string() }).strict();
export type TRevokeCertificateResult = z.infer<typeof ZRevokeCertificateResult>;

/** GET /api/certificate/mine: the signed-in person's certificates (their completed trainings), newest first. */
export const ZMyCertificate = z
  .object({
    code: z.string(),
    courseName: z.string(),
    sectionName: z.string(),
    trainingStart: z.string(),
    trainingEnd: z.string(),
    timeZone: z.string(),
    hours: z.string(),
    trainerName: z.string(),
    issuedAt: z.string(),
    revokedAt: z.string().nullable(),
  })
  .strict();
export type TMyCertificate = z.infer<typeof ZMyCertificate>;
export const ZMyCertificates = z.array(ZMyCertificate);

/**
 * GET /api/certificate/jwks: the public keys the registry signs its Open Badges credentials with (RFC 7517
 * JWK Set; RSA keys, RS256), every key ever used, so an old badge still verifies.
 */
export const ZSigningKeySet = z
  .object({
    keys: z.array(
      z
        .object({
          kty: z.literal('RSA'),
          kid: z.string(),
          alg: z.literal('RS256'),
          use: z.literal('sig'),
          n: z.string(),
          e: z.string(),
        })
        .strict(),
    ),
  })
  .strict();
export type TSigningKeySet = z.infer<typeof ZSigningKeySet>;
