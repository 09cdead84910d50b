/**
 * The career lattice (issue 25; spec 3 §2 /dashboard/career): the pages the route table maps
 * (app/route-pages.ts), and the explained placement a verifier reads beside a lattice level.
 */
export { CareerLayout } from './career-layout';
export { CareerInfoTab, CareerLatticeTab } from './career-tabs';
export { LatticeEvidence } from './lattice-evidence';
export { LatticeRequirementsPage } from './requirements-page';
