import type { EntityDefinition } from './types.js';

/** Entity type 32, feedback: one row per message sent, owned by its sender. */
export const feedbackEntity: EntityDefinition = {
  entityTypeId: 32,
  name: 'Feedback',
  recordsTable: 'feedback',
  keys: { feedback: 'id' },
  owner: { table: 'feedback', column: 'user_id' },
  stamped: [],
  createdOnSave: ['feedback'],
  properties: {
    topic: { table: 'feedback', column: 'topic', kind: 'text' },
    message: { table: 'feedback', column: 'message', kind: 'text' },
    mayContact: { table: 'feedback', column: 'may_contact', kind: 'textArray' },
  },
};
