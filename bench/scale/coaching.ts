import { performance } from 'node:perf_hooks';
import type pg from 'pg';
import type { LoadTiming } from './copy.js';

/**
 * Coaching in the state-scale data set (issue 25): one professional in 25 (people holding the general role
 * 100 only, in use), drawn by a hash of their id so every run draws the same, has a relationship with one
 * of the coaches (holders of 300 in use, chosen by the same hash). Six in ten are active (half of them with
 * PDP commenting allowed: on the professional's approval of a coach's request, or switched on after a
 * coach approved theirs), two closed, one a request waiting for its answer, one rejected; each with its
 * actions (the request, then the answer, the PDP switch, the close), days apart before asOf. Written by
 * PostgreSQL from the users already loaded, as the PDPs are.
 */
export async function loadCoaching(client: pg.Client, asOf: string): Promise<LoadTiming> {
  const started = performance.now();
  await client.query('begin');
  try {
    await client.query(
      `create temporary table scale_coaches on commit drop as
         select row_number() over (order by u.id) - 1 as n, u.id from users u
         where u.is_confirmed and not u.api_only
           and exists (select 1 from user_general_roles g where g.user_id = u.id and g.role_name = '300')`,
    );
    const coaches = await client.query<{ count: string }>(
      'select count(*)::text as count from scale_coaches',
    );
    const coachCount = Number(coaches.rows[0]?.count ?? 0);
    if (coachCount === 0) {
      await client.query('commit');
      return { rows: 0, copyMs: performance.now() - started, indexMs: 0 };
    }
    // The kind of each relationship: 0-5 active, 6-7 closed, 8 pending, 9 rejected; its first day from asOf.
    await client.query(
      `create temporary table scale_coaching on commit drop as
         select u.id as user_id, c.id as coach_user_id,
                (hashint4(u.id::int * 43) & 2147483647) % 10 as kind,
                $1::timestamptz - make_interval(days => 20 + (hashint4(u.id::int * 47) & 2147483647) % 600) as began
         from users u
         join scale_coaches c on c.n = (hashint4(u.id::int * 53) & 2147483647) % ${coachCount}
         where u.is_confirmed and not u.api_only
           and (hashint4(u.id::int * 59) & 2147483647) % 25 = 0
           and exists (select 1 from user_general_roles g where g.user_id = u.id and g.role_name = '100')
           and not exists (select 1 from user_general_roles g where g.user_id = u.id and g.role_name <> '100')
           -- the registry's own people (its demo accounts) keep the coaching the server's seed gave them
           and not exists (select 1 from coach_relationships r where r.user_id = u.id)`,
      [asOf],
    );
    const relationships = await client.query(
      `insert into coach_relationships (coach_user_id, user_id, active, pdp_shared, status, started_at, ended_at,
         created_at, updated_at)
       select s.coach_user_id, s.user_id, s.kind < 6, s.kind < 3,
              case when s.kind in (0, 2) then 6 when s.kind < 6 then 2 when s.kind < 8 then 4 when s.kind = 8 then 1
                   else 3 end,
              case when s.kind < 8 then s.began + interval '2 days' end,
              case when s.kind in (6, 7) then s.began + interval '90 days' end,
              s.began,
              s.began + case when s.kind < 3 then interval '3 days' when s.kind in (6, 7) then interval '90 days'
                             else interval '2 days' end
       from scale_coaching s
       order by s.user_id`,
    );
    // Each relationship's steps: the request (by the professional in even kinds, else by the coach), then
    // its answer, the PDP switch, the close.
    const actions = await client.query(
      `insert into coach_relationship_actions (coach_relationship_id, status, actor_user_id, comments, at,
         expires_at, answered_at, pdp_shared)
       select r.id, step.status, step.actor, step.comments, step.at, step.expires_at, step.answered_at,
              step.pdp_shared
       from scale_coaching s
       join coach_relationships r on r.user_id = s.user_id and r.coach_user_id = s.coach_user_id
       cross join lateral (
         select case when s.kind % 2 = 0 then s.user_id else s.coach_user_id end as requester,
                case when s.kind % 2 = 0 then s.coach_user_id else s.user_id end as answerer) who
       cross join lateral (values
         (1, who.requester, null::text, s.began, s.began + interval '30 days',
            case when s.kind <> 8 then s.began + interval '2 days' end, case when s.kind % 2 = 0 then false end,
            true),
         (case when s.kind = 9 then 3 else 2 end, who.answerer, null, s.began + interval '2 days', null, null,
            case when s.kind % 2 = 1 then s.kind < 3 end, s.kind <> 8),
         (6, s.user_id, null, s.began + interval '3 days', null, null, null, s.kind in (0, 2)),
         (4, s.coach_user_id, 'Goals met: coaching ends here.', s.began + interval '90 days', null, null, null,
            s.kind in (6, 7))
       ) as step(status, actor, comments, at, expires_at, answered_at, pdp_shared, present)
       where step.present
       order by r.id, step.at`,
    );
    await client.query('commit');
    return {
      rows: (relationships.rowCount ?? 0) + (actions.rowCount ?? 0),
      copyMs: performance.now() - started,
      indexMs: 0,
    };
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
}
