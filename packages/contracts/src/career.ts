import { LATTICE_LEVELS } from '@registry/domain';
import { z } from 'zod';
import { zText } from './common.js';

/**
 * The career lattice's calls (issue 25; spec 3 §2 /dashboard/career; docs/decisions/career-lattice.md):
 * the tenant's requirements (read by everyone with the lattice, changed by administrators) and a
 * person's placement with what is missing for the next level.
 */
const hours = z.number().min(0).max(10_000);
const code = zText().trim().min(1).max(60);

/** One level's requirements (the domain's LatticeRequirement). */
export const ZLatticeRequirement = z
  .object({
    level: z.number().int().min(1).max(LATTICE_LEVELS),
    title: zText().trim().min(1).max(120),
    description: zText().trim().min(1).max(600),
    minDegree: code.nullable(),
    degreeInEce: z.boolean(),
    credentials: z.array(code).max(20),
    trainingHours: hours,
    trainingByArea: z.record(code, hours),
    experienceYears: z.number().min(0).max(60),
  })
  .strict();
export type TLatticeRequirement = z.infer<typeof ZLatticeRequirement>;

/** GET /api/career/requirements: the eight levels, in order. */
export const ZLatticeRequirements = z.object({ levels: z.array(ZLatticeRequirement) });
export type TLatticeRequirements = z.infer<typeof ZLatticeRequirements>;

/** PUT /api/career/requirements: an administrator replaces the eight levels (then everyone is recomputed). */
export const ZLatticeRequirementsUpdate = z
  .object({ levels: z.array(ZLatticeRequirement).length(LATTICE_LEVELS) })
  .strict();
export type TLatticeRequirementsUpdate = z.infer<typeof ZLatticeRequirementsUpdate>;

/** The answer of the update: the levels stored, and that everyone's placement is being recomputed. */
export const ZLatticeRequirementsUpdated = z.object({
  levels: z.array(ZLatticeRequirement),
  message: z.string(),
});
export type TLatticeRequirementsUpdated = z.infer<typeof ZLatticeRequirementsUpdated>;

/** GET /api/career/placement?userId=: a person's placement (absent: the viewer's own). */
export const ZLatticePlacementQuery = z
  .object({ userId: z.coerce.number().int().positive().max(999_999_999_999).optional() })
  .strict();
export type TLatticePlacementQuery = z.infer<typeof ZLatticePlacementQuery>;

const ZMissing = z.object({
  kind: z.enum(['education', 'credential', 'training', 'trainingArea', 'experience']),
  text: z.string(),
  route: z.enum(['training', 'calendar', 'profile-education', 'profile-certification', 'profile-employment']),
});
const ZPlacement = z.object({
  level: z.number().int(),
  nextLevel: z.number().int().nullable(),
  missing: z.array(ZMissing),
});

/** A level claimed (entity 31), with its verification state. */
const ZClaimedLevel = z.object({
  id: z.number(),
  level: z.number().int(),
  verified: z.boolean(),
  rejected: z.boolean(),
  verificationStatus: z.literal('Requested').nullable(),
});

/**
 * The placement: by all the person's records and by their verified records only, the facts behind it, the
 * current level claimed (the newest entity-31 record not disabled; null: none yet).
 */
export const ZLatticePlacement = z.object({
  userId: z.number(),
  all: ZPlacement,
  verified: ZPlacement,
  facts: z.object({
    trainingHours: z.number(),
    verifiedTrainingHours: z.number(),
    experienceYears: z.number(),
    verifiedExperienceYears: z.number(),
  }),
  current: ZClaimedLevel.nullable(),
});
export type TLatticePlacement = z.infer<typeof ZLatticePlacement>;
