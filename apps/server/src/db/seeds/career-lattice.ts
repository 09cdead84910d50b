import { DEFAULT_LATTICE_REQUIREMENTS, type Tenant } from '@registry/domain';
import type { Db } from '../database.js';

/**
 * The career lattice's default requirements (issue 25; docs/decisions/career-lattice.md), where the
 * tenant has the career lattice (al, tn): written when the table has none, never over what an
 * administrator changed.
 */
export async function seedCareerLatticeRequirements(db: Db, tenant: Tenant): Promise<void> {
  if (!tenant.features.career || (tenant.code !== 'al' && tenant.code !== 'tn')) return;
  const existing = await db.selectFrom('careerLatticeRequirements').select('level').limit(1).execute();
  if (existing.length > 0) return;
  await db
    .insertInto('careerLatticeRequirements')
    .values(
      DEFAULT_LATTICE_REQUIREMENTS[tenant.code].map((requirement) => ({
        level: requirement.level,
        title: requirement.title,
        description: requirement.description,
        minDegree: requirement.minDegree,
        degreeInEce: requirement.degreeInEce,
        credentials: [...requirement.credentials],
        trainingHours: requirement.trainingHours,
        trainingByArea: JSON.stringify(requirement.trainingByArea),
        experienceYears: requirement.experienceYears,
      })),
    )
    .onConflict((conflict) => conflict.column('level').doNothing())
    .execute();
}
