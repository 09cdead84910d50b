import { addDays, EntityType, FormId, type Tenant } from '@registry/domain';
import { sql } from 'kysely';
import type { Db } from '../database.js';

const DAY_MS = 24 * 60 * 60 * 1000;

async function userId(db: Db, email: string): Promise<number | null> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where(sql<string>`lower(user_name)`, '=', email.toLowerCase())
    .executeTakeFirst();
  return row?.id ?? null;
}

/** The demo professional's verified trainings: 45 hours, with the core knowledge areas levels 1 and 2 ask for. */
const TRAININGS: readonly { name: string; area: string; hours: number; daysAgo: number }[] = [
  { name: 'Health and Safety Orientation', area: 'health-safety-nutrition', hours: 6, daysAgo: 900 },
  { name: 'Pediatric First Aid and CPR', area: 'health-safety-nutrition', hours: 6, daysAgo: 700 },
  { name: 'Understanding Child Development', area: 'child-development', hours: 6, daysAgo: 600 },
  { name: 'Positive Guidance in the Classroom', area: 'guidance-interactions', hours: 6, daysAgo: 500 },
  { name: 'Planning Learning Centers', area: 'curriculum-environment', hours: 9, daysAgo: 400 },
  { name: 'Observing Young Children', area: 'observation-assessment', hours: 6, daysAgo: 300 },
  { name: 'Partnering with Families', area: 'families-communities', hours: 6, daysAgo: 200 },
];

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The career lattice's demo (issue 25; tenants with the lattice: al and tn), made once (a demo professional
 * who has any lattice level is left as they are):
 * - the demo professional (Paula) holds a verified diploma, 45 hours of verified training and three years
 *   at a family child care home: her records support Level 2, and Level 3 still needs a CDA credential
 *   (what the Lattice tab explains); she claims Level 2, verified by the demo manager;
 * - the demo teacher claims Level 2 and asked for its verification a few days ago: the managers' and
 *   administrators' queue (Career Lattice Verification) has it to verify.
 */
export async function ensureDemoCareer(db: Db, tenant: Tenant, domain: string, now: Date): Promise<void> {
  if (!tenant.features.career) return;
  const professional = await userId(db, `professional@${domain}`);
  if (professional === null) return;
  const has = await db
    .selectFrom('careerLatticeLevels')
    .select('id')
    .where('userId', '=', professional)
    .executeTakeFirst();
  if (has !== undefined) return;
  const manager = await userId(db, `manager@${domain}`);
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);

  await db
    .insertInto('educationRecords')
    .values({
      userId: professional,
      formId: FormId.Education,
      formVersion: 1,
      institutionName: tenant.code === 'tn' ? 'Hillsboro High School' : 'Sidney Lanier High School',
      institutionState: tenant.code === 'tn' ? 'TN' : 'AL',
      degreeType: 'high-school',
      fieldOfStudy: 'General Studies',
      completed: 'completed',
      endDate: '2016-05-20',
      verified: true,
    })
    .execute();
  await db
    .insertInto('trainingRecords')
    .values(
      TRAININGS.map((training) => ({
        userId: professional,
        formId: FormId.TrainingRecord,
        formVersion: 1,
        trainingName: training.name,
        trainingDate: isoDay(daysAgo(training.daysAgo)),
        hours: training.hours,
        sponsor: tenant.code === 'tn' ? 'Tennessee Early Childhood Training Alliance' : 'Alabama Pathways',
        coreKnowledgeArea: training.area,
        deliveryMethod: 'classroom',
        verified: true,
      })),
    )
    .execute();
  await db
    .insertInto('employmentRecords')
    .values({
      userId: professional,
      employerName: 'Sunshine Family Child Care Home',
      positionTitle: 'Assistant Teacher',
      startDate: addDays(isoDay(now), -3 * 366),
      verified: true,
    })
    .execute();
  await db
    .insertInto('careerLatticeLevels')
    .values({
      userId: professional,
      formId: FormId.CareerLatticeLevel,
      formVersion: 1,
      careerLatticeLevel: 2,
      comments: 'My diploma, trainings and three years at Sunshine Family Child Care.',
      verified: true,
      createdAt: daysAgo(60),
      updatedAt: daysAgo(58),
    })
    .execute();

  // The teacher's claim, waiting for a manager or administrator, as POST /api/verification/request leaves it.
  const teacher = await userId(db, `teacher@${domain}`);
  if (teacher === null) return;
  const requestedAt = daysAgo(2);
  const claim = await db
    .insertInto('careerLatticeLevels')
    .values({
      userId: teacher,
      formId: FormId.CareerLatticeLevel,
      formVersion: 1,
      careerLatticeLevel: 2,
      comments: 'My associate degree in child development and my CDA.',
      verificationStatus: 'Requested',
      verificationRequestedAt: requestedAt,
      createdAt: requestedAt,
      updatedAt: requestedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('verificationActions')
    .values({
      entityTypeId: EntityType.CareerLatticeLevel,
      entityId: claim.id,
      ownerUserId: teacher,
      actionType: 'Requested',
      actorUserId: teacher,
      agencyId: null,
      comments: null,
      at: requestedAt,
    })
    .execute();
  await db
    .insertInto('verificationRecords')
    .values({
      entityTypeId: EntityType.CareerLatticeLevel,
      entityId: claim.id,
      ownerUserId: teacher,
      recordType: 'Career Lattice Level',
      identifier: 'Level 2',
      lastActionType: 'Requested',
      lastActionAt: requestedAt,
    })
    .execute();
  if (manager !== null) {
    // The professional's claim was verified by the demo manager, with its history.
    const own = await db
      .selectFrom('careerLatticeLevels')
      .select('id')
      .where('userId', '=', professional)
      .executeTakeFirstOrThrow();
    await db
      .insertInto('verificationActions')
      .values([
        {
          entityTypeId: EntityType.CareerLatticeLevel,
          entityId: own.id,
          ownerUserId: professional,
          actionType: 'Requested',
          actorUserId: professional,
          agencyId: null,
          comments: null,
          at: daysAgo(60),
        },
        {
          entityTypeId: EntityType.CareerLatticeLevel,
          entityId: own.id,
          ownerUserId: professional,
          actionType: 'Verified',
          actorUserId: manager,
          agencyId: null,
          comments: null,
          at: daysAgo(58),
        },
      ])
      .execute();
    await db
      .insertInto('verificationRecords')
      .values({
        entityTypeId: EntityType.CareerLatticeLevel,
        entityId: own.id,
        ownerUserId: professional,
        recordType: 'Career Lattice Level',
        identifier: 'Level 2',
        lastActionType: 'Verified',
        lastActionAt: daysAgo(58),
      })
      .execute();
  }
}
