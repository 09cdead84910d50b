import { AL_COUNTIES } from '../tenants/counties/al.js';
import type { Tenant } from '../tenants/types.js';

/**
 * The training regions (spec 3 §9: Birmingham, Dothan, Fort Payne, Huntsville, Mobile, Montgomery, Opelika,
 * Talladega, Tuscaloosa): a session is held in one; a person registering from an organization in another
 * asks the trainer's approval (spec 3 §4 "Out-of-region"). The choice list 'regions' is seeded from here.
 */
export const TRAINING_REGIONS = [
  ['birmingham', 'Birmingham'],
  ['dothan', 'Dothan'],
  ['fort-payne', 'Fort Payne'],
  ['huntsville', 'Huntsville'],
  ['mobile', 'Mobile'],
  ['montgomery', 'Montgomery'],
  ['opelika', 'Opelika'],
  ['talladega', 'Talladega'],
  ['tuscaloosa', 'Tuscaloosa'],
] as const;
export type TrainingRegion = (typeof TRAINING_REGIONS)[number][0];

/**
 * Alabama's counties by training region, each county in the region of the nearest of the nine cities
 * (docs/decisions/training-catalogue.md): the spec names the regions, not their counties.
 */
const AL_REGION_COUNTIES: Record<TrainingRegion, readonly string[]> = {
  birmingham: ['Jefferson', 'Shelby', 'Blount', 'Walker', 'St. Clair', 'Chilton'],
  huntsville: [
    'Madison',
    'Limestone',
    'Morgan',
    'Marshall',
    'Lauderdale',
    'Colbert',
    'Franklin',
    'Lawrence',
    'Cullman',
  ],
  'fort-payne': ['DeKalb', 'Jackson', 'Cherokee', 'Etowah'],
  talladega: ['Talladega', 'Calhoun', 'Clay', 'Randolph', 'Cleburne', 'Coosa'],
  tuscaloosa: [
    'Tuscaloosa',
    'Pickens',
    'Greene',
    'Hale',
    'Bibb',
    'Fayette',
    'Lamar',
    'Marion',
    'Winston',
    'Sumter',
  ],
  montgomery: [
    'Montgomery',
    'Autauga',
    'Elmore',
    'Lowndes',
    'Butler',
    'Crenshaw',
    'Pike',
    'Bullock',
    'Dallas',
    'Perry',
    'Wilcox',
  ],
  opelika: ['Lee', 'Russell', 'Chambers', 'Tallapoosa', 'Macon'],
  dothan: ['Houston', 'Dale', 'Henry', 'Geneva', 'Coffee', 'Barbour', 'Covington'],
  mobile: [
    'Mobile',
    'Baldwin',
    'Washington',
    'Clarke',
    'Escambia',
    'Monroe',
    'Choctaw',
    'Conecuh',
    'Marengo',
  ],
};

const AL_COUNTY_REGION: ReadonlyMap<string, TrainingRegion> = new Map(
  (Object.entries(AL_REGION_COUNTIES) as [TrainingRegion, readonly string[]][]).flatMap(([region, names]) =>
    names.map((name) => {
      const county = AL_COUNTIES.find((c) => c.name === name);
      if (county === undefined) throw new Error(`No Alabama county named ${name}.`);
      return [county.fips, region] as const;
    }),
  ),
);

/** Every Alabama county has its region (the table above covers all 67). */
export const AL_COUNTIES_WITHOUT_REGION = AL_COUNTIES.filter((c) => !AL_COUNTY_REGION.has(c.fips)).map(
  (c) => c.name,
);

/**
 * The training region of a county, where the tenant divides its state into the regions (al); null where it
 * does not (tn, jh: every organization is in every session's region, so no request needs approval).
 */
export function regionOfCounty(
  tenant: Pick<Tenant, 'code'>,
  countyFips: string | null,
): TrainingRegion | null {
  if (tenant.code !== 'al' || countyFips === null) return null;
  return AL_COUNTY_REGION.get(countyFips) ?? null;
}

/**
 * The region check (spec 3 §7 GET regioncheck: region, userId, organizationId → boolean): true when the
 * session has no region, the tenant has no regions, the person registers without an organization, or the
 * organization's county lies in the session's region.
 */
export function isInRegion(
  tenant: Pick<Tenant, 'code'>,
  sessionRegion: string | null,
  organizationCountyFips: string | null | undefined,
): boolean {
  if (sessionRegion === null || tenant.code !== 'al' || organizationCountyFips == null) return true;
  return regionOfCounty(tenant, organizationCountyFips) === sessionRegion;
}

/** The time zones a session may be held in, by tenant (tn spans Central and Eastern time). */
export function sessionTimeZones(tenant: Pick<Tenant, 'code' | 'timeZone'>): readonly string[] {
  switch (tenant.code) {
    case 'tn':
      return ['America/Chicago', 'America/New_York'];
    case 'jh':
      return [
        'America/New_York',
        'America/Chicago',
        'America/Denver',
        'America/Phoenix',
        'America/Los_Angeles',
      ];
    default:
      return [tenant.timeZone];
  }
}

export const TIME_ZONE_NAMES: Readonly<Record<string, string>> = {
  'America/New_York': 'Eastern Time',
  'America/Chicago': 'Central Time',
  'America/Denver': 'Mountain Time',
  'America/Phoenix': 'Arizona Time',
  'America/Los_Angeles': 'Pacific Time',
};
