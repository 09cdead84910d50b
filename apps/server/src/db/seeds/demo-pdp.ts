import { addDays, EntityType, FormId, type Tenant } from '@registry/domain';
import { sql } from 'kysely';
import type { Db } from '../database.js';

/** A demo account's id by its user name (email). */
async function userId(db: Db, email: string): Promise<number | null> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where(sql<string>`lower(user_name)`, '=', email.toLowerCase())
    .executeTakeFirst();
  return row?.id ?? null;
}

const day = (now: Date, days: number) => addDays(now.toISOString().slice(0, 10), days);

/**
 * The demo PDPs (issue 25; tenants with the PDP: tn and jh), made once per person (a person who has any
 * PDP item is left as they are):
 * - each professional on the demo list (the teacher on the director's staff where there are organizations,
 *   and the plain professional) rates every competency area, has three required trainings (one
 *   Completed, waiting for the director's verification; one In Progress; one Not Started) and two goals;
 * - the director (tn: jh has no organizations, so no directors) has commented on the teacher's first goal
 *   and added a reflection to it.
 */
export async function ensureDemoPdp(db: Db, tenant: Tenant, domain: string, now: Date): Promise<void> {
  if (!tenant.features.pdp) return;
  const director = await userId(db, `director@${domain}`);
  for (const local of ['teacher', 'professional']) {
    const owner = await userId(db, `${local}@${domain}`);
    if (owner === null) continue;
    const has = await sql<{ n: number }>`
      select (select count(*) from pdp_goals where user_id = ${owner})::int
           + (select count(*) from pdp_required_trainings where user_id = ${owner})::int as n`.execute(db);
    if ((has.rows[0]?.n ?? 0) > 0) continue;
    await sql`
      insert into pdp_self_assessments (user_id, form_id, form_version, area, rating, notes)
      select ${owner}, ${FormId.PdpSelfAssessment}, 1, l.choice_id, (1 + l.sequence % 4)::text,
             case when l.sequence = 1 then 'Comfortable with infants and toddlers; less so with school age.' end
      from choice_lists l where l.list_code = 'core-knowledge-areas' and l.active
      on conflict (user_id, area) do nothing`.execute(db);
    await db
      .insertInto('pdpRequiredTrainings')
      .values([
        {
          userId: owner,
          formId: FormId.PdpRequiredTraining,
          formVersion: 1,
          trainingName: 'Pediatric CPR and First Aid',
          requiredBy: 'State licensing',
          reason: 'Every caregiver keeps a current certificate.',
          dueDate: day(now, -20),
          status: 'Completed',
          completionDate: day(now, -30),
          notes: 'Taken at the county health department.',
        },
        {
          userId: owner,
          formId: FormId.PdpRequiredTraining,
          formVersion: 1,
          trainingName: 'Safe Sleep Practices',
          requiredBy: 'Program director',
          reason: 'Required before working in the infant room.',
          dueDate: day(now, 30),
          status: 'In Progress',
        },
        {
          userId: owner,
          formId: FormId.PdpRequiredTraining,
          formVersion: 1,
          trainingName: 'Child Abuse and Neglect Recognition',
          requiredBy: 'State licensing',
          reason: 'Annual requirement.',
          dueDate: day(now, 90),
          status: 'Not Started',
        },
      ])
      .execute();
    const goals = await db
      .insertInto('pdpGoals')
      .values([
        {
          userId: owner,
          formId: FormId.PdpGoal,
          formVersion: 1,
          goal: 'Earn my CDA credential',
          actionSteps:
            'Complete the 120 training hours; build the professional portfolio; schedule the verification visit.',
          resources: 'Registry training calendar; mentor teacher',
          targetDate: day(now, 240),
          status: 'In Progress',
        },
        {
          userId: owner,
          formId: FormId.PdpGoal,
          formVersion: 1,
          goal: 'Improve classroom transitions',
          actionSteps: 'Observe a mentor classroom; try visual schedules; review after a month.',
          resources: 'Positive guidance training',
          targetDate: day(now, 60),
          status: 'Not Started',
        },
      ])
      .returning('id')
      .execute();
    const firstGoal = goals[0]?.id;
    if (local !== 'teacher' || director === null || firstGoal === undefined) continue;
    const comment = (commentType: 'Comment' | 'Reflection', text: string, daysAgo: number) => ({
      userId: owner,
      formId: commentType === 'Reflection' ? FormId.Reflection : FormId.Comment,
      formVersion: 1,
      itemEntityTypeId: EntityType.PdpGoal as 12,
      itemId: firstGoal,
      commentType,
      comment: text,
      authorUserId: director,
      authorRole: 'director' as const,
      createdAt: new Date(now.getTime() - daysAgo * 86_400_000),
      updatedAt: new Date(now.getTime() - daysAgo * 86_400_000),
    });
    await db
      .insertInto('pdpComments')
      .values([
        comment('Comment', 'Great goal. The center will cover the CDA assessment fee.', 5),
        comment('Reflection', 'Tara has grown a great deal this year; her portfolio is well organized.', 2),
      ])
      .execute();
  }
}
