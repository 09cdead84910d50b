import Typography from '@mui/material/Typography';
import { GRID_FIRST_PAGE, GRID_PAGE_SIZE } from '@registry/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/modal';
import { QueryResult } from '../../components/query-result';
import { ListTable, preWrap } from '../../engine/grid/index';
import { GridPager } from '../../engine/grid/grid-pager';
import { formatInstant } from '../../lib/format-date';
import { useTenant } from '../../lib/tenant-context';
import { reportCommentsQuery } from './api/report-comments';

/** The report whose Review Comments are shown: its id and name. */
export interface ReviewCommentsTarget {
  reportId: number;
  name: string;
}

function Comments({ target }: { target: ReviewCommentsTarget }) {
  const { t } = useTranslation();
  const tenant = useTenant();
  const comments = useQuery(reportCommentsQuery(target.reportId));
  const [page, setPage] = useState(GRID_FIRST_PAGE);
  const [pageSize, setPageSize] = useState(GRID_PAGE_SIZE);
  const label = t('dhrReport.commentsLabel', { name: target.name });
  return (
    <QueryResult query={comments} empty={t('dhrReport.noComments')}>
      {(rows) => (
        <>
          <ListTable
            label={label}
            rows={rows.slice((page - 1) * pageSize, page * pageSize)}
            rowKey={(row) => row.id}
            rowTestId="review-comment"
            busy={comments.isFetching}
            columns={[
              {
                id: 'at',
                header: t('dhrReport.columns.at'),
                cell: (row) => formatInstant(row.at, tenant.timeZone),
              },
              { id: 'actor', header: t('dhrReport.columns.actor'), cell: (row) => row.actorName ?? '' },
              { id: 'action', header: t('dhrReport.columns.action'), cell: (row) => row.action },
              { id: 'comment', header: t('dhrReport.columns.comment'), cell: (row) => preWrap(row.comment) },
            ]}
          />
          <GridPager
            title={label}
            page={page}
            pageSize={pageSize}
            total={rows.length}
            capped={false}
            onPage={setPage}
            onPageSize={(size) => {
              setPageSize(size);
              setPage(GRID_FIRST_PAGE);
            }}
          />
        </>
      )}
    </QueryResult>
  );
}

/**
 * View Comments (spec 3 §2 dhr-report): the Review Comments modal, the report's comment grid (GET
 * /api/reporting/comments): who did what, when, and their comment, each submission and decision, oldest
 * first, 5 a page (spec 3 §9 "also for comments").
 */
export function ReviewCommentsModal({
  target,
  onClose,
}: {
  target: ReviewCommentsTarget | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={target !== null}
      title={t('dhrReport.commentsTitle')}
      onClose={onClose}
      maxWidth="md"
      data-testid="review-comments"
    >
      {target && (
        <>
          <Typography sx={{ mb: 2 }}>{target.name}</Typography>
          <Comments key={target.reportId} target={target} />
        </>
      )}
    </Modal>
  );
}
