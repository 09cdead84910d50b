import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SessionContext, shallowEqual, useSessionSelector } from './session-context';
import { SIGNED_OUT, type SessionState } from './session-state';
import type { SessionStore } from './session-store';

/** A store with only what the hook reads: the snapshot and its listeners. */
function fakeStore(initial: SessionState) {
  let state = initial;
  const listeners = new Set<() => void>();
  const store = {
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => state,
  } as unknown as SessionStore;
  const set = (patch: Partial<SessionState>) =>
    act(() => {
      state = { ...state, ...patch };
      for (const listener of listeners) listener();
    });
  return { store, set };
}

const signedIn = (state: SessionState) => state.token !== null;
const roleAndUser = ({ activeRole, userId }: SessionState) => ({ activeRole, userId });

describe('useSessionSelector', () => {
  it('renders again only when the selected part of the session changes', () => {
    const { store, set } = fakeStore(SIGNED_OUT);
    let renders = 0;
    function Probe() {
      renders += 1;
      return <p>{useSessionSelector(signedIn) ? 'in' : 'out'}</p>;
    }
    render(
      <SessionContext.Provider value={store}>
        <Probe />
      </SessionContext.Provider>,
    );
    expect(screen.getByText('out')).toBeTruthy();
    const before = renders;
    set({ idle: true });
    set({ requests: { ...SIGNED_OUT.requests, profile: 'attempting' } });
    expect(renders).toBe(before);
    set({ token: 'a token' });
    expect(screen.getByText('in')).toBeTruthy();
    expect(renders).toBe(before + 1);
  });

  it('compares an object of parts with shallowEqual, keeping the first object while they stay the same', () => {
    const { store, set } = fakeStore({ ...SIGNED_OUT, token: 't', userId: 7, activeRole: '100' });
    const seen: ReturnType<typeof roleAndUser>[] = [];
    function Probe() {
      const parts = useSessionSelector(roleAndUser, shallowEqual);
      seen.push(parts);
      return <p>{`${parts.activeRole} ${parts.userId}`}</p>;
    }
    render(
      <SessionContext.Provider value={store}>
        <Probe />
      </SessionContext.Provider>,
    );
    const renders = seen.length;
    set({ profile: null, idle: true });
    expect(seen).toHaveLength(renders);
    set({ activeRole: '200' });
    expect(screen.getByText('200 7')).toBeTruthy();
    expect(seen.at(-1)).not.toBe(seen[0]);
  });
});

describe('shallowEqual', () => {
  it('is true for the same values under the same keys and false otherwise', () => {
    const claims = ['a'];
    expect(shallowEqual({ a: 1, claims }, { a: 1, claims })).toBe(true);
    expect(shallowEqual({ a: 1, claims }, { a: 1, claims: ['a'] })).toBe(false);
    expect(shallowEqual({ a: 1 }, { a: 2 })).toBe(false);
    expect(shallowEqual<Record<string, number>>({ a: 1 }, { a: 1, b: 2 })).toBe(false);
  });
});
