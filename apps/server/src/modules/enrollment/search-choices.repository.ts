import { TRAINING_SEARCH_LISTS, type TTrainingSearchChoices } from '@registry/contracts';
import type { Db } from '../../db/database.js';

/**
 * GET /api/course/trainingsearch: the seeded choice lists Search Training filters by (spec 3 §9), each
 * list's active choices in order, as code and text; the same lists the session form (22) offers.
 */
export async function trainingSearchChoices(db: Db): Promise<TTrainingSearchChoices> {
  const rows = await db
    .selectFrom('choiceLists')
    .select(['listCode', 'choiceId', 'text'])
    .where('listCode', 'in', [...TRAINING_SEARCH_LISTS])
    .where('active', '=', true)
    .orderBy('listCode')
    .orderBy('sequence')
    .execute();
  const lists: TTrainingSearchChoices = Object.fromEntries(TRAINING_SEARCH_LISTS.map((list) => [list, []]));
  for (const row of rows) lists[row.listCode]!.push({ id: row.choiceId, text: row.text });
  return lists;
}
