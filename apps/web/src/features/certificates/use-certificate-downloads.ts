import { useCallback } from 'react';
import { useToast } from '../../components/toast/toast-context';
import { downloadBadge, downloadCertificate } from './api/downloads';

/** Download Certificate (the PDF) and Download Badge (the Open Badges credential) of a code; a failure is a toast. */
export function useCertificateDownloads() {
  const toast = useToast();
  const run = useCallback(
    (download: (code: string) => Promise<void>) => (code: string) => {
      download(code).catch((error: unknown) => toast.showError(error));
    },
    [toast],
  );
  return { certificate: run(downloadCertificate), badge: run(downloadBadge) };
}
