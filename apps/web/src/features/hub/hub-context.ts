import { createContext } from 'react';

/** What HubConnection needs of a socket.io socket (a test gives a fake). */
export interface HubSocket {
  connected: boolean;
  on(event: string, listener: (...args: never[]) => void): unknown;
  emit(event: string, ...args: unknown[]): unknown;
  disconnect(): unknown;
  io: { on(event: 'reconnect_failed', listener: () => void): unknown };
}

/** Opens the hub with the current token; null: no hub here. */
export type OpenHub = (token: () => string | null) => HubSocket | null;

/** The hub's opener: the real one unless a provider (the tests') gives another. */
export const HubContext = createContext<OpenHub | null>(null);
