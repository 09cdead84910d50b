/**
 * Certificates (issue 24): the certificate's PDF (spec 3 §7 GET /file/c/{certificate}), the public
 * verification, revocation, the owner's list and the Open Badges 3.0 credential with its signing keys.
 */
export { registerCertificatesRoutes } from './certificates.routes.js';
export { createCertificatesService, type CertificatesService } from './certificates.service.js';
// The certificate's rendering alone, for bench/certificates.ts (its rate beside the PDF library's floor).
export { renderCertificate, type CertificatePdf, type CertificatePdfJob } from './certificate-pdf.js';
export { readLogo } from './svg-logo.js';
