import type {
  TEntityCrossReferencePropertyRequest,
  TEntityCrossReferencePropertyResponse,
} from '@registry/contracts';
import { API_PATHS } from '@registry/contracts/paths';
import { api } from '../../../lib/api';

/**
 * POST /api/form/entitycrossreferenceproperty: one property of an entity the viewer may see (an element
 * showing a property of what another element references); 404 for an entity the viewer may not see.
 */
export function getCrossReferenceProperty(
  request: TEntityCrossReferencePropertyRequest,
): Promise<TEntityCrossReferencePropertyResponse> {
  return api<TEntityCrossReferencePropertyResponse>(API_PATHS.entityCrossReferenceProperty, {
    method: 'POST',
    body: request,
  });
}
