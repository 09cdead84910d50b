import { describe, expect, it } from 'vitest';
import { HUB_CLIENT_EVENTS, ZHubClientArguments } from './hub.js';

describe("the hub's client event schemas", () => {
  it('cover every client event', () => {
    expect(Object.keys(ZHubClientArguments).sort()).toEqual(Object.values(HUB_CLIENT_EVENTS).sort());
  });

  it('take a user id as a positive whole number or its digits, and nothing else', () => {
    const join = ZHubClientArguments.JoinUserGroup;
    expect(join.parse([7])).toEqual([7]);
    expect(join.parse(['7'])).toEqual([7]);
    for (const bad of [
      [{ toString: '1' }],
      [[{ toString: '1' }]],
      ['9'.repeat(16)],
      [0],
      [-1],
      [1.5],
      [1e308],
      [null],
      [],
      [7, 8],
      ['07'],
    ])
      expect(join.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
  });

  it('take the idle status as a boolean only', () => {
    expect(ZHubClientArguments.IdleStatus.parse([true])).toEqual([true]);
    for (const bad of [['true'], [1], [null], [], [true, false]])
      expect(ZHubClientArguments.IdleStatus.safeParse(bad).success).toBe(false);
  });
});
