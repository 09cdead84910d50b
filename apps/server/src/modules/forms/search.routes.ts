import {
  API_PATHS,
  ZAutocompleteItems,
  ZAutocompleteRequest,
  ZEntityCrossReferencePropertyRequest,
  ZEntityCrossReferencePropertyResponse,
  ZEntityCrossReferenceRequest,
} from '@registry/contracts';
import type { App } from '../../platform/app-types.js';
import { authOf } from '../../platform/auth.js';
import { failures } from '../../platform/route-schemas.js';
import type { FormSearches } from './search.js';

/**
 * The form searches (spec 3 §7). Like the form calls, they require a session rather than a claim (a
 * first-time login has none); what the viewer finds is the policy's answer (entitySearchScope).
 */
export function registerFormSearchRoutes(app: App, searches: FormSearches): void {
  app.post(
    API_PATHS.autocomplete,
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['forms'],
        summary: "An autocomplete element's choices matching the text (word prefixes), best first",
        body: ZAutocompleteRequest,
        response: { 200: ZAutocompleteItems, ...failures(400, 401, 404) },
      },
    },
    (request) => searches.autocomplete(authOf(request), request.body),
  );
  app.post(
    API_PATHS.entityCrossReference,
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['forms'],
        summary:
          'Entities the viewer may see whose search property matches the text (word prefixes), best first',
        body: ZEntityCrossReferenceRequest,
        response: { 200: ZAutocompleteItems, ...failures(400, 401, 404) },
      },
    },
    (request) => searches.entityCrossReference(authOf(request), request.body),
  );
  app.post(
    API_PATHS.entityCrossReferenceProperty,
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['forms'],
        summary: 'One property of an entity the viewer may see (404 for one they may not)',
        body: ZEntityCrossReferencePropertyRequest,
        response: { 200: ZEntityCrossReferencePropertyResponse, ...failures(400, 401, 404) },
      },
    },
    (request) => searches.entityCrossReferenceProperty(authOf(request), request.body),
  );
}
