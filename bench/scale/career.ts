import { performance } from 'node:perf_hooks';
import type pg from 'pg';
import type { Db } from '../../apps/server/src/db/database.js';
import { recomputeAll } from '../../apps/server/src/modules/career/index.js';
import type { LoadTiming } from './copy.js';

/**
 * The career lattice in the state-scale data set (issue 25). The records are loaded with the lattice's
 * triggers deferred (`registry.career_lattice_deferred`, set on the loading session by seed.ts), then:
 * - claims (entity 31): one professional in 6 (people holding the general role 100 only, in use), drawn by a
 *   hash of their id so every run draws the same, claims a level (most low, a few high); seven in ten of the
 *   claims are verified, one in ten waits for verification (Requested, days before asOf), the rest are open;
 * - every person's placement, recomputed once, set-based, by the job's own function (recomputeAll, batches
 *   of 5,000): what the triggers would have kept.
 */
export async function loadCareerClaims(client: pg.Client, asOf: string): Promise<LoadTiming> {
  const started = performance.now();
  const result = await client.query(
    `insert into career_lattice_levels (user_id, form_id, form_version, career_lattice_level, comments, verified,
       verification_status, verification_requested_at, created_at, updated_at)
     select u.id, 28, 1,
            (array[1, 1, 2, 2, 2, 3, 3, 4, 5, 6, 7, 8])[1 + (hashint4(u.id::int * 61) & 2147483647) % 12],
            null,
            (hashint4(u.id::int * 67) & 2147483647) % 10 < 7,
            case when (hashint4(u.id::int * 67) & 2147483647) % 10 = 7 then 'Requested' end,
            case when (hashint4(u.id::int * 67) & 2147483647) % 10 = 7
                 then $1::timestamptz - make_interval(days => (hashint4(u.id::int * 71) & 2147483647) % 30) end,
            $1::timestamptz - make_interval(days => 30 + (hashint4(u.id::int * 73) & 2147483647) % 700),
            $1::timestamptz - make_interval(days => (hashint4(u.id::int * 71) & 2147483647) % 30)
       from users u
      where u.is_confirmed and not u.api_only
        and (hashint4(u.id::int * 79) & 2147483647) % 6 = 0
        and exists (select 1 from user_general_roles g where g.user_id = u.id and g.role_name = '100')
        and not exists (select 1 from user_general_roles g where g.user_id = u.id and g.role_name <> '100')
      order by u.id`,
    [asOf],
  );
  return { rows: result.rowCount ?? 0, copyMs: performance.now() - started, indexMs: 0 };
}

/** Every person's placement, as the recompute job writes it. */
export async function loadPlacements(db: Db): Promise<LoadTiming> {
  const started = performance.now();
  const rows = await recomputeAll(db);
  return { rows, copyMs: performance.now() - started, indexMs: 0 };
}
