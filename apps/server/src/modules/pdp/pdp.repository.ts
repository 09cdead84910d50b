import type { PdpAuthorRole, PdpCommentType, PdpItemType } from '@registry/domain';
import { EntityType } from '@registry/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** What names an item in notices (its training name or goal). */
export async function findItemName(db: Db, itemType: PdpItemType, itemId: number): Promise<string | null> {
  const query =
    itemType === EntityType.PdpRequiredTraining
      ? sql<{ name: string }>`select training_name as name from pdp_required_trainings where id = ${itemId}`
      : sql<{ name: string }>`select goal as name from pdp_goals where id = ${itemId}`;
  const result = await query.execute(db);
  return result.rows[0]?.name ?? null;
}

/** A person's full name (an author's, in the owner's notice). */
export async function findUserName(db: Db, userId: number): Promise<string> {
  const row = await db
    .selectFrom('users')
    .select(['firstName', 'lastName'])
    .where('id', '=', userId)
    .executeTakeFirst();
  return row ? `${row.firstName} ${row.lastName}` : '';
}

/** The latest version of a form (a new record keeps the version it was written under). */
export async function latestFormVersion(db: Db, formId: number): Promise<number> {
  const row = await db
    .selectFrom('formDefinitions')
    .select((eb) => eb.fn.max('version').as('version'))
    .where('formId', '=', formId)
    .executeTakeFirst();
  return Number(row?.version ?? 1);
}

export interface NewComment {
  ownerUserId: number;
  formId: number;
  formVersion: number;
  itemType: PdpItemType;
  itemId: number;
  commentType: PdpCommentType;
  comment: string;
  authorUserId: number;
  authorRole: PdpAuthorRole;
  at: Date;
}

/** Writes a comment or reflection; its id. */
export async function insertComment(db: Db, comment: NewComment): Promise<number> {
  const row = await db
    .insertInto('pdpComments')
    .values({
      userId: comment.ownerUserId,
      formId: comment.formId,
      formVersion: comment.formVersion,
      itemEntityTypeId: comment.itemType,
      itemId: comment.itemId,
      commentType: comment.commentType,
      comment: comment.comment,
      authorUserId: comment.authorUserId,
      authorRole: comment.authorRole,
      createdAt: comment.at,
      updatedAt: comment.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/**
 * The person's Self-Assessment rows made where missing: one per competency area of the state (its core
 * knowledge areas, active choices); how many were made and how many there are.
 */
export async function ensureSelfAssessment(
  db: Db,
  userId: number,
  form: { formId: number; formVersion: number },
  at: Date,
): Promise<{ created: number; total: number }> {
  const inserted = await sql`
    insert into pdp_self_assessments (user_id, form_id, form_version, area, created_at, updated_at)
    select ${userId}, ${form.formId}, ${form.formVersion}, l.choice_id, ${at}, ${at}
    from choice_lists l
    where l.list_code = 'core-knowledge-areas' and l.active
    order by l.sequence
    on conflict (user_id, area) do nothing`.execute(db);
  const total = await sql<{ n: number }>`
    select count(*)::int as n from pdp_self_assessments where user_id = ${userId}`.execute(db);
  return { created: Number(inserted.numAffectedRows ?? 0), total: total.rows[0]?.n ?? 0 };
}
