import type pg from 'pg';
import {
  FIRST_NAMES,
  LAST_NAMES,
  MALE_FIRST_NAMES,
  ORGANIZATION_WORDS,
} from '../../apps/server/test/search-data.js';
import { loadTable, type LoadTiming } from './copy.js';
import type { ScaleCounty } from './geography.js';
import { bulk, type Organization, type ScaleContext } from './model.js';
import { apportion, Weighted, zipf, type Random } from './random.js';
import { ORGANIZATION_PATTERNS } from './vocabulary.js';

/** About one organization in forty is an agency (resource and referral, community action, coalitions). */
const AGENCY_SHARE = 0.025;
/** Each county has at least this many programmes, however small. */
const MIN_PER_COUNTY = 3;

export interface Organizations {
  all: Organization[];
  /** Facilities by county fips. */
  facilitiesByCounty: Map<string, Organization[]>;
  agencies: Organization[];
}

/**
 * The state's organizations across its real counties, in proportion to where people live: facilities
 * (centres, church programmes, Head Start, family child care homes) and a few agencies. Names are unique
 * per county, also against the organizations that exist already (the demo seed's).
 */
export function makeOrganizations(
  context: ScaleContext,
  firstId: number,
  existing: readonly { name: string; county: string }[],
): Organizations {
  const rng = context.rng('organizations');
  const { counties } = context.geography;
  const total = context.options.organizations;
  const agencyCount = Math.max(1, Math.round(total * AGENCY_SHARE));
  const base = Math.min(MIN_PER_COUNTY, Math.floor(total / counties.length));
  const perCounty = apportion(
    total - base * counties.length,
    counties.map((county) => county.weight),
  );
  const agenciesPerCounty = apportion(
    agencyCount,
    counties.map((county) => county.weight),
  );
  const taken = new Set(existing.map((row) => key(row.name, row.county)));
  const firstNames = new Weighted(
    FIRST_NAMES.filter((name) => !MALE_FIRST_NAMES.has(name)),
    zipf(0.6),
  );
  const lastNames = new Weighted(LAST_NAMES, zipf(0.55));
  const all: Organization[] = [];
  const facilitiesByCounty = new Map<string, Organization[]>();
  const agencies: Organization[] = [];
  counties.forEach((county, index) => {
    const count = base + perCounty[index]!;
    // Agencies where people are (in proportion to population), and at least one facility per county.
    const agencyHere = Math.min(agenciesPerCounty[index]!, count - 1);
    for (let n = 0; n < count; n += 1) {
      const agency = n < agencyHere;
      const name = uniqueName(rng, county, agency, taken, firstNames, lastNames);
      const organization: Organization = {
        id: firstId + all.length,
        name,
        county,
        kind: agency ? 'agency' : 'facility',
        director: null,
        directorSinceDay: 0,
      };
      all.push(organization);
      if (agency) agencies.push(organization);
      else {
        const list = facilitiesByCounty.get(county.fips) ?? [];
        list.push(organization);
        facilitiesByCounty.set(county.fips, list);
      }
    }
  });
  // A data set too small for the counties' shares still has an agency: the last programme of the
  // county with the most.
  if (agencies.length === 0) {
    const [fips, list] = [...facilitiesByCounty].reduce((a, b) => (b[1].length > a[1].length ? b : a));
    const organization = list.pop()!;
    if (list.length === 0) facilitiesByCounty.delete(fips);
    taken.delete(key(organization.name, organization.county.name));
    organization.name = uniqueName(rng, organization.county, true, taken, firstNames, lastNames);
    organization.kind = 'agency';
    agencies.push(organization);
  }
  return { all, facilitiesByCounty, agencies };
}

function key(name: string, county: string): string {
  return `${name.toLowerCase()}\u0000${county.toLowerCase()}`;
}

function uniqueName(
  rng: Random,
  county: ScaleCounty,
  agency: boolean,
  taken: Set<string>,
  firstNames: Weighted<string>,
  lastNames: Weighted<string>,
): string {
  for (let attempt = 0; ; attempt += 1) {
    let name = agency ? agencyName(rng, county) : facilityName(rng, county, firstNames, lastNames);
    if (attempt >= 20) name = `${name} of ${rng.pick(county.towns)} ${attempt - 18}`;
    const id = key(name, county.name);
    if (!taken.has(id)) {
      taken.add(id);
      return name;
    }
  }
}

function agencyName(rng: Random, county: ScaleCounty): string {
  const kind = rng.pick(ORGANIZATION_PATTERNS.agencies);
  const draw = rng.next();
  if (draw < 0.5) return `${county.name} County ${kind}`;
  if (draw < 0.8) return `${county.region} Area ${kind}`;
  return `${rng.pick(county.towns)} ${kind}`;
}

function facilityName(
  rng: Random,
  county: ScaleCounty,
  firstNames: Weighted<string>,
  lastNames: Weighted<string>,
): string {
  const { first, second, third } = ORGANIZATION_WORDS;
  const facilityKinds = third.filter((kind) => !kind.endsWith('Agency'));
  const draw = rng.next();
  if (draw < 0.45) return `${rng.pick(first)} ${rng.pick(second)} ${rng.pick(facilityKinds)}`;
  if (draw < 0.6)
    return `${rng.pick(ORGANIZATION_PATTERNS.churches)} ${rng.pick(ORGANIZATION_PATTERNS.churchPrograms)}`;
  if (draw < 0.75) return `${rng.pick(county.towns)} ${rng.pick(ORGANIZATION_PATTERNS.placePrograms)}`;
  if (draw < 0.85) {
    return `${lastNames.pick(rng).replace(/\u2019/g, "'")}'s ${rng.pick(ORGANIZATION_PATTERNS.homePrograms)}`;
  }
  if (draw < 0.92) return `Miss ${firstNames.pick(rng)}'s ${rng.pick(ORGANIZATION_PATTERNS.homePrograms)}`;
  return `${rng.pick(first)} ${rng.pick(second)} of ${rng.pick(county.towns)}`;
}

export function loadOrganizations(
  context: ScaleContext,
  client: pg.ClientBase,
  organizations: readonly Organization[],
): Promise<LoadTiming> {
  return loadTable(
    client,
    'organizations',
    ['id', 'name', 'county', 'kind', 'region', 'county_fips'],
    bulk(context, organizations.length, false),
    (writer) => {
      for (const o of organizations) {
        writer.row([o.id, o.name, o.county.name, o.kind, o.county.region, o.county.fips]);
      }
    },
  );
}
