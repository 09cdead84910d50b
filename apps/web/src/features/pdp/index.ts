/**
 * The PDP (issue 25; spec 3 §2 /dashboard/pdp): the pages the route table maps (app/route-pages.ts), and
 * another person's PDP in a modal, for the screens of their director (User Records) and coach (Active
 * Cases): `<PdpModal person={{ id, fullName }} onClose={...} />`.
 */
export { PdpLayout } from './pdp-layout';
export { PdpGoalsTab, PdpInfoTab, PdpRequiredTrainingTab, PdpSelfAssessmentTab } from './pdp-tabs';
export { PdpModal, type PdpModalProps, type PdpPerson } from './pdp-modal';
export { pdpKeys, refreshPdp } from './api/pdp-keys';
