import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { TVerificationQueue, TVerificationQueueItem } from '@registry/contracts';
import { GRID_PAGE_SIZE, isEntityType, type EntityType } from '@registry/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/page-heading';
// Straight from their files: the engine's index would bring the whole data grid along.
import { GridPager } from '../../engine/grid/grid-pager';
import { ListTable } from '../../engine/grid/list-table';
import { pageRows } from '../../engine/grid/pager';
import { failureText } from '../../lib/api';
import { formatInstant } from '../../lib/format-date';
import { useTenant } from '../../lib/tenant-context';
import { UserRecordsModal, type UserRecordsPerson } from '../user-records/index';
import { verificationQueueKeys, verificationQueueQuery } from './api/verification-queue';

const BANDS = ['under3', 'from3to14', 'over14'] as const;

function Bands({ bands }: { bands: TVerificationQueue['bands'] }) {
  const { t } = useTranslation();
  return (
    <Box
      component="dl"
      aria-label={t('verificationQueue.bandsLabel')}
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, gap: 2, m: 0, mb: 3 }}
    >
      {BANDS.map((band) => (
        <Box
          key={band}
          data-testid={`queue-band-${band}`}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}
        >
          <Typography component="dt" sx={{ color: 'text.secondary' }}>
            {t(`verificationQueue.bands.${band}`)}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontSize: '1.75rem', fontWeight: 800 }}>
            {bands[band]}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

interface Opened {
  person: UserRecordsPerson;
  section: EntityType | undefined;
}

/**
 * The Verification Queue: the requests waiting for this verifier (GET /api/verification/queue), counted
 * by age (Under 3 days, 3-14 days, Over 14 days) and listed oldest first with each request's age, the
 * person and the record; each opens the person's User Records in verify mode at the record's type.
 */
export function VerificationQueuePage() {
  const { t } = useTranslation();
  const tenant = useTenant();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(GRID_PAGE_SIZE);
  const { from, to } = pageRows(page, pageSize);
  const queue = useQuery(verificationQueueQuery(from, to));
  const [opened, setOpened] = useState<Opened | null>(null);
  const queryClient = useQueryClient();

  const open = (item: TVerificationQueueItem) =>
    setOpened({
      person: { id: item.primaryEntityId, fullName: item.primaryEntityName },
      section: isEntityType(item.entityTypeId) ? item.entityTypeId : undefined,
    });

  let body;
  if (queue.isPending) body = <CircularProgress aria-label={t('common.loading')} />;
  else if (queue.isError)
    body = (
      <Alert severity="error" role="alert">
        {failureText(queue.error, t('toast.network'))}
      </Alert>
    );
  else {
    const data = queue.data;
    body = (
      <>
        <Bands bands={data.bands} />
        {data.items.length === 0 ? (
          <Typography role="status">{t('verificationQueue.empty')}</Typography>
        ) : (
          <ListTable<TVerificationQueueItem>
            label={t('verificationQueue.tableLabel')}
            rows={data.items}
            rowKey={(item) => `${item.entityTypeId}:${item.entityId}`}
            rowTestId="queue-item"
            busy={queue.isFetching}
            columns={[
              {
                id: 'person',
                header: t('verificationQueue.columns.person'),
                cell: (item) => item.primaryEntityName,
              },
              {
                id: 'record',
                header: t('verificationQueue.columns.record'),
                cell: (item) =>
                  item.identifier ? `${item.verificationType}: ${item.identifier}` : item.verificationType,
              },
              {
                id: 'requested',
                header: t('verificationQueue.columns.requested'),
                cell: (item) => formatInstant(item.requestedAt, tenant.timeZone),
              },
              {
                id: 'age',
                header: t('verificationQueue.columns.age'),
                cell: (item) => t('verificationQueue.age', { count: item.ageDays }),
              },
            ]}
            actions={{
              header: t('verificationQueue.columns.actions'),
              cell: (item) => (
                <Button
                  variant="outlined"
                  size="small"
                  aria-label={t('verificationQueue.openFor', { name: item.primaryEntityName })}
                  onClick={() => open(item)}
                >
                  {t('verificationQueue.open')}
                </Button>
              ),
            }}
          />
        )}
        <GridPager
          title={t('verificationQueue.tableLabel')}
          page={page}
          pageSize={pageSize}
          total={data.total}
          capped={false}
          onPage={setPage}
          onPageSize={(size) => {
            setPageSize(size);
            setPage(1);
          }}
        />
      </>
    );
  }

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageHeading
        title={t('routes.verificationQueue.title')}
        instruction={t('instructions.verificationQueue')}
      />
      {body}
      <UserRecordsModal
        person={opened?.person ?? null}
        mode="verify"
        {...(opened?.section !== undefined ? { openSection: opened.section } : {})}
        onClose={() => {
          setOpened(null);
          // What was verified or declined meanwhile leaves the queue.
          void queryClient.invalidateQueries({ queryKey: verificationQueueKeys.all });
        }}
      />
    </Container>
  );
}
