import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** A course's trainer and whether it is disabled; undefined when there is no such course. */
export async function findCourse(
  db: Db,
  courseId: number,
): Promise<{ userId: number; disabled: boolean } | undefined> {
  const row = await db
    .selectFrom('courses')
    .select(['userId', 'disabledAt'])
    .where('id', '=', courseId)
    .executeTakeFirst();
  return row && { userId: row.userId, disabled: row.disabledAt !== null };
}

/** The people a session holds: registered, and on its waitlist; undefined when there is no such session. */
export async function seatsTaken(
  db: Db,
  sessionId: number,
): Promise<{ registered: number; waitlisted: number } | undefined> {
  const row = await db
    .selectFrom('courseSections')
    .select(['registeredCount', 'waitlistedCount'])
    .where('id', '=', sessionId)
    .executeTakeFirst();
  return row && { registered: row.registeredCount, waitlisted: row.waitlistedCount };
}

/** A session's seat and waitlist capacity as saved, beside the people it holds (in the save's transaction). */
export async function seatsAndCapacity(
  db: Db,
  sessionId: number,
): Promise<
  { registered: number; waitlisted: number; capacity: number; waitlistCapacity: number } | undefined
> {
  const row = await db
    .selectFrom('courseSections')
    .select(['registeredCount', 'waitlistedCount', 'capacity', 'waitlistCapacity'])
    .where('id', '=', sessionId)
    .executeTakeFirst();
  return (
    row && {
      registered: row.registeredCount,
      waitlisted: row.waitlistedCount,
      capacity: row.capacity,
      waitlistCapacity: row.waitlistCapacity,
    }
  );
}

/** The course's sessions, disabled ones included (read afresh, after the course's row is locked). */
export async function countSessions(db: Db, courseId: number): Promise<number> {
  const result = await sql<{ count: number }>`
    select count(*)::int as count from course_sections where course_id = ${courseId}`.execute(db);
  return result.rows[0]?.count ?? 0;
}

export async function deleteCourse(trx: Db, courseId: number): Promise<void> {
  await trx.deleteFrom('courses').where('id', '=', courseId).execute();
}

export async function deleteSession(trx: Db, sessionId: number): Promise<void> {
  await trx.deleteFrom('courseSections').where('id', '=', sessionId).execute();
}
