import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { entityPolicy, EntityType, formOf } from '@registry/domain';
import { useTranslation } from 'react-i18next';
import { useTenant } from '../../lib/tenant-context';
import { Disclosure } from '../../components/disclosure';
import { DataGrid } from '../../engine/grid/index';
import { asRoleName } from '../../lib/session/role-name';
import { shallowEqual, useSessionSelector } from '../../lib/session/session-context';
import type { SessionState } from '../../lib/session/session-state';
import { useCertificateDownloads } from '../certificates/index';
import { MasterRecordPanel } from './master-record-panel';
import { PageHeading } from '../../components/page-heading';

/** What the page reads of the session (it renders again only when these change). */
const trainingInputs = (session: SessionState) => ({
  userId: session.userId,
  activeRole: session.activeRole,
  claims: session.claims,
});

/**
 * /dashboard/training (spec 3 §2; role 100): the Master Training Record accordion (View/Hide, a
 * read-only summary) and the grid of the person's Training Record entries with the verified icon, each
 * in its form. In tn users do not add or delete training records here: Add New follows the training
 * record's policy (packages/domain, the rule the server enforces), Delete the rows' flags (the server's).
 */
export function TrainingPage() {
  const { t } = useTranslation();
  const tenant = useTenant();
  const { userId, activeRole, claims } = useSessionSelector(trainingInputs, shallowEqual);
  const downloads = useCertificateDownloads();
  const person = userId === null ? null : { id: userId, entityTypeId: EntityType.User };
  const mayAdd =
    userId !== null &&
    (entityPolicy(EntityType.TrainingRecord)?.mayAdd(
      { userId, activeRole: asRoleName(activeRole), claims },
      tenant,
      'edit',
      userId,
    ) ??
      false);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageHeading title={t('routes.training.title')} instruction={t('instructions.training')} />
      {person && (
        <>
          <Disclosure
            title={t('training.masterRecord')}
            showLabel={t('training.view')}
            hideLabel={t('training.hide')}
            level={2}
            data-testid="master-training-record"
          >
            <MasterRecordPanel person={person} />
          </Disclosure>
          <Box sx={{ mt: 3 }}>
            <DataGrid
              title={t('training.gridTitle')}
              showTitle
              entityTypeId={EntityType.TrainingRecord}
              formId={formOf(EntityType.TrainingRecord)}
              recordName={t('training.recordName')}
              primaryEntity={person}
              addNew={mayAdd}
              verification
              downloads
              // A training completed in a registry session has a certificate (issue 24): its PDF and badge.
              rowActions={(row) =>
                typeof row.certificateCode === 'string'
                  ? [
                      {
                        key: 'download-certificate',
                        label: t('certificates.downloadCertificate'),
                        onSelect: () => downloads.certificate(String(row.certificateCode)),
                      },
                      {
                        key: 'download-badge',
                        label: t('certificates.downloadBadge'),
                        onSelect: () => downloads.badge(String(row.certificateCode)),
                      },
                    ]
                  : []
              }
            />
          </Box>
        </>
      )}
    </Container>
  );
}
