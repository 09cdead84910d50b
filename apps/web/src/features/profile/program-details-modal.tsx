import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import type { TOrganization } from '@registry/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/modal';
import { failureText } from '../../lib/api';
import { useTenant } from '../../lib/tenant-context';
import { organizationQuery } from './api/organization';

export interface ProgramDetailsTarget {
  organizationId: number;
  organization: string;
}

/** The organization's details as term and value pairs; a value the registry does not hold is left out. */
function Details({ organization }: { organization: TOrganization }) {
  const { t } = useTranslation();
  const tenant = useTenant();
  const kind = organization.kind === 'agency' ? tenant.terms.agency : tenant.terms.program;
  const items: { term: string; value: string | null }[] = [
    { term: t('programDetails.name'), value: organization.name },
    { term: t('programDetails.kind'), value: kind.charAt(0).toUpperCase() + kind.slice(1) },
    { term: t('programDetails.county'), value: organization.county },
    { term: t('programDetails.region'), value: organization.region },
  ];
  const shown = items.filter((item) => item.value !== null && item.value !== '');
  return (
    <Box
      component="dl"
      data-testid="program-details"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'max-content 1fr',
        columnGap: 2,
        rowGap: 0.5,
        m: 0,
        '& dt': { fontWeight: 700 },
        '& dd': { m: 0, overflowWrap: 'anywhere' },
      }}
    >
      {shown.map((item) => (
        <Box key={item.term} sx={{ display: 'contents' }}>
          <dt>{item.term}</dt>
          <dd>{item.value}</dd>
        </Box>
      ))}
    </Box>
  );
}

function Organization({ organizationId }: { organizationId: number }) {
  const { t } = useTranslation();
  const query = useQuery(organizationQuery(organizationId));
  if (query.isPending) return <CircularProgress aria-label={t('common.loading')} />;
  if (query.isError)
    return (
      <Alert severity="error" role="alert">
        {failureText(query.error, t('toast.network'))}
      </Alert>
    );
  return <Details organization={query.data} />;
}

/**
 * Program Details (tn, spec 3 §1): the details of an employment's registry organization
 * (GET /api/accounts/organization) in a modal.
 */
export function ProgramDetailsModal({
  target,
  onClose,
}: {
  target: ProgramDetailsTarget | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={target !== null}
      title={target ? t('programDetails.title', { organization: target.organization }) : ''}
      onClose={onClose}
    >
      {target && <Organization organizationId={target.organizationId} />}
    </Modal>
  );
}
