import {
  API_PATHS,
  ZCertificateCodeParams,
  ZCertificateFileParams,
  ZCertificateVerification,
  ZMyCertificates,
  ZRevokeCertificate,
  ZRevokeCertificateResult,
  ZSigningKeySet,
} from '@registry/contracts';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { RateLimits } from '../../config.js';
import type { App } from '../../platform/app-types.js';
import { authOf } from '../../platform/auth.js';
import { failures, ZNoQuery } from '../../platform/route-schemas.js';
import type { CertificateFile, CertificatesService } from './certificates.service.js';

const tags = ['certificates'];

/** A file as an attachment (names ASCII by construction: fileNameWords), never kept by a cache. */
function sendFile(reply: FastifyReply, file: CertificateFile) {
  return reply
    .type(file.contentType)
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(typeof file.body === 'string' ? Buffer.from(file.body, 'utf8') : file.body);
}

/**
 * Certificates (issue 24): GET /api/file/c/{certificate} (spec 3 §7), and beyond the spec the public
 * verification, revocation, the owner's list, the Open Badges credential and the signing keys.
 */
export function registerCertificatesRoutes(app: App, service: CertificatesService, limits: RateLimits): void {
  app.get(
    API_PATHS.certificateFile,
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary:
          "A certificate's PDF by its code (its owner, its session's trainer, 400, 500, AdminUser; others 404)",
        params: ZCertificateFileParams,
        querystring: ZNoQuery,
        response: { 200: z.unknown().describe('application/pdf'), ...failures(401, 404) },
      },
    },
    async (request, reply) => sendFile(reply, await service.pdf(authOf(request), request.params.certificate)),
  );

  // Public: no sign-in, no session read; limited per client address so that codes are not listed.
  app.get(
    API_PATHS.certificateVerify,
    {
      config: { rateLimit: { max: limits.verifyCertificate, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary:
          "Whether a certificate's code is genuine, revoked or unknown, and whom and what it certifies (public)",
        params: ZCertificateCodeParams,
        querystring: ZNoQuery,
        response: { 200: ZCertificateVerification, ...failures(400, 429) },
      },
    },
    (request) => service.verify(request.params.code),
  );

  app.post(
    API_PATHS.certificateRevoke,
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Revoke a certificate, with the reason (400, 500, AdminUser); its owner is notified',
        body: ZRevokeCertificate,
        response: { 200: ZRevokeCertificateResult, ...failures(400, 401, 403, 404, 409) },
      },
    },
    (request) => service.revoke(authOf(request), request.body),
  );

  app.get(
    API_PATHS.myCertificates,
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: "The signed-in person's certificates (their completed trainings), newest first",
        querystring: ZNoQuery,
        response: { 200: ZMyCertificates, ...failures(401) },
      },
    },
    (request) => service.mine(authOf(request)),
  );

  app.get(
    API_PATHS.certificateBadge,
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary:
          'A certificate as an Open Badges 3.0 credential, a VC-JWT signed by the registry (its owner only)',
        params: ZCertificateCodeParams,
        querystring: ZNoQuery,
        response: { 200: z.unknown().describe('application/jwt'), ...failures(401, 404, 409) },
      },
    },
    async (request, reply) => sendFile(reply, await service.badge(authOf(request), request.params.code)),
  );

  // Public: the keys change only when the JWT secret does; a verifier may keep them five minutes.
  app.get(
    API_PATHS.certificateKeys,
    {
      schema: {
        tags,
        summary: "The registry's public signing keys (JWK Set), to verify its badges offline",
        querystring: ZNoQuery,
        response: { 200: ZSigningKeySet },
      },
    },
    async (_request, reply) =>
      reply
        .type('application/jwk-set+json')
        .header('cache-control', 'public, max-age=300')
        .send(await service.keySet()),
  );
}
