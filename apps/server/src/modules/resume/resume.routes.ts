import {
  API_PATHS,
  ZResumeCreateRequest,
  ZResumeEditAnswer,
  ZResumeEditRequest,
  ZResumeFields,
  ZResumeFileParams,
  ZResumeIdQuery,
  ZResumePublishAnswer,
  ZResumePublished,
  ZResumePublishedQuery,
} from '@registry/contracts';
import { CLAIMS } from '@registry/domain';
import { z } from 'zod';
import type { App } from '../../platform/app-types.js';
import { authOf, requireClaims } from '../../platform/auth.js';
import { failures } from '../../platform/route-schemas.js';
import type { ResumeService } from './resume.service.js';

const tags = ['resume'];

/** ?preview=1: the file shown in the page (inline) rather than saved (attachment). */
const ZDownloadQuery = z.object({ preview: z.enum(['0', '1']).optional() }).strict();

/**
 * The resume's calls (spec 3 §7: POST /generatedResume/create, edit, publish; GET viewFields,
 * download/{fileKey}) and beyond the spec a person's published resume. Create, edit, publish and viewFields
 * are role 100's (CLAIMS.resume); the download and the published resume are for whoever the service lets
 * read them (404 otherwise).
 */
export function registerResumeRoutes(app: App, service: ResumeService): void {
  const preHandler = [app.authenticate, requireClaims(CLAIMS.resume)];
  app.post(
    API_PATHS.resumeCreate,
    {
      preHandler,
      schema: {
        tags,
        summary: 'Start a new generated resume (a draft), optionally from the choices of one of mine',
        body: ZResumeCreateRequest,
        response: { 200: ZResumeFields, ...failures(400, 401, 403, 404) },
      },
    },
    (request) => service.create(authOf(request), request.body),
  );
  app.get(
    API_PATHS.resumeViewFields,
    {
      preHandler,
      schema: {
        tags,
        summary: "A resume as the editor shows it: its sections with the person's records and the choices",
        querystring: ZResumeIdQuery,
        response: { 200: ZResumeFields, ...failures(400, 401, 403, 404) },
      },
    },
    (request) => service.viewFields(authOf(request), request.query.resumeId),
  );
  app.post(
    API_PATHS.resumeEdit,
    {
      preHandler,
      schema: {
        tags,
        summary: 'Save a generated resume: its name, description and chosen records; the PDF is made again',
        body: ZResumeEditRequest,
        response: { 200: ZResumeEditAnswer, ...failures(400, 401, 403, 404, 409) },
      },
    },
    (request) => service.edit(authOf(request), request.body),
  );
  app.post(
    API_PATHS.resumePublish,
    {
      preHandler,
      schema: {
        tags,
        summary: 'Publish my saved and previewed resume (the one published before is withdrawn)',
        querystring: ZResumeIdQuery,
        response: { 200: ZResumePublishAnswer, ...failures(400, 401, 403, 404, 409) },
      },
    },
    (request) => service.publish(authOf(request), request.query.resumeId),
  );
  app.get(
    API_PATHS.resumeDownload,
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: "A resume's current file by its key (its owner; others only while it is published)",
        params: ZResumeFileParams,
        querystring: ZDownloadQuery,
        response: { 200: z.unknown().describe('application/pdf'), ...failures(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const file = await service.download(authOf(request), request.params.fileKey);
      const disposition = request.query.preview === '1' ? 'inline' : 'attachment';
      return reply
        .type(file.contentType)
        .header('content-disposition', `${disposition}; filename="${file.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(file.body);
    },
  );
  app.get(
    API_PATHS.resumePublished,
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: "A person's published resume, for whoever may read it",
        querystring: ZResumePublishedQuery,
        response: { 200: ZResumePublished, ...failures(400, 401, 404) },
      },
    },
    (request) => service.published(authOf(request), request.query.userId),
  );
}
