import {
  API_PATHS,
  RENEWED_TOKEN_HEADER,
  ZFormRequest,
  ZFormResponse,
  ZFormResponseRequest,
  ZFormSaved,
  ZPreSubmissionRequest,
  ZPreSubmissionResponse,
} from '@registry/contracts';
import type { App } from '../../platform/app-types.js';
import { authOf } from '../../platform/auth.js';
import { failures } from '../../platform/route-schemas.js';
import type { FormsService } from './forms.service.js';
import { registerFormSearchRoutes } from './search.routes.js';

export function registerFormsRoutes(app: App, service: FormsService): void {
  app.post(
    API_PATHS.form,
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['forms'],
        summary: "A form with a record's values (or a new record's), read-only where the viewer may not edit",
        body: ZFormRequest,
        response: { 200: ZFormResponse, ...failures(400, 401, 404) },
      },
    },
    (request) => service.getForm(authOf(request), request.body),
  );
  app.post(
    API_PATHS.formResponse,
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['forms'],
        summary: `Save a form: rules evaluated again and every element checked on the server; a renewed token in ${RENEWED_TOKEN_HEADER} when it completed the profile`,
        body: ZFormResponseRequest,
        response: { 200: ZFormSaved, ...failures(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { saved, jwt } = await service.saveResponse(authOf(request), request.body);
      if (jwt !== null) reply.header(RENEWED_TOKEN_HEADER, jwt.auth_token);
      return saved;
    },
  );
  app.post(
    API_PATHS.preSubmission,
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['forms'],
        summary: "The form's configured pre-submission checks: messages, and whether they may be overridden",
        body: ZPreSubmissionRequest,
        response: { 200: ZPreSubmissionResponse, ...failures(400, 401, 403, 404) },
      },
    },
    (request) => service.preSubmission(authOf(request), request.body),
  );
  registerFormSearchRoutes(app, service.searches);
}
