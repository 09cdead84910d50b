import { EntityType, feedbackPolicy } from '@registry/domain';
import { authorScope, columnsOf, defineEntity } from '../../platform/entities/index.js';
import { feedbackForm } from './feedback.form.js';

const property = columnsOf('feedback');

/**
 * Entity type 32, feedback (tn): one row per message sent, owned by its sender, read by its sender and by
 * those who read feedback (feedbackPolicy). Listed on its own page (feedback-list-page), not a grid.
 */
export const feedbackEntity = defineEntity({
  entityType: EntityType.Feedback,
  name: 'Feedback',
  recordsTable: 'feedback',
  owner: { table: 'feedback', column: 'user_id' },
  stamped: [],
  createdOnSave: ['feedback'],
  rows: { disabledAt: null, updatedAt: null },
  policy: feedbackPolicy,
  scope: authorScope,
  properties: {
    topic: property('topic'),
    message: property('message'),
    mayContact: property('may_contact', 'textArray'),
  },
  forms: [feedbackForm],
});
