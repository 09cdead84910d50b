import type {
  HubAnswer,
  HubClientEvent,
  HubClientPayloads,
  HubServerEvent,
  HubServerPayloads,
} from '@registry/contracts/hub-events';
import { createContext } from 'react';

/**
 * What HubConnection needs of a socket.io socket (a test gives a fake), typed by the contracts' event
 * map: the events the server sends with their payloads, the events a client sends with theirs.
 */
export interface HubSocket {
  connected: boolean;
  on(event: 'connect', listener: () => void): unknown;
  on<E extends HubServerEvent>(event: E, listener: (payload: HubServerPayloads[E]) => void): unknown;
  emit<E extends HubClientEvent>(
    event: E,
    payload: HubClientPayloads[E],
    ack?: (answer: HubAnswer) => void,
  ): unknown;
  disconnect(): unknown;
  io: { on(event: 'reconnect_failed', listener: () => void): unknown };
}

/** Opens the hub with the current token; null: no hub here. */
export type OpenHub = (token: () => string | null) => HubSocket | null;

/** The hub's opener: the real one unless a provider (the tests') gives another. */
export const HubContext = createContext<OpenHub | null>(null);
