import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tenantCounties, type Tenant } from '../../packages/domain/src/index.js';
import { Weighted } from './random.js';
import { STATE_WORDS, type StateWords } from './vocabulary.js';

export interface ScaleCounty {
  fips: string;
  name: string;
  /** The training region whose centre town is nearest the county (spec 3: al's nine regions). */
  region: string;
  towns: readonly string[];
  weight: number;
}

export interface Geography {
  words: StateWords;
  counties: readonly ScaleCounty[];
  /** Counties by where people live and work (population). */
  byPopulation: Weighted<ScaleCounty>;
}

/** The tenant's state: its counties (the counties table's), where people live, and its words. */
export function tenantGeography(tenant: Tenant): Geography {
  const stateFips = tenant.serviceArea.stateFips;
  const words = stateFips === null ? undefined : STATE_WORDS[stateFips];
  const counties = tenantCounties(tenant);
  if (!words || counties.length === 0) {
    throw new Error(
      `The state-scale data set is a state's: tenant ${tenant.code} serves ${tenant.serviceArea.name}, which has no county list. Use al or tn.`,
    );
  }
  const centres = countyCentres(counties.map((county) => county.fips));
  const scaleCounties = counties.map((county) => {
    const centre = centres.get(county.fips);
    if (!centre) throw new Error(`No boundary for county ${county.fips} in us-atlas.`);
    return {
      fips: county.fips,
      name: county.name,
      region: nearestTown(centre, words.regionTowns),
      towns: words.towns[county.name] ?? [county.name],
      weight: words.countyWeights[county.name] ?? words.otherCountyWeight,
    };
  });
  return {
    words,
    counties: scaleCounties,
    byPopulation: new Weighted(scaleCounties, (county) => county.weight),
  };
}

type Point = readonly [longitude: number, latitude: number];

interface Topology {
  transform: { scale: [number, number]; translate: [number, number] };
  arcs: [number, number][][];
  objects: { counties: { geometries: { id: string; type: string; arcs: unknown }[] } };
}

/**
 * The centre of each county: the mean of its boundary's points in the Census Bureau's outlines (us-atlas,
 * which the web's maps are drawn from). Close enough to tell which regional town is nearest.
 */
function countyCentres(fipsCodes: readonly string[]): Map<string, Point> {
  const require = createRequire(import.meta.url);
  const topology = JSON.parse(
    readFileSync(require.resolve('us-atlas/counties-10m.json'), 'utf8'),
  ) as Topology;
  const { scale, translate } = topology.transform;
  const wanted = new Set(fipsCodes);
  const centres = new Map<string, Point>();
  for (const geometry of topology.objects.counties.geometries) {
    if (!wanted.has(geometry.id)) continue;
    let x = 0;
    let y = 0;
    let count = 0;
    const arcIndexes = (JSON.stringify(geometry.arcs).match(/-?\d+/g) ?? []).map(Number);
    for (const index of arcIndexes) {
      // A negative index is the arc ~index walked backwards: the same points.
      const arc = topology.arcs[index < 0 ? ~index : index] ?? [];
      let qx = 0;
      let qy = 0;
      for (const [dx, dy] of arc) {
        qx += dx;
        qy += dy;
        x += qx * scale[0] + translate[0];
        y += qy * scale[1] + translate[1];
        count += 1;
      }
    }
    if (count > 0) centres.set(geometry.id, [x / count, y / count]);
  }
  return centres;
}

function nearestTown(point: Point, towns: StateWords['regionTowns']): string {
  let best = towns[0]![0];
  let bestDistance = Infinity;
  for (const [name, longitude, latitude] of towns) {
    // Degrees of longitude shrink with latitude; at 30-37 degrees north a cosine factor is plenty.
    const dx = (longitude - point[0]) * Math.cos((latitude * Math.PI) / 180);
    const dy = latitude - point[1];
    const distance = dx * dx + dy * dy;
    if (distance < bestDistance) {
      best = name;
      bestDistance = distance;
    }
  }
  return best;
}
