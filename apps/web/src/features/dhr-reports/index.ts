/**
 * DHR Reports (issue 24; spec 3 §2 dhr-report): the page the route table maps (app/route-pages.ts) and the
 * Review Comments modal.
 */
export { DhrReportPage } from './dhr-report-page';
export { ReviewCommentsModal, type ReviewCommentsTarget } from './review-comments-modal';
