import type { TOrganization } from '@registry/contracts';
import {
  FORM_SEARCH_LIMIT,
  normalizeSearchText,
  ORGANIZATION_ROLE_TEXTS,
  searchAllowed,
  searchWords,
  SEARCH_TEXTS,
} from '@registry/domain';
import type { AppDeps } from '../../platform/app-types.js';
import { badRequest, notFound } from '../../platform/errors.js';
import {
  findCounty,
  findOrganization,
  organizationsOfCounty,
  searchCounties,
  searchOrganizations,
  type KeyValue,
} from './organization-directory.repository.js';

export type OrganizationDirectory = ReturnType<typeof createOrganizationDirectory>;

/**
 * The registry's organizations as a public directory for everyone signed in (spec 1 §7 agencysearch,
 * countysearch, searchagencybycounty, accounts/organization; spec 2 §3 key/value results): the employment
 * form and the role requests need them, the first-time setup included. Where the tenant has no
 * organizations (jh) every call answers 404, as the feature is not there.
 */
export function createOrganizationDirectory({ db, tenant }: Pick<AppDeps, 'db' | 'tenant'>) {
  const stateFips = tenant.serviceArea.stateFips;

  function requireDirectory(): string {
    if (!tenant.features.organizations || stateFips === null) throw notFound();
    return stateFips;
  }

  /** The normalised query, refused under two characters (spec 2 §5). */
  function query(searchString: string): string {
    const text = normalizeSearchText(searchString);
    if (!searchAllowed(text, false)) throw badRequest({ searchString: SEARCH_TEXTS.tooShort });
    return text;
  }

  return {
    /** Organizations by word prefixes of their name, best first, at most FORM_SEARCH_LIMIT. */
    async searchAgencies(searchString: string): Promise<KeyValue[]> {
      requireDirectory();
      const text = query(searchString);
      return searchOrganizations(db, {
        words: searchWords(text),
        prefix: text.toLowerCase(),
        limit: FORM_SEARCH_LIMIT,
      });
    },

    /** The counties of the tenant's state whose name starts with the text (a state has at most a few hundred). */
    async searchCounties(searchString: string): Promise<KeyValue[]> {
      const state = requireDirectory();
      return searchCounties(db, state, query(searchString).toLowerCase());
    },

    /** Every organization of a county of the tenant's state (404 for a county of no such state). */
    async agenciesByCounty(countyId: string): Promise<KeyValue[]> {
      const state = requireDirectory();
      if (!(await findCounty(db, state, countyId))) throw notFound(ORGANIZATION_ROLE_TEXTS.noSuchCounty);
      return organizationsOfCounty(db, countyId);
    },

    /** One organization's details. */
    async organization(orgId: number): Promise<TOrganization> {
      requireDirectory();
      const found = await findOrganization(db, orgId);
      if (!found) throw notFound(ORGANIZATION_ROLE_TEXTS.noSuchOrganization);
      return found;
    },
  };
}
