import {
  API_PATHS,
  ZDeleteFileQuery,
  ZFileUploadRequest,
  ZMessageResponse,
  ZUploadedFile,
  ZUploadedFileParams,
} from '@registry/contracts';
import { z } from 'zod';
import type { App } from '../../platform/app-types.js';
import { authOf } from '../../platform/auth.js';
import { failures } from '../../platform/route-schemas.js';
import { contentDisposition } from './file-names.js';
import type { FileStorage } from '../../platform/file-storage.js';
import { acceptUploads, readUploadBody, ReceivedFile } from './upload-body.js';
import type { UploadsService } from './uploads.service.js';

const ZUploadBody = ZFileUploadRequest.extend({
  file: z.unknown().optional().describe('the file (binary); its type is decided from its bytes'),
});

/** POST /api/file/upload, GET /api/file/u/{id}, DELETE /api/file (spec 3 §7 "Files"). */
export function registerUploadRoutes(
  app: App,
  service: UploadsService,
  { storage, maxFileBytes }: { storage: FileStorage; maxFileBytes: number },
): void {
  // A scope of its own: only this route reads multipart bodies, and it reads nothing else.
  void app.register(async (scope: App) => {
    await acceptUploads(scope, maxFileBytes);
    scope.post(
      API_PATHS.fileUpload,
      {
        // Before the body is read: nobody signed out makes the server read a large upload.
        onRequest: app.authenticate,
        // Reads the body (streaming the file to the storage) into fields for the schema below.
        preValidation: readUploadBody(storage, maxFileBytes),
        schema: {
          tags: ['files'],
          summary: "Upload a file to a form field of a person's record (multipart/form-data)",
          consumes: ['multipart/form-data'],
          body: ZUploadBody,
          response: { 200: ZUploadedFile, ...failures(400, 401, 404) },
        },
      },
      (request) => {
        const { file, ...fields } = request.body;
        return service.upload(authOf(request), fields, file instanceof ReceivedFile ? file : undefined);
      },
    );
  });

  app.get(
    API_PATHS.uploadedFile,
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['files'],
        summary: 'An uploaded file, inline, with the type detected when it was uploaded',
        params: ZUploadedFileParams,
        response: { 200: z.unknown().describe('the file'), ...failures(401, 404) },
      },
    },
    async (request, reply) => {
      const file = await service.download(authOf(request), request.params.id);
      const type = file.contentType.startsWith('text/')
        ? `${file.contentType}; charset=utf-8`
        : file.contentType;
      return (
        reply
          .type(type)
          // Dropped by the compression plugin when it compresses (text files; platform/compression.ts).
          .header('content-length', file.size)
          .header('content-disposition', contentDisposition('inline', file.fileName))
          // The stored type, never a browser's guess from the bytes; personal data stays out of shared caches.
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, no-store')
          .send(file.stream)
      );
    },
  );

  app.delete(
    API_PATHS.file,
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['files'],
        summary: "Delete an uploaded file of a person's record",
        querystring: ZDeleteFileQuery,
        response: { 200: ZMessageResponse, ...failures(400, 401, 404) },
      },
    },
    (request) => service.delete(authOf(request), request.query),
  );
}
