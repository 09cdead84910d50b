/**
 * The real-time hub's events (spec 3 §7; DESIGN §3 "Real-time"): their names and payloads, one
 * definition for the server (platform/hub.ts, the outbox's deliveries) and the web
 * (features/hub/hub-connection.tsx). Plain constants and types without zod, so the web imports them at run
 * time from `@registry/contracts/hub-events`; the schemas that check what a client sends are in hub.ts.
 */

/** What a client may send: join or leave its own user group (by its user id), and its idle status. */
export const HUB_CLIENT_EVENTS = {
  joinUserGroup: 'JoinUserGroup',
  leaveUserGroup: 'LeaveUserGroup',
  idleStatus: 'IdleStatus',
} as const;
export type HubClientEvent = (typeof HUB_CLIENT_EVENTS)[keyof typeof HUB_CLIENT_EVENTS];

/** What the server sends: ids and counts, never bodies (the web reads those through the API). */
export const HUB_SERVER_EVENTS = {
  messageReceived: 'MessageReceived',
  messageCountChange: 'MessageCountChange',
  notificationReceived: 'NotificationReceived',
  notificationCountChange: 'NotificationCountChange',
  rolePromotionActionReceived: 'RolePromotionActionReceived',
  /** Ours, beside the spec's five: the alerts changed; dashboards read theirs again (no payload). */
  alertsChanged: 'AlertsChanged',
} as const;
export type HubServerEvent = (typeof HUB_SERVER_EVENTS)[keyof typeof HUB_SERVER_EVENTS];

/** The payload of each client event (what the schemas in hub.ts accept). */
export interface HubClientPayloads {
  /** The caller's own user id: a client may join only its own group. */
  JoinUserGroup: number;
  LeaveUserGroup: number;
  /** Whether the app is idle (spec 3 §7). */
  IdleStatus: boolean;
}

/**
 * The payload of each server event. A broadcast to everyone (a notification to every account, too many
 * to count one by one) carries no id or total: the web reads its own again.
 */
export interface HubServerPayloads {
  MessageReceived: { messageId: number };
  MessageCountChange: { total: number };
  NotificationReceived: { notificationId?: number };
  NotificationCountChange: { total?: number };
  RolePromotionActionReceived: { employmentRecordId: number };
  AlertsChanged: Record<string, never>;
}

/** The answer to a client event that asked for one: done, or why not (a text to show). */
export type HubAnswer = { ok: true } | { error: string };

/** socket.io's typed event maps (the server's and the web's sockets are declared with these). */
export type HubServerToClient = {
  [E in HubServerEvent]: (payload: HubServerPayloads[E]) => void;
};
export type HubClientToServer = {
  [E in HubClientEvent]: (payload: HubClientPayloads[E], ack?: (answer: HubAnswer) => void) => void;
};
