import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { TMyCertificate } from '@registry/contracts';
import { CERTIFICATE_TEXTS, sessionPeriodText } from '@registry/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryResult } from '../../components/query-result';
import { ListTable } from '../../engine/grid/index';
import { myCertificatesQuery } from './api/my-certificates';
import { useCertificateDownloads } from './use-certificate-downloads';

/**
 * Completed Trainings (issue 24): the trainings the person completed in the registry's sessions, each with
 * its certificate (Download Certificate: the PDF; Download Badge: the Open Badges credential, not for a
 * revoked one). Where al and jh professionals, who have no Training page, find their certificates: the
 * calendar's Completed Trainings view.
 */
export function CompletedTrainings() {
  const { t } = useTranslation();
  const certificates = useQuery(myCertificatesQuery());
  const downloads = useCertificateDownloads();
  const name = (row: TMyCertificate) => `${row.courseName}: ${row.sectionName}`;
  return (
    <QueryResult query={certificates} empty={t('certificates.completedEmpty')}>
      {(rows) => (
        <ListTable<TMyCertificate>
          label={t('certificates.completedLabel')}
          rows={rows}
          rowKey={(row) => row.code}
          rowTestId="completed-training"
          busy={certificates.isFetching}
          columns={[
            { id: 'training', header: t('certificates.training'), cell: name },
            {
              id: 'dates',
              header: t('certificates.dates'),
              cell: (row) => sessionPeriodText(row.trainingStart, row.trainingEnd, row.timeZone),
            },
            {
              id: 'hours',
              header: t('certificates.hours'),
              cell: (row) => CERTIFICATE_TEXTS.hours(row.hours),
            },
            { id: 'trainer', header: t('certificates.trainer'), cell: (row) => row.trainerName },
            {
              id: 'status',
              header: t('certificates.status'),
              cell: (row) =>
                row.revokedAt === null ? t('certificates.valid') : t('certificates.revokedStatus'),
            },
          ]}
          actions={{
            header: t('certificates.actions'),
            cell: (row) => (
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                <Button
                  variant="outlined"
                  size="small"
                  onClick={() => downloads.certificate(row.code)}
                  aria-label={t('certificates.downloadCertificateOf', { name: name(row) })}
                >
                  {t('certificates.downloadCertificate')}
                </Button>
                {row.revokedAt === null && (
                  <Button
                    variant="outlined"
                    size="small"
                    onClick={() => downloads.badge(row.code)}
                    aria-label={t('certificates.downloadBadgeOf', { name: name(row) })}
                  >
                    {t('certificates.downloadBadge')}
                  </Button>
                )}
              </Box>
            ),
          }}
        />
      )}
    </QueryResult>
  );
}
