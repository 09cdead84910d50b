import { COACH_REQUEST_DAYS, type CoachStatus, type Tenant } from '@registry/domain';
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

/** One step of a demo relationship: its status, who took it (the coach or the professional), days ago. */
interface Step {
  status: CoachStatus;
  by: 'coach' | 'professional';
  daysAgo: number;
  comments?: string;
  pdpShared?: boolean;
}

/**
 * The demo coaching (issue 25; tenants with coaching: tn and jh), made once (a demo coach who has any
 * relationship is left as they are): the demo coach (Cora Coach)
 * - coaches the demo professional now, who allowed PDP commenting when approving the coach's request;
 * - ended the coaching of the teacher (tn) / the multi-role account (jh), with a comment;
 * - in tn, waits for the answer to her request to the multi-role account, and has the new hire's request
 *   to answer; in jh (two demo professionals only), she asked the multi-role account again after the end.
 */
export async function ensureDemoCoaching(db: Db, tenant: Tenant, domain: string, now: Date): Promise<void> {
  if (!tenant.features.coaches) return;
  const coach = await userId(db, `coach@${domain}`);
  if (coach === null) return;
  const has = await db
    .selectFrom('coachRelationships')
    .select('id')
    .where('coachUserId', '=', coach)
    .executeTakeFirst();
  if (has) return;
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);

  async function relationship(local: string, steps: Step[]) {
    const professional = await userId(db, `${local}@${domain}`);
    if (professional === null) return;
    let active = false;
    let pdpShared = false;
    let startedAt: Date | null = null;
    let endedAt: Date | null = null;
    for (const step of steps) {
      if (step.status === 2) {
        active = true;
        pdpShared = step.pdpShared === true;
        startedAt = ago(step.daysAgo);
        endedAt = null;
      }
      if (step.status === 4) {
        active = false;
        pdpShared = false;
        endedAt = ago(step.daysAgo);
      }
      if (step.status === 6) pdpShared = true;
      if (step.status === 7) pdpShared = false;
    }
    const last = steps.at(-1)!;
    const { id } = await db
      .insertInto('coachRelationships')
      .values({
        coachUserId: coach!,
        userId: professional,
        active,
        pdpShared,
        status: last.status,
        startedAt,
        endedAt,
        createdAt: ago(steps[0]!.daysAgo),
        updatedAt: ago(last.daysAgo),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [index, step] of steps.entries()) {
      const at = ago(step.daysAgo);
      const answered = step.status === 1 ? steps[index + 1] : undefined;
      await db
        .insertInto('coachRelationshipActions')
        .values({
          coachRelationshipId: id,
          status: step.status,
          actorUserId: step.by === 'coach' ? coach! : professional,
          comments: step.comments ?? null,
          at,
          expiresAt: step.status === 1 ? new Date(at.getTime() + COACH_REQUEST_DAYS * DAY_MS) : null,
          answeredAt: answered ? ago(answered.daysAgo) : null,
          pdpShared: step.pdpShared ?? null,
        })
        .execute();
    }
  }

  await relationship('professional', [
    {
      status: 1,
      by: 'coach',
      daysAgo: 60,
      comments: 'I coach new lead teachers in your county. Would you like to work together this year?',
    },
    { status: 2, by: 'professional', daysAgo: 58, pdpShared: true, comments: 'Yes, thank you!' },
  ]);
  const closed = tenant.features.organizations ? 'teacher' : 'multi';
  const closedSteps: Step[] = [
    { status: 1, by: 'professional', daysAgo: 200, comments: 'I would like help with my CDA portfolio.' },
    { status: 2, by: 'coach', daysAgo: 198 },
    { status: 4, by: 'coach', daysAgo: 90, comments: 'Portfolio finished and submitted: congratulations!' },
  ];
  if (tenant.features.organizations) {
    await relationship(closed, closedSteps);
    await relationship('multi', [
      { status: 1, by: 'coach', daysAgo: 3, comments: 'Happy to support your new classroom.' },
    ]);
    await relationship('newhire', [
      {
        status: 1,
        by: 'professional',
        daysAgo: 2,
        comments: 'I am new to the field and would like a coach.',
        pdpShared: true,
      },
    ]);
  } else {
    await relationship(closed, [
      ...closedSteps,
      { status: 1, by: 'coach', daysAgo: 5, comments: 'Shall we start again for your next credential?' },
    ]);
  }
}
