import { verifierActionApplies, type GridRow, type VerificationState } from '@registry/domain';

/** A grid row's verification state, as the domain's verifier table reads it. */
const stateOf = (row: GridRow): VerificationState => ({
  verified: row.verified === true,
  rejected: row.rejected === true,
  verificationStatus: row.verificationStatus === 'Requested' ? 'Requested' : null,
});

/** Which verification actions a record offers its verifier: the server's table (verifierTransition). */
export const offersVerify = (row: GridRow) => verifierActionApplies('verify', stateOf(row));
export const offersDecline = (row: GridRow) => verifierActionApplies('decline', stateOf(row));
export const offersRemove = (row: GridRow) => verifierActionApplies('remove', stateOf(row));
export const offersReturn = (row: GridRow) => verifierActionApplies('return', stateOf(row));
