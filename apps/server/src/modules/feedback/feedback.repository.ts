import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

export interface FeedbackRow {
  id: number;
  createdAt: Date;
  formVersion: number;
  topic: string;
  message: string;
  mayContact: string[] | null;
  senderId: number;
  firstName: string;
  lastName: string;
  email: string;
}

/** A page of feedback, newest first (positions from..to, 1-based), and the total. */
export async function listFeedback(
  db: Db,
  from: number,
  to: number,
): Promise<{ total: number; rows: FeedbackRow[] }> {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('feedback as f')
      .innerJoin('users as u', 'u.id', 'f.userId')
      .select([
        'f.id',
        'f.createdAt',
        'f.formVersion',
        'f.topic',
        'f.message',
        'f.mayContact',
        'u.id as senderId',
        'u.firstName',
        'u.lastName',
        'u.email',
      ])
      .orderBy('f.createdAt', 'desc')
      .orderBy('f.id', 'desc')
      .offset(from - 1)
      .limit(to - from + 1)
      .execute(),
    db
      .selectFrom('feedback')
      .select(sql<string>`count(*)`.as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  return { total: Number(total.count), rows };
}
