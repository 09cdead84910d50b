import type { TFeedbackListQuery, TFeedbackListResponse } from '@registry/contracts';
import type { AppDeps } from '../../platform/app-types.js';
import { findDefinition } from '../forms/index.js';
import { FEEDBACK } from './feedback.form.js';
import { listFeedback } from './feedback.repository.js';

export type FeedbackService = ReturnType<typeof createFeedbackService>;

/**
 * Reading feedback (administrators; the route requires CLAIMS.readFeedback, which only 500 and
 * AdminUser hold, in a tenant with Feedback). Sending goes through the form engine (form 32).
 */
export function createFeedbackService(deps: AppDeps) {
  const { db } = deps;
  return {
    /** A page of feedback, each topic shown in the words of the form version it was sent with. */
    async list(query: TFeedbackListQuery): Promise<TFeedbackListResponse> {
      const { total, rows } = await listFeedback(db, query.from, query.to);
      const topics = new Map<number, Map<string, string>>();
      for (const version of new Set(rows.map((row) => row.formVersion))) {
        const found = await findDefinition(db, 32, version);
        const topic = found?.definition.elements.find((element) => element.id === FEEDBACK.topic);
        topics.set(version, new Map((topic?.choices ?? []).map((choice) => [choice.id, choice.text])));
      }
      return {
        total,
        items: rows.map((row) => ({
          id: row.id,
          createdAt: row.createdAt.toISOString(),
          topic: topics.get(row.formVersion)?.get(row.topic) ?? row.topic,
          message: row.message,
          mayContact: (row.mayContact ?? []).includes('yes'),
          sender: { userId: row.senderId, name: `${row.firstName} ${row.lastName}`, email: row.email },
        })),
      };
    },
  };
}
