import type { GridRow } from '@registry/domain';
import { describe, expect, it } from 'vitest';
import { gridRow } from '../../test/fake-grid';
import { hasRoleHistory, roleStateOf, roleStatus, rowRoleActions } from './employment-roles';

const TODAY = '2026-03-10';
const employment = (flags: Partial<GridRow> = {}, registry = true) =>
  gridRow(1, { employerName: 'Sunshine Academy', isRegistryOrganization: registry }, flags);

describe('employment rows: organization roles from the flags', () => {
  it('offers the staff request first, then the director request and the ends (spec 1 §4)', () => {
    expect(rowRoleActions(employment(), TODAY)).toMatchObject({
      requestStaff: true,
      requestDirector: false,
      endStaff: false,
    });
    expect(rowRoleActions(employment({ pending100: true }), TODAY)).toMatchObject({
      requestStaff: false,
      withdrawStaff: true,
    });
    expect(rowRoleActions(employment({ has100Role: true }), TODAY)).toMatchObject({
      requestDirector: true,
      endStaff: true,
      endDirector: false,
    });
    expect(rowRoleActions(employment({ has100Role: true, has200Role: true }), TODAY)).toMatchObject({
      requestDirector: false,
      endStaff: false,
      endDirector: true,
    });
  });

  it('offers no request for a job whose End Date has passed; one ending today still takes it', () => {
    const ended = (endDate: string, flags: Partial<GridRow> = {}) =>
      gridRow(1, { employerName: 'Sunshine Academy', isRegistryOrganization: true, endDate }, flags);
    expect(rowRoleActions(ended('2019-01-15'), TODAY)).toMatchObject({ requestStaff: false });
    expect(rowRoleActions(ended('2019-01-15', { has100Role: true }), TODAY)).toMatchObject({
      requestDirector: false,
      endStaff: true,
    });
    expect(rowRoleActions(ended(TODAY), TODAY)).toMatchObject({ requestStaff: true });
  });

  it('offers nothing at an organization outside the registry (spec 1 §6)', () => {
    expect(Object.values(rowRoleActions(employment({}, false), TODAY))).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('says where each role stands, and whether there is a history', () => {
    const state = roleStateOf(employment({ has100Role: true, pending200: true }));
    expect(roleStatus(state, '100')).toBe('approved');
    expect(roleStatus(state, '200')).toBe('requested');
    expect(roleStatus(roleStateOf(employment({ rejected100: true })), '100')).toBe('rejected');
    expect(roleStatus(roleStateOf(employment({ removed200: true })), '200')).toBe('removed');
    expect(roleStatus(roleStateOf(employment()), '100')).toBeNull();
    expect(hasRoleHistory(employment())).toBe(false);
    expect(hasRoleHistory(employment({ removed100: true }))).toBe(true);
    expect(hasRoleHistory(gridRow(2, { requestCount: 2 }))).toBe(true);
  });
});
