/** Verification requests and history of verifiable records (spec 1 §4; spec 2 "Verification History"). */
export { registerVerificationRoutes } from './verification.routes.js';
export { createVerificationService } from './verification.service.js';
