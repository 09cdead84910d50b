import type { TMessage, TNotification } from '@registry/contracts';
import type { RecordedCall } from '../../test/fake-api';

/** A message as POST /api/message/list answers it (the viewer is user 7), for the tests. */
export function messageOf(id: number, overrides: Partial<TMessage> = {}): TMessage {
  return {
    messageId: id,
    subject: `Subject ${id}`,
    body: `<p>Body of message ${id}</p>`,
    sentDate: '2026-11-24T15:05:00.000Z',
    read: false,
    starred: false,
    folder: 'Inbox',
    fromUser: { id: '41', name: 'Dana Director', email: 'dana@example.org' },
    recipients: [{ id: '7', name: 'Pat Lee', email: 'pat.lee@example.org' }],
    recipientCount: 1,
    toGroup: false,
    ...overrides,
  };
}

export function notificationOf(id: number, overrides: Partial<TNotification> = {}): TNotification {
  return {
    notificationId: id,
    subject: `Notice ${id}`,
    body: `<p>Body of notice ${id}</p>`,
    read: false,
    starred: false,
    folder: 'Inbox',
    creationDateTime: '2026-11-24T15:05:00.000Z',
    route: null,
    linkText: null,
    ...overrides,
  };
}

interface ListBody {
  folder: string;
  filter: string;
  from: number;
  to: number;
}

/**
 * Handlers of a count and a list call over `rows` (already in the folder asked for: `rowsOf` picks them),
 * answering the rows from..to as the server does.
 */
export function inboxHandlers<T>(
  paths: { count: string; list: string },
  rowsOf: (folder: string, filter: string) => T[],
) {
  return {
    [`POST ${paths.count}`]: (call: RecordedCall) => {
      const { folder, filter } = call.body as ListBody;
      return { body: { total: rowsOf(folder, filter).length } };
    },
    [`POST ${paths.list}`]: (call: RecordedCall) => {
      const { folder, filter, from, to } = call.body as ListBody;
      return { body: rowsOf(folder, filter).slice(from - 1, to) };
    },
  };
}
