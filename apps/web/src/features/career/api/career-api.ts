import type {
  TLatticePlacement,
  TLatticeRequirements,
  TLatticeRequirementsUpdate,
  TLatticeRequirementsUpdated,
} from '@registry/contracts';
import { API_PATHS } from '@registry/contracts/paths';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const careerKeys = {
  all: ['career'] as const,
  requirements: ['career', 'requirements'] as const,
  placement: (userId: number | null) => ['career', 'placement', userId] as const,
};

/** GET /api/career/requirements: the tenant's eight levels and what each requires. */
export function requirementsQuery() {
  return queryOptions({
    queryKey: careerKeys.requirements,
    queryFn: ({ signal }) => api<TLatticeRequirements>(API_PATHS.careerRequirements, { signal }),
  });
}

/** GET /api/career/placement: a person's placement (null: the viewer's own) and what the next level needs. */
export function placementQuery(userId: number | null) {
  return queryOptions({
    queryKey: careerKeys.placement(userId),
    queryFn: ({ signal }) =>
      api<TLatticePlacement>(API_PATHS.careerPlacement, {
        ...(userId === null ? {} : { query: { userId } }),
        signal,
      }),
  });
}

/** PUT /api/career/requirements: an administrator replaces the eight levels. */
export const saveRequirements = (body: TLatticeRequirementsUpdate) =>
  api<TLatticeRequirementsUpdated>(API_PATHS.careerRequirements, { method: 'PUT', body });
