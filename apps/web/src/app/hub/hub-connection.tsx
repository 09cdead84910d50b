import {
  HUB_CLIENT_EVENTS,
  HUB_SERVER_EVENTS,
  type HubAnswer,
  type HubClientToServer,
  type HubServerToClient,
} from '@registry/contracts/hub-events';
import { HUB_PATH } from '@registry/contracts/paths';
import { EntityType, HUB_RECONNECT_ATTEMPTS, HUB_RECONNECT_INTERVAL_MS, TEXTS } from '@registry/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useContext, useEffect, useRef } from 'react';
import { io, type Socket } from 'socket.io-client';
import { useDialogs } from '../../components/dialogs/dialog-context';
import { useToast } from '../../components/toast/toast-context';
import { gridKeys } from '../../engine/grid/api/get-grid';
import { shallowEqual, useSessionSelector, useSessionStore } from '../../lib/session/session-context';
import type { SessionState } from '../../lib/session/session-state';
import { alertKeys } from '../../features/alerts';
import { messageKeys, notificationKeys } from '../../features/messages';
import { trainingKeys } from '../../features/training-calendar/api/query-keys';
import { refreshPdp } from '../../features/pdp/api/pdp-keys';
import { refreshCoaching } from '../../features/coaching/index';
import { HubContext, type HubSocket } from './hub-context';

/** Opens the hub's socket (spec 3 §7): the token at each (re)connection, 5 tries 5 seconds apart. */
export function openHub(token: () => string | null): HubSocket {
  const socket: Socket<HubServerToClient, HubClientToServer> = io({
    path: HUB_PATH,
    transports: ['websocket'],
    auth: (callback) => callback({ token: token() ?? '' }),
    reconnectionAttempts: HUB_RECONNECT_ATTEMPTS,
    reconnectionDelay: HUB_RECONNECT_INTERVAL_MS,
    reconnectionDelayMax: HUB_RECONNECT_INTERVAL_MS,
    randomizationFactor: 0,
  });
  return socket;
}

/** What the connection depends on: it renders again only when one of these changes. */
const hubInputs = ({ token, userId, activeRole, idle }: SessionState) => ({
  token,
  userId,
  activeRole,
  idle,
});

/**
 * The real-time hub while signed in (spec 3 §7, §8; spec 1 §2, §4): joins the user's own group on every
 * connection; a message or a count change refreshes the messages (the badge and the inbox: a new message
 * comes on top, the total rises), a notification the notifications (the toast of a new one follows from
 * that), a role request answered the employment rows, changed alerts the dashboard's alerts. Reports the idle status. After 5 failed
 * reconnections, while signed in: 'A network problem occurred. Please refresh your browser.' An invoke the
 * hub refuses is an error toast. Logout (or a role switch) leaves the group and closes the socket.
 */
export function HubConnection() {
  const { token, userId, activeRole, idle } = useSessionSelector(hubInputs, shallowEqual);
  const store = useSessionStore();
  const queryClient = useQueryClient();
  const dialogs = useDialogs();
  const toast = useToast();
  const signedIn = token !== null && userId !== null;
  const opener = useContext(HubContext) ?? openHub;
  const open = useRef<HubSocket | null>(null);
  const idleNow = useRef(idle);
  idleNow.current = idle;

  useEffect(() => {
    if (!signedIn || userId === null) return;
    const socket = opener(() => store.getSnapshot().token);
    if (socket === null) return;
    open.current = socket;
    const invoke = (
      name: typeof HUB_CLIENT_EVENTS.joinUserGroup | typeof HUB_CLIENT_EVENTS.leaveUserGroup,
    ) => {
      socket.emit(name, userId, (answer?: HubAnswer) => {
        if (answer !== undefined && 'error' in answer)
          toast.show({ severity: 'error', title: TEXTS.errorTitle, message: answer.error });
      });
    };
    socket.on('connect', () => {
      invoke(HUB_CLIENT_EVENTS.joinUserGroup);
      socket.emit(HUB_CLIENT_EVENTS.idleStatus, idleNow.current);
    });
    const refresh = (queryKey: readonly unknown[]) => () => void queryClient.invalidateQueries({ queryKey });
    socket.on(HUB_SERVER_EVENTS.messageReceived, refresh(messageKeys.all));
    socket.on(HUB_SERVER_EVENTS.messageCountChange, refresh(messageKeys.all));
    socket.on(HUB_SERVER_EVENTS.notificationReceived, refresh(notificationKeys.all));
    // A registration decision comes as a notification (approved, a seat from the waitlist): the calendar,
    // Upcoming Trainings and the details show it without a reload.
    socket.on(HUB_SERVER_EVENTS.notificationReceived, refresh(trainingKeys.all));
    // A comment, reflection or verification on the person's PDP comes as a notification: the items and
    // their comments show it without a reload (issue 25).
    socket.on(HUB_SERVER_EVENTS.notificationReceived, () => void refreshPdp(queryClient));
    // The other side of a coaching acted (a request, an answer, the end): the coaching lists reload (issue 25).
    socket.on(HUB_SERVER_EVENTS.notificationReceived, () => void refreshCoaching(queryClient));
    socket.on(HUB_SERVER_EVENTS.notificationCountChange, refresh(notificationKeys.all));
    // A role request answered: the employment (experience) rows reload.
    socket.on(HUB_SERVER_EVENTS.rolePromotionActionReceived, refresh(gridKeys.entity(EntityType.Experience)));
    // Ours: an alert written, changed or dismissed (in another window) reloads the dashboard's alerts.
    socket.on(HUB_SERVER_EVENTS.alertsChanged, refresh(alertKeys.all));
    socket.io.on('reconnect_failed', () => {
      if (store.getSnapshot().token !== null)
        void dialogs.alert(TEXTS.hubNetworkProblem, { title: TEXTS.errorTitle });
    });
    return () => {
      open.current = null;
      if (socket.connected) invoke(HUB_CLIENT_EVENTS.leaveUserGroup);
      socket.disconnect();
    };
    // A new role (its groups) or another person opens a new connection; a refreshed token does not.
  }, [signedIn, userId, activeRole, opener, store, queryClient, dialogs, toast]);

  // The app's idle status (spec 3 §7), on the open socket (the hub keeps it per connection).
  useEffect(() => {
    if (open.current?.connected) open.current.emit(HUB_CLIENT_EVENTS.idleStatus, idle);
  }, [idle]);

  return null;
}
