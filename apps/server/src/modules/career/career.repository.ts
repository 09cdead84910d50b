import type { LatticeFacts, LatticeRequirement, PersonLatticeFacts } from '@registry/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** A requirements row as read (numerics arrive as strings). */
interface RequirementRow {
  level: number;
  title: string;
  description: string;
  minDegree: string | null;
  degreeInEce: boolean;
  credentials: string[];
  trainingHours: string;
  trainingByArea: Record<string, number | string>;
  experienceYears: string;
}

const toRequirement = (row: RequirementRow): LatticeRequirement => ({
  level: row.level,
  title: row.title,
  description: row.description,
  minDegree: row.minDegree,
  degreeInEce: row.degreeInEce,
  credentials: row.credentials,
  trainingHours: Number(row.trainingHours),
  trainingByArea: Object.fromEntries(
    Object.entries(row.trainingByArea).map(([area, hours]) => [area, Number(hours)]),
  ),
  experienceYears: Number(row.experienceYears),
});

/** The tenant's requirements, level 1 first (migration 20261227120000; the seed's defaults or an administrator's). */
export async function findRequirements(db: Db): Promise<LatticeRequirement[]> {
  const rows = await db
    .selectFrom('careerLatticeRequirements')
    .select([
      'level',
      'title',
      'description',
      'minDegree',
      'degreeInEce',
      'credentials',
      'trainingHours',
      'trainingByArea',
      'experienceYears',
    ])
    .orderBy('level')
    .execute();
  return rows.map((row) => toRequirement(row as RequirementRow));
}

/** Replaces the eight levels' requirements (an administrator's change), stamped with who and when. */
export async function replaceRequirements(
  trx: Db,
  levels: readonly LatticeRequirement[],
  actorUserId: number,
  now: Date,
): Promise<void> {
  await trx.deleteFrom('careerLatticeRequirements').execute();
  await trx
    .insertInto('careerLatticeRequirements')
    .values(
      levels.map((r) => ({
        level: r.level,
        title: r.title,
        description: r.description,
        minDegree: r.minDegree,
        degreeInEce: r.degreeInEce,
        credentials: [...r.credentials],
        trainingHours: r.trainingHours,
        trainingByArea: JSON.stringify(r.trainingByArea),
        experienceYears: r.experienceYears,
        updatedAt: now,
        updatedBy: actorUserId,
      })),
    )
    .execute();
}

/** A row of career_lattice_facts as read (the database's camel-case plugin names the columns). */
interface FactsRow {
  vDegree: number;
  aDegree: number;
  vEce: number;
  aEce: number;
  vCredentials: string[];
  aCredentials: string[];
  vHours: string;
  aHours: string;
  vByArea: Record<string, number | string>;
  aByArea: Record<string, number | string>;
  vYears: string;
  aYears: string;
}

const numbers = (byArea: Record<string, number | string>) =>
  Object.fromEntries(Object.entries(byArea).map(([area, hours]) => [area, Number(hours)]));

function factsOf(row: FactsRow, prefix: 'v' | 'a'): LatticeFacts {
  return {
    degreeRank: row[`${prefix}Degree`],
    eceDegreeRank: row[`${prefix}Ece`],
    credentials: row[`${prefix}Credentials`],
    trainingHours: Number(row[`${prefix}Hours`]),
    trainingByArea: numbers(row[`${prefix}ByArea`]),
    experienceYears: Number(row[`${prefix}Years`]),
  };
}

/**
 * What a person's records say, by verified records and by all, in one query: the SQL function
 * career_lattice_facts of migration 20261227120000 (the same the set-based recompute reads).
 */
export async function findFacts(db: Db, userId: number): Promise<PersonLatticeFacts> {
  const result = await sql<FactsRow>`select * from career_lattice_facts(array[${userId}]::bigint[])`.execute(
    db,
  );
  const row = result.rows[0];
  if (row === undefined) throw new Error('career_lattice_facts returned no row');
  return { verified: factsOf(row, 'v'), all: factsOf(row, 'a') };
}

/** The level the stored placement says the person's records support (0: none, or not computed yet). */
export async function findStoredLevel(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('careerLatticePlacements')
    .select('level')
    .where('userId', '=', userId)
    .executeTakeFirst();
  return row?.level ?? 0;
}

/** The person's stored placement, or undefined. */
export async function findStoredPlacement(db: Db, userId: number) {
  return db
    .selectFrom('careerLatticePlacements')
    .select(['level', 'verifiedLevel', 'computedAt'])
    .where('userId', '=', userId)
    .executeTakeFirst();
}

/** The person's current claim: their newest lattice level record not disabled, with its verification. */
export async function findCurrentClaim(db: Db, userId: number) {
  return db
    .selectFrom('careerLatticeLevels')
    .select(['id', 'careerLatticeLevel as level', 'verified', 'rejected', 'verificationStatus'])
    .where('userId', '=', userId)
    .where('disabledAt', 'is', null)
    .orderBy('updatedAt', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/**
 * Recomputes the placements of the next `limit` people after id `afterId`, in one set-based statement
 * (career_lattice_recompute); answers how many were written and the last id (null: none left).
 */
export async function recomputeBatch(
  db: Db,
  afterId: number,
  limit: number,
): Promise<{ written: number; lastId: number | null }> {
  const result = await sql<{ written: number; lastId: string | null }>`
    with ids as (select id from users where id > ${afterId} order by id limit ${limit})
    select career_lattice_recompute(array(select id from ids)) as written, (select max(id) from ids) as last_id`.execute(
    db,
  );
  const row = result.rows[0]!;
  return { written: row.written, lastId: row.lastId === null ? null : Number(row.lastId) };
}

/** People a batch of the recompute-all job takes (one statement each; a few hundred milliseconds at scale). */
export const RECOMPUTE_BATCH = 5000;

/** Recomputes every person's placement in batches of RECOMPUTE_BATCH; answers how many. */
export async function recomputeAll(db: Db, batch = RECOMPUTE_BATCH): Promise<number> {
  let after = 0;
  let total = 0;
  for (;;) {
    const { written, lastId } = await recomputeBatch(db, after, batch);
    if (lastId === null) return total;
    total += written;
    after = lastId;
  }
}
