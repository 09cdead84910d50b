import Container from '@mui/material/Container';
import type { GridRow } from '@registry/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogs } from '../../components/dialogs/dialog-context';
import { PageHeading } from '../../components/page-heading';
import type { GridRowAction } from '../../engine/grid/index';
import { useTenant } from '../../lib/tenant-context';
import { UserRecordsModal, type UserRecordsPerson } from '../user-records/index';
import { useTrainingReport } from './api/training-report';
import { UserSearch, type UserSearchSelection } from './user-search';

/** The person of a users-grid row: its id and name (fullName, the grid's Name column). */
export function personOfRow(row: GridRow): UserRecordsPerson {
  const name = row.fullName;
  return { id: row.id, fullName: typeof name === 'string' ? name : '' };
}

/**
 * Search Users (spec 2 "Search Users"): find an EC professional by agency, name or county, then open
 * their records to verify them ('Verification Actions'), or, in tn with an organization chosen, download
 * their training report there ('Training Report': the PDF, then 'Download successful.').
 */
export function SearchUsersPage() {
  const { t } = useTranslation();
  const tenant = useTenant();
  const dialogs = useDialogs();
  const report = useTrainingReport();
  const [person, setPerson] = useState<UserRecordsPerson | null>(null);

  const downloadReport = async (row: GridRow, organizationId: string) => {
    const username = typeof row.userName === 'string' ? row.userName : '';
    try {
      await report.mutateAsync({ username, organizationId });
    } catch {
      // Spec 2 §8: a failure is kept, not shown; the busy state ends.
      return;
    }
    await dialogs.alert(t('userSearch.downloadedText'), { title: t('userSearch.downloadedTitle') });
  };

  const rowActions = (row: GridRow, _context: unknown, selection: UserSearchSelection): GridRowAction[] => {
    const actions: GridRowAction[] = [
      {
        key: 'verification-actions',
        label: t('userSearch.verificationActions'),
        onSelect: () => setPerson(personOfRow(row)),
      },
    ];
    const organization = selection.organization;
    if (tenant.features.trainingReport && organization)
      actions.push({
        key: 'training-report',
        label: t('userSearch.trainingReport'),
        disabled: report.isPending,
        onSelect: () => void downloadReport(row, organization.key),
      });
    return actions;
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageHeading title={t('routes.searchUsers.title')} instruction={t('instructions.searchUsers')} />
      <UserSearch rowActions={rowActions} />
      <UserRecordsModal person={person} mode="verify" onClose={() => setPerson(null)} />
    </Container>
  );
}
