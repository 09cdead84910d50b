import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import {
  EntityType,
  FormId,
  GRID_PAGE_SIZE,
  reviewsReports,
  writesReports,
  type GridFilter,
  type GridRow,
  type RoleName,
} from '@registry/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/page-heading';
import { DataGrid, type GridRowAction } from '../../engine/grid/index';
import { shallowEqual, useSessionSelector } from '../../lib/session/session-context';
import type { SessionState } from '../../lib/session/session-state';
import { ReportFormModal } from './report-form-modal';
import { ReviewCommentsModal, type ReviewCommentsTarget } from './review-comments-modal';
import { useReportActions } from './use-report-actions';

/** The dhr-report grid of entity 27 (apps/server modules/reporting). */
export const DHR_REPORT_GRID = 'dhr-report';

/** The reviewers see the reports trainers submitted (ever), not the trainers' drafts. */
const SUBMITTED_ONLY: readonly GridFilter[] = [
  { filterColumn: 'everSubmitted', operation: 'Equals', value: 'true' },
];
const NONE: readonly GridFilter[] = [];

const viewerOf = (session: SessionState) => ({
  activeRole: session.activeRole as RoleName | null,
  claims: session.claims,
});

/**
 * /dashboard/dhr-report, DHR Reports (spec 3 §2; roles 250, 400, 500): the reports grid (entity 27, form
 * 25, 5 a page). A trainer adds a report (Add New: its session and form 25 with the document), views,
 * edits and deletes it as its flags allow, and submits a Draft or Declined one; a reviewer reads the
 * submitted reports and approves or declines the Submitted ones (a decline needs a comment). View
 * Comments opens the Review Comments of a report that has them.
 */
export function DhrReportPage() {
  const { t } = useTranslation();
  const viewer = useSessionSelector(viewerOf, shallowEqual);
  const trainer = writesReports(viewer);
  const reviewer = reviewsReports(viewer);
  const actions = useReportActions();
  const [adding, setAdding] = useState(false);
  const [comments, setComments] = useState<ReviewCommentsTarget | null>(null);

  const rowActions = (row: GridRow, { label }: { label: string }): GridRowAction[] => {
    const name = typeof row.reportName === 'string' ? row.reportName : label;
    const list: GridRowAction[] = [];
    if (row.maySubmit === true)
      list.push({
        key: 'submit',
        label: t('dhrReport.submit'),
        disabled: actions.busy,
        onSelect: () => void actions.submit(row, name),
      });
    if (row.mayRespond === true)
      list.push(
        {
          key: 'approve',
          label: t('dhrReport.approve'),
          disabled: actions.busy,
          onSelect: () => void actions.approve(row, name),
        },
        {
          key: 'decline',
          label: t('dhrReport.decline'),
          disabled: actions.busy,
          onSelect: () => void actions.decline(row, name),
        },
      );
    if (row.hasComments === true)
      list.push({
        key: 'comments',
        label: t('dhrReport.viewComments'),
        onSelect: () => setComments({ reportId: row.id, name }),
      });
    return list;
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageHeading
        title={t('routes.dhrReport.title')}
        instruction={t(trainer ? 'instructions.dhrReportTrainer' : 'instructions.dhrReportReviewer')}
      />
      {trainer && (
        <Box sx={{ mb: 2 }}>
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
            {t('grid.addNew')}
          </Button>
        </Box>
      )}
      <DataGrid
        title={t('dhrReport.gridTitle')}
        entityTypeId={EntityType.Report}
        altGridId={DHR_REPORT_GRID}
        formId={FormId.Report}
        recordName={t('dhrReport.recordName')}
        addNew={false}
        pageSize={GRID_PAGE_SIZE}
        defaultFilters={reviewer ? SUBMITTED_ONLY : NONE}
        hiddenColumns={trainer ? ['submitter'] : undefined}
        downloads
        rowActions={rowActions}
      />
      <ReportFormModal open={adding} onClose={() => setAdding(false)} />
      <ReviewCommentsModal target={comments} onClose={() => setComments(null)} />
    </Container>
  );
}
