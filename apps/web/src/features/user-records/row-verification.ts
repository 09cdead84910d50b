import type { GridRow } from '@registry/domain';

/**
 * Which verification actions a record offers its verifier (spec 3 §4): a record not verified may be
 * verified (a declined one again); one neither verified nor declined (or asked again) may be declined; a
 * verified one may lose its verification; a requested one may go back to its owner.
 */
export const offersVerify = (row: GridRow) => row.verified !== true;
export const offersDecline = (row: GridRow) =>
  row.verified !== true && (row.rejected !== true || row.verificationStatus === 'Requested');
export const offersRemove = (row: GridRow) => row.verified === true;
export const offersReturn = (row: GridRow) => row.verificationStatus === 'Requested';
