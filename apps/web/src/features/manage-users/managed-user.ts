import type { GridRow } from '@registry/domain';

/** A user of the Manage Users grid, as its modals need them. */
export interface ManagedUser {
  id: number;
  fullName: string;
  /** The sign-in e-mail. */
  userName: string;
}

const text = (value: GridRow[string]) => (typeof value === 'string' ? value : '');

/** The user of a row of the manage-users grid (its values fullName and userName). */
export function managedUserOf(row: GridRow): ManagedUser {
  return { id: row.id, fullName: text(row.fullName), userName: text(row.userName) };
}
