// Certificates (issue 24): what other features use of it (the verify page is reached through the route table).
export { CompletedTrainings } from './completed-trainings';
export { useCertificateDownloads } from './use-certificate-downloads';
