import {
  careerLatticePolicy,
  EntityType,
  FormId,
  place,
  verifiesLatticeLevels,
  type FormFailure,
} from '@registry/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import {
  columnsOf,
  propertyColumn as column,
  type DerivationInput,
  type Derived,
} from '../../platform/entities/index.js';
import { profileRecordEntity, verificationColumns } from '../profile/index.js';
import { CAREER_LATTICE, careerLatticeForm } from './career-lattice.form.js';
import { findFacts, findRequirements } from './career.repository.js';

const TABLE = 'career_lattice_levels';
const property = columnsOf(TABLE);

/** Said when a claim is left empty and the records support no level yet. */
export const NO_LEVEL_SUPPORTED =
  'Your records do not support a career lattice level yet. Choose the level you are claiming.';

/**
 * A claim left empty is the level the person's records support (by all their records: the verifier checks
 * them); with none supported yet, the save is refused naming the element.
 */
async function deriveClaim(db: Db, input: DerivationInput): Promise<Derived> {
  const chosen = input.write.careerLatticeLevel;
  if (typeof chosen === 'string' && chosen !== '') return { values: {}, failures: [] };
  const [requirements, facts] = await Promise.all([findRequirements(db), findFacts(db, input.ownerUserId)]);
  const { level } = place(requirements, facts.all);
  if (level === 0) {
    const failure: FormFailure = {
      formElementId: CAREER_LATTICE.careerLatticeLevel,
      message: NO_LEVEL_SUPPORTED,
      severity: 'error',
      overridable: false,
    };
    return { values: {}, failures: [failure] };
  }
  return { values: { careerLatticeLevel: String(level) }, failures: [] };
}

/**
 * Entity type 31, Career Lattice Level (form 28; spec 3 §2 Lattice tab, §3, §4): the level a professional
 * claims, verified like a profile record: a request only when not verified and not Requested, which locks
 * it for the owner until a manager or administrator (400, 500, AdminUser: careerLatticePolicy) verifies,
 * declines or returns it, in the verification queue or Manage Users' View Records.
 */
export const careerLatticeEntity = profileRecordEntity(TABLE, {
  entityType: EntityType.CareerLatticeLevel,
  name: 'Career Lattice Level',
  policy: careerLatticePolicy,
  verification: {
    identifier: sql<string | null>`'Level ' || r.career_lattice_level`,
    route: '/dashboard/career/lattice',
    verifiedBy: (viewer, tenant) =>
      verifiesLatticeLevels(viewer, tenant) ? sql<boolean>`true` : sql<boolean>`false`,
  },
  properties: {
    careerLatticeLevel: property('career_lattice_level', 'number'),
    comments: property('comments'),
  },
  forms: [careerLatticeForm],
  derive: deriveClaim,
  grids: [
    {
      altGridId: null,
      formId: FormId.CareerLatticeLevel,
      title: 'Career Lattice',
      fileName: 'CareerLattice',
      rows: 'owner',
      // jh has no career lattice (spec 3 §1): its grid does not exist there.
      tenantFeature: 'career',
      columns: [
        column('careerLatticeLevel', 'Level'),
        column('comments', 'Comments', { hidden: true }),
        ...verificationColumns({}),
        {
          propertyName: 'createdAt',
          columnName: 'Claimed',
          type: 'datetime',
          sql: sql`r.created_at`,
          sortable: true,
          filterable: true,
          initialSort: 'Descending',
        },
      ],
    },
  ],
});
