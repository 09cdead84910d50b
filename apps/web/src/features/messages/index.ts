/** Messages and notifications (spec 2 §2): the inboxes; their query keys, which the hub refreshes. */
export { messageKeys, notificationKeys } from './query-keys';
