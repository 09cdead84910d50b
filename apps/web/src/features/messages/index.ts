import { lazy } from 'react';

/** Messages and notifications (spec 2 §2): the inboxes; their query keys, which the hub refreshes. */
export { messageKeys, notificationKeys } from './query-keys';
export type { ComposeDraft } from './compose-modal';

/**
 * The compose form (spec 2 §5), for another screen that writes to a person (a trainer to an enrolled
 * student): loaded when first shown, so that the shell, which imports this index, does not load it.
 */
export const LazyComposeModal = lazy(() =>
  import('./compose-modal').then((module) => ({ default: module.ComposeModal })),
);
