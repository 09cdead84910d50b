import { performance } from 'node:perf_hooks';
import type pg from 'pg';
import type { LoadTiming } from './copy.js';
import { formVersion, type ScaleContext } from './model.js';

/** Forms of the PDP's items (spec 3 §3: 11 → form 10, 12 → form 11, 13 → form 12, 16 → forms 14 and 15). */
const PDP_FORMS = { requiredTraining: 10, goal: 11, selfAssessment: 12, comment: 14 } as const;

const TRAININGS = [
  'Annual Health and Safety Update',
  'Child Abuse and Neglect Recognition',
  'Pediatric CPR and First Aid',
  'Safe Sleep Practices',
  'Emergency Preparedness',
];
const GOALS = [
  'Complete my CDA credential',
  'Improve classroom transitions',
  'Strengthen family communication',
  'Learn a developmental screening tool',
  'Take on a lead teacher role',
];
const STATUSES = ['Not Started', 'In Progress', 'Completed'];

/**
 * The PDPs of the state-scale data set (issue 25), in a tenant that has them (tn, jh): a third of the professionals (people holding the
 * general role 100 only, in use), drawn by a hash of their id so every run draws the same, each with two
 * required trainings and two goals (statuses spread over Not Started, In Progress and Completed, a third
 * of the Completed ones verified), a Self-Assessment rating of every core knowledge area, and a director's
 * comment on one goal in ten. Written by PostgreSQL itself from the users already loaded, as the messages
 * are (no COPY of generated rows: these tables hold no text the generator alone knows).
 */
export async function loadPdp(context: ScaleContext, client: pg.Client, asOf: string): Promise<LoadTiming> {
  const started = performance.now();
  // A tenant without the PDP (al) keeps none, as its registry would.
  if (!context.tenant.features.pdp) return { rows: 0, copyMs: 0, indexMs: 0 };
  const version = (form: number) => formVersion(context, form);
  await client.query('begin');
  try {
    await client.query(
      `create temporary table pdp_people on commit drop as
         select u.id from users u
         where u.is_confirmed and not u.api_only
           and (hashint4(u.id::int * 41) & 2147483647) % 3 = 0
           and exists (select 1 from user_general_roles g where g.user_id = u.id and g.role_name = '100')
           and not exists (select 1 from user_general_roles g where g.user_id = u.id and g.role_name <> '100')
           -- the registry's own people (its demo accounts) keep the PDP the server's seed gave them
           and not exists (select 1 from pdp_self_assessments s where s.user_id = u.id)
           and not exists (select 1 from pdp_goals s where s.user_id = u.id)
           and not exists (select 1 from pdp_required_trainings s where s.user_id = u.id)`,
    );
    // Two items each, numbered 1 and 2; the status from a hash of (person, item), the dates back from asOf.
    const status = (salt: number) => `($1::text[])[1 + (hashint4(p.id::int * ${salt} + n) & 2147483647) % 3]`;
    const day = `$2::date - ((hashint4(p.id::int * 7 + n) & 2147483647) % 300)`;
    const trainings = await client.query(
      `insert into pdp_required_trainings (user_id, form_id, form_version, training_name, required_by, reason,
         due_date, status, completion_date, verified, created_at, updated_at)
       select p.id, ${PDP_FORMS.requiredTraining}, ${version(PDP_FORMS.requiredTraining)},
              ($3::text[])[1 + (hashint4(p.id::int * 11 + n) & 2147483647) % ${TRAININGS.length}],
              'Program director', 'State licensing requirement',
              ${day} + 60, s.status, case when s.status = 'Completed' then ${day} end,
              s.status = 'Completed' and (hashint4(p.id::int * 13 + n) & 2147483647) % 3 = 0,
              ${day}, ${day}
       from pdp_people p cross join generate_series(1, 2) n
       cross join lateral (select ${status(17)} as status) s
       order by p.id, n`,
      [STATUSES, asOf, TRAININGS],
    );
    const goals = await client.query(
      `insert into pdp_goals (user_id, form_id, form_version, goal, action_steps, resources, target_date,
         status, completion_date, verified, created_at, updated_at)
       select p.id, ${PDP_FORMS.goal}, ${version(PDP_FORMS.goal)},
              ($3::text[])[1 + (hashint4(p.id::int * 19 + n) & 2147483647) % ${GOALS.length}],
              'Enroll in the course; practise with my mentor; review progress monthly',
              'Registry training catalogue', ${day} + 180, s.status,
              case when s.status = 'Completed' then ${day} end,
              s.status = 'Completed' and (hashint4(p.id::int * 23 + n) & 2147483647) % 3 = 0,
              ${day}, ${day}
       from pdp_people p cross join generate_series(1, 2) n
       cross join lateral (select ${status(29)} as status) s
       order by p.id, n`,
      [STATUSES, asOf, GOALS],
    );
    const ratings = await client.query(
      `insert into pdp_self_assessments (user_id, form_id, form_version, area, rating, created_at, updated_at)
       select p.id, ${PDP_FORMS.selfAssessment}, ${version(PDP_FORMS.selfAssessment)}, c.choice_id,
              (1 + (hashint4(p.id::int * 31 + length(c.choice_id)) & 2147483647) % 4)::text,
              $1::date, $1::date
       from pdp_people p
       join choice_lists c on c.list_code = 'core-knowledge-areas'
       order by p.id, c.choice_id`,
      [asOf],
    );
    // The planner needs the counts of what was just loaded (the data set is analyzed only at its end):
    // without them it reads the employments once per goal.
    await client.query('analyze pdp_goals, employment_records, organization_roles');
    // A director's comment on one goal in ten: the director of an organization where the person is staff.
    const comments = await client.query(
      `insert into pdp_comments (user_id, form_id, form_version, item_entity_type_id, item_id, comment_type,
         comment, author_user_id, author_role, created_at, updated_at)
       select g.user_id, ${PDP_FORMS.comment}, ${version(PDP_FORMS.comment)}, 12, g.id, 'Comment',
              'Good progress: let us review this at our next meeting.', d.director, 'director',
              g.updated_at, g.updated_at
       from pdp_goals g
       cross join lateral (
         select de.user_id as director
         from employment_records e
         join organization_roles o on o.employment_record_id = e.id and o.role_name = '100' and o.active
         join employment_records de on de.organization_id = e.organization_id
         join organization_roles od on od.employment_record_id = de.id and od.role_name = '200' and od.active
         where e.user_id = g.user_id and de.user_id <> g.user_id
         order by de.user_id
         limit 1) d
       where (hashint4(g.id::int * 37) & 2147483647) % 10 = 0
       order by g.id`,
    );
    await client.query('commit');
    const rows =
      (trainings.rowCount ?? 0) + (goals.rowCount ?? 0) + (ratings.rowCount ?? 0) + (comments.rowCount ?? 0);
    return { rows, copyMs: performance.now() - started, indexMs: 0 };
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
}
