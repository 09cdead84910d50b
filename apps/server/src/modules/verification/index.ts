/** Verification requests, the verifier's actions and queue, and history of verifiable records (spec 1 §4; spec 3 §4-§6; spec 2 "Verification History"). */
export { registerVerificationRoutes } from './verification.routes.js';
export { createVerificationService } from './verification.service.js';
export { verificationEntity } from './verification.entity.js';
export { noteRecordViewed, viewedRecords } from './verification-views.js';
