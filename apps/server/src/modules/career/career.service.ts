import type {
  TLatticePlacement,
  TLatticePlacementQuery,
  TLatticeRequirements,
  TLatticeRequirementsUpdate,
  TLatticeRequirementsUpdated,
} from '@registry/contracts';
import {
  careerLatticePolicy,
  CLAIMS,
  placePerson,
  requirementsProblem,
  type LatticeRoutes,
} from '@registry/domain';
import type { AppDeps } from '../../platform/app-types.js';
import { recordAudit } from '../../platform/audit.js';
import { forbidden } from '../../platform/auth.js';
import { badRequest, notFound } from '../../platform/errors.js';
import type { Jobs } from '../../platform/jobs.js';
import { loadRecordsTarget, recordsViewer } from '../../platform/person-records.js';
import type { AuthContext } from '../../platform/sessions.js';
import {
  findCurrentClaim,
  findFacts,
  findRequirements,
  recomputeAll,
  replaceRequirements,
} from './career.repository.js';

export type CareerService = ReturnType<typeof createCareerService>;

/** The queue of the job that recomputes every placement after the requirements changed. */
export const CAREER_RECOMPUTE_QUEUE = 'career-lattice-recompute';

/** What the administrator is told once the requirements are saved. */
export const REQUIREMENTS_SAVED =
  "The career lattice's requirements were saved. Everyone's placement is being recomputed.";

/** Who reads the requirements: the professionals (career), the lattice's verifiers and its administrators. */
const READERS = [CLAIMS.career, CLAIMS.verifyLattice, CLAIMS.manageLattice] as const;

/**
 * The career lattice's calls (issue 25; docs/decisions/career-lattice.md). Where the tenant has no career
 * lattice (jh) every call answers 404, as for a path that does not exist.
 */
export function createCareerService(deps: AppDeps & { jobs: Jobs }) {
  const { db, transaction, clock, tenant, jobs } = deps;
  /** Where training hours are added: the training records (tn), or where the tenant has none (al) the calendar. */
  const routes: LatticeRoutes = { training: tenant.features.trainingRoute ? 'training' : 'calendar' };

  function requireLattice(auth: AuthContext, claims: readonly string[]): void {
    if (!tenant.features.career) throw notFound();
    if (!claims.some((claim) => auth.claims.includes(claim))) throw forbidden();
  }

  /** The job: every person's placement, in set-based batches (career_lattice_recompute). */
  const ready = jobs.handle(
    CAREER_RECOMPUTE_QUEUE,
    async () => {
      await recomputeAll(db);
    },
    1,
  );

  return {
    ready,

    /** GET /api/career/requirements: the eight levels (the Info tab; the administrator's screen). */
    async requirements(auth: AuthContext): Promise<TLatticeRequirements> {
      requireLattice(auth, READERS);
      return { levels: (await findRequirements(db)).map((r) => ({ ...r, credentials: [...r.credentials] })) };
    },

    /**
     * GET /api/career/placement: a person's placement (the viewer's own without userId): the level their
     * records support, by all records and by verified ones, what the next level still needs with where it
     * is added, and their current claim. Whoever reaches the person's records sees it (the lattice policy's
     * reach: a manager, agency staff, the person's director or active coach); anyone else, or a person who
     * does not exist, answers 404.
     */
    async placement(auth: AuthContext, query: TLatticePlacementQuery): Promise<TLatticePlacement> {
      if (!tenant.features.career) throw notFound();
      const userId = query.userId ?? auth.userId;
      const target = await loadRecordsTarget(db, userId);
      if (target === undefined) throw notFound();
      if (careerLatticePolicy.reach(recordsViewer(auth), { ...target, userId }, tenant) === 'none')
        throw notFound();
      const [requirements, facts, current] = await Promise.all([
        findRequirements(db),
        findFacts(db, userId),
        findCurrentClaim(db, userId),
      ]);
      const placement = placePerson(requirements, facts, routes);
      return {
        userId,
        all: placement.all,
        verified: placement.verified,
        facts: {
          trainingHours: facts.all.trainingHours,
          verifiedTrainingHours: facts.verified.trainingHours,
          experienceYears: facts.all.experienceYears,
          verifiedExperienceYears: facts.verified.experienceYears,
        },
        current:
          current === undefined
            ? null
            : {
                id: Number(current.id),
                level: current.level,
                verified: current.verified,
                rejected: current.rejected,
                verificationStatus: current.verificationStatus,
              },
      };
    },

    /**
     * PUT /api/career/requirements: an administrator (CLAIMS.manageLattice: 500, AdminUser) replaces the
     * eight levels. Refused (400) when not well formed; saved with its audit row and the recompute job in
     * one transaction (the job runs once it commits).
     */
    async updateRequirements(
      auth: AuthContext,
      body: TLatticeRequirementsUpdate,
    ): Promise<TLatticeRequirementsUpdated> {
      requireLattice(auth, [CLAIMS.manageLattice]);
      const problem = requirementsProblem(body.levels);
      if (problem !== null) throw badRequest({ levels: problem });
      const now = clock.now();
      await transaction(async (trx) => {
        const before = await findRequirements(trx);
        await replaceRequirements(trx, body.levels, auth.userId, now);
        await recordAudit(trx, {
          actorUserId: auth.userId,
          action: 'career.requirements',
          entity: 'Career Lattice Requirements',
          entityId: tenant.code,
          before,
          after: body.levels,
          at: now,
        });
        await jobs.sendInTransaction(trx, CAREER_RECOMPUTE_QUEUE, { requestedAt: now.toISOString() });
      });
      return {
        levels: (await findRequirements(db)).map((r) => ({ ...r, credentials: [...r.credentials] })),
        message: REQUIREMENTS_SAVED,
      };
    },
  };
}
